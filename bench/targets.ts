/** The bench's targets (docs/performance.md), in one place for the report, the summary and the budget test. */
export const TARGETS = {
  /** Bundle bytes of every HTTP function, as a multiple of the floor's. */
  bundleRatio: 1.3,
  /** Median cold init of every HTTP function, as a multiple of the floor's. */
  coldInitRatio: 1.3,
  /**
   * The two functions allowed more for bundle and cold init: their address and IBAN checks stay
   * on maintained libraries (ibantools, the address codecs), a decision recorded in
   * docs/performance.md.
   */
  rampRatio: 1.4,
  rampFunctions: ['createRampPayment', 'executeQuote'] as readonly string[],
  /** Warm time outside DynamoDB calls, per route (ms). */
  warmOverheadP50Ms: 1,
  warmOverheadP99Ms: 3,
  /** Modelled cost of a read route (bench/cost/model.ts), as a multiple of the floor's modelled cost. */
  readCostRatio: 1.1,
  /**
   * `POST /v1/transfers` a second one workspace (one environment) and one wallet must be able to
   * sustain before a partition key's or an item's limits (bench section 6; docs/data-model.md).
   */
  tenantTransfersPerSecond: 1000,
  /** The route the goal above is for. */
  tenantCeilingRoute: 'createTransfer',
} as const;

/** The bundle and cold-init ratio a function is held to. */
export function ratioTargetFor(functionId: string): number {
  return TARGETS.rampFunctions.includes(functionId) ? TARGETS.rampRatio : TARGETS.bundleRatio;
}
