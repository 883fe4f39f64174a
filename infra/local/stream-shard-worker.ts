/**
 * One shard of a stream, processed as Lambda's DynamoDB event source mapping does: strictly in
 * order, one batch at a time, filtered records skipped, a failed batch retried from its
 * checkpoint (the first failed record) until it succeeds or its retries are used up. A batch in
 * which nothing succeeded is halved for its retry (the CDK stack's `bisectBatchOnError`), so a
 * poison record ends up alone and only it is given up.
 */
import type { _Record } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { firstFailedIndex, toStreamEvent, type StreamRecordFilter } from '#infra/local/stream-event.ts';
import type { ShardReader } from '#infra/local/stream-shards.ts';
import { pause } from '#infra/local/timing.ts';

export interface ShardWorkerOptions {
  shardId: string;
  reader: ShardReader;
  toRecord: (record: _Record) => DynamoDBRecord;
  filter: StreamRecordFilter;
  batchSize: number;
  /** Retries of a failing batch before its records are given up (Lambda's `retryAttempts`). */
  retryAttempts: number;
  /** Calls the consumer; a throw (or a timeout) fails the whole batch. */
  invoke: (event: DynamoDBStreamEvent) => Promise<unknown>;
  pollIntervalMs: number;
  /** The first retry's delay; it doubles per failure up to MAX_RETRY_DELAY_MS. */
  retryDelayMs: number;
  signal: AbortSignal;
  log: (line: string) => void;
  logError: (line: string) => void;
}

const MAX_RETRY_DELAY_MS = 5000;
/** Records fetched per GetRecords (the API's maximum); batches are cut from them. */
const READ_LIMIT = 1000;

/** Runs until the shard is closed and drained ('closed') or the signal aborts ('stopped'). */
export async function runShard(o: ShardWorkerOptions): Promise<'closed' | 'stopped'> {
  const pending: DynamoDBRecord[] = [];
  let failures = 0;
  let checkpoint: string | undefined;
  let limit = o.batchSize;
  while (!o.signal.aborted) {
    let fetched = 0;
    if (!o.reader.closed && pending.length < limit) {
      try {
        const raw = await o.reader.read(READ_LIMIT);
        fetched = raw.length;
        // Filtered-out records are simply skipped, as with Lambda's event filtering.
        pending.push(...raw.map(o.toRecord).filter(o.filter));
      } catch (error) {
        // Reported even by a quiet stack: a read that keeps failing stalls the shard.
        o.logError(`[stream] ${o.shardId}: read failed, retrying in 1 s: ${message(error)}`);
        await pause(1000, o.signal);
        continue;
      }
    }
    if (pending.length === 0) {
      if (o.reader.closed) return 'closed';
      // Only an empty read waits: a page of filtered-out records may have more behind it.
      if (fetched === 0) await pause(o.pollIntervalMs, o.signal);
      continue;
    }
    const batch = pending.slice(0, limit);
    const failedAt = await runBatch(o, toStreamEvent(batch));
    if (failedAt < 0) {
      pending.splice(0, batch.length);
      failures = 0;
      checkpoint = undefined;
      limit = o.batchSize;
      continue;
    }
    limit = failedAt === 0 ? Math.ceil(batch.length / 2) : o.batchSize;
    // Records before the checkpoint are done; the retry starts at the first failed one.
    pending.splice(0, failedAt);
    const head = batch[failedAt]?.dynamodb?.SequenceNumber;
    failures = head === checkpoint ? failures + 1 : 1;
    checkpoint = head;
    if (failures > o.retryAttempts) {
      const lost = batch.slice(failedAt);
      o.logError(
        `[stream] ${o.shardId}: GIVING UP on ${lost.length} record(s) after ${o.retryAttempts} retries ` +
          `(sequence numbers ${lost.map((r) => r.dynamodb?.SequenceNumber).join(', ')}); in AWS they would go to the on-failure queue`,
      );
      pending.splice(0, lost.length);
      failures = 0;
      checkpoint = undefined;
      limit = o.batchSize;
      continue;
    }
    await pause(Math.min(o.retryDelayMs * 2 ** (failures - 1), MAX_RETRY_DELAY_MS), o.signal);
  }
  return 'stopped';
}

/** Invokes the consumer once; returns -1 on success, else the index to retry from. */
async function runBatch(o: ShardWorkerOptions, event: DynamoDBStreamEvent): Promise<number> {
  try {
    const failedAt = firstFailedIndex(await o.invoke(event), event);
    // Failures are reported even by a quiet stack: a record that keeps failing holds up its shard.
    (failedAt < 0 ? o.log : o.logError)(
      `[stream] ${o.shardId}: batch of ${event.Records.length}${failedAt < 0 ? ' done' : `, retrying from record ${failedAt}`}`,
    );
    return failedAt;
  } catch (error) {
    o.logError(`[stream] ${o.shardId}: batch of ${event.Records.length} failed, retrying it: ${message(error)}`);
    return 0;
  }
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
