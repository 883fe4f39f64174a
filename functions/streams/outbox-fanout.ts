/**
 * DynamoDB stream consumer: every inserted event item (the outbox) is fanned out to the
 * webhook queue. Records are handled in order, one at a time; the first failure is reported so
 * the stream retries from it and nothing committed is lost (shared/streams/consumer.ts).
 */
import type { StoredEvent } from '#shared/db/events.ts';
import { fanOutEvent } from '#shared/domain/webhooks/fanout.ts';
import { streamConsumer } from '#shared/streams/consumer.ts';

export const handler = streamConsumer<StoredEvent>({
  groupSize: 1,
  process: async ([stored]) => {
    const targets = await fanOutEvent(stored!);
    return { message: 'event fanned out', fields: { event_id: stored!.id, event_type: stored!.type, targets } };
  },
  failure: 'fan-out failed; the stream will retry',
  describe: ([stored], [record]) => ({ event_id: stored?.id ?? null, sequence_number: record?.dynamodb?.SequenceNumber }),
});
