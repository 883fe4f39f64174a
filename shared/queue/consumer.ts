/**
 * The one shape of every SQS consumer: parse and validate each message, process the batch
 * concurrently, and report partial batch failures. A message whose work should happen later gets
 * its visibility set to the wait and is reported failed, so SQS hands it back then and waiting
 * costs nothing; a wait longer than SQS lets this receive hide the message is cut to what it
 * allows (shared/queue/visibility.ts), so `process` must check on every receive whether its work
 * is due yet and ask for the rest of the wait if not. A message whose processing throws is handed
 * back after a short backoff that grows with its receives (`retryAfterThrowSeconds`), not after
 * the queue's visibility timeout, so one slow call to a dependency does not hold a delivery for
 * minutes; a malformed message is logged and dropped (retrying cannot fix it).
 */
import { ChangeMessageVisibilityCommand } from '@aws-sdk/client-sqs';
import type { SQSBatchItemFailure, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type * as z from 'zod/mini';
import { sqs } from '#shared/queue/client.ts';
import { describeError, log, withRequestId } from '#shared/log.ts';
import { MAX_VISIBILITY_PER_RECEIVE_SECONDS, retryAfterThrowSeconds, visibilityFor } from '#shared/queue/visibility.ts';

/** What processing a message decided: finished (whatever the result), or try again in `seconds`. */
export type ConsumerOutcome = { kind: 'done'; result?: string } | { kind: 'later'; seconds: number };

export interface ConsumerOptions<T> {
  /** Names the messages in logs ("delivery", "custody job"). */
  name: string;
  schema: z.ZodMiniType<T>;
  /** The queue's URL, needed to postpone a message. */
  queueUrl: () => string | undefined;
  process: (message: T) => Promise<ConsumerOutcome>;
  /** Safe identifiers of a message for log lines. */
  describe: (message: T) => Record<string, unknown>;
  /** The longest one receive may hide a message, from the invocation start; SQS's limit less a margin by default. */
  maxVisibilitySeconds?: number;
}

/**
 * The pause before each try at postponing a message (the first at once): three tries with the
 * SDK's own retries inside each end well within a consumer's timeout, after its work.
 */
const POSTPONE_PAUSES_MS = [0, 500, 1500];

/** Builds the Lambda handler of an SQS-triggered function. */
export function sqsConsumer<T>(options: ConsumerOptions<T>): (event: SQSEvent) => Promise<SQSBatchResponse> {
  const maxVisibility = options.maxVisibilitySeconds ?? MAX_VISIBILITY_PER_RECEIVE_SECONDS;
  async function handleRecord(record: SQSRecord, receivedAtMs: number): Promise<SQSBatchItemFailure | null> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(record.body);
    } catch {
      parsed = undefined;
    }
    const message = options.schema.safeParse(parsed);
    if (!message.success) {
      log.error(`dropping a malformed ${options.name} message`, { message_id: record.messageId });
      return null;
    }
    try {
      const outcome = await options.process(message.data);
      if (outcome.kind === 'done') {
        if (outcome.result) log.info(`${options.name} done`, { ...options.describe(message.data), result: outcome.result });
        return null;
      }
      await postpone(record, outcome.seconds, receivedAtMs);
    } catch (error) {
      const seconds = retryAfterThrowSeconds(Number(record.attributes?.ApproximateReceiveCount));
      log.error(`${options.name} could not be completed; SQS will retry it`, {
        ...options.describe(message.data),
        ...describeError(error),
        retry_in_seconds: seconds,
      });
      await postpone(record, seconds, receivedAtMs);
    }
    return { itemIdentifier: record.messageId };
  }
  /**
   * Hides the message for `seconds`. A change that fails past the SDK's own retries (an endpoint
   * that does not answer in time, as on an overloaded machine) is tried again after a pause, up
   * to three tries: only when every try fails does SQS hand the message back after the queue's
   * visibility timeout, minutes rather than seconds.
   */
  async function postpone(record: SQSRecord, seconds: number, receivedAtMs: number): Promise<void> {
    for (const [index, pauseMs] of POSTPONE_PAUSES_MS.entries()) {
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      try {
        await sqs.send(
          new ChangeMessageVisibilityCommand({
            QueueUrl: options.queueUrl(),
            ReceiptHandle: record.receiptHandle,
            VisibilityTimeout: visibilityFor(seconds, receivedAtMs, Date.now(), maxVisibility),
          }),
        );
        return;
      } catch (error) {
        const last = index === POSTPONE_PAUSES_MS.length - 1;
        log.warn(
          last
            ? `${options.name} could not be postponed; SQS will hand it back after the queue's visibility timeout`
            : `${options.name} could not be postponed yet; trying again`,
          { message_id: record.messageId, ...describeError(error) },
        );
      }
    }
  }
  return (event) => {
    // The nearest this function sees to the receive of its messages (SQS counts from there).
    const receivedAtMs = Date.now();
    return withRequestId(event.Records[0]?.messageId ?? 'batch', async () => {
      const failures = await Promise.all(event.Records.map((record) => handleRecord(record, receivedAtMs)));
      return { batchItemFailures: failures.filter((f): f is SQSBatchItemFailure => f !== null) };
    });
  };
}
