/**
 * The partner's signed status callbacks (docs/ramp.md, Partner callbacks), end to end: payments
 * are submitted to a partner stand-in through a hybrid-mode gateway, and the test, acting as the
 * partner, signs and posts `payment.status_changed` events to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { deliver, hybrid, hybridOffRamp, hybridPayment, statusEvent, stopHybrid, type HybridPayment } from '../support/hybrid.ts';
import { PARTNER_CALLBACK_SECRET, signedCallback } from '../support/partner-server.ts';
import { PARTNER_SIGNATURE_HEADER, signPartnerCallback } from '#shared/crypto/partner-signature.ts';
import { createPayment, offRamp } from '../support/ramp.ts';
import { UNFUNDED_AMOUNT } from '#shared/fixtures/request-bodies.ts';
import { PAST_FUNDING_DEADLINE_MS } from '../support/stack-env.ts';

let ws: TestWorkspace;
let url: string;

beforeAll(async () => {
  url = (await hybrid()).url;
  ws = await newWorkspace('partner callbacks');
}, 60_000);

afterAll(stopHybrid);

async function read(payment: HybridPayment, environment = 'live') {
  const res = await api('GET', `/v1/ramp/payments/${payment.reference}`, { token: ws.token, baseUrl: url, query: { environment } });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

/** The payment's events, in sequence order. */
async function eventsOf(payment: HybridPayment, environment = 'live') {
  const res = await api('GET', '/v1/events', { token: ws.token, query: { environment, limit: '100' } });
  expect(res.status, res.text).toBe(200);
  return (res.body.data.items as any[]).filter((e) => e.data?.reference === payment.reference).sort((a, b) => a.sequence - b.sequence);
}

/** The hybrid off-ramp, from `network` (where the test wallet holds its USDC). */
const hybridOffRampOn = (network: string) => hybridOffRamp({ source_network: network });

const types = async (payment: HybridPayment, environment = 'live') =>
  (await eventsOf(payment, environment)).map((e) => e.type.replace('ramp.payment.', ''));

describe('signed partner callbacks', () => {
  it('moves the payment on a good signature, emitting the event', async () => {
    const payment = await hybridPayment(ws.token);
    const res = await deliver(statusEvent(payment, 'processing'));
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ received: true, applied: true, outcome: 'applied', payment_status: 'processing' });
    expect((await read(payment)).status).toBe('processing');
    expect(await types(payment)).toEqual(['created', 'processing']);
  });

  it('walks a skip (pending → succeeded) through processing, with both events', async () => {
    const payment = await hybridPayment(ws.token);
    const res = await deliver(statusEvent(payment, 'succeeded'));
    expect(res.body.data).toMatchObject({ applied: true, payment_status: 'succeeded' });
    const events = await eventsOf(payment);
    expect(events.map((e) => [e.type, e.sequence, e.data.status])).toEqual([
      ['ramp.payment.created', 1, 'pending'],
      ['ramp.payment.processing', 2, 'processing'],
      ['ramp.payment.succeeded', 3, 'succeeded'],
    ]);
    expect((await read(payment)).status).toBe('succeeded');
  });

  it('keeps the failure reason the partner gives, or names the partner as the source', async () => {
    const [a, b] = await Promise.all([hybridPayment(ws.token), hybridPayment(ws.token)]);
    await deliver(statusEvent(a, 'failed', { failure_reason: 'beneficiary_bank_rejected' }));
    await deliver(statusEvent(b, 'failed'));
    expect(await read(a)).toMatchObject({ status: 'failed', failure_reason: 'beneficiary_bank_rejected' });
    expect(await read(b)).toMatchObject({ status: 'failed', failure_reason: 'provider_reported_failure' });
  });

  it('refuses bad, wrong-secret, stale, future, missing and malformed signatures and tampered bodies with 401, changing nothing', async () => {
    const payment = await hybridPayment(ws.token);
    const event = statusEvent(payment, 'succeeded');
    const good = signedCallback(event);
    // Each case's timestamp is taken as it is sent, and far outside the tolerance: earlier cases
    // of a busy run can take seconds, which would bring a timestamp taken once back inside it.
    const signedAt = (offsetSeconds: number) =>
      signPartnerCallback(PARTNER_CALLBACK_SECRET, Math.floor(Date.now() / 1000) + offsetSeconds, good.body);
    const send = (body: string, signature: string | undefined) =>
      api('POST', '/v1/ramp/partner-events', {
        baseUrl: url,
        rawBody: body,
        headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { [PARTNER_SIGNATURE_HEADER]: signature }) },
      });
    const flipped = good.headers[PARTNER_SIGNATURE_HEADER]!.replace(/v1=(.)/, (_, c: string) => `v1=${c === '0' ? '1' : '0'}`);
    const cases: [string, string, () => string | undefined, string][] = [
      ['bad signature', good.body, () => flipped, 'mismatch'],
      ['wrong secret', good.body, () => signPartnerCallback('not-the-secret', Math.floor(Date.now() / 1000), good.body), 'mismatch'],
      ['expired timestamp', good.body, () => signedAt(-360), 'expired'],
      ['timestamp from the future', good.body, () => signedAt(360), 'expired'],
      ['missing header', good.body, () => undefined, 'missing'],
      ['empty header', good.body, () => '', 'missing'],
      ['malformed header', good.body, () => 'v1=abc', 'malformed'],
      ['tampered body', good.body.replace('succeeded', 'failed'), () => good.headers[PARTNER_SIGNATURE_HEADER], 'mismatch'],
      ['invalid JSON unsigned', '{', () => undefined, 'missing'],
    ];
    for (const [name, body, signature, reason] of cases) {
      const res = await send(body, signature());
      expect([name, res.status, res.body?.error?.code, res.body?.error?.details]).toEqual([name, 401, 'invalid_signature', { reason }]);
      expect(res.text).not.toContain(PARTNER_CALLBACK_SECRET);
    }
    expect((await read(payment)).status).toBe('pending');
    expect(await types(payment)).toEqual(['created']);
    // Nothing of the event was recorded: its first properly signed delivery is applied.
    const res = await send(good.body, signedAt(0));
    expect(res.body.data).toMatchObject({ applied: true, payment_status: 'succeeded' });
  });

  it('accepts a signature made with one of several secrets during a rotation', async () => {
    const payment = await hybridPayment(ws.token);
    const res = await deliver(statusEvent(payment, 'processing'), { secrets: ['the-next-secret', PARTNER_CALLBACK_SECRET] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.applied).toBe(true);
  });

  it('answers a replayed event id as the first delivery, changing nothing', async () => {
    const payment = await hybridPayment(ws.token);
    const event = statusEvent(payment, 'processing');
    const first = await deliver(event);
    expect(first.body.data).toMatchObject({ applied: true, payment_status: 'processing' });
    // Moved on since by another event: the replay still answers what the first delivery did.
    await deliver(statusEvent(payment, 'succeeded'));
    const replay = await deliver(event);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual(first.body.data);
    // Same id, another body: still the first answer, nothing applied.
    const altered = await deliver({ ...event, data: { ...event.data, status: 'failed' } });
    expect(altered.body.data).toEqual(first.body.data);
    expect(await types(payment)).toEqual(['created', 'processing', 'succeeded']);
    expect((await read(payment)).status).toBe('succeeded');
  });

  it('ignores an out-of-order event (processing after succeeded)', async () => {
    const payment = await hybridPayment(ws.token);
    await deliver(statusEvent(payment, 'succeeded'));
    const late = await deliver(statusEvent(payment, 'processing'));
    expect(late.status).toBe(200);
    expect(late.body.data).toEqual({ received: true, applied: false, outcome: 'stale', payment_status: 'succeeded' });
    const same = await deliver(statusEvent(payment, 'succeeded'));
    expect(same.body.data).toMatchObject({ applied: false, outcome: 'stale' });
    expect(await types(payment)).toEqual(['created', 'processing', 'succeeded']);
  });

  it('answers 200 without change to an event the state machine cannot reach (succeeded after cancelled)', async () => {
    const payment = await hybridPayment(ws.token);
    const cancel = await api('POST', `/v1/ramp/payments/${payment.reference}/cancel`, {
      token: ws.token,
      baseUrl: url,
      query: { environment: 'live' },
    });
    expect(cancel.status, cancel.text).toBe(200);
    const res = await deliver(statusEvent(payment, 'succeeded'));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ received: true, applied: false, outcome: 'unreachable', payment_status: 'cancelled' });
    expect(await types(payment)).toEqual(['created', 'cancelled']);
  });

  it('answers 404 for an unknown reference and for a payment never submitted to the partner (mock mode)', async () => {
    const unknown = await deliver(statusEvent({ reference: `rp_${'0'.repeat(32)}`, provider_reference: 'PARTNER-00000000' }, 'processing'));
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'not_found']);
    // Created through the test stack, which runs the mock network (so in sandbox: live payments
    // need a partner there): no lookup item, so unknown. Unfunded, it only ever expires on its own.
    const created = await createPayment(ws.token, offRamp('bank', { source_amount: UNFUNDED_AMOUNT }));
    expect(created.status, created.text).toBe(201);
    const mock = created.body.data;
    const res = await deliver(statusEvent(mock, 'processing'));
    expect([res.status, res.body.error.code]).toEqual([404, 'not_found']);
    const after = await api('GET', `/v1/ramp/payments/${mock.reference}`, { token: ws.token });
    expect(['pending', 'expired']).toContain(after.body.data.status);
  });

  it("refuses a provider_reference that is not the payment's", async () => {
    const payment = await hybridPayment(ws.token);
    const res = await deliver(statusEvent(payment, 'succeeded', { provider_reference: 'PARTNER-ffffffff' }));
    expect([res.status, res.body.error.code]).toEqual([404, 'not_found']);
    expect(await types(payment)).toEqual(['created']);
  });

  it('validates the body after the signature, with field details', async () => {
    const payment = await hybridPayment(ws.token);
    const res = await deliver({ ...statusEvent(payment, 'arrived'), type: 'payment.created' });
    expect([res.status, res.body.error.code]).toEqual([400, 'invalid_request']);
    expect(Object.keys(res.body.error.details.fields).sort()).toEqual(['body.data.status', 'body.type']);
  });

  it('applies each transition once under concurrent deliveries of different events and concurrent reads', async () => {
    const payment = await hybridPayment(ws.token);
    const events = [
      ...Array.from({ length: 4 }, () => statusEvent(payment, 'processing')),
      ...Array.from({ length: 4 }, () => statusEvent(payment, 'succeeded')),
    ];
    const duplicate = statusEvent(payment, 'succeeded');
    const results = await Promise.all([
      ...events.map((e) => deliver(e)),
      ...Array.from({ length: 3 }, () => deliver(duplicate)),
      ...Array.from({ length: 4 }, () =>
        api('GET', `/v1/ramp/payments/${payment.reference}`, { token: ws.token, baseUrl: url, query: { environment: 'live' } }),
      ),
    ]);
    expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const callbacks = results.slice(0, events.length + 3).map((r) => r.body.data);
    // The duplicates of one event all got one answer.
    expect(new Set(callbacks.slice(events.length).map((d) => JSON.stringify(d))).size).toBe(1);
    expect(await types(payment)).toEqual(['created', 'processing', 'succeeded']);
    expect((await eventsOf(payment)).map((e) => e.sequence)).toEqual([1, 2, 3]);
    expect((await read(payment)).status).toBe('succeeded');
  });

  it("in sandbox, applies the partner's status and stops the sandbox scenario", async () => {
    // Amount ending 03: the scenario would expire it at the funding deadline (5 s in the test stack).
    const payment = await hybridPayment(ws.token, { environment: 'sandbox', source_amount: '100000003' });
    const res = await deliver(statusEvent(payment, 'processing'));
    expect(res.body.data).toMatchObject({ applied: true, payment_status: 'processing' });
    await new Promise((r) => setTimeout(r, PAST_FUNDING_DEADLINE_MS));
    expect((await read(payment, 'sandbox')).status).toBe('processing');
    expect(await types(payment, 'sandbox')).toEqual(['created', 'processing']);
  });

  it('waits while a workspace wallet still funds the payment: 409 with Retry-After, nothing recorded, the transfer untouched', async () => {
    const { enableNetworks, fund, newWallet } = await import('../support/wallets.ts');
    const owner = await newWorkspace('partner callbacks, wallet funded');
    await enableNetworks(owner, ['ethereum']);
    const wallet = await newWallet(owner, ['ethereum']);
    await fund(owner, wallet.id, 'ethereum', 'USDC', '500000000');
    const created = await api('POST', '/v1/ramp/payments', {
      token: owner.token,
      baseUrl: url,
      body: { ...hybridOffRampOn('ethereum'), source_wallet_id: wallet.id },
    });
    expect(created.status, created.text).toBe(201);
    const payment = created.body.data;
    // Approvals are on by default: the funding transfer waits for a second member.
    const event = statusEvent(payment, 'cancelled');
    for (const reported of [event, statusEvent(payment, 'processing')]) {
      const res = await deliver(reported);
      expect([res.status, res.body.error?.code, res.body.error?.details?.funding_transfer_id], res.text).toEqual([
        409,
        'conflict',
        payment.funding_transfer_id,
      ]);
      expect(res.headers.get('retry-after')).toBe('60');
    }
    const transfer = await api('GET', `/v1/transfers/${payment.funding_transfer_id}`, { token: owner.token });
    expect(transfer.body.data).toMatchObject({ approval_state: 'pending_approval', activity: { status: 'pending' } });
    const after = await api('GET', `/v1/ramp/payments/${payment.reference}`, { token: owner.token, baseUrl: url });
    expect(after.body.data.status).toBe('pending');
    // Once the transfer is cancelled (and with it the payment), the same event is late news.
    const cancelled = await api('POST', `/v1/ramp/payments/${payment.reference}/cancel`, { token: owner.token, baseUrl: url });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await deliver(event)).body.data).toMatchObject({ applied: false, outcome: 'stale', payment_status: 'cancelled' });
  });
});
