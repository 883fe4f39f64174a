/** A wallet's transactions: filters, pagination, reading one by id (transfer null for deposits). */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { enableNetworks, fund, newWallet, setApprovals } from '../support/wallets.ts';
import { newId } from '#shared/ids.ts';

let ws: TestWorkspace;
let wallet: { id: string };
let deposits: string[];
let transferId: string;
let between: string;
beforeAll(async () => {
  ws = await newWorkspace();
  await enableNetworks(ws, ['ethereum', 'solana']);
  await setApprovals(ws, true, 1);
  wallet = await newWallet(ws, ['ethereum', 'solana']);
  deposits = [await fund(ws, wallet.id, 'ethereum', 'USDC', '1000'), await fund(ws, wallet.id, 'solana', 'SOL', '2000')];
  between = new Date().toISOString();
  await new Promise((r) => setTimeout(r, 5));
  deposits.push(await fund(ws, wallet.id, 'ethereum', 'ETH', '3000'));
  const t = await api('POST', '/v1/transfers', {
    token: ws.token,
    body: {
      wallet_id: wallet.id,
      network_code: 'ethereum',
      asset_symbol: 'USDC',
      amount_base_units: '10',
      to_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    },
  });
  expect(t.status).toBe(201);
  transferId = t.body.data.id;
});

const list = (query: Record<string, string> = {}) => api('GET', `/v1/wallets/${wallet.id}/transactions`, { token: ws.token, query });
const ids = (res: Awaited<ReturnType<typeof list>>) => res.body.data.items.map((t: { id: string }) => t.id);

describe('wallet transactions', () => {
  it('lists newest first, with every filter', async () => {
    const all = await list();
    expect(all.status).toBe(200);
    expect(ids(all)).toEqual([transferId, deposits[2], deposits[1], deposits[0]]);
    expect(ids(await list({ type: 'deposit' }))).toEqual([deposits[2], deposits[1], deposits[0]]);
    expect(ids(await list({ type: 'withdrawal', status: 'pending' }))).toEqual([transferId]);
    expect(ids(await list({ network_code: 'solana' }))).toEqual([deposits[1]]);
    expect(ids(await list({ asset_symbol: 'USDC' }))).toEqual([transferId, deposits[0]]);
    expect(ids(await list({ created_after: between }))).toEqual([transferId, deposits[2]]);
    expect(ids(await list({ created_before: between }))).toEqual([deposits[1], deposits[0]]);
    expect(ids(await list({ status: 'completed', network_code: 'ethereum' }))).toEqual([deposits[2], deposits[0]]);
  });

  it('pages through filtered results without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await list({ limit: '1', type: 'deposit', ...(cursor ? { cursor } : {}) });
      expect(page.status).toBe(200);
      seen.push(...ids(page));
      cursor = page.body.data.next_cursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([deposits[2], deposits[1], deposits[0]]);
  });

  it('refuses bad filters, a cursor of another wallet and unknown wallets', async () => {
    const bad: Record<string, string>[] = [
      { type: 'refund' },
      { status: 'done' },
      { network_code: 'x' },
      { created_after: 'yesterday' },
      { limit: '101' },
      { sort: 'asc' },
    ];
    for (const query of bad) {
      const res = await list(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
    }
    const reversed = await list({ created_after: '2030-01-01T00:00:00Z', created_before: '2020-01-01T00:00:00Z' });
    expect(reversed.status).toBe(400);
    const other = await newWallet(ws, ['ethereum'], 'other');
    const page = await list({ limit: '1' });
    const foreign = await api('GET', `/v1/wallets/${other.id}/transactions`, {
      token: ws.token,
      query: { cursor: page.body.data.next_cursor },
    });
    expect(foreign.body.error.code).toBe('invalid_cursor');
    expect((await api('GET', `/v1/wallets/${newId()}/transactions`, { token: ws.token })).status).toBe(404);
    expect((await api('GET', '/v1/wallets/not-a-uuid/transactions', { token: ws.token })).status).toBe(400);
  });

  it('reads one transaction with its transfer, or null for a deposit', async () => {
    const deposit = await api('GET', `/v1/transactions/${deposits[0]}`, { token: ws.token });
    expect(deposit.status).toBe(200);
    expect(deposit.body.data).toMatchObject({
      transaction: { id: deposits[0], type: 'deposit', status: 'completed', ramp_payment_reference: null },
      transfer: null,
    });
    expect(Object.keys(deposit.body.data.transaction).sort()).toEqual(
      [
        'amount_base_units',
        'asset_symbol',
        'caip19',
        'completed_at',
        'created_at',
        'description',
        'direction',
        'from_address',
        'id',
        'network_code',
        'ramp_payment_reference',
        'status',
        'to_address',
        'tx_error',
        'tx_hash',
        'type',
        'updated_at',
        'wallet_id',
      ].sort(),
    );
    const withdrawal = await api('GET', `/v1/transactions/${transferId}`, { token: ws.token });
    expect(withdrawal.body.data).toMatchObject({
      transaction: { id: transferId, direction: 'outbound' },
      transfer: { id: transferId, approval_state: 'pending_approval' },
    });
    expect((await api('GET', `/v1/transactions/${newId()}`, { token: ws.token })).status).toBe(404);
  });
});
