/**
 * Ramp events reach a webhook receiver: each sandbox lifecycle path, through the outbox,
 * stream fan-out and signed dispatch. Delivery order is not guaranteed, so the receiver orders
 * a payment's events by their `sequence` (from the events API) and checks the path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { startReceiver, type Receiver } from '../support/receiver.ts';
import { createPayment, offRamp, onRamp, waitForPayment } from '../support/ramp.ts';
import { until } from '../support/wallets.ts';
import { verifyWebhookSignature } from '#shared/webhooks/verify-signature.ts';

let receiver: Receiver;
let ws: TestWorkspace;
let secret: string;

beforeAll(async () => {
  receiver = await startReceiver();
  ws = await newWorkspace();
  const hook = await api('POST', '/v1/webhooks', { token: ws.token, body: { name: 'ramp', url: receiver.url, event_types: ['*'] } });
  expect(hook.status).toBe(201);
  secret = hook.body.data.signing_secret;
});
afterAll(() => receiver.close());

const terminal = (p: { status: string }) => ['succeeded', 'failed', 'cancelled', 'expired'].includes(p.status);

describe('ramp events to a webhook receiver', () => {
  it('delivers every lifecycle path, signed, in sequence order', async () => {
    const paths: Record<string, string[]> = {};
    const start = async (body: Record<string, unknown>, path: string[]) => {
      const res = await createPayment(ws.token, body);
      expect(res.status).toBe(201);
      paths[res.body.data.reference] = path;
      return res.body.data.reference as string;
    };
    await start(offRamp('bank', { source_amount: '100000000' }), ['created', 'processing', 'succeeded']);
    await start(offRamp('bank', { source_amount: '100000001' }), ['created', 'requires_action', 'processing', 'succeeded']);
    await start(offRamp('bank', { source_amount: '100000002' }), ['created', 'processing', 'failed']);
    await start(offRamp('bank', { source_amount: '100000003' }), ['created', 'expired']);
    const cancelled = await start(onRamp({ source_amount: '50000003' }), ['created', 'cancelled']);
    expect((await api('POST', `/v1/ramp/payments/${cancelled}/cancel`, { token: ws.token })).status).toBe(200);
    // Reads settle what has fallen due (docs/ramp.md, Lifecycle).
    await Promise.all(Object.keys(paths).map((reference) => waitForPayment(ws.token, reference, terminal)));

    const total = Object.values(paths).reduce((n, path) => n + path.length, 0);
    await receiver.waitFor(total, 20_000);
    for (const [reference, path] of Object.entries(paths)) {
      const got = receiver.received.filter((r) => r.body.data.reference === reference);
      expect(got, reference).toHaveLength(path.length);
      for (const delivery of got) {
        expect(verifyWebhookSignature(delivery.rawBody, delivery.headers as Record<string, string>, secret)).toBe(true);
        expect(delivery.headers['x-service-webhook-type']).toBe(delivery.body.type);
      }
      const ordered = await Promise.all(
        got.map(async (d) => ({ delivery: d, event: (await api('GET', `/v1/events/${d.body.id}`, { token: ws.token })).body.data.event })),
      );
      ordered.sort((a, b) => a.event.sequence - b.event.sequence);
      expect(ordered.map((o) => o.event.sequence)).toEqual(path.map((_, i) => i + 1));
      expect(ordered.map((o) => o.delivery.body.type)).toEqual(path.map((s) => `ramp.payment.${s}`));
      // Each event carries the payment as it was at that step.
      expect(ordered.map((o) => o.delivery.body.data.status)).toEqual(['pending', ...path.slice(1)]);
    }
  });

  // DynamoDB Local streams an empty map as `{}`, which the fan-out could not read: the event was
  // never delivered, and every event after it waited behind it (infra/local/stream-event.ts).
  it('delivers the events of a payment whose metadata holds empty objects, and the events after them', async () => {
    const metadata = { empty: {}, nested: { list: [{}], also: {} } };
    const first = await createPayment(ws.token, offRamp('bank', { source_amount: '100000003', metadata }));
    expect(first.status).toBe(201);
    const next = await createPayment(ws.token, offRamp('bank', { source_amount: '100000003' }));
    expect(next.status).toBe(201);
    const created = (reference: string) =>
      receiver.received.find((r) => r.body.type === 'ramp.payment.created' && r.body.data.reference === reference);
    const [firstCreated, nextCreated] = await until(
      async () => [created(first.body.data.reference), created(next.body.data.reference)] as const,
      ([a, b]) => a !== undefined && b !== undefined,
      15_000,
    );
    expect(firstCreated?.body.data.metadata).toEqual(metadata);
    expect(nextCreated).toBeDefined();
  });
});
