/**
 * What each error code means, for the OpenAPI document and docs/api.md's Errors table (both
 * generated from here). `satisfies Record<ErrorCode, …>`: a new code in shared/model/errors.ts
 * fails the type check until it is described here.
 */
import { ERROR_STATUS } from '#shared/http/error-mapper.ts';
import { ERROR_CODES, type ErrorCode } from '#shared/model/errors.ts';

export const ERROR_CODE_DOCS = {
  invalid_request: 'A field, path parameter or query parameter is invalid; see `details.fields`',
  invalid_json: 'The body is not valid UTF-8 JSON; a syntax error says where (`details.line`, `details.column`, `details.offset`)',
  unsupported_content_type: 'A body sent without `Content-Type: application/json`',
  invalid_cursor: 'The cursor is malformed or belongs to another listing',
  unauthenticated:
    'No, malformed, unknown, expired or revoked key; `details.reason` says which (`missing`, `malformed`, `unknown`, `expired`, `revoked`). On a route that allows console sessions, a session refused: `session_missing`, `session_unknown`, `session_expired`, `session_idle`, `session_member_removed`, `session_passkey_removed`',
  invalid_signature:
    'A signed callback whose `Partner-Signature` header is missing, malformed, does not match the body, or whose timestamp is outside the tolerance (300 s by default); nothing was applied',
  forbidden:
    "The key lacks the route's scope (`details.required_scope`); serves other environments than the request's (`details.allowed_environments`); cannot read the event types a webhook would carry (`details.missing_scopes`); or asks for more than it holds: a key with other scopes, environments or a later expiry, or revoking a key with scopes or environments it lacks",
  csrf_failed:
    "A change made with a console session without the session's CSRF token in `X-CSRF-Token`, or with an `Origin` other than this API's (`details.reason`: `token` or `origin`); nothing was changed",
  edge_required:
    "A stage deployed behind its public edge (CloudFront and AWS WAF) refuses a request sent to the API's own endpoint around it; send it to the edge's address. Never answered through the edge",
  not_found: 'No such resource in this workspace and environment',
  route_not_found:
    'No route has this path; for a near miss (a typo, a missing `/v1`, a stray slash) `details.did_you_mean` lists up to three routes meant',
  method_not_allowed: 'The path exists with other methods (listed in `Allow`)',
  conflict: "The request conflicts with the resource's state",
  webhook_disabled: 'A test or resend for a disabled webhook (enable it first)',
  delivery_in_progress: 'A resend of a delivery that is still being attempted',
  limit_exceeded:
    'The workspace holds as many as it may (docs/api.md, Limits: 16 webhooks per environment, 100 active API keys, 1,000 wallets per environment), or made as many live wallets this hour as it may (100; `Retry-After`); `details.limit`, `details.resource`. Delete or revoke one first, or wait',
  precondition_failed: '`If-Match` names a stale version (`details.current_version`)',
  payload_too_large: 'Body over 256 KiB',
  headers_too_large:
    "The request line and headers together exceed the gateway's limit (16 KiB locally; API Gateway's quota when deployed); shorten the query or the headers. The gateway answers before any function runs, so `X-Request-Id` may be absent",
  rate_limited:
    'The key, or its workspace, sent more than its read or write limit in one second (see Rate limits; `details.scope` `api_key` or `workspace`, `details.kind` `read` or `write`, `details.limit`; by default 100 writes and 200 reads per key, 500 writes and 1,000 reads per workspace); or the workspace passed its identity lookup quota (`details.scope` `identity_lookups`, by default 60 a minute and 2,000 a day); or the source address sent too many unauthenticated requests (`details.scope` `source_address`). Retry after `Retry-After` seconds',
  internal_error: 'A bug; the message is generic and the details are logged with the request id',
  service_unavailable:
    'A dependency was briefly unavailable (throttled, down, or not answering in time); retry after `Retry-After` seconds. On the partner callback route also a stage whose partner callback secret is not configured (`details.reason`: `partner_callback_secret_not_configured`)',
  unsupported_corridor: 'No provider serves the ramp corridor or amount; `details.corridor`, `details.reason`, `details.limits`',
  invalid_id_number: 'The identity number does not match its scheme (`details.expected`; the number is never echoed)',
  unsupported_id_type: 'No identity scheme for this country and type (`details.supported`)',
  sandbox_only: 'A sandbox-only route called in `live`',
  identity_not_found: 'No person matches the identity number',
  idempotency_key_reused: 'The `idempotency_key` was used with a different body',
  idempotency_key_in_progress: 'A request with this `idempotency_key` is still running (`Retry-After`)',
  idempotency_key_mismatch:
    'The `Idempotency-Key` header and the body field `idempotency_key` are both given and differ (`details.header`, `details.body_field`); send one, or the same key in both',
  invalid_state_transition:
    "The resource's state does not allow this move: a payment (`details.status`, `details.allowed_statuses`), a transfer or a setting change (`details.action`, `details.status`)",
  quote_expired: "The quote request's `expires_at` has passed",
  quote_already_executed: 'The quote request was executed already (`details.payment_reference`)',
  identity_provider_unavailable: 'The identity scheme is down, slow or answered nonsense',
  provider_network_unavailable:
    'Hybrid mode: the partner interface is down or slow and no recent inventory is cached, or it accepted a live payment without the funding instructions its payer needs (`details.reason`: `missing_funding_instructions`) (`Retry-After`)',
  live_ramps_unavailable:
    'A live ramp payment or quote execution on a stage with no real provider network (the `mock` network serves sandbox only; live needs hybrid mode with a partner, docs/ramp.md); nothing was created or submitted',
  requester_cannot_approve:
    'The member who requested a transfer or a setting change cannot approve or reject it (`details.requested_by_email`); another member must, with a key holding `details.required_scope`; `details.add_approver` names the operator command that adds one',
  passkey_required:
    "An approval without a valid passkey assertion over its approval intent where `passkey_required` is on, or with an assertion refused (`details.reason`: `assertion_missing`, `intent_unknown` (used or never handed out), `intent_expired`, `intent_mismatch` (another approver's, transfer's or change's), `intent_changed` (the record changed after the intent), `credential_unknown`, `user_not_verified`, `counter_not_rising`, `verification_failed`); nothing was changed (docs/approvals.md)",
  network_not_enabled:
    'The network is not enabled for this workspace and environment (`PUT /v1/workspace/networks`); `details.reason` says where: `workspace`, `wallet` (no account there), or `custody` (live custody does not serve it; `details.served_networks`)',
  asset_not_supported: 'The asset is not carried by the network (see `GET /v1/workspace/networks`)',
  invalid_destination: 'The destination address is not valid for the network, or the address book entry is archived or untrusted',
  transfer_policy_violation: 'The transfer policy refuses the destination (`details.rule`: blocked or not on the allow-list)',
  insufficient_funds: 'The available balance does not cover the amount (`details.available`)',
  custody_unavailable: 'No custody provider is reachable (live has none configured); retry later',
} as const satisfies Record<ErrorCode, string>;

/** Example `details` for the codes that carry some. */
export const ERROR_DETAILS_EXAMPLES: Partial<Record<ErrorCode, Record<string, unknown>>> = {
  invalid_request: { fields: { 'body.name': ['Must not be empty.'], 'query.environment': ['Must be one of: sandbox, live.'] } },
  unauthenticated: { reason: 'missing' },
  forbidden: { required_scope: 'workspace:write' },
  csrf_failed: { reason: 'token' },
  precondition_failed: { current_version: 4 },
  limit_exceeded: { limit: 16, resource: 'webhooks' },
  payload_too_large: { max_bytes: 262144 },
  rate_limited: { limit: 100, window_seconds: 1, scope: 'api_key', kind: 'write' },
  method_not_allowed: { allowed_methods: ['GET', 'PUT'] },
  invalid_json: { offset: 51, line: 4, column: 1 },
  route_not_found: { did_you_mean: ['GET /v1/wallets/019df2dc-0a00-78a9-b950-ac83070feaac'] },
  idempotency_key_mismatch: { header: 'Idempotency-Key', body_field: 'idempotency_key' },
};

/** Headers sent with some failures, by code. */
export const FAILURE_HEADERS: Partial<Record<ErrorCode, Record<string, string>>> = {
  unauthenticated: { 'WWW-Authenticate': '`Bearer`.' },
  method_not_allowed: { Allow: 'The methods the path serves.' },
  service_unavailable: { 'Retry-After': 'Seconds to wait before retrying.' },
  provider_network_unavailable: { 'Retry-After': 'Seconds to wait before retrying.' },
  idempotency_key_in_progress: { 'Retry-After': 'Seconds to wait before retrying.' },
  identity_provider_unavailable: { 'Retry-After': 'When the scheme could not be reached: seconds to wait before retrying.' },
  conflict: {
    'Retry-After': 'On a partner callback for a payment whose funding transfer has not ended: seconds before delivering it again.',
  },
  limit_exceeded: {
    'Retry-After': 'Over the live wallet creation rate (`details.resource` `live_wallets_per_hour`): seconds until the hour ends.',
  },
  rate_limited: {
    'Retry-After': 'Seconds until the window that refused the request ends.',
    'RateLimit-Limit': 'The limit that refused the request (`details.limit`).',
    'RateLimit-Remaining': 'Always `0`: nothing is left in the window.',
    'RateLimit-Reset': 'Seconds until the window ends (as `Retry-After`).',
    'RateLimit-Policy': 'The limit and its window in seconds, as `<limit>;w=<seconds>` (`details.window_seconds`).',
  },
};

/** Failure headers a code sends only in some cases, so the document never requires them. */
export const OCCASIONAL_FAILURE_HEADERS: Partial<Record<ErrorCode, readonly string[]>> = {
  limit_exceeded: ['Retry-After'],
  identity_provider_unavailable: ['Retry-After'],
  conflict: ['Retry-After'],
};

/**
 * The rows of the error-code tables (the document's description and docs/api.md): sorted by
 * status, so a reader finds a status's codes together; within a status, in declaration order.
 */
export function errorCodeTableRows(): string[] {
  return (Object.keys(ERROR_CODES) as ErrorCode[])
    .map((code, index) => ({ code, index, status: ERROR_STATUS[code] }))
    .sort((a, b) => a.status - b.status || a.index - b.index)
    .map(({ code, status }) => `| ${status} | \`${code}\` | ${ERROR_CODE_DOCS[code]} |`);
}
