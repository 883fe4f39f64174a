/**
 * Bench section 5: modelled AWS cost per million requests of a route, from a modelled duration
 * (billed per started millisecond at the configured memory and architecture) and the capacity
 * units DynamoDB reported, at the prices in `prices.ts`. The duration is the request's measured
 * CPU time plus a fixed latency for each call it waits for (`CALL_LATENCY_MS`), not DynamoDB
 * Local's latency: that moves with the emulator and the machine's load on the day, so a cost
 * priced from it judged the same code differently from run to run (docs/performance.md). The once-a-minute
 * last-use write is not included (it is per key and container, not per request).
 *
 * Cold starts are priced apart (`coldStartsPerMillion`): since 1 August 2025 Lambda bills the
 * init phase of ZIP functions on managed runtimes, but how often a request meets a cold
 * container depends on the traffic, not on the code, so the per-request total the target
 * judges stays the warm request's.
 */
import { PRICES } from '#bench/cost/prices.ts';
import { FUNCTION_ARCHITECTURE, FUNCTION_MEMORY_MB } from '#infra/constructs/function-sizing.ts';

/**
 * Latency charged per call a request waits for (calls made side by side count once): AWS
 * describes DynamoDB as "single-digit millisecond" at any scale; the top of that range keeps the
 * model on the safe side. SQS sends (the webhook routes) are charged the same.
 */
export const CALL_LATENCY_MS = 5;

/** The duration the cost model bills: measured CPU plus the fixed latency per sequential call. */
export function modelledDurationMs(cpuMs: number, callRounds: number): number {
  return cpuMs + callRounds * CALL_LATENCY_MS;
}

export interface CostInput {
  /** Modelled duration of one request (`modelledDurationMs`). */
  durationMs: number;
  readUnits: number;
  writeUnits: number;
}

export interface CostBreakdown {
  apiGateway: number;
  lambdaRequests: number;
  lambdaDuration: number;
  dynamoReads: number;
  dynamoWrites: number;
  total: number;
}

/**
 * Share of requests that start a new container, for pricing cold starts: AWS's own figure
 * ("INITs typically occur in under 1% of invocations", the Lambda INIT-billing post of April
 * 2025). An assumption, not a measurement: bursty or rarely called routes see more.
 */
export const COLD_START_SHARE = 0.01;

/** Lambda bills every started millisecond, at least one. */
function billedMs(ms: number): number {
  return Math.max(1, Math.ceil(ms));
}

/** USD per million requests for `ms` billed milliseconds each. */
function durationPerMillion(ms: number): number {
  const gbSeconds = (FUNCTION_MEMORY_MB / 1024) * (ms / 1000);
  return gbSeconds * PRICES.lambdaGbSecond[FUNCTION_ARCHITECTURE] * 1e6;
}

/** USD per million requests, itemised. */
export function costPerMillion(input: CostInput): CostBreakdown {
  const parts = {
    apiGateway: PRICES.httpApiPerMillion,
    lambdaRequests: PRICES.lambdaRequestsPerMillion,
    lambdaDuration: durationPerMillion(billedMs(input.durationMs)),
    dynamoReads: input.readUnits * PRICES.dynamoReadPerMillion,
    dynamoWrites: input.writeUnits * PRICES.dynamoWritePerMillion,
  };
  const total = Object.values(parts).reduce((a, b) => a + b, 0);
  return { ...parts, total: Number(total.toFixed(4)) };
}

export interface ColdStartInput {
  /** The bundle's init as measured (section 2, wall p50). Lambda's INIT also includes the runtime's own start, so this is a lower bound. */
  initMs: number;
  /** The first invocation (wall p50): it opens the connection and warms the code, so it runs longer than a warm one. */
  firstInvokeMs: number;
  /** The warm duration the per-request cost already bills. */
  warmMs: number;
}

/**
 * USD per million requests that cold starts add at `share` of requests: each bills its init
 * plus what its first invocation runs beyond a warm one.
 */
export function coldStartsPerMillion(input: ColdStartInput, share = COLD_START_SHARE): number {
  const extraMs = billedMs(input.initMs) + Math.max(0, billedMs(input.firstInvokeMs) - billedMs(input.warmMs));
  return Number((durationPerMillion(extraMs) * share).toFixed(4));
}
