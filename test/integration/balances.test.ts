/**
 * Balances and sandbox funding: deposits are pending, then confirm after the configured delay;
 * balances per account and workspace totals add up exactly (BigInt), far above 2^53 and with
 * 18 decimals; live reports balances as unavailable rather than inventing numbers.
 */
import { describe, expect, it } from 'vitest';
import { api, newWorkspace } from '../support/api.ts';
import { startInProcessGateway } from '../support/in-process-gateway.ts';
import { balanceOf, enableNetworks, fund, newWallet } from '../support/wallets.ts';
import { insertWallet } from '#shared/db/wallets.ts';
import { newId } from '#shared/ids.ts';

const BIG = (2n ** 80n + 12345n).toString(); // 1208925819614629174718521, far above 2^53

describe('sandbox deposits and balances', () => {
  it('shows a deposit as pending, then confirmed, with display values', async () => {
    const ws = await newWorkspace();
    await enableNetworks(ws, ['ethereum']);
    const wallet = await newWallet(ws, ['ethereum']);
    const res = await api('POST', `/v1/sandbox/wallets/${wallet.id}/deposits`, {
      token: ws.token,
      body: { network_code: 'ethereum', asset_symbol: 'ETH', amount_base_units: '1500000000000000000' },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.transaction).toMatchObject({
      type: 'deposit',
      direction: 'inbound',
      status: 'pending',
      to_address: wallet.accounts[0]!.address,
      tx_hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      completed_at: null,
      caip19: 'eip155:1/slip44:60',
    });
    const pending = await balanceOf(ws, wallet.id, 'ethereum', 'ETH');
    expect(pending).toMatchObject({ balance: '0', pending: '1500000000000000000' });
    await fund(ws, wallet.id, 'ethereum', 'ETH', '1'); // waits for its own confirmation; the first confirmed meanwhile
    const after = await balanceOf(ws, wallet.id, 'ethereum', 'ETH');
    expect(after).toMatchObject({
      balance: '1500000000000000001',
      available: '1500000000000000001',
      pending: '0',
      display: { crypto: '1.500000000000000001', usd: '4500.00' },
    });
  });

  it('adds up per account and across wallets exactly, above 2^53 and with 18 decimals', async () => {
    const ws = await newWorkspace();
    await enableNetworks(ws, ['bsc', 'ethereum', 'polygon']);
    const a = await newWallet(ws, ['bsc', 'ethereum'], 'A');
    const b = await newWallet(ws, ['bsc', 'polygon'], 'B');
    await Promise.all([
      fund(ws, a.id, 'bsc', 'USDC', BIG),
      fund(ws, b.id, 'bsc', 'USDC', BIG),
      fund(ws, b.id, 'bsc', 'USDC', '1'),
      fund(ws, a.id, 'ethereum', 'USDC', '2500000'),
      fund(ws, b.id, 'polygon', 'USDC', '500000'),
    ]);
    const res = await api('GET', '/v1/balances', { token: ws.token });
    expect(res.status).toBe(200);
    const { items, workspace_balances: totals } = res.body.data;
    expect(items).toHaveLength(4);
    const item = items.find((i: { wallet_id: string; network_code: string }) => i.wallet_id === b.id && i.network_code === 'bsc');
    expect(item).toMatchObject({
      wallet_name: 'B',
      balance_status: 'available',
      balance_error: null,
      network_display_name: 'BNB Smart Chain',
      asset_symbol: 'BNB',
      is_default: true,
    });
    expect(item.balances.map((e: { symbol: string }) => e.symbol)).toEqual(['BNB', 'USDC', 'USDT']);
    const bscUsdc = totals.find((t: { caip19: string }) => t.caip19 === 'eip155:56/erc20:0x8ac76a51cc950d9822d68b83fe1ad97b32cd580d');
    const sum = (2n * BigInt(BIG) + 1n).toString();
    expect(bscUsdc).toMatchObject({
      symbol: 'USDC',
      decimals: 18,
      balance: sum,
      display: { crypto: '2417851.639229258349437043', usd: '2417851.64' },
    });
    // USDC on Ethereum and on Polygon are different assets (CAIP-19), never summed together.
    expect(totals.find((t: { caip19: string }) => t.caip19.startsWith('eip155:1/erc20'))).toMatchObject({
      balance: '2500000',
      display: { crypto: '2.5', usd: '2.50' },
    });
    expect(totals.find((t: { caip19: string }) => t.caip19.startsWith('eip155:137/erc20:0x3c49'))).toMatchObject({ balance: '500000' });
    for (const total of totals) {
      const parts = items.flatMap((i: { balances: { caip19: string; balance: string }[] }) =>
        i.balances.filter((e) => e.caip19 === total.caip19),
      );
      expect(parts.reduce((s: bigint, e: { balance: string }) => s + BigInt(e.balance), 0n).toString()).toBe(total.balance);
    }
  });

  it('refuses deposits in live and bad deposits in sandbox', async () => {
    const ws = await newWorkspace();
    await enableNetworks(ws, ['ethereum', 'solana']);
    const wallet = await newWallet(ws, ['ethereum']);
    const deposit = (body: unknown, query?: Record<string, string>, id = wallet.id) =>
      api('POST', `/v1/sandbox/wallets/${id}/deposits`, { token: ws.token, body, ...(query ? { query } : {}) });
    const ok = { network_code: 'ethereum', asset_symbol: 'USDC', amount_base_units: '100' };
    const live = await deposit(ok, { environment: 'live' });
    expect([live.status, live.body.error.code]).toEqual([403, 'sandbox_only']);
    expect((await deposit({ ...ok, amount_base_units: '0' })).status).toBe(400);
    expect((await deposit({ ...ok, amount_base_units: '1.5' })).status).toBe(400);
    expect((await deposit({ ...ok, amount_base_units: 100 })).status).toBe(400);
    expect((await deposit({ ...ok, amount_base_units: '1'.repeat(31) })).status).toBe(400);
    expect((await deposit(ok, undefined, newId())).status).toBe(404);
    const asset = await deposit({ ...ok, asset_symbol: 'DOGE' });
    expect([asset.status, asset.body.error.code]).toEqual([422, 'asset_not_supported']);
    const network = await deposit({ ...ok, network_code: 'solana' });
    expect([network.status, network.body.error.code, network.body.error.details.reason]).toEqual([422, 'network_not_enabled', 'wallet']);
  });

  it('reports live balances as unavailable instead of inventing numbers on a stage without live custody', async () => {
    const ws = await newWorkspace();
    // A live wallet as a provider would have made it, read on a gateway with no deployment
    // settings: LIVE_CUSTODY_NETWORKS unset, so no custody provider is configured there.
    const gateway = await startInProcessGateway({ settings: {} });
    const now = new Date().toISOString();
    await insertWallet(
      { workspaceId: ws.workspaceId, environment: 'live' },
      {
        id: newId(),
        name: 'Live treasury',
        status: 'active',
        wallet_type: 'custodial',
        custody_wallet_id: 'cw_live_1',
        custody_status: 'active',
        custody_provider: 'some-provider',
        accounts: [
          { network_code: 'ethereum', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', path: "m/44'/60'/0'/0/0", is_default: true },
        ],
        created_at: now,
        created_by: ws.owner,
        updated_at: now,
      },
    );
    const res = await api('GET', '/v1/balances', { baseUrl: gateway.url, token: ws.token, query: { environment: 'live' } }).finally(() =>
      gateway.stop(),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.workspace_balances).toEqual([]);
    expect(res.body.data.items).toEqual([
      expect.objectContaining({
        wallet_name: 'Live treasury',
        balances: [],
        balance_status: 'unavailable',
        balance_error: expect.stringContaining('No custody provider'),
      }),
    ]);
    // And sandbox does not see it.
    expect((await api('GET', '/v1/balances', { token: ws.token })).body.data.items).toEqual([]);
  });
});
