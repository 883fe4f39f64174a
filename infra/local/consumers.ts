/**
 * Runs the service's consumers in the local stack: one queue poller per queue of
 * `shared/queues.ts` that has a `consumer`, one stream poller per entry of `shared/streams.ts`.
 * Entries are imported on their first batch (a cold start); one that fails to import fails
 * only its batches, which are retried, as a broken deployment would be in AWS.
 */
import type { SQSClient } from '@aws-sdk/client-sqs';
import type { Context } from 'aws-lambda';
import type { StreamConsumerDef } from '#shared/streams.ts';
import type { ScheduleDef } from '#shared/schedules.ts';
import { CONSUMER_FAULT_SCOPE } from '#infra/local/faults.ts';
import { inProcessInvoker, type Invoker } from '#infra/local/functions/invoker.ts';
import { startQueuePoller } from '#infra/local/queue-poller.ts';
import type { LocalQueue } from '#infra/local/sqs-local.ts';
import { insertedWithSortKeyPrefix } from '#infra/local/stream-event.ts';
import { startStreamPoller } from '#infra/local/stream-poller.ts';

export interface LocalConsumersOptions {
  queues: readonly LocalQueue[];
  streamConsumers: readonly StreamConsumerDef[];
  /** Scheduled functions, each run every `intervalSeconds` (its local interval setting). */
  schedules?: readonly { def: ScheduleDef; intervalSeconds: number }[];
  sqs: SQSClient;
  /** DynamoDB Local, whose endpoint also serves the Streams API. */
  dynamodbEndpoint: string;
  streamArn: string;
  region: string;
  /** Prefix of the function names in the Lambda context. */
  functionPrefix: string;
  /** Runs the consumers; default: in this process, entries relative to `rootDir` (test fixtures). */
  invoker?: Invoker;
  /** Root the entries are relative to, for the default invoker; defaults to the repository root. */
  rootDir?: string;
  quiet?: boolean;
  /** Stream poller timings; tests shorten them. */
  streamTimings?: { pollIntervalMs?: number; discoverIntervalMs?: number; retryDelayMs?: number };
}

/** What an invocation needs of the poller's Lambda context. */
function contextOf(context: Context) {
  return { functionName: context.functionName, requestId: context.awsRequestId, timeoutMs: context.getRemainingTimeInMillis() };
}

/** Starts every poller; returns one stop that waits for all batches in flight. */
export async function startLocalConsumers(options: LocalConsumersOptions): Promise<() => Promise<void>> {
  const invoker = options.invoker ?? inProcessInvoker(options.rootDir);
  const log = options.quiet ? { log: () => undefined } : {};
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => void (await Promise.all(stops.splice(0).map((stop) => stop())));
  try {
    for (const q of options.queues) {
      const consumer = q.def.consumer;
      if (!consumer) continue;
      const poller = await startQueuePoller({
        queueUrl: q.url,
        sqs: options.sqs,
        region: options.region,
        batchSize: q.def.batchSize,
        concurrency: q.def.maxConcurrency,
        visibilityTimeoutSeconds: q.def.visibilityTimeoutSeconds,
        timeoutMs: q.def.consumerTimeoutSeconds * 1000,
        functionName: `${options.functionPrefix}-${q.def.id}-consumer`,
        handler: (event, context) =>
          invoker.invoke({
            functionId: `queue-${q.def.id}`,
            entry: consumer,
            event,
            context: contextOf(context),
            faultScope: CONSUMER_FAULT_SCOPE,
          }),
        ...log,
      });
      stops.push(poller.stop);
    }
    for (const def of options.streamConsumers) {
      const poller = await startStreamPoller({
        streamArn: options.streamArn,
        endpoint: options.dynamodbEndpoint,
        region: options.region,
        batchSize: def.batchSize,
        parallelizationFactor: def.parallelizationFactor,
        retryAttempts: def.retryAttempts,
        filter: insertedWithSortKeyPrefix(def.insertedSortKeyPrefix),
        timeoutMs: def.timeoutSeconds * 1000,
        functionName: `${options.functionPrefix}-${def.id}`,
        handler: (event, context) =>
          invoker.invoke({
            functionId: `stream-${def.id}`,
            entry: def.consumer,
            event,
            context: contextOf(context),
            faultScope: CONSUMER_FAULT_SCOPE,
          }),
        ...options.streamTimings,
        ...log,
      });
      stops.push(poller.stop);
    }
    for (const { def, intervalSeconds } of options.schedules ?? [])
      stops.push(startSchedule(invoker, def, intervalSeconds, options.functionPrefix));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

/**
 * Runs a scheduled function every `intervalSeconds`, never two runs at once (EventBridge may
 * overlap runs; the functions tolerate it, but locally one at a time keeps logs readable).
 */
function startSchedule(invoker: Invoker, def: ScheduleDef, intervalSeconds: number, functionPrefix: string): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  let runs = 0;
  const tick = () => {
    if (running) return;
    const context = {
      functionName: `${functionPrefix}-${def.id}`,
      requestId: `schedule-${def.id}-${++runs}`,
      timeoutMs: def.timeoutSeconds * 1000,
    };
    running = invoker
      .invoke({
        functionId: `schedule-${def.id}`,
        entry: def.consumer,
        event: { source: 'aws.events', 'detail-type': 'Scheduled Event' },
        context,
        faultScope: CONSUMER_FAULT_SCOPE,
      })
      .catch((error: unknown) => console.error(`[local] ${def.id} failed:`, error instanceof Error ? error.message : error))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, intervalSeconds * 1000);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
