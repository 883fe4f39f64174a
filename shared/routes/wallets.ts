/** Routes of wallets, balances and transactions (contract endpoints 11, 14, 15, 16). */
import { takesIdempotencyKey } from '#shared/http/middlewares/idempotency-key.ts';
import { defineRoute, type HttpRoute } from '#shared/http/route.ts';
import * as w from '#shared/schemas/wallets.ts';

export const createWallet = /* @__PURE__ */ defineRoute({
  id: 'createWallet',
  method: 'POST',
  path: '/v1/wallets',
  entry: 'functions/wallets/create.ts',
  scope: 'wallets:write',
  access: 'write',
  beta: false,
  status: 201,
  idempotencyKey: takesIdempotencyKey,
  summary: 'Create a custodial wallet with one account per named network (each enabled for the workspace).',
  description:
    'At most 1,000 wallets per workspace and environment, and at most 100 live wallets created per workspace and clock hour ' +
    '(409 `limit_exceeded`, `details.resource` `wallets` or `live_wallets_per_hour`, the latter with `Retry-After`). ' +
    'Wallets cannot be deleted, so a place is never given back. In live each wallet is one AWS KMS key: send an `idempotency_key`, ' +
    'so that a retry after a failure reuses the key an earlier attempt made (docs/live-custody.md).',
  schemas: { body: w.createWalletBody },
  errors: [
    'invalid_request',
    'network_not_enabled',
    'limit_exceeded',
    'idempotency_key_reused',
    'idempotency_key_in_progress',
    'custody_unavailable',
  ],
  // In live under KMS custody: one key per wallet.
  uses: { createsKeysOf: ['custody-wallets'] },
});

export const listWallets = /* @__PURE__ */ defineRoute({
  id: 'listWallets',
  method: 'GET',
  path: '/v1/wallets',
  entry: 'functions/wallets/list.ts',
  scope: 'wallets:read',
  // The console reads it with a member's session (docs/console.md).
  sessions: 'allowed',
  access: 'read',
  beta: false,
  status: 200,
  summary: 'List the wallets of the environment, newest first.',
  schemas: { query: w.listWalletsQuery },
  errors: ['invalid_request', 'invalid_cursor'],
});

export const getWallet = /* @__PURE__ */ defineRoute({
  id: 'getWallet',
  method: 'GET',
  path: '/v1/wallets/{walletId}',
  entry: 'functions/wallets/get.ts',
  scope: 'wallets:read',
  access: 'read',
  beta: false,
  status: 200,
  summary: 'Read one wallet with its accounts.',
  schemas: { params: w.walletIdParams },
  errors: ['invalid_request', 'not_found'],
});

export const listWalletTransactions = /* @__PURE__ */ defineRoute({
  id: 'listWalletTransactions',
  method: 'GET',
  path: '/v1/wallets/{walletId}/transactions',
  entry: 'functions/wallets/list-transactions.ts',
  scope: 'wallets:read',
  // The console's wallets page reads it with a member's session (docs/console.md).
  sessions: 'allowed',
  access: 'read',
  beta: false,
  status: 200,
  summary: "List a wallet's transactions, newest first; filter by type, status, network, asset and created range.",
  schemas: { params: w.walletIdParams, query: w.listTransactionsQuery },
  errors: ['invalid_request', 'invalid_cursor', 'not_found'],
});

export const getBalances = /* @__PURE__ */ defineRoute({
  id: 'getBalances',
  method: 'GET',
  path: '/v1/balances',
  entry: 'functions/wallets/balances.ts',
  scope: 'wallets:read',
  // The console reads it with a member's session (docs/console.md).
  sessions: 'allowed',
  access: 'read',
  beta: false,
  status: 200,
  summary: 'Balances per wallet account, and workspace totals per asset.',
  schemas: {},
  errors: [],
});

export const getTransaction = /* @__PURE__ */ defineRoute({
  id: 'getTransaction',
  method: 'GET',
  path: '/v1/transactions/{transactionId}',
  entry: 'functions/wallets/get-transaction.ts',
  scope: 'wallets:read',
  access: 'read',
  beta: false,
  status: 200,
  summary: 'Read one wallet transaction and the transfer that made it (null for a deposit).',
  schemas: { params: w.transactionIdParams },
  errors: ['invalid_request', 'not_found'],
});

/** The area's routes by id, for the route table (`shared/routes.ts`); an entry reads its own through the module's namespace. */
export const walletRoutes = {
  createWallet,
  listWallets,
  getWallet,
  listWalletTransactions,
  getBalances,
  getTransaction,
} satisfies Record<string, HttpRoute>;
