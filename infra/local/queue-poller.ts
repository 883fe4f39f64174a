/**
 * A local stand-in for Lambda's SQS event source mapping: long-polls a queue, hands each batch
 * to a handler as an SQSEvent, deletes what succeeded and leaves what failed to reappear after
 * the visibility timeout (and, past maxReceiveCount, to move to the dead-letter queue). Up to
 * `concurrency` batches run at once, as the mapping's `maxConcurrency` allows in AWS: one slow
 * batch (a webhook receiver that takes its full timeout) does not hold up the rest of the queue.
 */
import { randomUUID } from 'node:crypto';
import {
  ChangeMessageVisibilityBatchCommand,
  DeleteMessageBatchCommand,
  ReceiveMessageCommand,
  type Message,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { Context, SQSEvent } from 'aws-lambda';
import { buildLambdaContext } from '#infra/local/http-api-event.ts';
import { localSqsClient, queueArn } from '#infra/local/sqs-local.ts';
import { failedMessageIds, toSqsEvent } from '#infra/local/sqs-event.ts';
import { withTimeout } from '#infra/local/timing.ts';

export interface QueuePollerOptions {
  queueUrl: string;
  handler: (event: SQSEvent, context: Context) => unknown;
  /** Records per event; one ReceiveMessage returns at most 10, so larger values are capped. */
  batchSize: number;
  visibilityTimeoutSeconds: number;
  /** Batches handled at once (the event source's `maxConcurrency`); default 1. */
  concurrency?: number;
  /** Long-poll wait, 1–5 s: short enough for a prompt stop(). */
  waitTimeSeconds?: number;
  /** The consumer's timeout; a batch that runs past it counts as failed, as in Lambda. */
  timeoutMs?: number;
  /** An SQS client, or the endpoint and region to make one for the emulator. */
  sqs?: SQSClient;
  endpoint?: string;
  region?: string;
  functionName?: string;
  log?: (line: string) => void;
  /** Where a failed receive or settle is reported, even by a quiet stack; default stderr. */
  logError?: (line: string) => void;
}

export interface QueuePoller {
  /** Stops polling; resolves once the receive and the batch in flight are finished. */
  stop(): Promise<void>;
}

/** Starts polling `queueUrl` for any handler (the service's consumers or a test fixture). */
export async function startQueuePoller(options: QueuePollerOptions): Promise<QueuePoller> {
  const region = options.region ?? process.env.AWS_REGION ?? 'us-east-1';
  const ownsClient = !options.sqs;
  const sqs = options.sqs ?? localSqsClient(options.endpoint ?? required('endpoint'), region);
  const arn = await queueArn(sqs, options.queueUrl);
  const name = options.functionName ?? arn.split(':').pop() ?? 'consumer';
  const log = options.log ?? ((line: string) => console.log(line));
  const logError = options.logError ?? ((line: string) => console.error(line));
  const waitTime = Math.min(5, Math.max(1, options.waitTimeSeconds ?? 2));
  let stopping = false;

  async function runBatch(messages: Message[]): Promise<void> {
    const event = toSqsEvent(messages, arn, region);
    const context = buildLambdaContext(name, randomUUID(), options.timeoutMs);
    let failed: Set<string>;
    try {
      const result = await withTimeout(Promise.resolve(options.handler(event, context)), options.timeoutMs ?? 30_000);
      failed = failedMessageIds(result, event);
    } catch (error) {
      // A thrown handler (or a timeout) fails the whole batch: nothing is deleted.
      log(`[queue] ${name}: batch of ${messages.length} failed: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    // Failed records are only left undeleted, never made visible again: a consumer may have set
    // a longer visibility on one (ChangeMessageVisibility) to schedule its retry, as Lambda allows.
    const done = event.Records.filter((r) => !failed.has(r.messageId));
    if (done.length > 0) {
      const entries = done.map((r, i) => ({ Id: String(i), ReceiptHandle: r.receiptHandle }));
      await sqs.send(new DeleteMessageBatchCommand({ QueueUrl: options.queueUrl, Entries: entries }));
    }
    log(`[queue] ${name}: batch of ${messages.length}, ${done.length} done, ${failed.size} left for retry`);
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      let messages: Message[];
      try {
        const out = await sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: options.queueUrl,
            MaxNumberOfMessages: Math.min(10, Math.max(1, options.batchSize)),
            WaitTimeSeconds: waitTime,
            VisibilityTimeout: options.visibilityTimeoutSeconds,
            MessageAttributeNames: ['All'],
            MessageSystemAttributeNames: ['All'],
          }),
        );
        messages = out.Messages ?? [];
      } catch (error) {
        if (stopping) break;
        logError(`[queue] ${name}: receive failed, retrying in 1 s: ${error instanceof Error ? error.message : String(error)}`);
        await new Promise((r) => setTimeout(r, 1000));
        continue;
      }
      if (messages.length === 0) continue;
      if (stopping) {
        await release(sqs, options.queueUrl, messages);
        break;
      }
      await runBatch(messages).catch((error) => logError(`[queue] ${name}: could not settle a batch: ${String(error)}`));
    }
  }

  // Each loop receives and handles its own batches, so `concurrency` batches can be in flight.
  const running = Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, () => loop()));
  return {
    async stop() {
      stopping = true;
      await running;
      if (ownsClient) sqs.destroy();
    },
  };
}

/** Makes messages received during shutdown visible again at once rather than after the timeout. */
async function release(sqs: SQSClient, queueUrl: string, messages: Message[]): Promise<void> {
  const entries = messages.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle, VisibilityTimeout: 0 }));
  await sqs.send(new ChangeMessageVisibilityBatchCommand({ QueueUrl: queueUrl, Entries: entries })).catch(() => undefined);
}

function required(option: string): never {
  throw new Error(`startQueuePoller needs either sqs or ${option}.`);
}
