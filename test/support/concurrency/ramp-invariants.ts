/**
 * Concurrency invariants of the ramp: an idempotency key makes one payment, one status move
 * wins on a payment, a quote request is executed once.
 */
import { expect } from 'vitest';
import { api } from '../api.ts';
import { OFF_RAMPS, onRamp } from '../ramp.ts';
import { QUOTE_REQUEST } from '#shared/fixtures/request-bodies.ts';
import { rampPaymentBody } from '#shared/fixtures/ramp-factories.ts';
import type { Tenant } from '../resources/tenant.ts';
import { noServerErrors, race, RACERS, registerInvariant, statusesOf } from './registry.ts';

const q = (t: Tenant) => ({ environment: t.environment });
const newPayment = async (t: Tenant) =>
  (await api('POST', '/v1/ramp/payments', { token: t.token, query: q(t), body: rampPaymentBody(t) })).body.data.reference as string;

registerInvariant({
  routeId: 'createRampPayment',
  name: 'one idempotency key sent concurrently: one payment, every 201 carries its reference, the rest 409 in progress',
  run: async ({ tenant }) => {
    const body = rampPaymentBody(tenant, { idempotency_key: 'same-order' });
    const results = await race(RACERS, () => api('POST', '/v1/ramp/payments', { token: tenant.token, query: q(tenant), body }));
    noServerErrors(results);
    const ok = results.filter((r) => r.status === 201);
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((r) => r.body.data.reference)).size).toBe(1);
    for (const r of results.filter((x) => x.status !== 201))
      expect([r.status, r.body.error.code]).toEqual([409, 'idempotency_key_in_progress']);
    const listed = await api('GET', '/v1/ramp/payments', { token: tenant.token, query: { ...q(tenant), limit: '100' } });
    expect(listed.body.data.items).toHaveLength(1);
  },
});

/** Cancel and manual advances raced on one pending payment: exactly one move applies. */
const oneMoveWins = async ({ tenant }: { tenant: Tenant }) => {
  const reference = await newPayment(tenant);
  const results = await race(RACERS, (i) =>
    i % 2 === 0
      ? api('POST', `/v1/ramp/payments/${reference}/cancel`, { token: tenant.token, query: q(tenant) })
      : api('POST', `/v1/sandbox/ramp/payments/${reference}/advance`, {
          token: tenant.token,
          query: q(tenant),
          body: { status: 'processing' },
        }),
  );
  noServerErrors(results);
  expect(statusesOf(results)).toEqual([200, ...Array(RACERS - 1).fill(409)]);
  const winner = results.find((r) => r.status === 200)!.body.data.status;
  const final = (await api('GET', `/v1/ramp/payments/${reference}`, { token: tenant.token, query: q(tenant) })).body.data;
  // Advanced by hand, a payment stays where it was put; a cancelled one is terminal.
  expect(final.status).toBe(winner);
  const events = await api('GET', '/v1/events', { token: tenant.token, query: { ...q(tenant), limit: '100' } });
  const moves = events.body.data.items.filter(
    (e: { type: string; data: { reference?: string } }) => e.data.reference === reference && e.type !== 'ramp.payment.created',
  );
  expect(moves.map((e: { type: string }) => e.type)).toEqual([`ramp.payment.${winner}`]);
};
for (const routeId of ['cancelRampPayment', 'advanceSandboxRampPayment']) {
  registerInvariant({
    routeId,
    name: 'cancel and advance raced on one pending payment: one 200, the rest 409, one event',
    run: oneMoveWins,
  });
}

registerInvariant({
  routeId: 'executeQuote',
  name: 'one quote request executed concurrently: one payment, the rest 409',
  run: async ({ tenant }) => {
    const qr = (await api('POST', '/v1/quote-requests', { token: tenant.token, query: q(tenant), body: QUOTE_REQUEST })).body.data
      .quote_request;
    const quote = (await api('GET', `/v1/quote-requests/${qr.id}/quotes`, { token: tenant.token, query: q(tenant) })).body.data.items[0];
    const results = await race(RACERS, () =>
      api('POST', `/v1/quote-requests/${qr.id}/execute`, {
        token: tenant.token,
        query: q(tenant),
        body: { quote_id: quote.id, destination: OFF_RAMPS.bank.destination },
      }),
    );
    noServerErrors(results);
    expect(statusesOf(results)).toEqual([201, ...Array(RACERS - 1).fill(409)]);
    const reference = results.find((r) => r.status === 201)!.body.data.reference;
    const read = (await api('GET', `/v1/quote-requests/${qr.id}`, { token: tenant.token, query: q(tenant) })).body.data.quote_request;
    expect(read).toMatchObject({ status: 'executed', payment_reference: reference });
    const listed = await api('GET', '/v1/ramp/payments', { token: tenant.token, query: { ...q(tenant), limit: '100' } });
    expect(listed.body.data.items.map((p: { reference: string }) => p.reference)).toEqual([reference]);
  },
});

/** Reads racing to settle the same due transitions: each transition is written, and announced, once. */
const settlesOnce = async ({ tenant }: { tenant: Tenant }) => {
  // The default sandbox scenario: pending → processing → succeeded, one step apart (400 ms in the test stack).
  const reference = (
    await api('POST', '/v1/ramp/payments', {
      token: tenant.token,
      query: q(tenant),
      body: rampPaymentBody(tenant, { source_amount: '250000000' }),
    })
  ).body.data.reference;
  await new Promise((r) => setTimeout(r, 1500));
  const reads = await race(RACERS, (i) =>
    i % 2 === 0
      ? api('GET', `/v1/ramp/payments/${reference}`, { token: tenant.token, query: q(tenant) })
      : api('GET', '/v1/ramp/payments', { token: tenant.token, query: { ...q(tenant), limit: '10' } }),
  );
  noServerErrors(reads);
  expect(statusesOf(reads)).toEqual(reads.map(() => 200));
  const events = await api('GET', '/v1/events', { token: tenant.token, query: { ...q(tenant), limit: '100' } });
  const types = events.body.data.items
    .filter((e: { data: { reference?: string } }) => e.data.reference === reference)
    .map((e: { type: string }) => e.type)
    .sort();
  expect(types).toEqual(['ramp.payment.created', 'ramp.payment.processing', 'ramp.payment.succeeded']);
};
for (const routeId of ['getRampPayment', 'listRampPayments']) {
  registerInvariant({
    routeId,
    name: 'reads racing to settle due transitions: every read 200, each transition written and announced once',
    run: settlesOnce,
  });
}

/**
 * Reads racing to settle an on-ramp into one of the tenant's wallets to `succeeded`: the credit
 * rides in the transition's write, so the wallet gets one inbound transaction and one credit.
 */
const creditsOnce = async ({ tenant }: { tenant: Tenant }) => {
  const as = { token: tenant.token, query: q(tenant) };
  expect((await api('PUT', '/v1/workspace/networks', { ...as, body: { enabled_networks: ['base'] } })).status).toBe(200);
  const wallet = (await api('POST', '/v1/wallets', { ...as, body: { name: 'On-ramp target', networks: ['base'] } })).body.data.wallet;
  const address = wallet.accounts[0].address as string;
  const body = onRamp({ deliver_to: { network: 'base', address }, metadata: { tenant: tenant.canary } });
  const created = (await api('POST', '/v1/ramp/payments', { ...as, body })).body.data;
  await new Promise((r) => setTimeout(r, 1000));
  const reads = await race(RACERS, (i) =>
    i % 2 === 0
      ? api('GET', `/v1/ramp/payments/${created.reference}`, as)
      : api('GET', '/v1/ramp/payments', { ...as, query: { ...q(tenant), limit: '10' } }),
  );
  noServerErrors(reads);
  const payment = (await api('GET', `/v1/ramp/payments/${created.reference}`, as)).body.data;
  expect(payment.status).toBe('succeeded');
  const txns = (await api('GET', `/v1/wallets/${wallet.id}/transactions`, as)).body.data.items;
  expect(txns.map((t: { id: string; ramp_payment_reference: string }) => [t.id, t.ramp_payment_reference])).toEqual([
    [payment.delivery.transaction_id, created.reference],
  ]);
  const balances = (await api('GET', '/v1/balances', as)).body.data.items[0].balances.find((b: { symbol: string }) => b.symbol === 'USDC');
  expect(BigInt(balances.balance) + BigInt(balances.pending)).toBe(BigInt(payment.delivery.amount));
};
registerInvariant({
  routeId: 'getRampPayment',
  name: 'reads racing an on-ramp into an own wallet to succeeded: one inbound transaction, one credit',
  run: creditsOnce,
});
