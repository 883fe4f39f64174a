/**
 * The one place where a thrown value becomes an HTTP failure, and the only module that knows HTTP
 * statuses and headers of failures. Typed `ApiError`s keep their code; transient AWS failures
 * become 503 `service_unavailable` with `Retry-After`; anything else is a 500 `internal_error`
 * whose details are logged with the request id and never shown to the caller.
 */
import {
  InternalServerError,
  ProvisionedThroughputExceededException,
  RequestLimitExceeded,
  ThrottlingException,
  TransactionCanceledException,
  TransactionConflictException,
  TransactionInProgressException,
} from '@aws-sdk/client-dynamodb';
import { isTransientCancellation } from '#shared/db/errors.ts';
import { ApiError, RETRY_AFTER_SECONDS, type ErrorCode } from '#shared/model/errors.ts';
import { describeError, log } from '#shared/log.ts';

const TRANSIENT_AWS_ERRORS = [
  InternalServerError,
  ProvisionedThroughputExceededException,
  RequestLimitExceeded,
  ThrottlingException,
  TransactionConflictException,
  TransactionInProgressException,
];

/** Node socket errors seen when a dependency is briefly unreachable. */
const TRANSIENT_NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN']);

/**
 * The SDK's HTTP handler raises request and socket timeouts as a plain `Error` renamed
 * `TimeoutError` (no class to test with `instanceof`); the SDK's own retry classification
 * recognises them by these names too, so this is the one place a name is matched.
 */
const TRANSIENT_ERROR_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException']);

/** True for failures that a retry by the caller can be expected to cure. */
export function isTransientFailure(error: unknown): boolean {
  if (TRANSIENT_AWS_ERRORS.some((type) => error instanceof type)) return true;
  // Its reasons are read where all cancellations are (shared/db/errors.ts).
  if (error instanceof TransactionCanceledException) return isTransientCancellation(error);
  const candidate = error as { $fault?: string; $retryable?: unknown; code?: string } | null;
  if (candidate && typeof candidate === 'object') {
    if (candidate.$fault === 'server' || candidate.$retryable) return true;
    if (error instanceof Error && TRANSIENT_ERROR_NAMES.has(error.name)) return true;
    if (typeof candidate.code === 'string' && TRANSIENT_NETWORK_CODES.has(candidate.code)) return true;
  }
  return false;
}

/** Every stable error code's HTTP status. docs/api.md lists the same table. */
export const ERROR_STATUS = {
  invalid_request: 400,
  invalid_json: 400,
  unsupported_content_type: 400,
  invalid_cursor: 400,
  unauthenticated: 401,
  invalid_signature: 401,
  forbidden: 403,
  csrf_failed: 403,
  edge_required: 403,
  not_found: 404,
  route_not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  webhook_disabled: 409,
  delivery_in_progress: 409,
  limit_exceeded: 409,
  precondition_failed: 412,
  payload_too_large: 413,
  headers_too_large: 431,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
  unsupported_corridor: 400,
  invalid_id_number: 400,
  unsupported_id_type: 400,
  sandbox_only: 403,
  identity_not_found: 404,
  idempotency_key_reused: 409,
  idempotency_key_in_progress: 409,
  idempotency_key_mismatch: 400,
  invalid_state_transition: 409,
  quote_expired: 409,
  quote_already_executed: 409,
  identity_provider_unavailable: 502,
  provider_network_unavailable: 503,
  live_ramps_unavailable: 403,
  requester_cannot_approve: 403,
  passkey_required: 403,
  network_not_enabled: 422,
  asset_not_supported: 422,
  invalid_destination: 422,
  transfer_policy_violation: 422,
  insufficient_funds: 422,
  custody_unavailable: 503,
} as const satisfies Record<ErrorCode, number>;

/** The HTTP status of a failure. */
export function statusOf(error: ApiError): number {
  return ERROR_STATUS[error.code];
}

/**
 * The headers a failure is answered with (RFC 9110): the authentication scheme with every
 * `unauthenticated`, the methods the path serves with `method_not_allowed`, `Retry-After`
 * when the failure carries a retry hint, and with `rate_limited` the limit that refused it in the
 * `RateLimit-*` fields of the IETF draft (draft-ietf-httpapi-ratelimit-headers): the quota and its
 * window, nothing left, and when it resets.
 */
export function failureHeaders({ code, details, retryAfterSeconds }: ApiError): Record<string, string> {
  return {
    ...(code === 'unauthenticated' && { 'WWW-Authenticate': 'Bearer' }),
    ...(code === 'method_not_allowed' && { Allow: (details?.allowed_methods as string[] | undefined)?.join(', ') }),
    ...(retryAfterSeconds !== undefined && { 'Retry-After': String(retryAfterSeconds) }),
    ...(code === 'rate_limited' && rateLimitHeaders(details, retryAfterSeconds)),
  };
}

function rateLimitHeaders(details: Record<string, unknown> | undefined, retryAfterSeconds: number | undefined): Record<string, string> {
  const { limit, window_seconds: window } = details ?? {};
  if (typeof limit !== 'number' || typeof window !== 'number' || retryAfterSeconds === undefined) return {};
  return {
    'RateLimit-Limit': String(limit),
    'RateLimit-Remaining': '0',
    'RateLimit-Reset': String(retryAfterSeconds),
    'RateLimit-Policy': `${limit};w=${window}`,
  };
}

/** Maps any thrown value to the `ApiError` the caller will see. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isTransientFailure(error)) {
    log.warn('transient dependency failure', describeError(error));
    return new ApiError('service_unavailable', 'The service is briefly unavailable; retry the request.', {
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    });
  }
  log.error('unexpected error', describeError(error));
  return new ApiError('internal_error', 'An unexpected error occurred. Quote the request_id if you contact support.');
}
