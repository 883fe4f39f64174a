/**
 * Transfers' optional idempotency_key (the shared idempotency module): a repeat replays the
 * transfer with Idempotent-Replayed and reserves nothing more; another body is 409; concurrent
 * repeats create one transfer; a refused request frees its key. The Idempotency-Key header is the
 * same key: it replays, races and refuses as the body field does.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { balanceOf, enableNetworks, fund, newWallet } from '../support/wallets.ts';

const DEST = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
let ws: TestWorkspace;
let wallet: { id: string };
beforeAll(async () => {
  ws = await newWorkspace();
  await enableNetworks(ws, ['ethereum']);
  wallet = await newWallet(ws, ['ethereum']);
  await fund(ws, wallet.id, 'ethereum', 'USDC', '1000');
});

const send = (key: string, amount = '100') =>
  api('POST', '/v1/transfers', {
    token: ws.token,
    body: {
      wallet_id: wallet.id,
      network_code: 'ethereum',
      asset_symbol: 'USDC',
      amount_base_units: amount,
      to_address: DEST,
      idempotency_key: key,
    },
  });

describe('transfer idempotency', () => {
  it('replays the same request, refuses another body with the same key', async () => {
    const key = `pay-${crypto.randomUUID()}`;
    const first = await send(key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await send(key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    const other = await send(key, '101');
    expect([other.status, other.body.error.code]).toEqual([409, 'idempotency_key_reused']);
    const reserved = await balanceOf(ws, wallet.id, 'ethereum', 'USDC');
    expect(reserved.reserved).toBe('100');
  });

  it('creates one transfer for concurrent repeats; the others replay it or are told to retry', async () => {
    const key = `race-${crypto.randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 5 }, () => send(key, '10')));
    for (const res of results) expect([201, 409]).toContain(res.status);
    const created = results.filter((r) => r.status === 201);
    expect(new Set(created.map((r) => r.body.data.id)).size).toBe(1);
    for (const res of results.filter((r) => r.status === 409)) expect(res.body.error.code).toBe('idempotency_key_in_progress');
    const listed = await api('GET', '/v1/transfers', { token: ws.token, query: { wallet_id: wallet.id, limit: '100' } });
    expect(
      listed.body.data.items.filter((t: { activity: { amount_base_units: string } }) => t.activity.amount_base_units === '10'),
    ).toHaveLength(1);
  });

  it('frees the key of a refused request, so it can be retried once funds arrive', async () => {
    const key = `short-${crypto.randomUUID()}`;
    const refused = await send(key, '5000');
    expect(refused.body.error.code).toBe('insufficient_funds');
    await fund(ws, wallet.id, 'ethereum', 'USDC', '5000');
    const retried = await send(key, '5000');
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
  });
});

describe('the Idempotency-Key header', () => {
  const body = (amount: string, extra: Record<string, unknown> = {}) => ({
    wallet_id: wallet.id,
    network_code: 'ethereum',
    asset_symbol: 'USDC',
    amount_base_units: amount,
    to_address: DEST,
    ...extra,
  });
  const post = (key: string | undefined, payload: Record<string, unknown>) =>
    api('POST', '/v1/transfers', { token: ws.token, body: payload, ...(key === undefined ? {} : { headers: { 'Idempotency-Key': key } }) });

  it('moves money once for two concurrent identical requests that carry only the header', async () => {
    const key = `hdr-race-${crypto.randomUUID()}`;
    const before = await balanceOf(ws, wallet.id, 'ethereum', 'USDC');
    const [a, b] = await Promise.all([post(key, body('7')), post(key, body('7'))]);
    const answers = [a, b];
    for (const res of answers) expect([201, 409]).toContain(res.status);
    const created = answers.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.body.data.id)).size).toBe(1);
    for (const res of answers.filter((r) => r.status === 409)) {
      expect(res.body.error.code).toBe('idempotency_key_in_progress');
      expect(res.headers.get('retry-after')).toBe('1');
    }
    const after = await balanceOf(ws, wallet.id, 'ethereum', 'USDC');
    expect(BigInt(after.reserved) - BigInt(before.reserved)).toBe(7n);
    const again = await post(key, body('7'));
    expect([again.status, again.headers.get('idempotent-replayed'), again.body.data.id]).toEqual([201, 'true', created[0]!.body.data.id]);
  });

  it('is the body field: a key sent in the header is replayed when sent in the body, and refuses another body', async () => {
    const key = `hdr-${crypto.randomUUID()}`;
    const first = await post(key, body('3'));
    expect([first.status, first.headers.get('idempotent-replayed')]).toEqual([201, null]);
    const inBody = await post(undefined, body('3', { idempotency_key: key }));
    expect([inBody.status, inBody.headers.get('idempotent-replayed'), inBody.body.data.id]).toEqual([201, 'true', first.body.data.id]);
    const both = await post(key, body('3', { idempotency_key: key }));
    expect([both.status, both.body.data.id]).toEqual([201, first.body.data.id]);
    const other = await post(key, body('4'));
    expect([other.status, other.body.error.code]).toEqual([409, 'idempotency_key_reused']);
  });

  it('refuses a header and a body field that differ, and a malformed header, before anything is created', async () => {
    const mismatch = await post(`hdr-a-${crypto.randomUUID()}`, body('2', { idempotency_key: `hdr-b-${crypto.randomUUID()}` }));
    expect([mismatch.status, mismatch.body.error.code]).toEqual([400, 'idempotency_key_mismatch']);
    expect(mismatch.body.error.details).toEqual({ header: 'Idempotency-Key', body_field: 'idempotency_key' });
    const tooLong = await post('k'.repeat(256), body('2'));
    expect([tooLong.status, tooLong.body.error.code]).toEqual([400, 'invalid_request']);
    expect(Object.keys(tooLong.body.error.details.fields)).toEqual(['header.Idempotency-Key']);
  });

  it('funds a sandbox wallet once for concurrent identical deposits that carry only the header', async () => {
    const key = `dep-${crypto.randomUUID()}`;
    const deposit = () =>
      api('POST', `/v1/sandbox/wallets/${wallet.id}/deposits`, {
        token: ws.token,
        headers: { 'Idempotency-Key': key },
        body: { network_code: 'ethereum', asset_symbol: 'USDC', amount_base_units: '17' },
      });
    const answers = await Promise.all([deposit(), deposit()]);
    for (const res of answers) expect([201, 409]).toContain(res.status);
    const ids = new Set(answers.filter((r) => r.status === 201).map((r) => r.body.data.transaction.id));
    expect(ids.size).toBe(1);
    const again = await deposit();
    expect([again.status, again.headers.get('idempotent-replayed'), again.body.data.transaction.id]).toEqual([201, 'true', [...ids][0]]);
    const listed = await api('GET', `/v1/wallets/${wallet.id}/transactions`, { token: ws.token, query: { limit: '100' } });
    expect(listed.body.data.items.filter((t: { amount_base_units: string }) => t.amount_base_units === '17')).toHaveLength(1);
  });
});
