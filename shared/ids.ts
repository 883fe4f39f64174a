/**
 * Resource ids are UUIDv7: valid UUIDs (as the contract types them) whose first 48 bits are
 * the creation time, so items keyed by id sort by creation and listings need no extra index.
 *
 * The random bits come from a pool of CSPRNG bytes refilled 4 KiB (256 ids) at a time, as
 * Node's own `randomUUID` does, instead of uuid's one `getRandomValues` call per id, which the
 * warm bench's profile showed costly, and more so right after an I/O wait (docs/performance.md).
 * The order is uuid's `v7()` rule: within one millisecond the 32-bit counter goes up by one,
 * so the ids a container makes sort in the order it made them.
 */
import { randomFillSync } from 'node:crypto';
import { v7 } from 'uuid';

const pool = new Uint8Array(4096);
let used = pool.length;

/** 16 fresh random bytes: a view into the pool, valid until the next call. */
export function randomBytes16(): Uint8Array {
  if (used + 16 > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += 16;
  return pool.subarray(used - 16, used);
}

/** uuid's v7 state: the last millisecond used and the counter within it. */
const last = { msecs: -Infinity, seq: 0 };

export function newId(): string {
  const random = randomBytes16();
  const now = Date.now();
  if (now > last.msecs) {
    // A new millisecond: the counter starts at a random 31-bit value (uuid's v7Sequence).
    last.seq = ((random[6]! & 0x7f) << 24) | (random[7]! << 16) | (random[8]! << 8) | random[9]!;
    last.msecs = now;
  } else {
    last.seq = (last.seq + 1) | 0;
    if (last.seq === 0) last.msecs++;
  }
  return v7({ msecs: last.msecs, seq: last.seq, random });
}
