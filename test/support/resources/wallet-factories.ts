/**
 * Factories for wallets and what is made from them: wallet accounts' transactions (sandbox
 * deposits), transfers, and address-book entries. Wallets exist only in sandbox (live has no
 * custody provider), so the wallet family is sandbox-only; address-book entries exist in both.
 *
 * Transfers are requested by a second member of the workspace, so that the tenant's own key
 * (the owner's) can approve or reject them as the contract requires of an approver.
 */
import { ETH_ADDRESS, FUNDING, randomEvmAddress, ROUTE_BODIES, transferBody as transferBodyOf, WALLET_NETWORK } from './request-bodies.ts';
import { memberToken } from './members.ts';
import { registerFactory } from './registry.ts';
import { call, created, oncePer, waitUntil, type Tenant } from './transport.ts';

/** The network every wallet resource here lives on, and a destination no policy here blocks. */
export { WALLET_NETWORK };
export const TRANSFER_DESTINATION = ETH_ADDRESS;

/** What transfers in a tenant need: a funded wallet, its deposit, and a key of a member other than the owner. */
export interface WalletSetup {
  walletId: string;
  depositId: string;
  requesterToken: string;
}

const tenantKey = (t: Tenant) => `${t.workspaceId}/${t.environment}`;

const tenants = new Map<string, Tenant>();
/** Memoised per tenant (workspace and environment). */
function oncePerTenant<T>(make: (t: Tenant) => Promise<T>): (t: Tenant) => Promise<T> {
  const memo = oncePer((key) => make(tenants.get(key)!));
  return (t) => {
    tenants.set(tenantKey(t), t);
    return memo(tenantKey(t));
  };
}

/** Enables the wallet network in the tenant (keeping what else is enabled), once per tenant. */
export const ensureWalletNetwork = oncePerTenant(async (t) => {
  const current = await call(t, 'getNetworks');
  const enabled: string[] = current.body?.data?.enabled_networks ?? [];
  if (enabled.includes(WALLET_NETWORK)) return;
  created(await call(t, 'putNetworks', { body: ROUTE_BODIES.putNetworks([...enabled, WALLET_NETWORK]) }), `the ${WALLET_NETWORK} network`, () => undefined);
});

export async function createWalletIn(t: Tenant): Promise<string> {
  await ensureWalletNetwork(t);
  const res = await call(t, 'createWallet', { body: ROUTE_BODIES.createWallet(t.canary, [WALLET_NETWORK]) });
  return created(res, 'a wallet', (d) => d.wallet.id as string);
}

/** A confirmed sandbox deposit of `amount` wei into the wallet; returns the transaction id. */
export async function depositInto(t: Tenant, walletId: string, amount: string): Promise<string> {
  const res = await call(t, 'createSandboxDeposit', { pathParameters: { walletId }, body: ROUTE_BODIES.createSandboxDeposit(WALLET_NETWORK, FUNDING.asset_symbol, amount) });
  const id = created(res, 'a sandbox deposit', (d) => d.transaction.id as string);
  // Confirmed by the stack's custody consumer after its settlement delay.
  await waitUntil(
    `deposit ${id} to confirm`,
    () => call(t, 'getTransaction', { pathParameters: { transactionId: id } }),
    (read) => read.body?.data?.transaction?.status === 'completed',
    60_000,
  );
  return id;
}

/** The tenant's funded wallet and transfer requester, made once per tenant. */
export const walletSetup = oncePerTenant(async (t): Promise<WalletSetup> => {
  const walletId = await createWalletIn(t);
  const depositId = await depositInto(t, walletId, FUNDING.amount_base_units);
  return { walletId, depositId, requesterToken: await memberToken(t, 'requester', ['*']) };
});

/** The body of a one-wei transfer from the tenant's funded wallet. */
export async function transferBody(t: Tenant): Promise<Record<string, unknown>> {
  return transferBodyOf((await walletSetup(t)).walletId, t.canary);
}

/** A new transfer from the funded wallet, requested by the second member: waiting for the owner's decision. */
export async function transferIn(t: Tenant): Promise<string> {
  const { requesterToken } = await walletSetup(t);
  return created(await call(t, 'createTransfer', { body: await transferBody(t) }, requesterToken), 'a transfer', (d) => d.id as string);
}

/** A new active address-book entry on the wallet network, at an address nobody else holds. */
export async function addressBookEntryIn(t: Tenant): Promise<string> {
  await ensureWalletNetwork(t);
  const res = await call(t, 'createAddressBookEntry', { body: ROUTE_BODIES.createAddressBookEntry(t.canary, randomEvmAddress(), WALLET_NETWORK) });
  return created(res, 'an address-book entry', (d) => d.entry.id as string);
}

registerFactory({
  param: 'walletId',
  environmentScoped: true,
  environments: ['sandbox'],
  create: (t) => createWalletIn(t),
});

registerFactory({
  param: 'transactionId',
  needs: ['walletId'],
  environmentScoped: true,
  environments: ['sandbox'],
  create: (t, deps) => depositInto(t, deps.walletId!, '1000'),
});

registerFactory({
  param: 'activityId',
  environmentScoped: true,
  environments: ['sandbox'],
  create: (t) => transferIn(t),
});

registerFactory({
  param: 'entryId',
  environmentScoped: true,
  create: (t) => addressBookEntryIn(t),
});
