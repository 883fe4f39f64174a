/**
 * DynamoDB stream consumer: every inserted event item (the outbox) is fanned out to the
 * webhook queue. Records are handled in order; the first failure is reported so the stream
 * retries from it (ReportBatchItemFailures) and nothing committed is lost.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { StoredEvent } from '#shared/db/events.ts';
import { fanOutEvent } from '#shared/domain/webhooks/fanout.ts';
import { describeError, log } from '#shared/log.ts';

export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  for (const record of event.Records) {
    const image = record.dynamodb?.NewImage;
    if (record.eventName !== 'INSERT' || !image) continue;
    // Inside the try: a record that cannot be read is reported like any failure, not thrown
    // past the log (it fails the batch either way, and the stream retries from it).
    let stored: StoredEvent | undefined;
    try {
      stored = unmarshall(image as Record<string, AttributeValue>) as StoredEvent;
      const targets = await fanOutEvent(stored);
      log.info('event fanned out', { event_id: stored.id, event_type: stored.type, targets });
    } catch (error) {
      log.error('fan-out failed; the stream will retry', { event_id: stored?.id ?? null, sequence_number: record.dynamodb?.SequenceNumber, ...describeError(error) });
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
    }
  }
  return { batchItemFailures: [] };
};
