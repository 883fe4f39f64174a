/**
 * The dispatcher invoked in-process with Lambda-shaped SQS batches (as the event source would),
 * against the test stack's table: concurrency within a batch, live SSRF refusals, and the
 * failure streak that disables a webhook and tells the others.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newWorkspace } from '../support/api.ts';
import { startReceiver, type Receiver } from '../support/receiver.ts';
import { seedDelivery, sqsEventOf } from '#shared/fixtures/seed-deliveries.ts';
import { handler } from '#functions/queue/webhook-dispatcher.ts';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { webhookKey } from '#shared/db/webhooks.ts';

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

const QUIET_TYPE = ['transfer.failed']; // never emitted here: the stack's fan-out leaves these webhooks alone

async function webhooks(token: string, count: number, url = receiver.url, environment = 'sandbox') {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await api('POST', '/v1/webhooks', { token, query: { environment }, body: { name: `w${i}`, url, event_types: QUIET_TYPE } });
    expect(res.status).toBe(201);
    ids.push(res.body.data.webhook.id);
  }
  return ids;
}

describe('dispatcher', () => {
  it('sends a batch of 10 concurrently: about the time of one delivery', async () => {
    // A slow receiver (1.5 s) keeps DynamoDB Local's own serialisation of concurrent calls a small share.
    receiver.answerWith({ status: 200, delayMs: 1500 });
    const ws = await newWorkspace();
    const tenant = { workspaceId: ws.workspaceId, environment: 'sandbox' as const };
    const ids = await webhooks(ws.token, 11);
    const single = await seedDelivery(tenant, ids[0]!);
    const batch = await Promise.all(ids.slice(1).map((id) => seedDelivery(tenant, id)));
    let started = performance.now();
    expect(await handler(sqsEventOf([single]))).toEqual({ batchItemFailures: [] });
    const one = performance.now() - started;
    started = performance.now();
    expect(await handler(sqsEventOf(batch))).toEqual({ batchItemFailures: [] });
    const ten = performance.now() - started;
    expect(ten / one).toBeLessThan(1.5);
    const delivered = receiver.received.filter((r) => batch.some((m) => m.event_id === r.body.id));
    expect(delivered).toHaveLength(10);
  });

  it('refuses loopback and private destinations in live, even when the URL was accepted earlier', async () => {
    receiver.answerWith({ status: 200 });
    const ws = await newWorkspace();
    const tenant = { workspaceId: ws.workspaceId, environment: 'live' as const };
    const [id] = await webhooks(ws.token, 1, 'https://hooks.example.com/in', 'live');
    const port = new URL(receiver.url).port;
    // As if DNS for the host now answered with a loopback address: check at delivery, not only at creation.
    for (const url of [`https://127.0.0.1:${port}/hooks`, `https://localhost:${port}/hooks`, `http://[::ffff:127.0.0.1]:${port}/`]) {
      await db.send(
        new UpdateCommand({
          TableName: TABLE_NAME,
          Key: webhookKey(tenant, id!),
          UpdateExpression: 'SET #u = :u',
          ExpressionAttributeNames: { '#u': 'url' },
          ExpressionAttributeValues: { ':u': url },
        }),
      );
      const before = receiver.received.length;
      const out = await handler(sqsEventOf([await seedDelivery(tenant, id!)]));
      expect(out.batchItemFailures).toHaveLength(0); // refused for good: no retry asks again
      expect(receiver.received.length).toBe(before);
    }
    const history = await api('GET', `/v1/webhooks/${id}/deliveries`, { token: ws.token, query: { environment: 'live' } });
    expect(history.body.data.items.map((a: { error: string; outcome: string }) => [a.error, a.outcome])).toEqual(
      Array(3).fill(['destination address not allowed', 'failed']),
    );
  });

  it('disables a webhook whose deliveries all failed for five days and tells the others', async () => {
    const ws = await newWorkspace();
    const tenant = { workspaceId: ws.workspaceId, environment: 'sandbox' as const };
    const failing = await startReceiver();
    failing.answerWith({ status: 500 });
    try {
      const [doomed] = await webhooks(ws.token, 1, failing.url);
      const listener = await api('POST', '/v1/webhooks', {
        token: ws.token,
        body: { name: 'ops', url: receiver.url, event_types: ['webhook.disabled'] },
      });
      const sixDaysAgo = new Date(Date.now() - 6 * 86_400_000).toISOString();
      await db.send(
        new UpdateCommand({
          TableName: TABLE_NAME,
          Key: webhookKey(tenant, doomed!),
          UpdateExpression: 'SET failing_since = :t',
          ExpressionAttributeValues: { ':t': sixDaysAgo },
        }),
      );
      receiver.answerWith({ status: 200 });
      const before = receiver.received.length;
      const out = await handler(sqsEventOf([await seedDelivery(tenant, doomed!)]));
      expect(out.batchItemFailures).toHaveLength(0); // no retry: the webhook is now disabled
      const shown = (await api('GET', `/v1/webhooks/${doomed}`, { token: ws.token })).body.data.webhook;
      expect(shown.status).toBe('disabled');
      expect(shown.disabled_reason).toContain(sixDaysAgo);
      await receiver.waitFor(before + 1);
      const notice = receiver.received.slice(before).find((r) => r.body.type === 'webhook.disabled')!;
      expect(notice.body.data).toMatchObject({ webhook_id: doomed });
      expect(listener.status).toBe(201);
    } finally {
      await failing.close();
    }
  });
});
