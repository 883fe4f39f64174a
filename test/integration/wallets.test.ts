/** Wallets: creation on enabled networks with custody-made accounts, listing, reading, errors. */
import { describe, expect, it } from 'vitest';
import { startInProcessGateway } from '../support/in-process-gateway.ts';
import { api, newWorkspace } from '../support/api.ts';
import { enableNetworks, newWallet } from '../support/wallets.ts';
import { normalizeAddress } from '#shared/model/networks/address.ts';
import { findNetwork } from '#shared/model/networks/catalogue.ts';

describe('wallets', () => {
  it('creates a wallet with one custody account per network, the first one default', async () => {
    const ws = await newWorkspace();
    await enableNetworks(ws, ['ethereum', 'solana', 'tron', 'bitcoin', 'polygon']);
    const res = await api('POST', '/v1/wallets', {
      token: ws.token,
      body: { name: ' Treasury ', networks: ['solana', 'ethereum', 'tron', 'bitcoin', 'polygon'] },
    });
    expect(res.status, res.text).toBe(201);
    const wallet = res.body.data.wallet;
    expect(wallet).toMatchObject({
      name: 'Treasury',
      status: 'active',
      wallet_type: 'custodial',
      custody_status: 'active',
      custody_wallet_id: expect.stringMatching(/^sbx_cw_[0-9a-f]{24}$/),
      created_by: ws.owner,
    });
    expect(wallet.accounts.map((a: { network_code: string }) => a.network_code)).toEqual([
      'solana',
      'ethereum',
      'tron',
      'bitcoin',
      'polygon',
    ]);
    expect(wallet.accounts.map((a: { is_default: boolean }) => a.is_default)).toEqual([true, false, false, false, false]);
    for (const account of wallet.accounts) {
      const network = findNetwork(account.network_code)!;
      expect(normalizeAddress(network.address_format, account.address)).toBe(account.address);
      expect(account).toMatchObject({
        network_display_name: network.display_name,
        asset_symbol: network.native_asset,
        path: expect.stringMatching(/^m\//),
      });
    }
    const read = await api('GET', `/v1/wallets/${wallet.id}`, { token: ws.token });
    expect(read.body.data.wallet).toEqual(wallet);
  });

  it('refuses networks that are not enabled, naming them, and bad input field by field', async () => {
    const ws = await newWorkspace();
    await enableNetworks(ws, ['ethereum']);
    const res = await api('POST', '/v1/wallets', { token: ws.token, body: { name: 'W', networks: ['ethereum', 'solana', 'tron'] } });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'network_not_enabled', details: { networks: ['solana', 'tron'] } });
    const cases: [unknown, string[]][] = [
      [{ name: '', networks: ['ethereum'] }, ['body.name']],
      [{ name: 'W', networks: [] }, ['body.networks']],
      [{ name: 'W', networks: ['ethereum', 'ethereum'] }, ['body.networks']],
      [{ name: 'W', networks: ['dogecoin'] }, ['body.networks.0']],
      [{ name: 'W', networks: ['ethereum'], extra: 1 }, ['body.extra']],
      [{ networks: 'ethereum' }, ['body.name', 'body.networks']],
    ];
    for (const [body, fields] of cases) {
      const bad = await api('POST', '/v1/wallets', { token: ws.token, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(bad.body.error.details.fields).sort()).toEqual(fields.sort());
    }
    expect((await api('GET', '/v1/wallets', { token: ws.token })).body.data.wallets).toEqual([]);
  });

  it('lists wallets newest first in data.wallets, with pagination', async () => {
    const ws = await newWorkspace();
    await enableNetworks(ws, ['base']);
    const made = [];
    for (const name of ['a', 'b', 'c']) made.push(await newWallet(ws, ['base'], name));
    const first = await api('GET', '/v1/wallets', { token: ws.token, query: { limit: '2' } });
    expect(first.status).toBe(200);
    expect(first.body.data.wallets.map((w: { name: string }) => w.name)).toEqual(['c', 'b']);
    const second = await api('GET', '/v1/wallets', { token: ws.token, query: { limit: '2', cursor: first.body.data.next_cursor } });
    expect(second.body.data.wallets.map((w: { name: string }) => w.name)).toEqual(['a']);
    expect((await api('GET', '/v1/wallets', { token: ws.token, query: { limit: '0' } })).status).toBe(400);
    expect((await api('GET', '/v1/wallets', { token: ws.token, query: { cursor: 'nope' } })).body.error.code).toBe('invalid_cursor');
  });

  it('answers 503 custody_unavailable in live on a stage that runs no live custody', async () => {
    // A gateway with no deployment settings: LIVE_CUSTODY_NETWORKS unset, as on a stage without it.
    const gateway = await startInProcessGateway({ settings: {} });
    try {
      const ws = await newWorkspace();
      await enableNetworks(ws, ['ethereum'], 'live');
      const res = await api('POST', '/v1/wallets', {
        baseUrl: gateway.url,
        token: ws.token,
        query: { environment: 'live' },
        body: { name: 'Live', networks: ['ethereum'] },
      });
      expect([res.status, res.body.error.code]).toEqual([503, 'custody_unavailable']);
      expect(
        (await api('GET', '/v1/wallets', { baseUrl: gateway.url, token: ws.token, query: { environment: 'live' } })).body.data.wallets,
      ).toEqual([]);
    } finally {
      await gateway.stop();
    }
  });

  it('needs wallets scopes', async () => {
    const ws = await newWorkspace();
    const key = await api('POST', '/v1/api-keys', { token: ws.token, body: { name: 'ro', scopes: ['wallets:read'] } });
    const token = key.body.data.token;
    expect((await api('GET', '/v1/wallets', { token })).status).toBe(200);
    const write = await api('POST', '/v1/wallets', { token, body: { name: 'W', networks: ['ethereum'] } });
    expect(write.status).toBe(403);
    expect(write.body.error.details.required_scope).toBe('wallets:write');
  });
});
