/**
 * Resource ids are UUIDv7: valid UUIDs (as the contract types them) whose first 48 bits are
 * the creation time, so items keyed by id sort by creation and listings need no extra index.
 */
import { v7 } from 'uuid';

export function newId(): string {
  return v7();
}
