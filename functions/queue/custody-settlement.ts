/**
 * SQS consumer of the custody settlement queue: runs each job (`runCustodyJob`). A job that
 * arrived early gets its message's visibility set to the remaining wait and is reported failed,
 * so SQS hands it back then. A job that throws is left for SQS to retry (and, after the queue's
 * maxReceiveCount, to move to the DLQ). A malformed message is logged and dropped.
 */
import { ChangeMessageVisibilityCommand } from '@aws-sdk/client-sqs';
import type { SQSBatchItemFailure, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { config } from '#shared/config.ts';
import { sqs } from '#shared/queue/client.ts';
import { custodyJobSchema, MAX_SQS_DELAY_SECONDS } from '#shared/domain/custody/job-queue.ts';
import { runCustodyJob } from '#shared/domain/custody/settlement.ts';
import { describeError, log, withRequestId } from '#shared/log.ts';

async function handleRecord(record: SQSRecord): Promise<SQSBatchItemFailure | null> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(record.body);
  } catch {
    parsed = undefined;
  }
  const job = custodyJobSchema.safeParse(parsed);
  if (!job.success) {
    log.error('dropping a malformed custody job message', { message_id: record.messageId });
    return null;
  }
  try {
    const outcome = await runCustodyJob(job.data);
    if (outcome.kind === 'done') {
      log.info('custody job done', { job_id: job.data.id, kind: job.data.kind, result: outcome.result });
      return null;
    }
    await sqs.send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: config.CUSTODY_SETTLEMENT_QUEUE_URL,
        ReceiptHandle: record.receiptHandle,
        VisibilityTimeout: Math.min(outcome.seconds, MAX_SQS_DELAY_SECONDS),
      }),
    );
  } catch (error) {
    log.error('custody job failed; SQS will retry it', { job_id: job.data.id, kind: job.data.kind, ...describeError(error) });
  }
  return { itemIdentifier: record.messageId };
}

export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> =>
  withRequestId(event.Records[0]?.messageId ?? 'batch', async () => {
    const failures = await Promise.all(event.Records.map(handleRecord));
    return { batchItemFailures: failures.filter((f): f is SQSBatchItemFailure => f !== null) };
  });
