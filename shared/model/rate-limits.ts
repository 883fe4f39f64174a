/**
 * The rate limits an operator may set per workspace over the stage's defaults (docs/api.md, Rate
 * limits; stored by `shared/db/rate-limit-overrides.ts`, set with `npm run admin -- set-limits`).
 */

/** The limits an operator may set per workspace: per key and per workspace, writes and reads a second. */
export const RATE_LIMIT_NAMES = [
  'writes_per_second',
  'workspace_writes_per_second',
  'reads_per_second',
  'workspace_reads_per_second',
] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];
export type RateLimitOverrides = Partial<Record<RateLimitName, number>>;

/**
 * What an operator may set each limit to. At most 1,000 a second: every request counted takes a
 * write on one counter item a second (`shared/db/rate-limits.ts`), and DynamoDB serves at most
 * 1,000 writes a second to one item, so a higher limit would only turn 429s into throttled 503s.
 */
export const RATE_LIMIT_BOUNDS = { min: 1, max: 1000 } as const;

/** How long a container reuses a workspace's limits before reading them again. */
export const RATE_LIMITS_CACHE_SECONDS = 60;
