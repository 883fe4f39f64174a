/**
 * Bench section 5: modelled AWS cost per million requests of a route, from the measured warm
 * duration (billed per started millisecond at the configured memory and architecture) and
 * the capacity units DynamoDB reported, at the prices in `prices.ts`. Cold-start init time
 * and the once-a-minute last-use write are not included (both are per container, not per request).
 */
import { PRICES } from '#bench/cost/prices.ts';
import { FUNCTION_ARCHITECTURE, FUNCTION_MEMORY_MB } from '#infra/constructs/function-sizing.ts';

export interface CostInput {
  /** Measured duration of one request (the warm p50). */
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

/** USD per million requests, itemised. */
export function costPerMillion(input: CostInput): CostBreakdown {
  const billedSeconds = Math.max(1, Math.ceil(input.durationMs)) / 1000;
  const gbSeconds = (FUNCTION_MEMORY_MB / 1024) * billedSeconds;
  const parts = {
    apiGateway: PRICES.httpApiPerMillion,
    lambdaRequests: PRICES.lambdaRequestsPerMillion,
    lambdaDuration: gbSeconds * PRICES.lambdaGbSecond[FUNCTION_ARCHITECTURE] * 1e6,
    dynamoReads: input.readUnits * PRICES.dynamoReadPerMillion,
    dynamoWrites: input.writeUnits * PRICES.dynamoWritePerMillion,
  };
  const total = Object.values(parts).reduce((a, b) => a + b, 0);
  return { ...parts, total: Number(total.toFixed(4)) };
}
