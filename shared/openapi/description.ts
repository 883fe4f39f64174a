/** The prose of the document: the API's conventions (info.description) and the tag descriptions. */
import { LIMITS } from '#shared/limits.ts';
import { MAX_BODY_BYTES } from '#shared/http/middlewares/json-body.ts';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '#shared/schemas/common.ts';
import { errorCodeTableRows } from '#shared/openapi/error-codes.ts';

// The reference page (shared/openapi/docs-page.ts) finds this table by its Code column to lay it out.
const errorTable = errorCodeTableRows().join('\n');

/** Contract facts that no single schema expresses. */
export const API_DESCRIPTION = `Custodial wallets, transfers under a policy, signed webhooks and stablecoin ramps for a workspace.

**Authentication.** Send \`Authorization: Bearer <API key>\`. Each operation names the scope it needs;
\`*\` grants everything and \`<area>:write\` implies \`<area>:read\`. A missing or bad key is a 401, a
key without the scope a 403, and so is a key limited to other environments than the request's. Webhook
configuration also needs the read scope of every event type the webhook carries.

**Envelope.** Every response body is \`{ "data": …, "error": …, "request_id": "…" }\`: \`data\` an object
and \`error\` null on success, the reverse on failure. \`request_id\` is also sent as \`X-Request-Id\`.
Only the documentation routes (this document, the reference page) answer with a bare body.

**Environment.** Every operation takes \`?environment=sandbox|live\` (default \`sandbox\`); the key must serve it.

**Limits.** Writes are limited per key (by default 100 per second) and per workspace (by default 500),
and reads apart (by default 200 per second per key and 1,000 per workspace); identity lookups are metered
per workspace (by default 60 a minute and 2,000 a UTC day). Above any of them, 429 \`rate_limited\` with
\`Retry-After\` and the \`RateLimit-*\` headers. An address whose requests are refused as unauthenticated
too often is refused with 429 for the rest of the minute. A workspace holds at most ${LIMITS.webhooks} webhooks per
environment, ${LIMITS.api_keys} active API keys and ${LIMITS.wallets} wallets per environment, and creates at most
${LIMITS.live_wallets_per_hour} live wallets an hour; over a cap, 409 \`limit_exceeded\`.

**Validation.** Bodies are JSON objects (\`Content-Type: application/json\`, at most ${MAX_BODY_BYTES / 1024} KiB).
Unknown body fields and unknown query parameters are refused, and every problem is reported at once in
\`error.details.fields\`, keyed like \`body.name\` or \`query.limit\`: at most 20 fields, with
\`error.details.omitted_fields\` counting the rest.

**Pagination.** Listings take \`limit\` (1–${PAGE_LIMIT_MAX}, default ${PAGE_LIMIT_DEFAULT}) and an opaque \`cursor\` from
\`next_cursor\` (null on the last page).

**Beta.** Operations marked beta (\`x-beta\`) may change; they report \`X-Service-Provider-Network-Mode\`.

**Unmatched requests.** A path no operation has gets 404 \`route_not_found\`; a known path with another
method gets 405 \`method_not_allowed\` with \`Allow\` (both in the envelope; see \`x-unmatched-requests\`).
Above the stage's throttling limit, API Gateway itself answers 429 with \`{"message":"Too Many Requests"}\`.

**Guides.** This reference says what each operation takes and answers; the guides say how the areas behave,
served beside it as their Markdown source: [conventions, errors, limits, scopes, idempotency](/docs/guides/api.md),
[wallets, transfers, approvals, the address book](/docs/guides/wallets-transfers.md),
[webhooks: deliveries and their signature](/docs/guides/webhooks.md), [ramps, quotes, providers](/docs/guides/ramp.md),
[four eyes on settings](/docs/guides/setting-changes.md), [live wallets](/docs/guides/live-custody.md),
[the TypeScript SDK](/docs/guides/sdk.md) and [running it on your machine](/docs/guides/local-stack.md).

**Idempotency.** Every create takes \`Idempotency-Key\` (or the body's \`idempotency_key\`): a repeat
with the same body answers with what the first made and \`Idempotent-Replayed: true\`, without the secret
a key's or webhook's create shows once (\`token\`, \`signing_secret\`: null).

**Errors.** \`error.code\` is stable; \`error.message\` is for people, and says how to fix what it can: where
malformed JSON breaks (\`details.line\`, \`column\`, \`offset\`), the checksum rule of an address, an asset's
decimals, the route a mistyped path meant (\`details.did_you_mean\`).

| Status | Code | When |
|---|---|---|
${errorTable}
`;

/**
 * Display names and descriptions of the tags (a route's `tag`, else the first path segment after
 * /v1). Every tag in use must be here: an unnamed one showed in the reference as its raw name
 * (`sandbox` among "Transfers" and "Wallets"), so generation fails instead.
 */
const TAGS: Record<string, [string, string]> = {
  'api-keys': ['API keys', 'Keys that authenticate callers, each with its scopes.'],
  members: [
    'Members',
    'The people of the workspace: invitations, enrolment, removal, and the changes to who can approve that wait for another member.',
  ],
  workspace: ['Workspace settings', 'Per-environment settings: the transfer policy and the enabled networks.'],
  wallets: ['Wallets', 'Custodial wallets and their accounts.'],
  balances: ['Balances', 'Balances per wallet account and for the workspace.'],
  transfers: ['Transfers', 'Transfers out of wallets, under the transfer policy and approvals.'],
  transactions: ['Transactions', 'Wallet transactions.'],
  'address-book': ['Address book', 'Destination addresses.'],
  webhooks: ['Webhooks', 'Signed event deliveries to your endpoints.'],
  events: ['Events', 'Events emitted by the service.'],
  providers: ['Providers', 'The provider directory (beta).'],
  'quote-requests': ['Quote requests', 'Quotes from providers before a ramp payment (beta).'],
  ramp: ['Ramp', 'On-ramp and off-ramp payments, identity lookup.'],
  sandbox: ['Sandbox', 'Test helpers under /v1/sandbox: fund a wallet, move a ramp payment along. Refused in live (403 `sandbox_only`).'],
  docs: ['Documentation', 'This document and the reference page that renders it.'],
  console: ['Console', 'The console for people at /console, signed in with a passkey (docs/console.md).'],
};

/** The tag objects for the tags in use, in order of first use; throws for a tag with no display name. */
export function tagObjects(names: readonly string[]): Array<{ name: string; description: string; 'x-displayName': string }> {
  return [...new Set(names)].map((name) => {
    const named = TAGS[name];
    if (!named) throw new Error(`Tag "${name}" has no display name: add it to TAGS in shared/openapi/description.ts`);
    const [displayName, description] = named;
    return { name, description, 'x-displayName': displayName };
  });
}
