/**
 * Request counters for rate limiting: one item per API key and one per workspace, per kind of
 * request (reads and writes are counted apart) and one-second window, `pk = RATELIMIT#<keyId>` or
 * `RATELIMIT#WS#<workspaceId>`, `sk = W#<epoch second>` for writes and `R#<epoch second>` for
 * reads, with a TTL a minute later. Taking a slot is one UpdateItem: `ADD count 1` under the
 * condition that the window is not full yet, so concurrent requests in any number of containers
 * can never exceed a limit together.
 *
 * A request takes a slot in both counters at once (two UpdateItems in parallel: one round trip).
 * When one admits it and the other refuses, the admitted slot is given back, so requests refused
 * by the workspace do not use up a key's budget, and a key hammering past its own limit does not
 * use up its workspace's: the give-back is an `ADD -1` the refusal waits for.
 *
 * A partition key takes at most 1,000 writes a second, and a counter takes one write per request,
 * so a limit above `PER_COUNTER_ITEM` is counted on several items of the window, each on a
 * partition key of its own (`RATELIMIT#<keyId>`, then `RATELIMIT#<keyId>#<item>`), each admitting
 * its share of the limit; a request counts on one picked at random and, when that one is full, on
 * one more. The shares add up to the limit, so the limit still holds exactly; a request may be
 * refused while another item of the window has room.
 *
 * A container that finds a counter full remembers it until the window ends and refuses further
 * requests counted there without asking DynamoDB: a caller hammering past a limit then costs one
 * key lookup per request, not three writes. It may refuse a request a give-back would have let
 * through; it never admits one the counter would refuse.
 */
import * as keys from '#shared/db/keys.ts';
import { PER_COUNTER_ITEM } from '#shared/model/rate-limits.ts';
import { updateOne } from '#shared/db/update-item.ts';

/** Length of one rate-limit window. */
export const RATE_WINDOW_SECONDS = 1;
/** Counters outlive their window by this much, then DynamoDB's TTL removes them. */
const COUNTER_TTL_SECONDS = 60;

/** What a request is counted as: a GET reads, every other method writes. */
export type RateKind = 'read' | 'write';
const WINDOW_PREFIX: Record<RateKind, string> = { write: 'W', read: 'R' };

export const rateLimitKey = (keyId: string, windowStart: number, kind: RateKind = 'write') => ({
  pk: `${keys.rateCounterPrefix}${keyId}`,
  sk: `${WINDOW_PREFIX[kind]}#${windowStart}`,
});
export const workspaceRateLimitKey = (workspaceId: string, windowStart: number, kind: RateKind = 'write') => ({
  pk: `${keys.rateCounterPrefix}WS#${workspaceId}`,
  sk: `${WINDOW_PREFIX[kind]}#${windowStart}`,
});

const windowOf = (nowMs: number) => Math.floor(nowMs / 1000 / RATE_WINDOW_SECONDS) * RATE_WINDOW_SECONDS;

/** Whole seconds until the window that holds `nowMs` ends (at least 1). */
const retryAfterOf = (nowMs: number) => Math.max(1, Math.ceil(windowOf(nowMs) + RATE_WINDOW_SECONDS - nowMs / 1000));

/** Counts one request in the counter at `key`; false when `limit` were already counted in its window. */
function take(key: { pk: string; sk: string }, limit: number, windowStart: number): Promise<boolean> {
  return countInWindow(key, limit, windowStart + RATE_WINDOW_SECONDS + COUNTER_TTL_SECONDS);
}

/**
 * Counts one in the window counter at `key` (an `ADD 1` conditional on the count being under
 * `limit`, one UpdateItem), removed by TTL at `expiresAtEpoch`; false when the window is full.
 */
export async function countInWindow(key: { pk: string; sk: string }, limit: number, expiresAtEpoch: number): Promise<boolean> {
  const counted = await updateOne(key, {
    add: { count: 1 },
    set: { expires_at_epoch: expiresAtEpoch },
    mayCreate: true,
    condition: 'attribute_not_exists(#count) OR #count < :limit',
    names: { '#count': 'count' },
    values: { ':limit': limit },
  });
  return counted !== null;
}

/** The items that count `limit` requests in the window of `base`, each with its share. */
export function counterItems(base: { pk: string; sk: string }, limit: number): { key: { pk: string; sk: string }; limit: number }[] {
  const n = Math.max(1, Math.ceil(limit / PER_COUNTER_ITEM));
  return Array.from({ length: n }, (_, k) => ({
    key: k === 0 ? base : { pk: `${base.pk}#${k}`, sk: base.sk },
    limit: Math.floor(limit / n) + (k < limit % n ? 1 : 0),
  }));
}

/** Counter items found full, by partition key, kind and item, with the window they are full for (this container only). */
const fullUntil = new Map<string, number>();
/** Above this many entries, those of past windows are dropped. */
const FULL_CACHE_SIZE = 1000;

const fullKey = (key: { pk: string; sk: string }) => `${key.pk}#${key.sk.slice(0, 1)}`;

function rememberFull(key: { pk: string; sk: string }, windowStart: number): void {
  if (fullUntil.size >= FULL_CACHE_SIZE) for (const [k, window] of fullUntil) if (window < windowStart) fullUntil.delete(k);
  fullUntil.set(fullKey(key), windowStart);
}

const knownFull = (items: { key: { pk: string; sk: string } }[], windowStart: number) =>
  items.every((item) => fullUntil.get(fullKey(item.key)) === windowStart);

/** Counts one request on one of a counter's items; the item that counted it, or null when refused. */
async function takeOne(items: { key: { pk: string; sk: string }; limit: number }[], windowStart: number) {
  const start = items.length > 1 ? Math.floor(Math.random() * items.length) : 0;
  let tries = 0;
  for (let i = 0; i < items.length && tries < 2; i++) {
    const item = items[(start + i) % items.length]!;
    if (fullUntil.get(fullKey(item.key)) === windowStart) continue;
    tries++;
    if (await take(item.key, item.limit, windowStart)) return item.key;
    rememberFull(item.key, windowStart);
  }
  return null;
}

/** Gives back a slot `countInWindow` counted for a request that another counter refused. */
export async function giveBack(key: { pk: string; sk: string }): Promise<void> {
  // A failed condition: the counter expired meanwhile, and there is nothing to give back.
  await updateOne(key, { add: { count: -1 }, mayCreate: true, condition: 'attribute_exists(#count)', names: { '#count': 'count' } });
}

/** Which limit refused a request, and when to retry. */
export interface RateRefusal {
  kind: RateKind;
  scope: 'api_key' | 'workspace';
  limit: number;
  retryAfterSeconds: number;
}

/**
 * Counts one request of `kind` against the key's and the workspace's limits at once. Null when
 * both admit it; otherwise the limit that refused it (the key's when both did), having given back
 * the slot the other counter took.
 */
export async function takeRateSlots(
  kind: RateKind,
  ids: { keyId: string; workspaceId: string },
  limits: { key: number; workspace: number },
  nowMs = Date.now(),
): Promise<RateRefusal | null> {
  const windowStart = windowOf(nowMs);
  const retryAfterSeconds = retryAfterOf(nowMs);
  const keyCounter = counterItems(rateLimitKey(ids.keyId, windowStart, kind), limits.key);
  const workspaceCounter = counterItems(workspaceRateLimitKey(ids.workspaceId, windowStart, kind), limits.workspace);
  const keyRefusal: RateRefusal = { kind, scope: 'api_key', limit: limits.key, retryAfterSeconds };
  const workspaceRefusal: RateRefusal = { kind, scope: 'workspace', limit: limits.workspace, retryAfterSeconds };
  if (knownFull(keyCounter, windowStart)) return keyRefusal;
  if (knownFull(workspaceCounter, windowStart)) return workspaceRefusal;
  const [byKey, byWorkspace] = await Promise.all([takeOne(keyCounter, windowStart), takeOne(workspaceCounter, windowStart)]);
  if (byKey && byWorkspace) return null;
  if (byKey) await giveBack(byKey);
  if (byWorkspace) await giveBack(byWorkspace);
  return byKey ? workspaceRefusal : keyRefusal;
}
