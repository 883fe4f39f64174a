/** The address book: per-network validation and normalisation, one active entry per address, archive. */
import { describe, expect, it } from 'vitest';
import { api, newWorkspace } from '../support/api.ts';

const EVM = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const BTC = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

describe('address book', () => {
  it('creates entries with canonical addresses, reads, patches and lists them', async () => {
    const ws = await newWorkspace();
    const res = await api('POST', '/v1/address-book', {
      token: ws.token,
      body: { label: ' Supplier ', address: EVM.toLowerCase(), network_code: 'ethereum', asset_symbol: 'USDC', notes: 'Invoices' },
    });
    expect(res.status, res.text).toBe(201);
    const entry = res.body.data.entry;
    expect(entry).toMatchObject({
      label: 'Supplier',
      address: EVM,
      network_code: 'ethereum',
      trust_status: 'trusted',
      status: 'active',
      asset_symbol: 'USDC',
      notes: 'Invoices',
      archived_at: null,
      created_by: ws.owner,
    });
    expect((await api('GET', `/v1/address-book/${entry.id}`, { token: ws.token })).body.data.entry).toEqual(entry);
    const patched = await api('PATCH', `/v1/address-book/${entry.id}`, {
      token: ws.token,
      body: { label: 'Main supplier', notes: null, trust_status: 'untrusted' },
    });
    expect(patched.body.data.entry).toMatchObject({ label: 'Main supplier', notes: null, trust_status: 'untrusted', address: EVM });
    const btc = (
      await api('POST', '/v1/address-book', {
        token: ws.token,
        body: { label: 'Cold', address: BTC.toUpperCase(), network_code: 'bitcoin' },
      })
    ).body.data.entry;
    expect(btc.address).toBe(BTC);
    const list = await api('GET', '/v1/address-book', { token: ws.token });
    expect(list.body.data.items.map((e: { id: string }) => e.id)).toEqual([btc.id, entry.id]);
    expect((await api('GET', '/v1/address-book', { token: ws.token, query: { network_code: 'bitcoin' } })).body.data.items).toHaveLength(1);
    const page = await api('GET', '/v1/address-book', { token: ws.token, query: { limit: '1' } });
    const next = await api('GET', '/v1/address-book', { token: ws.token, query: { limit: '1', cursor: page.body.data.next_cursor } });
    expect(next.body.data.items.map((e: { id: string }) => e.id)).toEqual([entry.id]);
  });

  it('keeps one active entry per network and address (409 conflict), even under a race, and frees it on archive', async () => {
    const ws = await newWorkspace();
    const create = (address: string, network = 'ethereum') =>
      api('POST', '/v1/address-book', { token: ws.token, body: { label: 'x', address, network_code: network } });
    const racing = await Promise.all([EVM, EVM.toLowerCase(), EVM, '0x' + EVM.slice(2).toUpperCase()].map((a) => create(a)));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const winner = racing.find((r) => r.status === 201)!.body.data.entry;
    const loser = racing.find((r) => r.status === 409)!;
    expect(loser.body.error).toMatchObject({ code: 'conflict', details: { existing_entry_id: winner.id, address: EVM } });
    // The same address on another EVM network is another entry.
    expect((await create(EVM, 'polygon')).status).toBe(201);
    const archived = await api('POST', `/v1/address-book/${winner.id}/archive`, { token: ws.token });
    expect(archived.body.data.entry).toMatchObject({ status: 'archived', archived_at: expect.any(String) });
    const again = await api('POST', `/v1/address-book/${winner.id}/archive`, { token: ws.token });
    expect(again.body.data.entry).toEqual(archived.body.data.entry);
    expect((await create(EVM)).status).toBe(201);
    const patch = await api('PATCH', `/v1/address-book/${winner.id}`, { token: ws.token, body: { label: 'y' } });
    expect([patch.status, patch.body.error.code]).toEqual([409, 'invalid_state_transition']);
    const active = await api('GET', '/v1/address-book', { token: ws.token, query: { status: 'archived' } });
    expect(active.body.data.items.map((e: { id: string }) => e.id)).toEqual([winner.id]);
  });

  it('validates addresses per network and refuses bad input field by field', async () => {
    const ws = await newWorkspace();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ label: 'x', address: EVM, network_code: 'solana' }, ['body.address']],
      [{ label: 'x', address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d35A', network_code: 'ethereum' }, ['body.address']],
      [{ label: 'x', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU8', network_code: 'tron' }, ['body.address']],
      [{ label: 'x', address: EVM, network_code: 'ethereum', asset_symbol: 'BTC' }, ['body.asset_symbol']],
      [{ label: '', address: '', network_code: 'dogecoin' }, ['body.label', 'body.address', 'body.network_code']],
      [{ label: 'x', address: EVM, network_code: 'ethereum', trust_status: 'maybe', extra: 1 }, ['body.trust_status', 'body.extra']],
    ];
    for (const [body, fields] of cases) {
      const res = await api('POST', '/v1/address-book', { token: ws.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.details.fields).sort()).toEqual(fields.sort());
    }
    const entry = (await api('POST', '/v1/address-book', { token: ws.token, body: { label: 'x', address: EVM, network_code: 'ethereum' } }))
      .body.data.entry;
    expect((await api('PATCH', `/v1/address-book/${entry.id}`, { token: ws.token, body: {} })).status).toBe(400);
    expect((await api('PATCH', `/v1/address-book/${entry.id}`, { token: ws.token, body: { address: BTC } })).status).toBe(400);
    expect((await api('PATCH', `/v1/address-book/${entry.id}`, { token: ws.token, body: { asset_symbol: 'SOL' } })).status).toBe(400);
    expect((await api('GET', '/v1/address-book', { token: ws.token, query: { status: 'deleted' } })).status).toBe(400);
  });
});
