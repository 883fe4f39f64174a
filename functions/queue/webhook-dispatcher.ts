/**
 * SQS consumer of the webhook delivery queue. The batch's deliveries go out concurrently. A
 * delivery to retry gets its message's visibility set to the backoff delay and is reported as a
 * batch item failure, so SQS hands it back when the delay has passed and waiting costs nothing.
 * A malformed message is logged and dropped (retrying cannot fix it).
 */
import { ChangeMessageVisibilityCommand } from '@aws-sdk/client-sqs';
import type { SQSBatchItemFailure, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { config } from '#shared/config.ts';
import { sqs } from '#shared/queue/client.ts';
import { deliveryMessageSchema } from '#shared/domain/webhooks/delivery-queue.ts';
import { dispatch } from '#shared/domain/webhooks/dispatch.ts';
import { describeError, log, withRequestId } from '#shared/log.ts';

async function handleRecord(record: SQSRecord): Promise<SQSBatchItemFailure | null> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(record.body);
  } catch {
    parsed = undefined;
  }
  const message = deliveryMessageSchema.safeParse(parsed);
  if (!message.success) {
    log.error('dropping a malformed delivery message', { message_id: record.messageId });
    return null;
  }
  try {
    const outcome = await dispatch(message.data);
    if (outcome.kind === 'done') return null;
    await sqs.send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: config.WEBHOOK_QUEUE_URL,
        ReceiptHandle: record.receiptHandle,
        VisibilityTimeout: outcome.delaySeconds,
      }),
    );
  } catch (error) {
    // Infrastructure trouble: leave the message; it comes back after the queue's visibility timeout.
    log.error('delivery attempt could not be completed', { delivery_id: message.data.delivery_id, ...describeError(error) });
  }
  return { itemIdentifier: record.messageId };
}

export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> =>
  withRequestId(event.Records[0]?.messageId ?? 'batch', async () => {
    const failures = await Promise.all(event.Records.map(handleRecord));
    return { batchItemFailures: failures.filter((f): f is SQSBatchItemFailure => f !== null) };
  });
