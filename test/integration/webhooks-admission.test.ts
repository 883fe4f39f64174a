/**
 * Admission pacing of new deliveries (docs/webhooks.md, Fair delivery), through the test stack's
 * queues and dispatcher: a tenant's burst above its rate goes out at that rate, counted across
 * fan-out calls within a second, and every delivery of it arrives exactly once; a delivery paced
 * further ahead than one queue delay waits for its slot.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newWorkspace } from '../support/api.ts';
import { startReceiver, type Receiver } from '../support/receiver.ts';
import { until } from '../support/wallets.ts';
import { seedDelivery, sqsEventOf } from '#shared/fixtures/seed-deliveries.ts';
import { admitDeliveries, type DeliveryMessage } from '#shared/domain/webhooks/delivery-queue.ts';
import { handler } from '#functions/queue/webhook-dispatcher.ts';

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

async function quietWebhooks(token: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    // Subscribed to a type nothing emits here: only the seeded deliveries reach them.
    const res = await api('POST', '/v1/webhooks', { token, body: { name: `w${i}`, url: receiver.url, event_types: ['transfer.failed'] } });
    expect(res.status).toBe(201);
    ids.push(res.body.data.webhook.id);
  }
  return ids;
}

const arrivalsOf = (messages: readonly DeliveryMessage[]) => {
  const wanted = new Set(messages.map((m) => m.event_id));
  return receiver.received.filter((r) => wanted.has(r.body.id));
};

describe('delivery admission', () => {
  it('sends a burst above the rate at that rate, counted across calls, and delivers each delivery once', async () => {
    const perSecond = 10;
    const ws = await newWorkspace();
    const tenant = { workspaceId: ws.workspaceId, environment: 'sandbox' as const };
    const hooks = await quietWebhooks(ws.token, 4);
    const burst = await Promise.all(hooks.flatMap((id) => Array.from({ length: 10 }, () => seedDelivery(tenant, id))));
    const nowMs = Date.now();
    // Two fan-out batches in one second: the second continues the places the first took.
    const first = await admitDeliveries(burst.slice(0, 25), perSecond, nowMs);
    const second = await admitDeliveries(burst.slice(25), perSecond, nowMs);
    expect(first.admitted.map((m) => m.delivery_id)).toEqual(burst.slice(0, 10).map((m) => m.delivery_id));
    expect(first.paced.map((d) => d.delaySeconds)).toEqual([...Array(10).fill(1), ...Array(5).fill(2)]);
    expect(second.admitted).toEqual([]);
    expect(second.paced.map((d) => d.delaySeconds)).toEqual([...Array(5).fill(2), ...Array(10).fill(3)]);

    await until(
      async () => new Set(arrivalsOf(burst).map((r) => r.body.id)).size,
      (n) => n === burst.length,
      30_000,
    );
    // A duplicate would come from a second message of one delivery: give it a moment to show.
    await new Promise((r) => setTimeout(r, 1500));
    const arrivals = arrivalsOf(burst);
    expect(arrivals).toHaveLength(burst.length);
    // No paced delivery went out before its slot.
    const delayOf = new Map([...first.paced, ...second.paced].map((d) => [d.message.event_id, d.delaySeconds]));
    for (const r of arrivals) expect(r.receivedAt).toBeGreaterThanOrEqual(nowMs + (delayOf.get(r.body.id) ?? 0) * 1000);
  }, 60_000);

  it('holds a delivery paced beyond the longest queue delay until its slot', async () => {
    const ws = await newWorkspace();
    const tenant = { workspaceId: ws.workspaceId, environment: 'sandbox' as const };
    const [hook] = await quietWebhooks(ws.token, 1);
    const message = await seedDelivery(tenant, hook!);
    const admitAt = Math.ceil(Date.now() / 1000) + 2;
    // As it comes back from its 900 s on the put-back queue, still before its slot.
    expect(await handler(sqsEventOf([{ ...message, admit_at: admitAt }]))).toEqual({ batchItemFailures: [] });
    expect(arrivalsOf([message])).toHaveLength(0);
    const [arrival] = await until(
      async () => arrivalsOf([message]),
      (a) => a.length > 0,
      15_000,
    );
    expect(arrival!.receivedAt).toBeGreaterThanOrEqual(admitAt * 1000);
  }, 30_000);
});
