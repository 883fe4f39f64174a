/** Routes of transfers and their approval workflow (contract endpoint 12). */
import { takesIdempotencyKey } from '#shared/http/middlewares/idempotency-key.ts';
import { defineRoute, type HttpRoute } from '#shared/http/route.ts';
import * as t from '#shared/schemas/transfers.ts';
import type { Scope } from '#shared/model/scopes.ts';
import { explainAmountDecimals } from '#shared/schemas/amount-hint.ts';

const byId = { params: t.transferIdParams };

/** A decision on one transfer: approve, reject or cancel. */
function decision<const Id extends string>(id: Id, action: string, scope: Scope, summary: string): HttpRoute<typeof byId, Id> {
  return defineRoute({
    id,
    method: 'POST',
    path: `/v1/transfers/{activityId}/${action}`,
    entry: `functions/transfers/${action}.ts`,
    scope,
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

export const approveTransfer = /* @__PURE__ */ decision(
  'approveTransfer',
  'approve',
  'transfers:approve',
  'Approve a transfer (another member than the requester); the last approval needed releases it to custody.',
);
export const rejectTransfer = /* @__PURE__ */ decision(
  'rejectTransfer',
  'reject',
  'transfers:approve',
  'Reject a transfer waiting for approval; its reservation is released.',
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
  approveTransfer,
  rejectTransfer,
  cancelTransfer,
} satisfies Record<string, HttpRoute>;
