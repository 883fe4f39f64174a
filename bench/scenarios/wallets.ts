/** Scenarios of the wallet, sandbox deposit, transfer and address book routes (sandbox). */
import { randomUUID } from 'node:crypto';
import { randomEvmAddress, ROUTE_BODIES, transferBody } from '#test/support/resources/request-bodies.ts';
import { asHolderOf, type Scenario } from '#bench/scenarios/scenario.ts';

export const walletScenarios: Readonly<Record<string, Scenario>> = {
  // In the wallets scratch workspace: GET /v1/balances sums every wallet of a workspace.
  createWallet: async (ctx) => ({ ...asHolderOf(await ctx.walletScratchToken()), body: ROUTE_BODIES.createWallet('Payroll', ['ethereum', 'polygon']) }),
  // A wallet first: an empty page would be billed 0 RRU by DynamoDB Local, at least 0.5 by AWS.
  listWallets: async (ctx) => (await ctx.walletId(), { query: { limit: '20' } }),
  getWallet: async (ctx) => ({ pathParameters: { walletId: await ctx.walletId() } }),
  listWalletTransactions: async (ctx) => ({ pathParameters: { walletId: await ctx.walletId() }, query: { limit: '20' } }),
  getBalances: async (ctx) => (await ctx.walletId(), {}),
  getTransaction: async (ctx) => ({ pathParameters: { transactionId: await ctx.depositId() } }),
  createSandboxDeposit: async (ctx) => ({
    pathParameters: { walletId: await ctx.walletId() },
    body: ROUTE_BODIES.createSandboxDeposit('ethereum', 'USDC', '250000000'),
  }),
  // With an idempotency key, as a client that retries safely sends it.
  createTransfer: async (ctx) => ({ body: { ...transferBody(await ctx.walletId()), idempotency_key: `payout-${randomUUID()}` } }),
  listTransfers: async (ctx) => (await ctx.transferId(), { query: { limit: '20' } }),
  getTransfer: async (ctx) => ({ pathParameters: { activityId: await ctx.transferId() } }),
  approveTransfer: async (ctx) => ({ ...asHolderOf(await ctx.approverToken()), pathParameters: { activityId: await ctx.freshTransferId() } }),
  rejectTransfer: async (ctx) => ({ ...asHolderOf(await ctx.approverToken()), pathParameters: { activityId: await ctx.freshTransferId() } }),
  cancelTransfer: async (ctx) => ({ pathParameters: { activityId: await ctx.freshTransferId() } }),
  listAddressBook: async (ctx) => (await ctx.entryId(), { query: { limit: '20' } }),
  createAddressBookEntry: () => ({ body: ROUTE_BODIES.createAddressBookEntry('Supplier', randomEvmAddress(), 'ethereum') }),
  getAddressBookEntry: async (ctx) => ({ pathParameters: { entryId: await ctx.entryId() } }),
  updateAddressBookEntry: async (ctx) => ({
    pathParameters: { entryId: await ctx.entryId() },
    body: ROUTE_BODIES.updateAddressBookEntry('Main supplier'),
  }),
  archiveAddressBookEntry: async (ctx) => ({ pathParameters: { entryId: await ctx.freshEntryId() } }),
};
