/**
 * The single table's design, shared by the CDK stack, the local stack and the data modules.
 * Keys (see docs/data-model.md):
 * - `pk = WS#<workspaceId>#<environment>`, `sk = <ENTITY>#<id>`: environment-partitioned items;
 * - `pk = WS#<workspaceId>`, `sk = WORKSPACE | MEMBER#<id> | APIKEY#<id>`: workspace-wide items;
 * - `pk = APIKEY#<sha256 of token>`, `sk = APIKEY`: the authentication lookup item.
 */
import type { TableIndexId } from '#shared/uses.ts';

export const TABLE_DESIGN = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Numeric epoch seconds; DynamoDB deletes the item some time after. Reads still check expiry. */
  ttlAttribute: 'expires_at_epoch',
  /**
   * Set on an item the `migrate-layout` operator command moved to its new partition: its Put is
   * an INSERT on the stream like a new item's, and the stream consumers (shared/streams.ts) ignore
   * it, so a moved event is not fanned out again, nor a moved custody job queued again.
   */
  movedAttribute: 'moved_at',
  /**
   * Global secondary indexes, by id: string keys, keys-only projection. `due`: sparse, only ramp
   * payments with a time-driven transition ahead carry its keys (`shared/db/ramp-payments.ts`).
   */
  indexes: {
    due: { name: 'due', partitionKey: 'due_shard', sortKey: 'due_at' },
  } satisfies Record<TableIndexId, { name: string; partitionKey: string; sortKey: string }>,
} as const;
