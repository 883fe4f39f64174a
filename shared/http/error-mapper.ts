/**
 * The one place where a thrown value becomes an HTTP failure. Typed `ApiError`s keep their code;
 * transient AWS failures become 503 `service_unavailable` with `Retry-After`; anything else is a
 * 500 `internal_error` whose details are logged with the request id and never shown to the caller.
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
import { ApiError } from '#shared/model/errors.ts';
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

export const RETRY_AFTER_SECONDS = 1;

/** Maps any thrown value to the `ApiError` the caller will see. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isTransientFailure(error)) {
    log.warn('transient dependency failure', describeError(error));
    return new ApiError('service_unavailable', 'The service is briefly unavailable; retry the request.', {
      headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    });
  }
  log.error('unexpected error', describeError(error));
  return new ApiError('internal_error', 'An unexpected error occurred. Quote the request_id if you contact support.');
}
