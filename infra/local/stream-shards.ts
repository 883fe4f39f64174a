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

/**
 * Reads one shard from its oldest record (TRIM_HORIZON; see docs/local-stack.md for why, and for
 * the re-delivery on restart it implies). An iterator that expired (15 minutes unused, e.g. while
 * a batch is retried) is replaced by one after the last record read, so nothing is skipped or
 * read twice; a trimmed position restarts at the oldest record still kept.
 */
export function shardReader(streams: StreamsApi, streamArn: string, shardId: string, log: (line: string) => void): ShardReader {
  let iterator: string | undefined;
  let lastSequence: string | undefined;
  let closed = false;

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
        closed = true;
        return [];
      }
      try {
        const out = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: limit }));
        const records = out.Records ?? [];
        lastSequence = records.at(-1)?.dynamodb?.SequenceNumber ?? lastSequence;
        iterator = out.NextShardIterator;
        // No next iterator: the shard is closed and this was its last page.
        if (!iterator) closed = true;
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
