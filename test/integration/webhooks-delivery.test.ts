/**
 * Signed delivery end to end: API → outbox item → table stream → fan-out → SQS → dispatcher →
 * a real HTTP receiver, all on the local stack with the retry schedule compressed to seconds.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { startReceiver, type Receiver } from '../support/receiver.ts';
import { verifyWebhookSignature } from '#shared/webhooks/verify-signature.ts';

let receiver: Receiver;
let ws: TestWorkspace;
beforeAll(async () => {
  receiver = await startReceiver();
  ws = await newWorkspace();
});
afterAll(() => receiver.close());

async function hook(url: string, eventTypes = ['*']) {
  const res = await api('POST', '/v1/webhooks', { token: ws.token, body: { name: 'receiver', url, event_types: eventTypes } });
  expect(res.status).toBe(201);
  return res.body.data as { webhook: { id: string }; signing_secret: string };
}

async function attempts(webhookId: string) {
  const res = await api('GET', `/v1/webhooks/${webhookId}/deliveries`, { token: ws.token, query: { limit: '50' } });
  return res.body.data.items as {
    attempt: number;
    outcome: string;
    http_status: number | null;
    error: string | null;
    delivery_id: string;
  }[];
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('webhook delivery', () => {
  it('delivers webhook.test signed exactly as the contract says', async () => {
    const path = `/ok-${Date.now()}`;
    const { webhook, signing_secret: secret } = await hook(receiver.url + path);
    const before = receiver.received.length;
    const sent = await api('POST', `/v1/webhooks/${webhook.id}/test`, { token: ws.token });
    expect(sent.status).toBe(202);
    const { event, delivery_id: deliveryId } = sent.body.data;
    expect(event.id).toMatch(/^evt_[0-9a-f]{32}$/);
    expect(deliveryId).toMatch(/^dlv_[0-9a-f]{32}$/);
    await receiver.waitFor(before + 1);
    const got = receiver.received.slice(before).find((r) => r.body.id === event.id)!;
    expect(got.headers['user-agent']).toBe('Service-Webhooks/1.0');
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['x-service-webhook-id']).toBe(event.id);
    expect(got.headers['x-service-webhook-type']).toBe('webhook.test');
    expect(got.headers['x-service-webhook-sequence']).toBe(String(event.sequence));
    const timestamp = Number(got.headers['x-service-webhook-timestamp']);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(30);
    // An HMAC computed here, independently of the service's code:
    const independent = 'v1=' + createHmac('sha256', secret).update(`${timestamp}.${got.rawBody}`).digest('hex');
    expect(got.headers['x-service-webhook-signature']).toBe(independent);
    expect(verifyWebhookSignature(got.rawBody, got.headers as Record<string, string>, secret)).toBe(true);
    expect(Object.keys(got.body).sort()).toEqual(['created_at', 'data', 'id', 'type']);
    expect(got.body).toMatchObject({ id: event.id, type: 'webhook.test', created_at: event.created_at, data: { webhook_id: webhook.id } });
    const history = await until(
      () => attempts(webhook.id),
      (a) => a.length > 0,
    );
    expect(history[0]).toMatchObject({ delivery_id: deliveryId, attempt: 1, outcome: 'succeeded', http_status: 200, error: null });
    const stored = await until(
      async () => (await api('GET', `/v1/events/${event.id}`, { token: ws.token })).body.data.event,
      (e) => e.deliveries_succeeded === 1,
    );
    expect(stored).toMatchObject({ deliveries_total: 1, deliveries_succeeded: 1 });
  });

  it('signs with the new secret only, at once, after rotation', async () => {
    const { webhook, signing_secret: oldSecret } = await hook(receiver.url + `/rot-${Date.now()}`);
    const rotated = (await api('POST', `/v1/webhooks/${webhook.id}/rotate-secret`, { token: ws.token })).body.data.signing_secret;
    const before = receiver.received.length;
    const event = (await api('POST', `/v1/webhooks/${webhook.id}/test`, { token: ws.token })).body.data.event;
    await receiver.waitFor(before + 1);
    const got = receiver.received.slice(before).find((r) => r.body.id === event.id)!;
    expect(verifyWebhookSignature(got.rawBody, got.headers as Record<string, string>, rotated)).toBe(true);
    expect(verifyWebhookSignature(got.rawBody, got.headers as Record<string, string>, oldSecret)).toBe(false);
  });
});
