/** Routes of transfers and their approval workflow (contract endpoint 12). */
import { takesIdempotencyKey } from '#shared/http/middlewares/idempotency-key.ts';
import { approveBody } from '#shared/schemas/passkeys.ts';
import { defineRoute, type HttpRoute } from '#shared/http/route.ts';
import * as t from '#shared/schemas/transfers.ts';
import type { Scope } from '#shared/model/scopes.ts';
import { explainAmountDecimals } from '#shared/schemas/amount-hint.ts';

const byId = { params: t.transferIdParams };

/** A decision on one transfer: approve, reject or cancel. */
function decision<const Id extends string>(
  id: Id,
  action: string,
  scope: Scope,
  summary: string,
  sessions?: HttpRoute['sessions'],
): HttpRoute<typeof byId, Id> {
  return defineRoute({
    id,
    method: 'POST',
    path: `/v1/transfers/{activityId}/${action}`,
    entry: `functions/transfers/${action}.ts`,
    scope,
    ...(sessions ? { sessions } : {}),
    access: 'write',
    beta: false,
    status: 200,
    summary,
    schemas: byId,
    errors: [
      'invalid_request',
      'not_found',
      'invalid_state_transition',
      'conflict',
      ...(scope === 'transfers:approve' ? (['requester_cannot_approve'] as const) : []),
    ],
  });
}

export const createTransfer = /* @__PURE__ */ defineRoute({
  id: 'createTransfer',
  method: 'POST',
  path: '/v1/transfers',
  entry: 'functions/transfers/create.ts',
  scope: 'transfers:write',
  access: 'write',
  beta: false,
  status: 201,
  idempotencyKey: takesIdempotencyKey,
  alsoSucceeds: { 200: 'With `dry_run: true`: the policy and balance evaluation; nothing is created or reserved.' },
  summary: 'Request a transfer out of a wallet (reserving the amount), or evaluate one with dry_run (200).',
  schemas: { body: t.createTransferBody },
  explainInvalid: explainAmountDecimals,
  errors: [
    'invalid_request',
    'not_found',
    'network_not_enabled',
    'asset_not_supported',
    'invalid_destination',
    'transfer_policy_violation',
    'insufficient_funds',
    'conflict',
    'idempotency_key_reused',
    'idempotency_key_in_progress',
    'custody_unavailable',
  ],
});

export const listTransfers = /* @__PURE__ */ defineRoute({
  id: 'listTransfers',
  method: 'GET',
  path: '/v1/transfers',
  entry: 'functions/transfers/list.ts',
  scope: 'transfers:read',
  // The console reads it with a member's session (docs/console.md).
  sessions: 'allowed',
  access: 'read',
  beta: false,
  status: 200,
  summary: 'List transfers, newest first; filter by approval_state, status, wallet_id and network_code.',
  schemas: { query: t.listTransfersQuery },
  errors: ['invalid_request', 'invalid_cursor'],
});

export const getTransfer = /* @__PURE__ */ defineRoute({
  id: 'getTransfer',
  method: 'GET',
  path: '/v1/transfers/{activityId}',
  entry: 'functions/transfers/get.ts',
  scope: 'transfers:read',
  // The console reads it with a member's session (docs/console.md).
  sessions: 'allowed',
  access: 'read',
  beta: false,
  status: 200,
  summary: 'Read one transfer by its activity id.',
  schemas: byId,
  errors: ['invalid_request', 'not_found'],
});

export const approveTransfer = /* @__PURE__ */ defineRoute({
  id: 'approveTransfer',
  method: 'POST',
  path: '/v1/transfers/{activityId}/approve',
  entry: 'functions/transfers/approve.ts',
  scope: 'transfers:approve',
  // The console approves with a member's session (docs/console.md).
  sessions: 'allowed',
  optionalBody: true,
  access: 'write',
  beta: false,
  status: 200,
  summary: 'Approve a transfer (another member than the requester); the last approval needed releases it to custody.',
  description:
    "The body may carry `assertion`: a passkey's assertion (AuthenticationResponseJSON) over the approval intent of `POST …/approval-intent`, whose challenge is the intent's digest. The server builds the intent again from the stored record, requires the same digest, verifies the assertion with the approver's own passkey and uses the intent's nonce up in the approval's transaction; the intent, its digest and the assertion are stored with the approval (`approvals[].signed`). Where `passkey_required` is on (`PUT /v1/workspace/transfer-approvals`), an approval without a valid assertion is 403 `passkey_required` and changes nothing; a refused assertion is 403 `passkey_required` (`details.reason`) either way.",
  schemas: { params: t.transferIdParams, body: approveBody },
  errors: ['invalid_request', 'not_found', 'invalid_state_transition', 'conflict', 'requester_cannot_approve', 'passkey_required'],
});

export const createTransferApprovalIntent = /* @__PURE__ */ defineRoute({
  id: 'createTransferApprovalIntent',
  method: 'POST',
  path: '/v1/transfers/{activityId}/approval-intent',
  entry: 'functions/transfers/approval-intent.ts',
  scope: 'transfers:approve',
  sessions: 'allowed',
  access: 'write',
  beta: false,
  status: 200,
  summary:
    'The approval intent of a transfer for the calling member: what they approve, its digest, and WebAuthn options to sign it with a passkey.',
  description:
    "`intent` is the canonical object (RFC 8785) the approver is shown, built from the stored transfer: amount, asset, network, destination with its address book label, purpose (a ramp payment's beneficiary and fiat amount), policy version, the approver, a single-use nonce and an expiry 5 minutes ahead. `intent_digest` is base64url(SHA-256(JCS(intent))), and `options.challenge` is that digest; `options.allowCredentials` lists the member's passkeys. A transfer not waiting for approval is 409 `invalid_state_transition`; the requester is 403 `requester_cannot_approve`; a member who approved already, or has no passkey, 409 `conflict` (docs/approvals.md).",
  schemas: byId,
  errors: ['invalid_request', 'not_found', 'invalid_state_transition', 'conflict', 'requester_cannot_approve'],
});
export const rejectTransfer = /* @__PURE__ */ decision(
  'rejectTransfer',
  'reject',
  'transfers:approve',
  'Reject a transfer waiting for approval; its reservation is released.',
  // The console rejects with a member's session, no passkey needed (docs/console.md).
  'allowed',
);
export const cancelTransfer = /* @__PURE__ */ decision(
  'cancelTransfer',
  'cancel',
  'transfers:write',
  'Cancel a transfer waiting for approval; its reservation is released.',
);

/** The area's routes by id, for the route table (`shared/routes.ts`); an entry reads its own through the module's namespace. */
export const transferRoutes = {
  createTransfer,
  listTransfers,
  getTransfer,
  createTransferApprovalIntent,
  approveTransfer,
  rejectTransfer,
  cancelTransfer,
} satisfies Record<string, HttpRoute>;
