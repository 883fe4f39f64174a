/**
 * The service's typed errors. Every failure a caller can see is one of these; the
 * envelope middleware maps them to a status and a stable code in one place
 * (`shared/http/error-mapper.ts`). Anything else becomes a 500 `internal_error`.
 */

/** Every stable error code with its HTTP status. docs/api.md lists the same table. */
export const ERROR_CODES = {
  invalid_request: 400,
  invalid_json: 400,
  unsupported_content_type: 400,
  invalid_cursor: 400,
  unauthenticated: 401,
  /** A route authenticated by a request signature (partner callbacks): missing, malformed, wrong or stale. */
  invalid_signature: 401,
  forbidden: 403,
  not_found: 404,
  route_not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  webhook_disabled: 409,
  delivery_in_progress: 409,
  /** A cap of shared/limits.ts is reached; the request succeeds once something is deleted or revoked. */
  limit_exceeded: 409,
  precondition_failed: 412,
  payload_too_large: 413,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
  // Ramp (docs/ramp.md).
  unsupported_corridor: 400,
  invalid_id_number: 400,
  unsupported_id_type: 400,
  sandbox_only: 403,
  identity_not_found: 404,
  idempotency_key_reused: 409,
  idempotency_key_in_progress: 409,
  invalid_state_transition: 409,
  quote_expired: 409,
  quote_already_executed: 409,
  identity_provider_unavailable: 502,
  provider_network_unavailable: 503,
  /** Live ramp payments need a real provider network (hybrid mode with a partner); the stage runs none. */
  live_ramps_unavailable: 503,
  // Wallets, transfers and the address book (docs/wallets-transfers.md); they also
  // use sandbox_only, invalid_state_transition and the idempotency codes above.
  requester_cannot_approve: 403,
  network_not_enabled: 422,
  asset_not_supported: 422,
  invalid_destination: 422,
  transfer_policy_violation: 422,
  insufficient_funds: 422,
  custody_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Field-level problems: `{ "body.name": ["Too long"] }`, keyed by where the value came from. */
export type FieldErrors = Record<string, string[]>;

/** A failure with a stable code, a caller-safe message and optional details. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: Record<string, unknown>; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = ERROR_CODES[code];
    this.details = options.details;
    this.headers = options.headers;
  }
}

/** 400 `invalid_request` with field-level details. */
export function invalidRequest(fields: FieldErrors, message = 'The request is invalid.'): ApiError {
  return new ApiError('invalid_request', message, { details: { fields } });
}

/** 404 for a resource that does not exist in the caller's workspace and environment. */
export function notFound(resource: string): ApiError {
  return new ApiError('not_found', `No ${resource} with that id exists in this workspace and environment.`);
}

/** 401 with one message for every authentication failure, so callers cannot probe why. */
export function unauthenticated(): ApiError {
  return new ApiError('unauthenticated', 'A valid API key is required: send `Authorization: Bearer <API key>`.', {
    headers: { 'WWW-Authenticate': 'Bearer' },
  });
}
