/** Routes of wallets, balances and transactions (contract endpoints 11, 14, 15, 16). */
import * as z from 'zod/mini';
import { defineRoute, type HttpRoute } from '#shared/http/route.ts';
import * as w from '#shared/schemas/wallets.ts';
import { transferSchema } from '#shared/schemas/transfers.ts';
import { pageOf } from '#shared/schemas/common.ts';

const walletResponse = z.object({ wallet: w.walletSchema });

export const walletRoutes = {
  createWallet: defineRoute({
    id: 'createWallet',
    method: 'POST',
    path: '/v1/wallets',
    entry: 'functions/wallets/create.ts',
    scope: 'wallets:write',
    access: 'write',
    beta: false,
    status: 201,
    summary: 'Create a custodial wallet with one account per named network (each enabled for the workspace).',
    schemas: { body: w.createWalletBody, response: walletResponse },
    errors: ['invalid_request', 'network_not_enabled', 'custody_unavailable'],
  }),
  listWallets: defineRoute({
    id: 'listWallets',
    method: 'GET',
    path: '/v1/wallets',
    entry: 'functions/wallets/list.ts',
    scope: 'wallets:read',
    access: 'read',
    beta: false,
    status: 200,
    summary: 'List the wallets of the environment, newest first.',
    schemas: { query: w.listWalletsQuery, response: z.object({ wallets: z.array(w.walletSchema), next_cursor: z.nullable(z.string()) }) },
    errors: ['invalid_request', 'invalid_cursor'],
  }),
  getWallet: defineRoute({
    id: 'getWallet',
    method: 'GET',
    path: '/v1/wallets/{walletId}',
    entry: 'functions/wallets/get.ts',
    scope: 'wallets:read',
    access: 'read',
    beta: false,
    status: 200,
    summary: 'Read one wallet with its accounts.',
    schemas: { params: w.walletIdParams, response: walletResponse },
    errors: ['invalid_request', 'not_found'],
  }),
  listWalletTransactions: defineRoute({
    id: 'listWalletTransactions',
    method: 'GET',
    path: '/v1/wallets/{walletId}/transactions',
    entry: 'functions/wallets/list-transactions.ts',
    scope: 'wallets:read',
    access: 'read',
    beta: false,
    status: 200,
    summary: "List a wallet's transactions, newest first; filter by type, status, network, asset and created range.",
    schemas: { params: w.walletIdParams, query: w.listTransactionsQuery, response: pageOf(w.transactionSchema) },
    errors: ['invalid_request', 'invalid_cursor', 'not_found'],
  }),
  getBalances: defineRoute({
    id: 'getBalances',
    method: 'GET',
    path: '/v1/balances',
    entry: 'functions/wallets/balances.ts',
    scope: 'wallets:read',
    access: 'read',
    beta: false,
    status: 200,
    summary: 'Balances per wallet account, and workspace totals per asset.',
    schemas: { response: w.balancesResponse },
    errors: [],
  }),
  getTransaction: defineRoute({
    id: 'getTransaction',
    method: 'GET',
    path: '/v1/transactions/{transactionId}',
    entry: 'functions/wallets/get-transaction.ts',
    scope: 'wallets:read',
    access: 'read',
    beta: false,
    status: 200,
    summary: 'Read one wallet transaction and the transfer that made it (null for a deposit).',
    schemas: { params: w.transactionIdParams, response: z.object({ transaction: w.transactionSchema, transfer: z.nullable(transferSchema) }) },
    errors: ['invalid_request', 'not_found'],
  }),
} satisfies Record<string, HttpRoute>;
