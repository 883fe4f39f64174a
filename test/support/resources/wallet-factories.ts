/**
 * Factories for wallets and what is made from them: wallet accounts' transactions (sandbox
 * deposits), transfers, and address-book entries. Wallets exist only in sandbox (live has no
 * custody provider), so the wallet family is sandbox-only; address-book entries exist in both.
 *
 * Transfers are requested by a second member of the workspace, so that the tenant's own key
 * (the owner's) can approve or reject them as the contract requires of an approver.
 */
import { randomEvmAddress, ROUTE_BODIES } from './request-bodies.ts';
import { addMember, createMemberApiKey } from '#shared/domain/workspaces/provision.ts';
import { ETH_ADDRESS } from '../ramp.ts';
import { apiWithRetry as api } from './retry.ts';
import { created, registerFactory } from './registry.ts';
import type { Tenant } from './tenant.ts';

/** The network every wallet resource here lives on, and a destination no policy here blocks. */
export const WALLET_NETWORK = 'ethereum';
export const TRANSFER_DESTINATION = ETH_ADDRESS;


/** What transfers in a tenant need: a funded wallet and a key of a member other than the owner. */
export interface WalletSetup {
  walletId: string;
  requesterToken: string;
}

const setups = new Map<string, Promise<WalletSetup>>();
const networkReady = new Map<string, Promise<void>>();

const query = (t: Tenant) => ({ environment: t.environment });

/** Enables the wallet network in the tenant (keeping what else is enabled), once per tenant. */
export function ensureWalletNetwork(t: Tenant): Promise<void> {
  const key = `${t.workspaceId}/${t.environment}`;
  let ready = networkReady.get(key);
  if (!ready) {
    ready = (async () => {
      const current = await api('GET', '/v1/workspace/networks', { token: t.token, query: query(t) });
      const enabled: string[] = current.body?.data?.enabled_networks ?? [];
      if (enabled.includes(WALLET_NETWORK)) return;
      const res = await api('PUT', '/v1/workspace/networks', { token: t.token, query: query(t), body: ROUTE_BODIES.putNetworks([...enabled, WALLET_NETWORK]) });
      created(res, `the ${WALLET_NETWORK} network`, () => undefined);
    })();
    networkReady.set(key, ready);
  }
  return ready;
}

export async function createWalletIn(t: Tenant): Promise<string> {
  await ensureWalletNetwork(t);
  const res = await api('POST', '/v1/wallets', { token: t.token, query: query(t), body: ROUTE_BODIES.createWallet(t.canary, [WALLET_NETWORK]) });
  return created(res, 'a wallet', (d) => d.wallet.id as string);
}

/** A confirmed sandbox deposit of `amount` wei into the wallet; returns the transaction id. */
export async function depositInto(t: Tenant, walletId: string, amount: string): Promise<string> {
  const res = await api('POST', `/v1/sandbox/wallets/${walletId}/deposits`, {
    token: t.token,
    query: query(t),
    body: ROUTE_BODIES.createSandboxDeposit(WALLET_NETWORK, 'ETH', amount),
  });
  const id = created(res, 'a sandbox deposit', (d) => d.transaction.id as string);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const read = await api('GET', `/v1/transactions/${id}`, { token: t.token, query: query(t) });
    if (read.body?.data?.transaction?.status === 'completed') return id;
    if (Date.now() > deadline) throw new Error(`deposit ${id} did not confirm: ${read.text.slice(0, 200)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** The tenant's funded wallet and transfer requester, made once per tenant. */
export function walletSetup(t: Tenant): Promise<WalletSetup> {
  const key = `${t.workspaceId}/${t.environment}`;
  let setup = setups.get(key);
  if (!setup) {
    setup = (async () => {
      const walletId = await createWalletIn(t);
      // Enough for many thousands of one-wei transfers.
      await depositInto(t, walletId, '1000000000000000000');
      const n = crypto.randomUUID().slice(0, 8);
      const member = await addMember({ workspaceId: t.workspaceId, email: `requester-${n}@test.local`, displayName: `Requester ${n}` });
      const { token } = await createMemberApiKey({ workspaceId: t.workspaceId, memberId: member.id, name: 'requester', scopes: ['*'], expiresAt: null });
      return { walletId, requesterToken: token };
    })();
    setups.set(key, setup);
  }
  return setup;
}

/** The body of a one-wei transfer from the tenant's funded wallet. */
export async function transferBody(t: Tenant): Promise<Record<string, unknown>> {
  const { walletId } = await walletSetup(t);
  return { wallet_id: walletId, network_code: WALLET_NETWORK, asset_symbol: 'ETH', amount_base_units: '1', to_address: TRANSFER_DESTINATION, description: `transfer ${t.canary}` };
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
  create: async (t) => {
    const { requesterToken } = await walletSetup(t);
    const res = await api('POST', '/v1/transfers', { token: requesterToken, query: query(t), body: await transferBody(t) });
    return created(res, 'a transfer', (d) => d.id as string);
  },
});

registerFactory({
  param: 'entryId',
  environmentScoped: true,
  create: async (t) => {
    await ensureWalletNetwork(t);
    const res = await api('POST', '/v1/address-book', {
      token: t.token,
      query: query(t),
      body: ROUTE_BODIES.createAddressBookEntry(t.canary, randomEvmAddress(), WALLET_NETWORK),
    });
    return created(res, 'an address-book entry', (d) => d.entry.id as string);
  },
});
