/**
 * Failed deliveries: retries on the (compressed: 1, 1, 2 s) schedule, the final failure to the
 * DLQ, resend, redirects not followed, the 10 s limit, disabled webhooks receiving nothing.
 */
import { ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { startReceiver, type Receiver } from '../support/receiver.ts';

const receivers: Receiver[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

async function setUp(...answers: { status: number; delayMs?: number; headers?: Record<string, string> }[]) {
  const receiver = await startReceiver();
  receivers.push(receiver);
  receiver.answerWith(...answers);
  const ws = await newWorkspace();
  const created = await api('POST', '/v1/webhooks', { token: ws.token, body: { name: 'r', url: receiver.url, event_types: ['*'] } });
  return { receiver, ws, webhookId: created.body.data.webhook.id as string };
}

type Attempt = {
  attempt: number;
  outcome: string;
  http_status: number | null;
  error: string | null;
  delivery_id: string;
  event_id: string;
};

async function attemptsUntil(ws: TestWorkspace, webhookId: string, done: (a: Attempt[]) => boolean, timeoutMs = 25_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const items = (await api('GET', `/v1/webhooks/${webhookId}/deliveries`, { token: ws.token, query: { limit: '50' } })).body.data
      .items as Attempt[];
    if (done(items) || Date.now() > deadline) return items;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('webhook retries', () => {
  it('retries a 500 on the schedule, then fails, dead-letters and can be resent', async () => {
    const { receiver, ws, webhookId } = await setUp({ status: 500 });
    const { event, delivery_id: deliveryId } = (await api('POST', `/v1/webhooks/${webhookId}/test`, { token: ws.token })).body.data;
    const history = await attemptsUntil(ws, webhookId, (a) => a.some((x) => x.outcome === 'failed'));
    expect(history.map((a) => [a.attempt, a.outcome, a.http_status, a.error])).toEqual([
      [4, 'failed', 500, 'HTTP 500'],
      [3, 'retrying', 500, 'HTTP 500'],
      [2, 'retrying', 500, 'HTTP 500'],
      [1, 'retrying', 500, 'HTTP 500'],
    ]);
    // The gaps follow the schedule 1, 1, 2 s with ±20 % jitter (and never come early).
    const times = receiver.received.map((r) => r.receivedAt);
    const gaps = times.slice(1).map((t, i) => (t - times[i]!) / 1000);
    expect(gaps[0]).toBeGreaterThanOrEqual(0.75);
    expect(gaps[1]).toBeGreaterThanOrEqual(0.75);
    expect(gaps[2]).toBeGreaterThanOrEqual(1.55);
    // The message is in the dead-letter queue, naming the delivery and why.
    const stack = inject('stack');
    const sqs = new SQSClient({
      region: stack.region,
      endpoint: stack.sqsEndpoint,
      credentials: { accessKeyId: 'l', secretAccessKey: 'l' },
    });
    let dead: { delivery_id: string; failure: string } | undefined;
    for (let i = 0; i < 10 && !dead; i++) {
      const out = await sqs.send(
        new ReceiveMessageCommand({ QueueUrl: stack.queueUrls['webhook-deliveries-dlq'], MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }),
      );
      // Other tests share this queue (one puts a message that is not JSON on it on purpose).
      const bodies = (out.Messages ?? []).flatMap((m) => {
        try {
          return [JSON.parse(m.Body ?? '{}') as { delivery_id?: string; failure: string }];
        } catch {
          return [];
        }
      });
      dead = bodies.find((b): b is { delivery_id: string; failure: string } => b.delivery_id === deliveryId);
    }
    expect(dead).toMatchObject({ delivery_id: deliveryId, failure: 'HTTP 500' });
    // The event is listed as undelivered until a resend succeeds.
    const undelivered = await api('GET', '/v1/events', { token: ws.token, query: { undelivered: 'true' } });
    expect(undelivered.body.data.items.map((e: { id: string }) => e.id)).toContain(event.id);
    receiver.answerWith({ status: 204 });
    const resent = await api('POST', `/v1/webhooks/${webhookId}/deliveries/${deliveryId}/resend`, { token: ws.token });
    expect(resent.status).toBe(202);
    expect(resent.body.data.delivery).toMatchObject({ delivery_id: deliveryId, status: 'pending', attempts: 4 });
    const after = await attemptsUntil(ws, webhookId, (a) => a[0]?.outcome === 'succeeded');
    expect(after[0]).toMatchObject({ attempt: 5, outcome: 'succeeded', http_status: 204 });
    const delivered = await api('GET', '/v1/events', { token: ws.token, query: { undelivered: 'true' } });
    expect(delivered.body.data.items.map((e: { id: string }) => e.id)).not.toContain(event.id);
    expect(receiver.received.filter((r) => r.body.id === event.id)).toHaveLength(5);
  });

  it('counts a redirect as a failure and never follows it', async () => {
    const { receiver, ws, webhookId } = await setUp({ status: 302, headers: { location: '/elsewhere' } }, { status: 200 });
    await api('POST', `/v1/webhooks/${webhookId}/test`, { token: ws.token });
    const history = await attemptsUntil(ws, webhookId, (a) => a.some((x) => x.outcome === 'succeeded'));
    expect(history.map((a) => [a.attempt, a.outcome, a.error])).toEqual([
      [2, 'succeeded', null],
      [1, 'retrying', 'redirect (HTTP 302) not followed'],
    ]);
    expect(receiver.received).toHaveLength(2);
  });

  it('gives up on a receiver that takes more than 10 seconds, then retries', async () => {
    const { ws, webhookId } = await setUp({ status: 200, delayMs: 11_000 }, { status: 200 });
    await api('POST', `/v1/webhooks/${webhookId}/test`, { token: ws.token });
    const history = await attemptsUntil(ws, webhookId, (a) => a.some((x) => x.outcome === 'succeeded'), 30_000);
    expect(history.map((a) => [a.attempt, a.outcome, a.http_status, a.error])).toEqual([
      [2, 'succeeded', 200, null],
      [1, 'retrying', null, 'no response within 10 s'],
    ]);
  }, 40_000);

  it('sends nothing to a disabled webhook: pending retries are canceled, tests and resends refused', async () => {
    const { receiver, ws, webhookId } = await setUp({ status: 503 });
    const { delivery_id: deliveryId } = (await api('POST', `/v1/webhooks/${webhookId}/test`, { token: ws.token })).body.data;
    await receiver.waitFor(1);
    expect((await api('POST', `/v1/webhooks/${webhookId}/disable`, { token: ws.token })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 5000));
    expect(receiver.received).toHaveLength(1);
    const test = await api('POST', `/v1/webhooks/${webhookId}/test`, { token: ws.token });
    expect(test.status).toBe(409);
    expect(test.body.error.code).toBe('webhook_disabled');
    const resend = await api('POST', `/v1/webhooks/${webhookId}/deliveries/${deliveryId}/resend`, { token: ws.token });
    expect(resend.body.error.code).toBe('webhook_disabled');
  }, 20_000);
});
