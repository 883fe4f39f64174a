/**
 * DynamoDB stream consumer: every inserted custody job is queued on the settlement queue with
 * a delay up to its due time. Jobs of a batch go out together; if sending fails the whole batch
 * is reported from its first record, so the stream retries it and no committed job is lost (a
 * job queued twice is harmless: steps are conditional).
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { CustodyJob } from '#shared/db/custody-jobs.ts';
import { enqueueCustodyJobs } from '#shared/domain/custody/job-queue.ts';
import { describeError, log } from '#shared/log.ts';

export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const records = event.Records.filter((r) => r.eventName === 'INSERT' && r.dynamodb?.NewImage);
  const jobs = records.map((r) => unmarshall(r.dynamodb!.NewImage as Record<string, AttributeValue>) as CustodyJob);
  if (jobs.length === 0) return { batchItemFailures: [] };
  try {
    await enqueueCustodyJobs(jobs);
    log.info('custody jobs queued', { jobs: jobs.map((j) => `${j.kind}:${j.resource_id}`) });
    return { batchItemFailures: [] };
  } catch (error) {
    log.error('queuing custody jobs failed; the stream will retry', describeError(error));
    return { batchItemFailures: [{ itemIdentifier: records[0]!.dynamodb?.SequenceNumber ?? '' }] };
  }
};
