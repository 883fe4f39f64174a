/**
 * Tenancy for every route of this area: another workspace's ids are 404, malformed ids 400,
 * all in the envelope; sandbox and live data never mix; a missing scope is 403.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { enableNetworks, fund, newWallet } from '../support/wallets.ts';

let owner: TestWorkspace;
let stranger: TestWorkspace;
const ids = { wallet: '', transfer: '', deposit: '', entry: '' };

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newWorkspace(), newWorkspace()]);
  await Promise.all([enableNetworks(owner, ['ethereum']), enableNetworks(stranger, ['ethereum'])]);
  const wallet = await newWallet(owner, ['ethereum']);
  ids.wallet = wallet.id;
  ids.deposit = await fund(owner, wallet.id, 'ethereum', 'ETH', '100');
  const t = await api('POST', '/v1/transfers', {
    token: owner.token,
    body: {
      wallet_id: wallet.id,
      network_code: 'ethereum',
      asset_symbol: 'ETH',
      amount_base_units: '1',
      to_address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    },
  });
  ids.transfer = t.body.data.id;
  ids.entry = (
    await api('POST', '/v1/address-book', {
      token: owner.token,
      body: { label: 'x', address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', network_code: 'ethereum' },
    })
  ).body.data.entry.id;
});

/** Every route of the area that takes an id: method, path, body. */
const byId = (): [string, string, unknown][] => [
  ['GET', `/v1/wallets/${ids.wallet}`, undefined],
  ['GET', `/v1/wallets/${ids.wallet}/transactions`, undefined],
  ['POST', `/v1/sandbox/wallets/${ids.wallet}/deposits`, { network_code: 'ethereum', asset_symbol: 'ETH', amount_base_units: '1' }],
  ['GET', `/v1/transactions/${ids.deposit}`, undefined],
  ['GET', `/v1/transactions/${ids.transfer}`, undefined],
  ['GET', `/v1/transfers/${ids.transfer}`, undefined],
  ['POST', `/v1/transfers/${ids.transfer}/approve`, undefined],
  ['POST', `/v1/transfers/${ids.transfer}/reject`, undefined],
  ['POST', `/v1/transfers/${ids.transfer}/cancel`, undefined],
  ['GET', `/v1/address-book/${ids.entry}`, undefined],
  ['PATCH', `/v1/address-book/${ids.entry}`, { label: 'mine now' }],
  ['POST', `/v1/address-book/${ids.entry}/archive`, undefined],
  [
    'POST',
    '/v1/transfers',
    {
      wallet_id: ids.wallet,
      network_code: 'ethereum',
      asset_symbol: 'ETH',
      amount_base_units: '1',
      to_address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    },
  ],
];

describe('wallet, transfer and address book tenancy', () => {
  it("answers 404 to another workspace's ids on every route, in the envelope", async () => {
    for (const [method, path, body] of byId()) {
      const res = await api(method, path, { token: stranger.token, ...(body === undefined ? {} : { body }) });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toMatchObject({ data: null, error: { code: 'not_found' }, request_id: expect.any(String) });
    }
    // Nothing changed for the owner.
    expect((await api('GET', `/v1/transfers/${ids.transfer}`, { token: owner.token })).body.data.approval_state).toBe('pending_approval');
  });

  it('keeps sandbox and live apart: sandbox ids are 404 in live, live listings are empty', async () => {
    for (const [method, path, body] of byId()) {
      if (path.startsWith('/v1/sandbox/')) continue; // refused in live before any lookup (403 sandbox_only)
      const res = await api(method, path, { token: owner.token, query: { environment: 'live' }, ...(body === undefined ? {} : { body }) });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    for (const path of ['/v1/wallets', '/v1/transfers', '/v1/address-book']) {
      const res = await api('GET', path, { token: owner.token, query: { environment: 'live' } });
      expect(res.status).toBe(200);
      expect(res.body.data.wallets ?? res.body.data.items).toEqual([]);
    }
    const balances = await api('GET', '/v1/balances', { token: owner.token, query: { environment: 'live' } });
    expect(balances.body.data).toEqual({ items: [], workspace_balances: [] });
    // The same address may be in both environments' address books.
    const live = await api('POST', '/v1/address-book', {
      token: owner.token,
      query: { environment: 'live' },
      body: { label: 'x', address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', network_code: 'ethereum' },
    });
    expect(live.status).toBe(201);
    expect((await api('GET', `/v1/address-book/${live.body.data.entry.id}`, { token: owner.token })).status).toBe(404);
  });

  it('answers 400 to malformed ids and 401/403 without the right key', async () => {
    for (const [method, path, body] of byId()) {
      const bad = path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, 'not-a-uuid');
      if (bad === path) continue;
      const res = await api(method, bad, { token: owner.token, ...(body === undefined ? {} : { body }) });
      expect(res.status, `${method} ${bad}`).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
    }
    const reader = await api('POST', '/v1/api-keys', { token: owner.token, body: { name: 'r', scopes: ['wallets:read'] } });
    const token = reader.body.data.token;
    expect((await api('GET', '/v1/transfers', { token })).status).toBe(403);
    expect((await api('GET', '/v1/address-book', { token })).status).toBe(403);
    expect((await api('POST', '/v1/transfers', { token, body: {} })).status).toBe(403);
    expect((await api('GET', '/v1/balances')).status).toBe(401);
  });
});
