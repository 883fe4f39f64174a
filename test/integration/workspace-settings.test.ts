/** Transfer policy and enabled networks, per workspace and environment, over real HTTP. */
import { describe, expect, it } from 'vitest';
import { api, newWorkspace } from '../support/api.ts';

const EVM = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const TRON = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const BTC = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const SOL = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';

describe('transfer policy', () => {
  it('starts empty and is replaced whole by PUT, with canonical, de-duplicated addresses', async () => {
    const ws = await newWorkspace();
    const empty = await api('GET', '/v1/workspace/transfer-policy', { token: ws.token });
    expect(empty.status).toBe(200);
    expect(empty.body.data.policy).toEqual({
      allowed_destination_addresses: [],
      blocked_destination_addresses: [],
      version: 0,
      updated_at: null,
    });
    const put = await api('PUT', '/v1/workspace/transfer-policy', {
      token: ws.token,
      body: {
        allowed_destination_addresses: [EVM.toLowerCase(), EVM, ` ${SOL} `],
        blocked_destination_addresses: [TRON, BTC.toUpperCase()],
      },
    });
    expect(put.status).toBe(200);
    expect(put.headers.get('etag')).toBe('"1"');
    expect(put.body.data.policy).toMatchObject({
      allowed_destination_addresses: [EVM, SOL],
      blocked_destination_addresses: [TRON, BTC],
      version: 1,
    });
    // A replacement that only tightens (a shorter allow-list, one more block) applies at once;
    // loosening ones wait for a second member (setting-changes.test.ts).
    const second = await api('PUT', '/v1/workspace/transfer-policy', {
      token: ws.token,
      body: { allowed_destination_addresses: [SOL], blocked_destination_addresses: [TRON, BTC, EVM] },
    });
    expect(second.status).toBe(200);
    expect(second.body.data.policy).toMatchObject({
      allowed_destination_addresses: [SOL],
      blocked_destination_addresses: [TRON, BTC, EVM],
      version: 2,
    });
    const read = await api('GET', '/v1/workspace/transfer-policy', { token: ws.token });
    expect(read.body.data.policy).toEqual(second.body.data.policy);
  });

  it('refuses invalid addresses, an address in both lists and missing lists, field by field', async () => {
    const ws = await newWorkspace();
    const cases: [unknown, string[]][] = [
      [{ allowed_destination_addresses: ['nope', EVM], blocked_destination_addresses: [] }, ['body.allowed_destination_addresses.0']],
      [
        { allowed_destination_addresses: [EVM], blocked_destination_addresses: [TRON, EVM.toLowerCase()] },
        ['body.blocked_destination_addresses.1'],
      ],
      [{ allowed_destination_addresses: [EVM] }, ['body.blocked_destination_addresses']],
      [
        { allowed_destination_addresses: 'x', blocked_destination_addresses: [1] },
        ['body.allowed_destination_addresses', 'body.blocked_destination_addresses.0'],
      ],
      [{ allowed_destination_addresses: ['x'.repeat(200)], blocked_destination_addresses: [] }, ['body.allowed_destination_addresses.0']],
    ];
    for (const [body, fields] of cases) {
      const res = await api('PUT', '/v1/workspace/transfer-policy', { token: ws.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.details.fields).sort()).toEqual(fields.sort());
    }
    expect((await api('GET', '/v1/workspace/transfer-policy', { token: ws.token })).body.data.policy.version).toBe(0);
  });

  it('supports conditional writes with If-Match', async () => {
    const ws = await newWorkspace();
    const body = { allowed_destination_addresses: [EVM], blocked_destination_addresses: [] };
    const first = await api('PUT', '/v1/workspace/transfer-policy', { token: ws.token, body, headers: { 'if-match': '"0"' } });
    expect(first.status).toBe(200);
    const stale = await api('PUT', '/v1/workspace/transfer-policy', { token: ws.token, body, headers: { 'if-match': '"0"' } });
    expect(stale.status).toBe(412);
    expect(stale.body.error).toMatchObject({ code: 'precondition_failed', details: { current_version: 1 } });
    const fresh = await api('PUT', '/v1/workspace/transfer-policy', { token: ws.token, body, headers: { 'if-match': '"1"' } });
    expect(fresh.status).toBe(200);
    const bad = await api('PUT', '/v1/workspace/transfer-policy', { token: ws.token, body, headers: { 'if-match': 'yesterday' } });
    expect(bad.status).toBe(400);
  });

  it('keeps sandbox and live apart, and workspaces apart', async () => {
    const a = await newWorkspace();
    const b = await newWorkspace();
    await api('PUT', '/v1/workspace/transfer-policy', {
      token: a.token,
      query: { environment: 'live' },
      body: { allowed_destination_addresses: [EVM], blocked_destination_addresses: [] },
    });
    const live = await api('GET', '/v1/workspace/transfer-policy', { token: a.token, query: { environment: 'live' } });
    const sandbox = await api('GET', '/v1/workspace/transfer-policy', { token: a.token });
    const other = await api('GET', '/v1/workspace/transfer-policy', { token: b.token, query: { environment: 'live' } });
    expect(live.body.data.policy.allowed_destination_addresses).toEqual([EVM]);
    expect(sandbox.body.data.policy.allowed_destination_addresses).toEqual([]);
    expect(other.body.data.policy.allowed_destination_addresses).toEqual([]);
  });
});

describe('enabled networks', () => {
  it('starts with none enabled and lists the catalogue', async () => {
    const ws = await newWorkspace();
    const res = await api('GET', '/v1/workspace/networks', { token: ws.token });
    expect(res.status).toBe(200);
    expect(res.body.data.enabled_networks).toEqual([]);
    expect(res.body.data.supported_networks).toEqual(expect.arrayContaining(['ethereum', 'polygon', 'base', 'solana', 'tron', 'bitcoin']));
  });

  it('replaces the list, de-duplicated, with catalogue details', async () => {
    const ws = await newWorkspace();
    const res = await api('PUT', '/v1/workspace/networks', {
      token: ws.token,
      body: { enabled_networks: ['solana', 'ethereum', 'solana'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.enabled_networks).toEqual(['solana', 'ethereum']);
    expect(res.body.data.networks.map((n: { code: string }) => n.code).sort()).toEqual(['ethereum', 'solana']);
    expect(res.body.data.networks.find((n: { code: string }) => n.code === 'solana')).toEqual({
      code: 'solana',
      display_name: 'Solana',
      native_asset: 'SOL',
      address_format: 'solana',
      assets: [
        { symbol: 'SOL', name: 'Solana', decimals: 9, caip19: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/slip44:501', native: true },
        {
          symbol: 'USDC',
          name: 'USD Coin',
          decimals: 6,
          caip19: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/token:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
          native: false,
        },
        {
          symbol: 'USDT',
          name: 'Tether USD',
          decimals: 6,
          caip19: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/token:Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
          native: false,
        },
      ],
    });
    const cleared = await api('PUT', '/v1/workspace/networks', { token: ws.token, body: { enabled_networks: [] } });
    expect(cleared.body.data.enabled_networks).toEqual([]);
    const live = await api('GET', '/v1/workspace/networks', { token: ws.token, query: { environment: 'live' } });
    expect(live.body.data.enabled_networks).toEqual([]);
  });

  it('refuses unknown codes and wrong types', async () => {
    const ws = await newWorkspace();
    const unknown = await api('PUT', '/v1/workspace/networks', { token: ws.token, body: { enabled_networks: ['ethereum', 'dogecoin'] } });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.error.details.fields)).toEqual(['body.enabled_networks.1']);
    const wrong = await api('PUT', '/v1/workspace/networks', { token: ws.token, body: { enabled_networks: 'ethereum' } });
    expect(wrong.status).toBe(400);
    const missing = await api('PUT', '/v1/workspace/networks', { token: ws.token, body: {} });
    expect(missing.body.error.details.fields).toEqual({ 'body.enabled_networks': ['Required.'] });
  });
});
