/**
 * The one shape of every DynamoDB stream consumer, beside the SQS consumer factory
 * (shared/queue/consumer.ts): take the inserted items of a batch, in stream order, and hand them
 * to `process` in groups (one at a time, or the whole batch at once). The first group that fails
 * is reported from its first record (ReportBatchItemFailures), so the stream retries from there
 * and nothing committed is lost; groups before it are done and are not handed over again.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { describeError, log } from '#shared/log.ts';

export interface StreamConsumerOptions<T> {
  /** Items per `process` call: 1 handles records one by one, Infinity the whole batch together. */
  groupSize: number;
  /** Handles new items; returns what to log of them once done. */
  process: (items: T[]) => Promise<{ message: string; fields: Record<string, unknown> }>;
  /** Logged when a group fails, with `describe` of the group (items that could be read) and the error. */
  failure: string;
  describe: (items: T[], records: DynamoDBRecord[]) => Record<string, unknown>;
}

/** Builds the Lambda handler of a stream-triggered function. */
export function streamConsumer<T>(options: StreamConsumerOptions<T>): (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse> {
  return async (event) => {
    const records = event.Records.filter((r) => r.eventName === 'INSERT' && r.dynamodb?.NewImage);
    for (let i = 0; i < records.length; i += options.groupSize) {
      const group = records.slice(i, i + options.groupSize);
      const items: T[] = [];
      // Inside the try: a record that cannot be read is reported like any failure, not thrown
      // past the log (it fails the batch either way, and the stream retries from it).
      try {
        for (const record of group) items.push(unmarshall(record.dynamodb!.NewImage as Record<string, AttributeValue>) as T);
        const done = await options.process(items);
        log.info(done.message, done.fields);
      } catch (error) {
        log.error(options.failure, { ...options.describe(items, group), ...describeError(error) });
        return { batchItemFailures: [{ itemIdentifier: group[0]!.dynamodb?.SequenceNumber ?? '' }] };
      }
    }
    return { batchItemFailures: [] };
  };
}
