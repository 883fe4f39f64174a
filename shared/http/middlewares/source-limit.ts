/**
 * Requests refused as unauthenticated, counted per source address in this function container's
 * memory, per fixed window of `SOURCE_WINDOW_SECONDS`. Once an address has been refused `limit`
 * times in a window, the container refuses every further request from it to an authenticated
 * route with 429 before looking any key up, until the window ends: a client guessing or replaying
 * keys costs no DynamoDB read once over the limit.
 *
 * In memory, not in the table, on purpose: a shared counter would cost a write per refused request,
 * the very cost this saves, and an attacker picks the moment to flood. What it bounds: the key
 * lookups one address can cause per container and window. What it does not: an address spread
 * over many containers (each counts on its own, so the bound is per container), or many addresses
 * (a botnet); the stage throttle and the optional edge's rate-based rules (docs/api.md, Fair use)
 * bound those. A valid key sent from an address over the limit is refused too: the point is to
 * answer that address without reading the table.
 */

/** Length of one window of the per-address count. */
export const SOURCE_WINDOW_SECONDS = 60;
/** Addresses tracked at most; past it the oldest are forgotten first, so memory stays bounded. */
const MAX_TRACKED = 10_000;

const refusals = new Map<string, { window: number; count: number }>();

const windowOf = (nowMs: number) => Math.floor(nowMs / 1000 / SOURCE_WINDOW_SECONDS) * SOURCE_WINDOW_SECONDS;
const retryAfterOf = (nowMs: number) => Math.max(1, Math.ceil(windowOf(nowMs) + SOURCE_WINDOW_SECONDS - nowMs / 1000));

/** Seconds until `source` may be heard again when it is over `limit` in this window; null when it is not. */
export function sourceBlockedFor(source: string, limit: number, nowMs = Date.now()): number | null {
  const seen = refusals.get(source);
  if (!seen || seen.window !== windowOf(nowMs) || seen.count < limit) return null;
  return retryAfterOf(nowMs);
}

/** Counts one unauthenticated refusal of a request from `source`. */
export function countSourceRefusal(source: string, nowMs = Date.now()): void {
  const window = windowOf(nowMs);
  const seen = refusals.get(source);
  if (seen && seen.window === window) {
    seen.count++;
    return;
  }
  refusals.delete(source);
  if (refusals.size >= MAX_TRACKED) {
    for (const [address, entry] of refusals) if (entry.window < window) refusals.delete(address);
    // Still full with this window's addresses: forget the oldest inserted.
    if (refusals.size >= MAX_TRACKED) refusals.delete(refusals.keys().next().value as string);
  }
  refusals.set(source, { window, count: 1 });
}
