/**
 * DynamoDB stream consumer: every inserted event item (the outbox) is fanned out to the
 * webhook queues. A batch is handled as one group, so its deliveries are admitted together (one
 * admission count per tenant, docs/webhooks.md, Fair delivery); a failure is reported from the
 * batch's first record, so the stream retries the batch and nothing committed is lost (every step
 * of the fan-out is idempotent: shared/streams/consumer.ts, shared/domain/webhooks/fanout.ts).
 */
import type { StoredEvent } from '#shared/db/events.ts';
import { fanOutEvents } from '#shared/domain/webhooks/fanout.ts';
import { streamConsumer } from '#shared/streams/consumer.ts';

export const handler = streamConsumer<StoredEvent>({
  groupSize: Infinity,
  process: async (events) => {
    const fanned = await fanOutEvents(events);
    return { message: 'events fanned out', fields: { event_ids: events.map((e) => e.id), ...fanned } };
  },
  failure: 'fan-out failed; the stream will retry',
  describe: (events, records) => ({
    event_ids: events.map((e) => e.id),
    sequence_number: records[0]?.dynamodb?.SequenceNumber,
  }),
});
