/** Failures the SDK throws: the API's own, in its envelope, and webhook deliveries that do not verify. */
import type { ErrorCode } from './generated/operations.ts';

/**
 * An answer outside 2xx. `code` is the API's stable error code (`unexpected_response` when the
 * body was not the API's envelope, such as a gateway's 502); `details` its field-level or other
 * details; `request_id` the id to quote to support.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | 'unexpected_response';
  readonly details: Record<string, unknown> | undefined;
  readonly request_id: string | undefined;
  /** `Retry-After` in seconds, when the answer carried one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    status: number;
    code: ErrorCode | 'unexpected_response';
    message: string;
    details: Record<string, unknown> | undefined;
    request_id: string | undefined;
    retryAfterSeconds: number | undefined;
  }) {
    super(`${init.status} ${init.code}: ${init.message}`);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.request_id = init.request_id;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** A webhook delivery whose signature, timestamp or body does not hold; `reason` says which. */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
  readonly reason: 'missing_headers' | 'stale_timestamp' | 'bad_signature' | 'invalid_body';

  constructor(reason: WebhookVerificationError['reason'], message: string) {
    super(message);
    this.reason = reason;
  }
}
