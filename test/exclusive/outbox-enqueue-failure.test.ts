/**
 * The outbox guarantee: an event committed with its state change is delivered even when the
 * enqueue right after the commit fails. The SQS send of the stream fan-out is made to fail
 * (stack-wide, hence an exclusive test); the stream retries the record and the delivery arrives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newWorkspace } from '../support/api.ts';
import { clearFaults, injectFault } from '../support/faults.ts';
import { startReceiver, type Receiver } from '../support/receiver.ts';

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await clearFaults();
  await receiver.close();
});

describe('outbox', () => {
  it('delivers an event whose first enqueue failed after the commit', async () => {
    const ws = await newWorkspace();
    const webhook = (await api('POST', '/v1/webhooks', { token: ws.token, body: { name: 'r', url: receiver.url, event_types: ['*'] } }))
      .body.data.webhook;
    await injectFault({ service: 'sqs', command: 'SendMessageBatch', times: 2, error: 'network' });
    const sent = await api('POST', `/v1/webhooks/${webhook.id}/test`, { token: ws.token });
    expect(sent.status).toBe(202); // the commit succeeded; the caller is not told about the queue
    const [got] = await receiver.waitFor(1, 20_000);
    expect(got!.body.id).toBe(sent.body.data.event.id);
    // Both injected failures were spent on this event's fan-out before it went through.
    expect(await clearFaults()).toBe(0);
    const event = (await api('GET', `/v1/events/${sent.body.data.event.id}`, { token: ws.token })).body.data.event;
    expect(event).toMatchObject({ deliveries_total: 1 });
  });
});
