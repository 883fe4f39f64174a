/**
 * Reading a DynamoDB stream's shards through the DynamoDB Streams API (DynamoDB Local speaks it
 * on its own endpoint): listing every shard, and reading one shard by following its iterators.
 */
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  TrimmedDataAccessException,
  type _Record,
  type Shard,
} from '@aws-sdk/client-dynamodb-streams';
import { createHash } from 'node:crypto';
import { localClientConfig, type LocalClientTimeouts } from '#infra/local/client-config.ts';

/** What the readers need of a DynamoDB Streams client; tests pass a fake. */
export type StreamsApi = Pick<DynamoDBStreamsClient, 'send'>;

/** A Streams client for DynamoDB Local, with the local clients' deadlines (client-config.ts). */
export function localStreamsClient(endpoint: string, region: string, timeouts?: LocalClientTimeouts): DynamoDBStreamsClient {
  return new DynamoDBStreamsClient(localClientConfig(endpoint, region, timeouts));
}

/** Every shard of the stream, open and closed, following DescribeStream's pagination. */
export async function listShards(streams: StreamsApi, streamArn: string): Promise<Shard[]> {
  const shards: Shard[] = [];
  let start: string | undefined;
  do {
    const out = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn, ...(start ? { ExclusiveStartShardId: start } : {}) }));
    shards.push(...(out.StreamDescription?.Shards ?? []));
    start = out.StreamDescription?.LastEvaluatedShardId;
  } while (start);
  return shards;
}

export interface ShardReader {
  /** The next records of the shard (possibly none yet); sets `closed` once the shard has ended. */
  read(limit?: number): Promise<_Record[]>;
  /** True once the shard is closed and every record of it has been read. */
  readonly closed: boolean;
}

/** Re-reads of an ended shard that bring nothing new before it is taken as read to its end. */
const MAX_REREADS_OF_ENDED_SHARD = 3;

/**
 * Reads one shard from its oldest record (TRIM_HORIZON; see docs/local-stack.md for why, and for
 * the re-delivery on restart it implies). An iterator that expired (15 minutes unused, e.g. while
 * a batch is retried) is replaced by one after the last record read, so nothing is skipped or
 * read twice; a trimmed position restarts at the oldest record still kept.
 *
 * A GetRecords answer without a next iterator means the shard has ended, but LocalStack found
 * that DynamoDB Local sometimes answers so for a shard that is still open
 * (localstack/localstack#12483; not seen here). Taken at its word, the poller would stop
 * reading that shard for good, silently, as no child shard ever follows. So the stream's
 * description decides: a shard without an ending sequence number is still open, and so is one
 * whose end is past the last record read; the next read then takes a new iterator after that
 * record. `report` says so.
 */
export function shardReader(
  streams: StreamsApi,
  streamArn: string,
  shardId: string,
  log: (line: string) => void,
  report: (line: string) => void = log,
): ShardReader {
  let iterator: string | undefined;
  let lastSequence: string | undefined;
  let closed = false;
  let rereadsOfEndedShard = 0;
  let reportedOpen = false;

  /** Whether the shard has ended and was read to its end (see above). */
  async function readToItsEnd(): Promise<boolean> {
    const shard = (await listShards(streams, streamArn)).find((s) => s.ShardId === shardId);
    // No longer listed: trimmed away, nothing left to read.
    if (!shard) return true;
    const end = shard.SequenceNumberRange?.EndingSequenceNumber;
    if (end === undefined) {
      // Once per streak: a DynamoDB Local that keeps answering so would otherwise say it every poll.
      if (!reportedOpen) report(`[stream] ${shardId}: no next iterator, but the shard is still open; reading on after the last record`);
      reportedOpen = true;
      return false;
    }
    if (lastSequence === undefined || BigInt(lastSequence) >= BigInt(end)) return true;
    if (++rereadsOfEndedShard > MAX_REREADS_OF_ENDED_SHARD) {
      report(`[stream] ${shardId}: ended at ${end}, but nothing after ${lastSequence} could be read; taking it as read`);
      return true;
    }
    return false;
  }

  async function newIterator(): Promise<string | undefined> {
    const position = lastSequence
      ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER' as const, SequenceNumber: lastSequence }
      : { ShardIteratorType: 'TRIM_HORIZON' as const };
    return (await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ...position }))).ShardIterator;
  }

  return {
    get closed() {
      return closed;
    },
    async read(limit = 1000) {
      if (closed) return [];
      iterator ??= await newIterator();
      if (!iterator) {
        closed = await readToItsEnd();
        return [];
      }
      try {
        const out = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: limit }));
        const records = out.Records ?? [];
        lastSequence = records.at(-1)?.dynamodb?.SequenceNumber ?? lastSequence;
        if (records.length > 0) rereadsOfEndedShard = 0;
        iterator = out.NextShardIterator;
        if (iterator) reportedOpen = false;
        // No next iterator: the shard should be closed and this its last page (see above).
        else closed = await readToItsEnd();
        return records;
      } catch (error) {
        if (error instanceof ExpiredIteratorException) {
          iterator = undefined;
          return [];
        }
        if (error instanceof TrimmedDataAccessException) {
          log(`[stream] ${shardId}: records past the 24 h retention were trimmed; reading on from the oldest kept record`);
          iterator = undefined;
          lastSequence = undefined;
          return [];
        }
        throw error;
      }
    },
  };
}

/** Records split to lanes and not yet handed over, past which no lane reads the shard further. */
const MAX_READ_AHEAD = 10_000;

/**
 * Splits one shard's reader into `lanes` readers, as Lambda's ParallelizationFactor does: each
 * record goes to the lane its partition key hashes to, so one key's records stay in order in one
 * lane while other keys' records are handed over beside them, not behind them. A lane with nothing
 * left reads the shard (one read at a time, shared by the lanes waiting on it; after a read that
 * found nothing, none for `idleReadIntervalMs`, so idle lanes poll the shard as one lane would);
 * it is closed once the shard is and its own records are handed over. One lane is the reader
 * itself.
 */
export function laneReaders(reader: ShardReader, lanes: number, partitionKey: string, idleReadIntervalMs: number): ShardReader[] {
  if (lanes <= 1) return [reader];
  const buffers: _Record[][] = Array.from({ length: lanes }, () => []);
  const laneOf = (record: _Record) =>
    createHash('md5')
      .update(record.dynamodb?.Keys?.[partitionKey]?.S ?? '')
      .digest()
      .readUInt32BE(0) % lanes;
  let reading: Promise<void> | undefined;
  let emptyAt = Number.NEGATIVE_INFINITY;
  const fill = (limit: number) =>
    (reading ??= reader
      .read(limit)
      .then((records) => {
        if (records.length === 0) emptyAt = Date.now();
        for (const record of records) buffers[laneOf(record)]!.push(record);
      })
      .finally(() => {
        reading = undefined;
      }));
  return buffers.map((buffer) => ({
    get closed() {
      return reader.closed && buffer.length === 0;
    },
    async read(limit = 1000) {
      const buffered = buffers.reduce((sum, b) => sum + b.length, 0);
      const idle = Date.now() - emptyAt < idleReadIntervalMs;
      if (buffer.length === 0 && !reader.closed && buffered < MAX_READ_AHEAD && !idle) await fill(limit);
      return buffer.splice(0, limit);
    },
  }));
}
