/** Payment references: `rp_` + a UUIDv7 without dashes, so they sort by creation time. */
import { v7 } from 'uuid';
import { randomBytes16 } from '#shared/ids.ts';

export function newReference(now = Date.now()): string {
  return 'rp_' + v7({ msecs: now, random: randomBytes16() }).replaceAll('-', '');
}

/** The creation time a reference carries (its first 48 bits), in epoch milliseconds. */
export function referenceTime(reference: string): number {
  return Number.parseInt(reference.slice(3, 15), 16);
}

/** The smallest and largest reference that can be created within [from, to] (inclusive). */
export function referenceBounds(fromMs: number, toMs: number): { from: string; to: string } {
  const hex = (ms: number) =>
    Math.max(0, Math.min(ms, 2 ** 48 - 1))
      .toString(16)
      .padStart(12, '0');
  return { from: `rp_${hex(fromMs)}${'0'.repeat(20)}`, to: `rp_${hex(toMs)}${'f'.repeat(20)}` };
}
