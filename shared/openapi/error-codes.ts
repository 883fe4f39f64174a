/**
 * What each error code means, for the reference (the README's Errors table says the same).
 * `satisfies Record<ErrorCode, …>`: a new code in shared/http/errors.ts fails the type check
 * until it is described here.
 */
import type { ErrorCode } from '#shared/http/errors.ts';

export const ERROR_CODE_DOCS = {
  invalid_request: 'A field, path parameter or query parameter is invalid; `details.fields` lists every problem.',
  invalid_json: 'The body is not valid UTF-8 JSON.',
  unsupported_content_type: 'A body was sent without `Content-Type: application/json`.',
  invalid_cursor: 'The cursor is malformed or belongs to another listing.',
  unauthenticated: 'No, malformed, unknown, expired or revoked API key; `details.reason` says which.',
  forbidden: 'The key lacks the scope this route needs (`details.required_scope`).',
  not_found: 'No such resource in this workspace and environment.',
  route_not_found: 'No route has this path.',
  method_not_allowed: 'The path exists with other methods, listed in `Allow`.',
  conflict: "The request conflicts with the resource's current state.",
  webhook_disabled: 'A test or resend for a disabled webhook; enable it first.',
  delivery_in_progress: 'A resend of a delivery that is still being attempted.',
  precondition_failed: '`If-Match` names a stale version (`details.current_version`).',
  payload_too_large: 'The body is over 256 KiB.',
  rate_limited: 'Reserved for per-key rate limits.',
  internal_error: 'A bug on our side; quote the `request_id`.',
  service_unavailable: 'A dependency was briefly unavailable; retry after `Retry-After` seconds.',
} as const satisfies Record<ErrorCode, string>;

/** Example `details` for the codes that carry some. */
export const ERROR_DETAILS_EXAMPLES: Partial<Record<ErrorCode, Record<string, unknown>>> = {
  invalid_request: { fields: { 'body.name': ['Must not be empty.'], 'query.environment': ['Must be one of: sandbox, live.'] } },
  unauthenticated: { reason: 'missing' },
  forbidden: { required_scope: 'workspace:write' },
  precondition_failed: { current_version: 4 },
  payload_too_large: { max_bytes: 262144 },
  method_not_allowed: { allowed_methods: ['GET', 'PUT'] },
};

/** Headers sent with some failures, by status. */
export const FAILURE_HEADERS: Partial<Record<number, Record<string, string>>> = {
  401: { 'WWW-Authenticate': '`Bearer`.' },
  405: { Allow: 'The methods the path serves.' },
  503: { 'Retry-After': 'Seconds to wait before retrying.' },
};
