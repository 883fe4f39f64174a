/**
 * Scenarios of the wallet, sandbox deposit, transfer and address book routes (sandbox). The
 * resources come from the fixture registry (shared/fixtures/wallet-factories.ts): a
 * wallet funded once, transfers requested by a second member and decided by the owner (the main
 * key), entries at addresses nobody else holds.
 */
import { randomUUID } from 'node:crypto';
import { randomEvmAddress, ROUTE_BODIES } from '#shared/fixtures/request-bodies.ts';
import { addressBookEntryIn, transferBody, transferIn, walletSetup } from '#shared/fixtures/wallet-factories.ts';
import { ownerPasskeyIn } from '#shared/fixtures/passkey-factories.ts';
import { webauthnOrigin } from '#bench/scenarios/members.ts';
import type { BenchContext } from '#bench/context.ts';
import { asHolderOf, type Scenario } from '#bench/scenarios/scenario.ts';

const walletId = async (ctx: BenchContext) => (await walletSetup(ctx.main)).walletId;
const transferId = (ctx: BenchContext) => ctx.shared('transfer', () => transferIn(ctx.main));
const entryId = (ctx: BenchContext) => ctx.shared('address book entry', () => addressBookEntryIn(ctx.main));

export const walletScenarios: Readonly<Record<string, Scenario>> = {
  // In the wallets scratch workspace: GET /v1/balances sums every wallet of a workspace.
  createWallet: async (ctx) => ({
    ...asHolderOf((await ctx.scratch('wallets')).token),
    body: ROUTE_BODIES.createWallet('Payroll', ['ethereum', 'polygon']),
  }),
  // A wallet first: an empty page would be billed 0 RRU by DynamoDB Local, at least 0.5 by AWS.
  listWallets: async (ctx) => (await walletId(ctx), { query: { limit: '20' } }),
  getWallet: async (ctx) => ({ pathParameters: { walletId: await walletId(ctx) } }),
  listWalletTransactions: async (ctx) => ({ pathParameters: { walletId: await walletId(ctx) }, query: { limit: '20' } }),
  getBalances: async (ctx) => (await walletId(ctx), {}),
  getTransaction: async (ctx) => ({ pathParameters: { transactionId: (await walletSetup(ctx.main)).depositId } }),
  createSandboxDeposit: async (ctx) => ({
    pathParameters: { walletId: await walletId(ctx) },
    body: ROUTE_BODIES.createSandboxDeposit('ethereum', 'USDC', '250000000'),
  }),
  // With an idempotency key, as a client that retries safely sends it.
  createTransfer: async (ctx) => ({ body: { ...(await transferBody(ctx.main)), idempotency_key: `payout-${randomUUID()}` } }),
  listTransfers: async (ctx) => (await transferId(ctx), { query: { limit: '20' } }),
  getTransfer: async (ctx) => ({ pathParameters: { activityId: await transferId(ctx) } }),
  // The owner (whose key is sent) holds a passkey: the intent of a transfer waiting for them.
  createTransferApprovalIntent: async (ctx) => {
    await ctx.shared('owner passkey', () => ownerPasskeyIn(ctx.main, webauthnOrigin()));
    return { pathParameters: { activityId: await ctx.shared('transfer to sign', () => transferIn(ctx.main)) } };
  },
  approveTransfer: async (ctx) => ({ pathParameters: { activityId: await transferIn(ctx.main) } }),
  rejectTransfer: async (ctx) => ({ pathParameters: { activityId: await transferIn(ctx.main) } }),
  cancelTransfer: async (ctx) => ({ pathParameters: { activityId: await transferIn(ctx.main) } }),
  listAddressBook: async (ctx) => (await entryId(ctx), { query: { limit: '20' } }),
  createAddressBookEntry: () => ({ body: ROUTE_BODIES.createAddressBookEntry('Supplier', randomEvmAddress(), 'ethereum') }),
  getAddressBookEntry: async (ctx) => ({ pathParameters: { entryId: await entryId(ctx) } }),
  updateAddressBookEntry: async (ctx) => ({
    pathParameters: { entryId: await entryId(ctx) },
    body: ROUTE_BODIES.updateAddressBookEntry('Main supplier'),
  }),
  archiveAddressBookEntry: async (ctx) => ({ pathParameters: { entryId: await addressBookEntryIn(ctx.main) } }),
};
