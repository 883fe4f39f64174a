/**
 * A workspace's own rate limits, which an operator sets over the stage's defaults
 * (`npm run admin -- set-limits`; docs/api.md, Rate limits): one item, `pk = WS#<ws>`,
 * `sk = RATE_LIMITS`, with a whole number for each limit lifted or lowered; an absent one is the
 * stage's default (`RATE_LIMIT_*`).
 *
 * The request path reads it through a per-container cache of `RATE_LIMITS_CACHE_SECONDS`
 * (`shared/model/rate-limits.ts`, with the limits' names and bounds): a
 * container reads a workspace's item once at most that often (one strongly consistent GetItem,
 * before its first rate count), never on every request. So an operator's change reaches every
 * container within that time.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import * as keys from '#shared/db/keys.ts';
import { RATE_LIMIT_NAMES, RATE_LIMITS_CACHE_SECONDS, type RateLimitOverrides } from '#shared/model/rate-limits.ts';

/** Above this many workspaces the cache starts over: a container's memory stays bounded. */
const CACHE_SIZE = 1000;

export const rateLimitsKey = (workspaceId: string) => ({ pk: keys.workspace(workspaceId), sk: 'RATE_LIMITS' });

/** The read, by workspace, with when it goes stale; the promise, so concurrent requests share one read. */
const cache = new Map<string, { until: number; limits: Promise<RateLimitOverrides> }>();

/** The workspace's own limits (empty when the operator set none), from this container's cache when fresh. */
export function rateLimitOverrides(workspaceId: string, now: number): Promise<RateLimitOverrides> {
  const hit = cache.get(workspaceId);
  if (hit && hit.until > now) return hit.limits;
  if (cache.size >= CACHE_SIZE) cache.clear();
  // Strongly consistent, so a change is seen by every container within the cache's time and no later.
  const limits = db.send(new GetCommand({ TableName: TABLE_NAME, Key: rateLimitsKey(workspaceId), ConsistentRead: true })).then(
    (out) => (out.Item ?? {}) as RateLimitOverrides,
    (error: unknown) => {
      // A failed read is not remembered: the next request reads again.
      cache.delete(workspaceId);
      throw error;
    },
  );
  cache.set(workspaceId, { until: now + RATE_LIMITS_CACHE_SECONDS * 1000, limits });
  return limits;
}

/** The workspace's own limits as stored now (a strongly consistent read, for the operator CLI). */
export async function readRateLimits(workspaceId: string): Promise<RateLimitOverrides> {
  const out = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: rateLimitsKey(workspaceId), ConsistentRead: true }));
  return Object.fromEntries(RATE_LIMIT_NAMES.flatMap((name) => (out.Item?.[name] === undefined ? [] : [[name, Number(out.Item[name])]])));
}
