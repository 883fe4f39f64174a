/**
 * The checks of POST /v1/transfers, in their documented order: wallet, network, asset,
 * destination, policy, balance. Policy refusals name the rule; addresses are validated for
 * real per network; dry_run evaluates without writing anything.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { balanceOf, enableNetworks, fund, newWallet } from '../support/wallets.ts';
import { putSetting } from '../support/setting-changes.ts';
import { newId } from '#shared/ids.ts';

const VALID = {
  ethereum: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  solana: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
  tron: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
  bitcoin: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
};
const BLOCKED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const ASSET = { ethereum: 'ETH', solana: 'SOL', tron: 'TRX', bitcoin: 'BTC' };

let ws: TestWorkspace;
let wallet: { id: string };
beforeAll(async () => {
  ws = await newWorkspace();
  await enableNetworks(ws, ['ethereum', 'solana', 'tron', 'bitcoin', 'polygon']);
  wallet = await newWallet(ws, ['ethereum', 'solana', 'tron', 'bitcoin']);
  await Promise.all([fund(ws, wallet.id, 'ethereum', 'USDC', '1000000'), fund(ws, wallet.id, 'bitcoin', 'BTC', '500')]);
});

const transfer = (body: Record<string, unknown>, token = ws.token) =>
  api('POST', '/v1/transfers', {
    token,
    body: {
      wallet_id: wallet.id,
      network_code: 'ethereum',
      asset_symbol: 'USDC',
      amount_base_units: '100',
      to_address: VALID.ethereum,
      ...body,
    },
  });
const codeOf = (res: Awaited<ReturnType<typeof transfer>>) => [res.status, res.body.error?.code];

describe('transfer checks', () => {
  it('reports the first failing check in the documented order', async () => {
    expect(codeOf(await transfer({ to_address: 'x', address_book_entry_id: newId() }))).toEqual([400, 'invalid_request']);
    expect(codeOf(await transfer({ wallet_id: newId(), network_code: 'polygon', asset_symbol: 'DOGE', to_address: 'x' }))).toEqual([
      404,
      'not_found',
    ]);
    expect(codeOf(await transfer({ network_code: 'base', asset_symbol: 'DOGE', to_address: 'x' }))).toEqual([422, 'network_not_enabled']);
    const noAccount = await transfer({ network_code: 'polygon', asset_symbol: 'DOGE' });
    expect([...codeOf(noAccount), noAccount.body.error.details.reason]).toEqual([422, 'network_not_enabled', 'wallet']);
    expect(codeOf(await transfer({ asset_symbol: 'DOGE', to_address: 'x' }))).toEqual([422, 'asset_not_supported']);
    expect(codeOf(await transfer({ to_address: 'x', amount_base_units: '999999999999' }))).toEqual([400, 'invalid_request']);
    const policy = await api('PUT', '/v1/workspace/transfer-policy', {
      token: ws.token,
      body: { allowed_destination_addresses: [VALID.ethereum, VALID.bitcoin], blocked_destination_addresses: [BLOCKED] },
    });
    expect(policy.status).toBe(200);
    expect(codeOf(await transfer({ to_address: BLOCKED, amount_base_units: '999999999999' }))).toEqual([422, 'transfer_policy_violation']);
    const short = await transfer({ amount_base_units: '999999999999' });
    expect(short.body.error).toMatchObject({
      code: 'insufficient_funds',
      details: { available: '1000000', requested: '999999999999', asset_symbol: 'USDC' },
    });
    // Clearing both lists loosens the policy: a second member approves it (docs/setting-changes.md).
    await putSetting(ws, '/v1/workspace/transfer-policy', { allowed_destination_addresses: [], blocked_destination_addresses: [] });
  });

  it('refuses malformed bodies field by field, before any check', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ amount_base_units: '0' }, ['body.amount_base_units']],
      [{ amount_base_units: '-5' }, ['body.amount_base_units']],
      [{ amount_base_units: '1.5' }, ['body.amount_base_units']],
      [{ amount_base_units: 100 }, ['body.amount_base_units']],
      [{ amount_base_units: '0100' }, ['body.amount_base_units']],
      [{ wallet_id: 'w1', network_code: 'dogecoin' }, ['body.wallet_id', 'body.network_code']],
      [{ to_address: undefined }, ['body.to_address']],
      [{ dry_run: 'yes', idempotency_key: '' }, ['body.dry_run', 'body.idempotency_key']],
      [{ description: 'x'.repeat(501), memo: 'hi' }, ['body.description', 'body.memo']],
    ];
    for (const [body, fields] of cases) {
      const res = await transfer(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.details.fields).sort()).toEqual(fields.sort());
    }
    expect((await api('GET', '/v1/balances', { token: ws.token, query: { wallet_id: wallet.id } })).status).toBe(400);
  });

  it('refuses blocked and not-allowed destinations with the rule in details', async () => {
    const solo = await newWorkspace();
    await enableNetworks(solo, ['ethereum']);
    const w = await newWallet(solo, ['ethereum']);
    await fund(solo, w.id, 'ethereum', 'ETH', '1000');
    const send = (to: string) =>
      api('POST', '/v1/transfers', {
        token: solo.token,
        body: { wallet_id: w.id, network_code: 'ethereum', asset_symbol: 'ETH', amount_base_units: '1', to_address: to },
      });
    await api('PUT', '/v1/workspace/transfer-policy', {
      token: solo.token,
      body: { allowed_destination_addresses: [], blocked_destination_addresses: [BLOCKED] },
    });
    const blocked = await send(BLOCKED.toLowerCase());
    expect(blocked.status).toBe(422);
    expect(blocked.body.error).toMatchObject({
      code: 'transfer_policy_violation',
      details: { rule: 'blocked_destination', address: BLOCKED, policy_version: 1 },
    });
    expect((await send(VALID.ethereum)).status).toBe(201);
    // An allow-list where there was none only tightens, so it applies at once (the block stays).
    const allowList = await api('PUT', '/v1/workspace/transfer-policy', {
      token: solo.token,
      body: { allowed_destination_addresses: [VALID.ethereum], blocked_destination_addresses: [BLOCKED] },
    });
    expect(allowList.status).toBe(200);
    const other = await send('0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB');
    expect(other.body.error).toMatchObject({
      code: 'transfer_policy_violation',
      details: { rule: 'not_in_allow_list', policy_version: 2 },
    });
    expect((await send(VALID.ethereum.toLowerCase())).status).toBe(201);
    expect(await balanceOf(solo, w.id, 'ethereum', 'ETH')).toMatchObject({ balance: '1000', available: '998', reserved: '2' });
  });

  it("admits transfers between the workspace's own wallets past an allow-list; the block-list still applies", async () => {
    const solo = await newWorkspace();
    const stranger = await newWorkspace();
    await Promise.all([enableNetworks(solo, ['ethereum']), enableNetworks(stranger, ['ethereum'])]);
    const [from, to, theirs] = await Promise.all([
      newWallet(solo, ['ethereum']),
      newWallet(solo, ['ethereum']),
      newWallet(stranger, ['ethereum']),
    ]);
    const addressOf = (w: typeof to) => w.accounts.find((a) => a.network_code === 'ethereum')!.address;
    await fund(solo, from.id, 'ethereum', 'ETH', '1000');
    const send = (toAddress: string) =>
      api('POST', '/v1/transfers', {
        token: solo.token,
        body: { wallet_id: from.id, network_code: 'ethereum', asset_symbol: 'ETH', amount_base_units: '1', to_address: toAddress },
      });
    const setPolicy = (blocked: string[]) =>
      api('PUT', '/v1/workspace/transfer-policy', {
        token: solo.token,
        body: { allowed_destination_addresses: [VALID.ethereum], blocked_destination_addresses: blocked },
      });
    expect((await setPolicy([])).status).toBe(200);
    const own = await send(addressOf(to).toLowerCase());
    expect(own.status, own.text).toBe(201);
    expect(own.body.data.policy_verdict).toMatchObject({ allowed_by: 'own_wallet' });
    expect(String(own.body.data.activity.to_address).toLowerCase()).toBe(addressOf(to).toLowerCase());
    const dry = await api('POST', '/v1/transfers', {
      token: solo.token,
      body: {
        wallet_id: from.id,
        network_code: 'ethereum',
        asset_symbol: 'ETH',
        amount_base_units: '1',
        to_address: addressOf(to),
        dry_run: true,
      },
    });
    expect(dry.body.data).toMatchObject({ would_succeed: true, policy: { allowed: true, rule: null } });
    // Another workspace's wallet is outside this one.
    expect((await send(addressOf(theirs))).body.error).toMatchObject({
      code: 'transfer_policy_violation',
      details: { rule: 'not_in_allow_list', address: addressOf(theirs) },
    });
    expect((await setPolicy([addressOf(to)])).status).toBe(200);
    expect((await send(addressOf(to))).body.error).toMatchObject({
      code: 'transfer_policy_violation',
      details: { rule: 'blocked_destination', address: addressOf(to) },
    });
  });

  const invalid: [string, string][] = [
    ['ethereum', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d35A'], // wrong EIP-55 checksum
    ['ethereum', '0x1234'],
    ['ethereum', VALID.solana],
    ['solana', '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB'], // not 32 bytes
    ['solana', '0OIl1111111111111111111111111111'], // not base58
    ['solana', VALID.ethereum],
    ['tron', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU8'], // wrong base58check checksum
    ['tron', VALID.bitcoin],
    ['bitcoin', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5'], // wrong bech32 checksum
    ['bitcoin', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3'], // wrong base58check checksum
    ['bitcoin', VALID.tron],
  ];
  it.each(invalid)('refuses an invalid %s address %s with 400 on body.to_address', async (network, address) => {
    const res = await transfer({ network_code: network, asset_symbol: ASSET[network as keyof typeof ASSET], to_address: address });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.details.fields)).toEqual(['body.to_address']);
  });

  it('evaluates a dry run without creating or reserving anything', async () => {
    const before = await balanceOf(ws, wallet.id, 'bitcoin', 'BTC');
    const ok = await transfer({
      dry_run: true,
      network_code: 'bitcoin',
      asset_symbol: 'BTC',
      amount_base_units: '400',
      to_address: VALID.bitcoin.toUpperCase(),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({
      dry_run: true,
      would_succeed: true,
      destination: { to_address: VALID.bitcoin, address_book_entry_id: null },
      policy: { allowed: true, rule: null, version: 2, funds_ramp_payment: null },
      balance: { sufficient: true, available: '500', requested: '400', asset_symbol: 'BTC', decimals: 8 },
      approval: { required: true, required_approvals: 1 },
    });
    const short = await transfer({
      dry_run: true,
      network_code: 'bitcoin',
      asset_symbol: 'BTC',
      amount_base_units: '501',
      to_address: VALID.bitcoin,
    });
    expect(short.body.data).toMatchObject({ would_succeed: false, balance: { sufficient: false } });
    expect((await transfer({ dry_run: true, wallet_id: newId() })).status).toBe(404);
    expect(await balanceOf(ws, wallet.id, 'bitcoin', 'BTC')).toEqual(before);
    const listed = await api('GET', '/v1/transfers', { token: ws.token, query: { network_code: 'bitcoin' } });
    expect(listed.body.data.items).toEqual([]);
  });

  it('uses active, trusted address book entries of the same network only', async () => {
    const entry = async (body: Record<string, unknown>) =>
      (await api('POST', '/v1/address-book', { token: ws.token, body: { label: 'x', ...body } })).body.data.entry;
    const good = await entry({ network_code: 'ethereum', address: '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb' });
    const sol = await entry({ network_code: 'solana', address: VALID.solana });
    const untrusted = await entry({
      network_code: 'ethereum',
      address: '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      trust_status: 'untrusted',
    });
    const viaEntry = (id: string) => transfer({ to_address: undefined, address_book_entry_id: id });
    const ok = await viaEntry(good.id);
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body.data).toMatchObject({ address_book_entry_id: good.id, activity: { to_address: good.address } });
    expect((await viaEntry(sol.id)).body.error).toMatchObject({ code: 'invalid_destination', details: { reason: 'network_mismatch' } });
    expect((await viaEntry(untrusted.id)).body.error).toMatchObject({ code: 'invalid_destination', details: { reason: 'untrusted' } });
    expect(codeOf(await viaEntry(newId()))).toEqual([404, 'not_found']);
    await api('POST', `/v1/address-book/${good.id}/archive`, { token: ws.token });
    const archived = await viaEntry(good.id);
    expect(archived.status).toBe(422);
    expect(archived.body.error).toMatchObject({ code: 'invalid_destination', details: { reason: 'archived' } });
  });
});
