/** Sandbox-only routes: funding wallets without a chain. Refused in live (403 `sandbox_only`). */
import { takesIdempotencyKey } from '#shared/http/middlewares/idempotency-key.ts';
import { defineRoute, type HttpRoute } from '#shared/http/route.ts';
import { depositBody, walletIdParams } from '#shared/schemas/wallets.ts';
import { explainAmountDecimals } from '#shared/schemas/amount-hint.ts';

export const createSandboxDeposit = /* @__PURE__ */ defineRoute({
  id: 'createSandboxDeposit',
  method: 'POST',
  path: '/v1/sandbox/wallets/{walletId}/deposits',
  entry: 'functions/sandbox/create-deposit.ts',
  scope: 'wallets:write',
  access: 'write',
  beta: false,
  status: 201,
  idempotencyKey: takesIdempotencyKey,
  summary: 'Fund a sandbox wallet: an inbound transaction that confirms after a short delay.',
  schemas: { params: walletIdParams, body: depositBody },
  explainInvalid: explainAmountDecimals,
  errors: ['invalid_request', 'not_found', 'sandbox_only', 'network_not_enabled', 'asset_not_supported'],
});

/** The area's routes by id, for the route table (`shared/routes.ts`); an entry reads its own through the module's namespace. */
export const sandboxRoutes = { createSandboxDeposit } satisfies Record<string, HttpRoute>;
