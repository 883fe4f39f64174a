/**
 * Sandbox lifecycle: magic amounts drive each path to its terminal state (steps of 400 ms in
 * the test stack), each transition emits its event in the same transaction with a sequence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newWorkspace } from '../support/api.ts';
import { hybrid, hybridPayment, stopHybrid } from '../support/hybrid.ts';
import { createPayment, offRamp, onRamp, waitForPayment } from '../support/ramp.ts';
import { scanAll } from '../support/table-scan.ts';

// Live payments need a partner: the hybrid gateway's (test/support/hybrid.ts), over the same table.
beforeAll(async () => {
  await hybrid();
}, 60_000);
afterAll(stopHybrid);

const terminal = (p: { status: string }) => ['succeeded', 'failed', 'cancelled', 'expired'].includes(p.status);

async function eventsOf(reference: string) {
  const events = (await scanAll()).filter((i) => i.entity === 'event' && i.resource_id === reference);
  return events.sort((a, b) => Number(a.sequence) - Number(b.sequence));
}

describe.concurrent('sandbox ramp lifecycle', () => {
  it.each([
    ['100000000', 'succeeded', ['created', 'processing', 'succeeded'], null],
    ['100000001', 'succeeded', ['created', 'requires_action', 'processing', 'succeeded'], null],
    ['100000002', 'failed', ['created', 'processing', 'failed'], 'destination_account_rejected'],
    ['100000003', 'expired', ['created', 'expired'], 'funding_not_received'],
    ['100000004', 'expired', ['created', 'requires_action', 'expired'], 'action_not_completed'],
  ])('amount %s ends %s, emitting its events in order', async (amount, status, path, reason) => {
    const ws = await newWorkspace();
    const created = await createPayment(ws.token, offRamp('bank', { source_amount: amount }));
    expect(created.status).toBe(201);
    const reference = created.body.data.reference;
    const final = await waitForPayment(ws.token, reference, terminal);
    expect(final).toMatchObject({ status, failure_reason: reason });
    const events = await eventsOf(reference);
    expect(events.map((e) => e.type)).toEqual(path.map((s) => `ramp.payment.${s}`));
    expect(events.map((e) => e.sequence)).toEqual(path.map((_, i) => i + 1));
    expect(events.at(-1)!.data).toEqual(final);
    expect(events[0]!.data).toMatchObject({ reference, status: 'pending' });
    for (const e of events)
      expect(e).toMatchObject({
        resource_type: 'ramp_payment',
        workspace_id: ws.workspaceId,
        environment: 'sandbox',
        id: expect.stringMatching(/^evt_/),
      });
    // Terminal statuses never change, and reading again emits nothing.
    await new Promise((r) => setTimeout(r, 500));
    expect((await api('GET', `/v1/ramp/payments/${reference}`, { token: ws.token })).body.data.status).toBe(status);
    expect(await eventsOf(reference)).toHaveLength(path.length);
  });

  it('cancels a pending payment once, then refuses: a terminal payment is 409', async () => {
    const ws = await newWorkspace();
    const { reference } = (await createPayment(ws.token, onRamp({ source_amount: '50000003' }))).body.data;
    const cancel = await api('POST', `/v1/ramp/payments/${reference}/cancel`, { token: ws.token });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data.status).toBe('cancelled');
    const again = await api('POST', `/v1/ramp/payments/${reference}/cancel`, { token: ws.token });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'invalid_state_transition', details: { status: 'cancelled', allowed_statuses: [] } });
    const done = (await createPayment(ws.token, offRamp('bank'))).body.data.reference;
    await waitForPayment(ws.token, done, terminal);
    expect((await api('POST', `/v1/ramp/payments/${done}/cancel`, { token: ws.token })).status).toBe(409);
    expect((await eventsOf(reference)).map((e) => e.type)).toEqual(['ramp.payment.created', 'ramp.payment.cancelled']);
  });

  it('advances by hand in sandbox along legal moves only; the payment then stays put', async () => {
    const ws = await newWorkspace();
    const { reference } = (await createPayment(ws.token, offRamp('bank', { source_amount: '100000003' }))).body.data;
    const advance = (status: string, extra = {}) =>
      api('POST', `/v1/sandbox/ramp/payments/${reference}/advance`, { token: ws.token, body: { status, ...extra } });
    expect((await advance('succeeded')).status).toBe(409);
    expect((await advance('requires_action')).body.data.status).toBe('requires_action');
    await new Promise((r) => setTimeout(r, 900));
    expect((await api('GET', `/v1/ramp/payments/${reference}`, { token: ws.token })).body.data.status).toBe('requires_action');
    expect((await advance('processing')).body.data.status).toBe('processing');
    const illegal = await advance('cancelled');
    expect(illegal.status).toBe(409);
    expect(illegal.body.error.details).toMatchObject({
      status: 'processing',
      requested_status: 'cancelled',
      allowed_statuses: ['succeeded', 'failed'],
    });
    const failed = await advance('failed', { failure_reason: 'insufficient_liquidity' });
    expect(failed.body.data).toMatchObject({ status: 'failed', failure_reason: 'insufficient_liquidity' });
    expect((await eventsOf(reference)).map((e) => [e.sequence, e.type])).toEqual([
      [1, 'ramp.payment.created'],
      [2, 'ramp.payment.requires_action'],
      [3, 'ramp.payment.processing'],
      [4, 'ramp.payment.failed'],
    ]);
  });

  it('refuses the advance route in live, and live payments do not advance on their own', async () => {
    const ws = await newWorkspace();
    const live = { environment: 'live' };
    // Live payments need a partner: submitted through the hybrid gateway, over the same table.
    const { reference } = await hybridPayment(ws.token);
    const res = await api('POST', `/v1/sandbox/ramp/payments/${reference}/advance`, {
      token: ws.token,
      query: live,
      body: { status: 'processing' },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('sandbox_only');
    await new Promise((r) => setTimeout(r, 900));
    expect((await api('GET', `/v1/ramp/payments/${reference}`, { token: ws.token, query: live })).body.data.status).toBe('pending');
  });

  it('answers 404 for an unknown reference and 400 for a malformed one', async () => {
    const ws = await newWorkspace();
    expect((await api('GET', `/v1/ramp/payments/rp_${'0'.repeat(32)}`, { token: ws.token })).status).toBe(404);
    expect((await api('POST', `/v1/ramp/payments/nope/cancel`, { token: ws.token })).status).toBe(400);
  });
});
