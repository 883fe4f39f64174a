/**
 * The HTTP deadlines of the service's own SDK clients (`shared/db/client.ts`,
 * `shared/queue/client.ts`).
 *
 * By default the SDK waits for an answer forever. One connection that DynamoDB or SQS accepts
 * and never answers would hold an API function until its 10 s Lambda timeout, and API Gateway
 * would then answer a bare 503 outside our envelope. With a deadline the attempt fails as a
 * `TimeoutError`, the SDK retries it on a fresh connection, and when every attempt fails the
 * error mapper answers 503 `service_unavailable` with `Retry-After` (shared/http/error-mapper.ts).
 *
 * A retried write may already have been applied. Transactions are safe: the SDK serializes a
 * call once, with a random `ClientRequestToken` when none is given, so its retries carry the same
 * token and DynamoDB answers them with success (test/integration/sdk-deadline.test.ts). A single
 * conditional write retried after a lost answer fails its own condition, as it would when the
 * caller retries after a gateway timeout; the deadline only makes that rare case end sooner.
 */

/** The default deadline of one attempt: many times DynamoDB's and SQS's usual p99 (tens of ms). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 1_000;

/**
 * The longest deadline `SDK_REQUEST_TIMEOUT_MS` may set. The SDK's retry defaults (2026) give
 * DynamoDB 4 attempts with backoff of at most 50, 100 and 200 ms, and SQS 3: four 2 s attempts
 * and their backoff end after 8.35 s, inside an API function's 10 s timeout.
 */
export const MAX_REQUEST_TIMEOUT_MS = 2_000;

/** Milliseconds to open a connection; capped by the request deadline. */
export const CONNECTION_TIMEOUT_MS = 1_000;

/**
 * `requestHandler` options for an SDK client whose every attempt must end within
 * `requestTimeoutMs` (the local stack's own pollers use it too, with longer deadlines).
 */
export function sdkRequestHandler(requestTimeoutMs: number, connectionTimeoutMs = CONNECTION_TIMEOUT_MS) {
  return {
    connectionTimeout: Math.min(connectionTimeoutMs, requestTimeoutMs),
    // A wall-clock deadline for the whole attempt, not a socket idle timeout.
    requestTimeout: requestTimeoutMs,
    // Without it the SDK only logs a warning when the deadline passes, and goes on waiting.
    throwOnRequestTimeout: true,
  } as const;
}
