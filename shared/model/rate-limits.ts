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
 * What an operator may set each limit to. A limit above what one counter item takes is counted on
 * several (`shared/db/rate-limits.ts`), so the bound is not the item's: it is above what any
 * route's design lets one workspace do (docs/data-model.md, The tenant's ceiling), so a lift up to
 * it lets a tenant meet the design's ceiling, and past it only DynamoDB's throttling would answer.
 */
export const RATE_LIMIT_BOUNDS = { min: 1, max: 5000 } as const;

/**
 * The most requests one counter item admits in a window (`shared/db/rate-limits.ts`); a higher
 * limit is counted on several items, each on a partition key of its own, so no counter key takes
 * more than half of a partition's 1,000 writes a second.
 */
export const PER_COUNTER_ITEM = 500;

/** How long a container reuses a workspace's limits before reading them again. */
export const RATE_LIMITS_CACHE_SECONDS = 60;
