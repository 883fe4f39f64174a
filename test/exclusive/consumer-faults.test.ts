/**
 * No committed event is lost when the outbox fan-out meets DynamoDB and SQS failures. Faults
 * are scoped to the local consumers (`consumers`), so this file's own API requests are
 * unaffected, but every consumer of the stack meets them: an exclusive test.
 * Throttling, a timeout, a transaction-style conflict and an SQS server error hit the fan-out's
 * reads, its delivery write, its enqueue and its counter update; the stream retries the record
 * and every event is delivered, counted once. A delivery whose dispatch throws (its first read
 * failing past the SDK's retries) is handed back within seconds, not after the queue's
 * visibility timeout (three minutes), even when the first try at postponing it fails too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONSUMER_FAULT_SCOPE } from '#infra/local/faults.ts';
import { api, newWorkspace } from '../support/api.ts';
import { clearFaults, injectFault, pendingFaults, tracedCalls } from '../support/faults.ts';
import { startReceiver, type Receiver } from '../support/receiver.ts';

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await clearFaults(CONSUMER_FAULT_SCOPE);
  await receiver.close();
});

const FAULTS = [
  { service: 'dynamodb', command: 'GetItem', error: 'throttling' },
  { service: 'dynamodb', command: 'PutItem', error: 'timeout' },
  { service: 'sqs', command: 'SendMessageBatch', error: 'internal' },
  { service: 'dynamodb', command: 'UpdateItem', error: 'conflict' },
] as const;

describe('outbox under consumer faults', () => {
  it('delivers every committed event once counted, whatever the fan-out met', async () => {
    const ws = await newWorkspace();
    const webhook = (await api('POST', '/v1/webhooks', { token: ws.token, body: { name: 'r', url: receiver.url, event_types: ['*'] } }))
      .body.data.webhook;
    for (const fault of FAULTS) await injectFault({ ...fault, times: 1, scope: CONSUMER_FAULT_SCOPE });
    const sent = [];
    for (let i = 0; i < 3; i++)
      sent.push((await api('POST', `/v1/webhooks/${webhook.id}/test`, { token: ws.token })).body.data.event.id as string);
    const deadline = Date.now() + 40_000;
    while (new Set(receiver.received.map((r) => r.body.id)).size < sent.length && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(new Set(receiver.received.map((r) => r.body.id))).toEqual(new Set(sent));
    // Every fault was met (by this file's events or by whatever else the consumers were finishing).
    expect(await pendingFaults(CONSUMER_FAULT_SCOPE)).toEqual([]);
    const failed = (await tracedCalls(CONSUMER_FAULT_SCOPE)).filter((c) => c.failed);
    console.log(`[consumer-faults] ${FAULTS.length} consumer faults met: ${failed.map((c) => `${c.failed} on ${c.command}`).join(', ')}`);
    for (const id of sent) {
      let event: { deliveries_total: number | null; deliveries_succeeded: number } | undefined;
      while (Date.now() < deadline) {
        event = (await api('GET', `/v1/events/${id}`, { token: ws.token })).body.data.event;
        if (event?.deliveries_total === 1 && event.deliveries_succeeded === 1) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(event).toMatchObject({ deliveries_total: 1, deliveries_succeeded: 1 });
    }
  }, 60_000);
});

/**
 * Sends a test event to a new webhook of a new workspace once `inject` has set the consumers'
 * faults, and expects it at the receiver within 25 s with every fault met.
 */
async function testEventArrivesDespite(inject: () => Promise<unknown>) {
  const ws = await newWorkspace();
  const webhook = (
    await api('POST', '/v1/webhooks', { token: ws.token, body: { name: 'r', url: receiver.url, event_types: ['webhook.test'] } })
  ).body.data.webhook;
  await inject();
  const sentAt = Date.now();
  const id = (await api('POST', `/v1/webhooks/${webhook.id}/test`, { token: ws.token })).body.data.event.id as string;
  const deadline = sentAt + 25_000;
  while (!receiver.received.some((r) => r.body.id === id) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  expect(receiver.received.some((r) => r.body.id === id)).toBe(true);
  expect(await pendingFaults(CONSUMER_FAULT_SCOPE)).toEqual([]);
  return { ws, webhook, sentAt };
}

describe('the delivery queue under a dispatch that throws', () => {
  it('hands the delivery back within seconds, not after the visibility timeout', async () => {
    // The dispatcher's first read of a delivery (its event, webhook and delivery together) fails
    // three times: three dispatches in a row throw, and the delivery waits 1 + 2 + 4 s between them.
    const { ws, webhook, sentAt } = await testEventArrivesDespite(() =>
      injectFault({ service: 'dynamodb', command: 'BatchGetItem', error: 'throttling', times: 3, scope: CONSUMER_FAULT_SCOPE }),
    );
    // The dispatcher met the faults (not another consumer): its refusal lines name the delivery and the short wait.
    const deliveryId = (await api('GET', `/v1/webhooks/${webhook.id}/deliveries`, { token: ws.token })).body.data.items[0].delivery_id;
    const threw = readFileSync(join(inject('stack').logDir, 'stack.log'), 'utf8')
      .split('\n')
      .filter((line) => line.includes(deliveryId) && line.includes('could not be completed'));
    // Other consumers share the fault scope and may meet some of the three faults first; each
    // throw this delivery met waited the next step of the backoff.
    const waits = threw.map((line) => JSON.parse(line.slice(line.indexOf('{'))).retry_in_seconds);
    expect(waits.length).toBeGreaterThanOrEqual(1);
    expect(waits).toEqual([1, 2, 4].slice(0, waits.length));
    console.log(`[consumer-faults] a delivery whose dispatch threw ${waits.length} times arrived after ${Date.now() - sentAt} ms`);
  }, 60_000);

  it('hands it back within seconds when the first try at postponing it fails as well', async () => {
    // The dispatch throws (its first read fails), and so does the first change of the message's
    // visibility: without another try it would wait out the queue's visibility timeout (180 s).
    const { sentAt } = await testEventArrivesDespite(async () => {
      await injectFault({ service: 'dynamodb', command: 'BatchGetItem', error: 'throttling', times: 1, scope: CONSUMER_FAULT_SCOPE });
      await injectFault({ service: 'sqs', command: 'ChangeMessageVisibility', error: 'internal', times: 1, scope: CONSUMER_FAULT_SCOPE });
    });
    // The failed change was tried again (by this delivery's dispatcher, or by another consumer that met the fault first).
    const since = (line: string) => line.includes('{') && Date.parse(JSON.parse(line.slice(line.indexOf('{'))).time) >= sentAt;
    const lines = readFileSync(join(inject('stack').logDir, 'stack.log'), 'utf8')
      .split('\n')
      .filter((line) => line.includes('could not be postponed') && since(line));
    expect(lines.some((line) => line.includes('could not be postponed yet; trying again'))).toBe(true);
    expect(lines.filter((line) => line.includes('visibility timeout'))).toEqual([]);
  }, 60_000);
});
