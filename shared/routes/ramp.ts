/** Routes of ramp payments (contract 4.1) and the sandbox's advance route. */
import { takesIdempotencyKey } from '#shared/http/middlewares/idempotency-key.ts';
import { defineRoute, type HttpRoute } from '#shared/http/route.ts';
import * as ramp from '#shared/schemas/ramp.ts';

const SETTLES = 'Reads settle due lifecycle transitions (sandbox steps, expiry) and emit their events.';

export const createRampPayment = /* @__PURE__ */ defineRoute({
  id: 'createRampPayment',
  method: 'POST',
  path: '/v1/ramp/payments',
  entry: 'functions/ramp/create-payment.ts',
  scope: 'ramp:write',
  access: 'write',
  uses: { readsSecrets: ['partner-api-key'] },
  beta: false,
  status: 201,
  idempotencyKey: takesIdempotencyKey,
  alsoSucceeds: {
    200: 'With `dry_run: true`: the evaluation (corridor, provider, transfer policy on a wallet payout); nothing is created or submitted.',
  },
  summary:
    'Create a ramp payment without a quote; the service selects the provider. Idempotent on idempotency_key; evaluate one with dry_run (200).',
  schemas: { body: ramp.createRampPaymentBody },
  errors: [
    'invalid_request',
    'unsupported_corridor',
    'transfer_policy_violation',
    'conflict',
    'idempotency_key_reused',
    'idempotency_key_in_progress',
    'provider_network_unavailable',
    // Live on a stage whose provider network is the mock (docs/ramp.md, Live payments).
    'live_ramps_unavailable',
    // Funded from a wallet (source_wallet_id): the transfer route's answers for the wallet and its funds.
    'not_found',
    'network_not_enabled',
    'asset_not_supported',
    'insufficient_funds',
    'custody_unavailable',
  ],
});

export const listRampPayments = /* @__PURE__ */ defineRoute({
  id: 'listRampPayments',
  method: 'GET',
  path: '/v1/ramp/payments',
  entry: 'functions/ramp/list-payments.ts',
  scope: 'ramp:read',
  // The console calls it with a member's session (docs/console.md).
  sessions: 'allowed',
  access: 'write',
  writesOnRead: SETTLES,
  beta: false,
  status: 200,
  summary: 'List ramp payments, newest first, filtered by status, direction, rail and created range.',
  schemas: { query: ramp.listRampPaymentsQuery },
  errors: ['invalid_request', 'invalid_cursor'],
});

export const getRampPayment = /* @__PURE__ */ defineRoute({
  id: 'getRampPayment',
  method: 'GET',
  path: '/v1/ramp/payments/{reference}',
  entry: 'functions/ramp/get-payment.ts',
  scope: 'ramp:read',
  access: 'write',
  writesOnRead: SETTLES,
  beta: false,
  status: 200,
  summary: 'Read one ramp payment.',
  schemas: { params: ramp.referenceParams },
  errors: ['invalid_request', 'not_found'],
});

export const cancelRampPayment = /* @__PURE__ */ defineRoute({
  id: 'cancelRampPayment',
  method: 'POST',
  path: '/v1/ramp/payments/{reference}/cancel',
  entry: 'functions/ramp/cancel-payment.ts',
  scope: 'ramp:write',
  access: 'write',
  beta: false,
  status: 200,
  summary: 'Cancel a payment that is pending or requires action (funded from a wallet: with its transfer, while that awaits approval).',
  schemas: { params: ramp.referenceParams },
  errors: ['invalid_request', 'not_found', 'invalid_state_transition', 'conflict'],
});

export const advanceSandboxRampPayment = /* @__PURE__ */ defineRoute({
  id: 'advanceSandboxRampPayment',
  method: 'POST',
  path: '/v1/sandbox/ramp/payments/{reference}/advance',
  entry: 'functions/sandbox/advance-ramp-payment.ts',
  scope: 'ramp:write',
  access: 'write',
  beta: false,
  status: 200,
  summary: 'Sandbox only: move a payment to a named next status (it then stops advancing on its own).',
  schemas: { params: ramp.referenceParams, body: ramp.advanceBody },
  errors: ['invalid_request', 'not_found', 'invalid_state_transition', 'sandbox_only'],
});

/** The area's routes by id, for the route table (`shared/routes.ts`); an entry reads its own through the module's namespace. */
export const rampRoutes = {
  createRampPayment,
  listRampPayments,
  getRampPayment,
  cancelRampPayment,
  advanceSandboxRampPayment,
} satisfies Record<string, HttpRoute>;
