/**
 * A local stand-in for Lambda's DynamoDB event source mapping, against DynamoDB Local's stream:
 * finds the stream's shards, reads each from its oldest record, hands filtered batches to a
 * handler as a DynamoDBStreamEvent and retries failures, one shard's records strictly in order.
 * A child shard starts only once its parent is drained, and new shards are looked for
 * periodically, so the poller follows the stream for as long as it runs.
 */
import { randomUUID } from 'node:crypto';
import type { Context, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { LocalClientTimeouts } from '#infra/local/client-config.ts';
import { buildLambdaContext } from '#infra/local/http-api-event.ts';
import { toStreamRecord, type StreamRecordFilter } from '#infra/local/stream-event.ts';
import { runShard } from '#infra/local/stream-shard-worker.ts';
import { laneReaders, listShards, localStreamsClient, shardReader, type StreamsApi } from '#infra/local/stream-shards.ts';
import { TABLE_DESIGN } from '#shared/db/table.ts';
import { pause, withTimeout } from '#infra/local/timing.ts';

export interface StreamPollerOptions {
  /** The table's `LatestStreamArn`. */
  streamArn: string;
  handler: (event: DynamoDBStreamEvent, context: Context) => unknown;
  batchSize: number;
  /**
   * Batches of one shard handled at once (Lambda's ParallelizationFactor, default 1): records go
   * to a lane by their partition key, in order within it (infra/local/stream-shards.ts, laneReaders).
   */
  parallelizationFactor?: number;
  /** Retries of a failing batch before its records are given up (and logged loudly). */
  retryAttempts: number;
  /** Records that reach the handler; default all. */
  filter?: StreamRecordFilter;
  /** A Streams client, or DynamoDB Local's endpoint and the region to make one. */
  streams?: StreamsApi;
  endpoint?: string;
  region?: string;
  /** HTTP deadlines of the client made from `endpoint` (default LOCAL_TIMEOUTS); tests shorten them. */
  timeouts?: LocalClientTimeouts;
  /** The consumer's timeout; a batch that runs past it counts as failed, as in Lambda. */
  timeoutMs?: number;
  /** Wait after an empty read of a shard (default 200 ms). */
  pollIntervalMs?: number;
  /** How often DescribeStream looks for new shards (default 5 s; also whenever a shard closes). */
  discoverIntervalMs?: number;
  /** The first retry's delay (default 500 ms, doubling per failure up to 5 s). */
  retryDelayMs?: number;
  functionName?: string;
  log?: (line: string) => void;
  /** Where records given up on are reported; default stderr. */
  logError?: (line: string) => void;
}

export interface StreamPoller {
  /** Stops polling; resolves once every batch in flight is finished. */
  stop(): Promise<void>;
}

interface ShardState {
  parent: string | undefined;
  state: 'waiting' | 'running' | 'done';
}

/** Starts following the stream for any handler (the service's consumers or a test fixture). */
export async function startStreamPoller(options: StreamPollerOptions): Promise<StreamPoller> {
  const region = options.region ?? process.env.AWS_REGION ?? 'us-east-1';
  const owned = options.streams ? undefined : localStreamsClient(options.endpoint ?? required('endpoint'), region, options.timeouts);
  const streams = options.streams ?? owned!;
  const name = options.functionName ?? 'stream-consumer';
  const log = options.log ?? ((line: string) => console.log(line));
  const logError = options.logError ?? ((line: string) => console.error(line));
  const filter = options.filter ?? (() => true);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const stopping = new AbortController();
  const shards = new Map<string, ShardState>();
  const running = new Set<Promise<void>>();

  const invoke = (event: DynamoDBStreamEvent) =>
    withTimeout(
      Promise.resolve().then(() => options.handler(event, buildLambdaContext(name, randomUUID(), timeoutMs))),
      timeoutMs,
    );
  const toRecord = (record: Parameters<typeof toStreamRecord>[0]): DynamoDBRecord => toStreamRecord(record, options.streamArn, region);

  function startReady(): void {
    for (const [shardId, shard] of shards) {
      if (stopping.signal.aborted || shard.state !== 'waiting') continue;
      // A child shard holds later writes to the same keys: it waits for its parent, as in Lambda.
      // A parent no longer listed (trimmed) has nothing left to wait for.
      const parent = shard.parent ? shards.get(shard.parent) : undefined;
      if (parent && parent.state !== 'done') continue;
      shard.state = 'running';
      const reader = shardReader(streams, options.streamArn, shardId, log, logError);
      const pollIntervalMs = options.pollIntervalMs ?? 200;
      const lanes = laneReaders(reader, options.parallelizationFactor ?? 1, TABLE_DESIGN.partitionKey, pollIntervalMs);
      const work: Promise<void> = Promise.all(
        lanes.map((lane, i) =>
          runShard({
            shardId: lanes.length === 1 ? shardId : `${shardId} lane ${i}`,
            reader: lane,
            toRecord,
            filter,
            invoke,
            log,
            logError,
            batchSize: options.batchSize,
            retryAttempts: options.retryAttempts,
            pollIntervalMs,
            retryDelayMs: options.retryDelayMs ?? 500,
            signal: stopping.signal,
          }),
        ),
      )
        .then((outcomes) => {
          // Closed once every lane has handed over all of the shard's records.
          if (outcomes.some((outcome) => outcome !== 'closed')) return;
          shard.state = 'done';
          // Its children may be listed already, or only now: look at once rather than at the next tick.
          return discover().catch((error) => log(`[stream] ${name}: listing shards failed: ${String(error)}`));
        })
        .catch((error) => logError(`[stream] ${name}: shard ${shardId} stopped: ${String(error)}`))
        .finally(() => running.delete(work));
      running.add(work);
    }
  }

  async function discover(): Promise<void> {
    for (const shard of await listShards(streams, options.streamArn)) {
      if (shard.ShardId && !shards.has(shard.ShardId)) shards.set(shard.ShardId, { parent: shard.ParentShardId, state: 'waiting' });
    }
    startReady();
  }

  // The first listing is awaited so that a wrong stream ARN fails the start, not later.
  await discover().catch((error: unknown) => {
    owned?.destroy();
    throw error;
  });
  const discovering = (async () => {
    while (!stopping.signal.aborted) {
      await pause(options.discoverIntervalMs ?? 5000, stopping.signal);
      if (!stopping.signal.aborted) await discover().catch((error) => log(`[stream] ${name}: listing shards failed: ${String(error)}`));
    }
  })();

  return {
    async stop() {
      stopping.abort();
      await discovering;
      while (running.size > 0) await Promise.all([...running]);
      owned?.destroy();
    },
  };
}

function required(option: string): never {
  throw new Error(`startStreamPoller needs either streams or ${option}.`);
}
