/** The bench's targets (docs/performance.md), in one place for the report, the summary and the budget test. */
export const TARGETS = {
  /** Bundle bytes of every HTTP function, as a multiple of the floor's. */
  bundleRatio: 1.3,
  /** Median cold init of every HTTP function, as a multiple of the floor's. */
  coldInitRatio: 1.3,
  /** Warm time outside DynamoDB calls, per route (ms). */
  warmOverheadP50Ms: 1,
  warmOverheadP99Ms: 3,
  /** Modelled cost of a read route, USD per million requests. */
  readRouteCostPerMillion: 1.4,
} as const;
