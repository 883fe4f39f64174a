/**
 * Resource ids are UUIDv7: valid UUIDs (as the contract types them) whose first 48 bits are
 * the creation time, so items keyed by id sort by creation and listings need no extra index.
 *
 * The random bits come from a pool of CSPRNG bytes refilled 4 KiB (256 ids) at a time, as
 * Node's own `randomUUID` does, instead of uuid's one `getRandomValues` call per id, which the
 * warm bench's profile showed costly, and more so right after an I/O wait (docs/performance.md).
 * The order is uuid's `v7()` rule: within one millisecond the 32-bit counter goes up by one,
 * so the ids a container makes for one millisecond sort in the order it made them.
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

/**
 * The last counter used in each recent millisecond. A caller passes the clock reading its item's
 * `created_at` holds, and readings taken by requests in flight side by side arrive out of order;
 * keeping a counter per millisecond (not only for the latest) keeps every id minted for one
 * millisecond in the order it was minted. Only recent milliseconds need one.
 */
const counters = new Map<number, number>();
const KEPT_MILLISECONDS = 1024;

/**
 * A new id whose time is `at`: the clock reading the item records as its `created_at`, so a
 * listing ordered or bounded by the id's time agrees with the `created_at` a caller sees.
 */
export function newId(at: Date | number = Date.now()): string {
  const random = randomBytes16();
  const msecs = typeof at === 'number' ? at : at.getTime();
  const last = counters.get(msecs);
  // A new millisecond's counter starts at a random 31-bit value (uuid's v7Sequence); within one
  // it goes up by one. It cannot run out: that would take 2^31 ids in one millisecond.
  const seq = last === undefined ? ((random[6]! & 0x7f) << 24) | (random[7]! << 16) | (random[8]! << 8) | random[9]! : (last + 1) >>> 0;
  counters.set(msecs, seq);
  if (counters.size > KEPT_MILLISECONDS) counters.delete(counters.keys().next().value!);
  return v7({ msecs, seq, random });
}

/** The time an id from `newId` carries (its first 48 bits), in epoch milliseconds. */
export function idTime(id: string): number {
  return Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);
}
