/**
 * The service's failures. Every failure a caller can see is an `ApiError` with a stable code; the
 * model and the data layer raise them as plain domain failures, knowing nothing of HTTP. One
 * mapper (`shared/http/error-mapper.ts`) gives each code its status and headers; anything else
 * thrown becomes a 500 `internal_error`.
 */

/**
 * Every stable error code with what it means. docs/api.md lists them with their statuses
 * (`ERROR_STATUS` in the mapper) and the documentation of `shared/openapi/error-codes.ts`; the
 * order here is the order within a status there.
 */
export const ERROR_CODES = {
  invalid_request: 'A field, path parameter or query parameter is invalid.',
  invalid_json: 'The body is not valid JSON.',
  unsupported_content_type: 'The body is not sent as JSON.',
  invalid_cursor: 'The cursor does not belong to the listing.',
  unauthenticated: 'No valid API key.',
  /** A route authenticated by a request signature (partner callbacks): missing, malformed, wrong or stale. */
  invalid_signature: 'The request signature does not hold.',
  forbidden: 'The caller may not do this.',
  /** A change made with a console session without its CSRF token, or from another origin (docs/console.md). */
  csrf_failed: "The console session's CSRF check failed.",
  /** A request that reached a stage deployed behind its public edge without coming through it (docs/infrastructure.md). */
  edge_required: 'The request did not come through the public edge.',
  not_found: 'No such resource for the caller.',
  route_not_found: 'No route has this path.',
  method_not_allowed: 'The path does not serve this method.',
  conflict: "The request conflicts with the resource's state.",
  webhook_disabled: 'The webhook is disabled.',
  delivery_in_progress: 'The delivery is still being attempted.',
  /** A cap of shared/limits.ts is reached; the request succeeds once something is deleted or revoked. */
  limit_exceeded: 'A cap on what a workspace holds is reached.',
  precondition_failed: 'The version the caller names is stale.',
  payload_too_large: 'The body is too large.',
  /** Refused by the gateway before any function runs (shared/http/pipeline-errors.ts, `gateway`). */
  headers_too_large: 'The request line and headers are too large.',
  rate_limited: 'Too many requests in the window, or a quota used up.',
  internal_error: 'An unexpected failure.',
  service_unavailable: 'A dependency is briefly unavailable; retrying cures it.',
  // Ramp (docs/ramp.md).
  unsupported_corridor: 'No corridor serves the request.',
  invalid_id_number: 'The identity number is not valid for its type.',
  unsupported_id_type: 'The identity type is not served.',
  sandbox_only: 'Served in the sandbox environment only.',
  identity_not_found: 'The identity scheme knows no such identity.',
  idempotency_key_reused: 'The idempotency key was used for another request.',
  idempotency_key_in_progress: 'The request with this idempotency key is still running.',
  /** The `Idempotency-Key` header and the body's `idempotency_key` name two different keys. */
  idempotency_key_mismatch: 'Idempotency-Key and idempotency_key differ.',
  invalid_state_transition: "The resource's state does not allow this move.",
  quote_expired: 'The quote has expired.',
  quote_already_executed: 'The quote was executed already.',
  identity_provider_unavailable: 'The identity scheme cannot be reached.',
  provider_network_unavailable: 'The provider network cannot be reached.',
  /** Live ramp payments need a real provider network (hybrid mode with a partner); the stage runs none. */
  live_ramps_unavailable: 'Live ramp payments need a real provider network, which this stage does not run.',
  // Wallets, transfers and the address book (docs/wallets-transfers.md); they also
  // use sandbox_only, invalid_state_transition and the idempotency codes above.
  requester_cannot_approve: 'The requester cannot approve their own request.',
  passkey_required: 'A passkey must sign this approval.',
  network_not_enabled: 'The network is not enabled for the workspace.',
  asset_not_supported: 'The asset is not served on the network.',
  invalid_destination: 'The destination is not valid.',
  transfer_policy_violation: "The transfer breaks the workspace's policy.",
  insufficient_funds: 'The wallet holds too little.',
  custody_unavailable: 'Custody cannot be reached.',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Field-level problems: `{ "body.name": ["Too long"] }`, keyed by where the value came from. */
export type FieldErrors = Record<string, string[]>;

/** The retry hint a failure carries when it has no more specific one, in seconds. */
export const RETRY_AFTER_SECONDS = 1;

/**
 * A failure with a stable code, a caller-safe message and optional details. `retryAfterSeconds`
 * says when a retry may succeed (the mapper sends it as `Retry-After`).
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: Record<string, unknown>; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** `invalid_request` with field-level details. */
export function invalidRequest(fields: FieldErrors, message = 'The request is invalid.'): ApiError {
  return new ApiError('invalid_request', message, { details: boundedFieldDetails(fields) });
}

/**
 * The bound on `details.fields`, applied here, where every field-level failure is made, so no
 * answer grows with what the caller sent (a 209 KB body of unknown fields once answered 649 KB):
 * at most `MAX_DETAIL_FIELDS` fields, in the order found, each with at most
 * `MAX_MESSAGES_PER_FIELD` messages and its path cut to `MAX_FIELD_PATH_LENGTH` characters;
 * `details.omitted_fields` counts the fields left out.
 */
export const DETAIL_BOUNDS = { MAX_DETAIL_FIELDS: 20, MAX_MESSAGES_PER_FIELD: 5, MAX_FIELD_PATH_LENGTH: 200 } as const;

function boundedFieldDetails(fields: FieldErrors): { fields: FieldErrors; omitted_fields?: number } {
  const { MAX_DETAIL_FIELDS, MAX_MESSAGES_PER_FIELD, MAX_FIELD_PATH_LENGTH } = DETAIL_BOUNDS;
  const entries = Object.entries(fields);
  const kept: FieldErrors = {};
  for (const [path, messages] of entries.slice(0, MAX_DETAIL_FIELDS)) {
    const shown = path.length > MAX_FIELD_PATH_LENGTH ? `${path.slice(0, MAX_FIELD_PATH_LENGTH - 1)}…` : path;
    kept[shown] = [...(kept[shown] ?? []), ...messages].slice(0, MAX_MESSAGES_PER_FIELD);
  }
  const omitted = entries.length - Math.min(entries.length, MAX_DETAIL_FIELDS);
  return omitted > 0 ? { fields: kept, omitted_fields: omitted } : { fields: kept };
}

/** `not_found` for a resource that does not exist in the caller's workspace and environment. */
export function notFound(resource: string): ApiError {
  return new ApiError('not_found', `No ${resource} with that id exists in this workspace and environment.`);
}

/** `unauthenticated` with one message for every authentication failure, so callers cannot probe why. */
export function unauthenticated(): ApiError {
  return new ApiError('unauthenticated', 'A valid API key is required: send `Authorization: Bearer <API key>`.');
}
