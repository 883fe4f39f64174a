/** Test helpers for wallets and transfers: members, enabled networks, funded wallets, polling. */
import { expect } from 'vitest';
import { addMember, createMemberApiKey } from '#shared/domain/workspaces/provision.ts';
import type { Scope } from '#shared/model/scopes.ts';
import { api, type TestWorkspace } from './api.ts';
import { putSetting } from './setting-changes.ts';

export interface TestMember {
  token: string;
  email: string;
  id: string;
}

/** A second (third, …) person in the workspace, with a key of the given scopes. */
export async function newMember(ws: TestWorkspace, scopes: Scope[] = ['*']): Promise<TestMember> {
  const n = crypto.randomUUID().slice(0, 8);
  const member = await addMember({ workspaceId: ws.workspaceId, email: `member-${n}@test.local`, displayName: `Member ${n}` });
  const { token } = await createMemberApiKey({
    workspaceId: ws.workspaceId,
    memberId: member.id,
    name: 'member key',
    scopes,
    expiresAt: null,
  });
  return { token, email: member.email, id: member.id };
}

export async function enableNetworks(ws: TestWorkspace, networks: string[], environment = 'sandbox'): Promise<void> {
  const res = await api('PUT', '/v1/workspace/networks', { token: ws.token, query: { environment }, body: { enabled_networks: networks } });
  expect(res.status).toBe(200);
}

/**
 * Sets the approval requirement. Lowering it is a loosening that waits for a second member
 * (202): a new member with `workspace:approve` then approves it, so the requirement is in force.
 */
export async function setApprovals(ws: TestWorkspace, approvalRequired: boolean, requiredApprovals = 1): Promise<void> {
  const { approvals } = await putSetting(ws, '/v1/workspace/transfer-approvals', {
    approval_required: approvalRequired,
    required_approvals: requiredApprovals,
  });
  expect(approvals).toMatchObject({ approval_required: approvalRequired, required_approvals: requiredApprovals });
}

/** A sandbox wallet on the given networks (enabled first). */
export async function newWallet(
  ws: TestWorkspace,
  networks: string[],
  name = 'Treasury',
): Promise<{ id: string; accounts: { network_code: string; address: string }[] }> {
  const res = await api('POST', '/v1/wallets', { token: ws.token, body: { name, networks } });
  expect(res.status, res.text).toBe(201);
  return res.body.data.wallet;
}

/** Polls `read` until `done` holds (or the time is up, returning the last value). */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Deposits into a sandbox wallet and waits for the confirmation. */
export async function fund(ws: TestWorkspace, walletId: string, network: string, asset: string, amount: string): Promise<string> {
  const res = await api('POST', `/v1/sandbox/wallets/${walletId}/deposits`, {
    token: ws.token,
    body: { network_code: network, asset_symbol: asset, amount_base_units: amount },
  });
  expect(res.status, res.text).toBe(201);
  const id = res.body.data.transaction.id as string;
  const done = await until(
    () => api('GET', `/v1/transactions/${id}`, { token: ws.token }),
    (r) => r.body.data?.transaction.status === 'completed',
  );
  expect(done.body.data.transaction.status).toBe('completed');
  return id;
}

/** The balance entry of one wallet account and asset. */
export async function balanceOf(ws: TestWorkspace, walletId: string, network: string, symbol: string) {
  const res = await api('GET', '/v1/balances', { token: ws.token });
  expect(res.status).toBe(200);
  const item = res.body.data.items.find(
    (i: { wallet_id: string; network_code: string }) => i.wallet_id === walletId && i.network_code === network,
  );
  return item.balances.find((b: { symbol: string }) => b.symbol === symbol) as {
    balance: string;
    available: string;
    reserved: string;
    pending: string;
    display: { crypto: string; usd: string | null };
  };
}

/** Waits until a transfer reaches one of `statuses`. */
export async function transferReaches(ws: TestWorkspace, id: string, statuses: string[]) {
  const res = await until(
    () => api('GET', `/v1/transfers/${id}`, { token: ws.token }),
    (r) => statuses.includes(r.body.data?.activity.status),
  );
  expect(statuses).toContain(res.body.data.activity.status);
  return res.body.data;
}
