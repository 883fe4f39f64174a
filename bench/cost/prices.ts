/**
 * AWS list prices used by the cost model: us-east-1, on-demand, first pricing tier, no free
 * tier. Taken from the public pricing pages as of 2025 (the latest this code's author
 * knew); prices change, so re-check them before quoting a number:
 * - API Gateway HTTP API: https://aws.amazon.com/api-gateway/pricing/ (first 300 M requests/month)
 * - Lambda: https://aws.amazon.com/lambda/pricing/ (requests; duration on Arm/Graviton,
 *   first 6 billion GB-seconds/month)
 * - DynamoDB on-demand: https://aws.amazon.com/dynamodb/pricing/on-demand/ (after the
 *   November 2024 price reduction)
 */
export const PRICES = {
  asOf: "2025 (the author's knowledge, not looked up at run time; re-check)",
  region: 'us-east-1',
  /** USD per million HTTP API requests (each 512 KB counts as one). */
  httpApiPerMillion: 1.0,
  /** USD per million Lambda invocations. */
  lambdaRequestsPerMillion: 0.2,
  /** USD per GB-second of Lambda duration, by architecture. */
  lambdaGbSecond: { arm64: 0.0000133334, x86_64: 0.0000166667 },
  /** USD per million read request units (4 KB strongly consistent, or 8 KB eventually consistent). */
  dynamoReadPerMillion: 0.125,
  /** USD per million write request units (1 KB). */
  dynamoWritePerMillion: 0.625,
} as const;
