/**
 * The stream poller across shards, with a scripted fake of the DynamoDB Streams API (DynamoDB
 * Local cannot be made to split a shard on demand): DescribeStream pagination, a parent drained
 * before its child even when the parent is slow, and a shard that appears later being found.
 */
import { DescribeStreamCommand, GetRecordsCommand, GetShardIteratorCommand, type _Record } from '@aws-sdk/client-dynamodb-streams';
import { describe, expect, it } from 'vitest';
import { startStreamPoller } from '#infra/local/stream-poller.ts';
import type { StreamsApi } from '#infra/local/stream-shards.ts';

async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Polls a fake stream with short timings; the sort keys handed over are pushed to `keys`. */
function pollFake(streams: StreamsApi, keys: string[], logError: (line: string) => void = () => undefined) {
  return startStreamPoller({
    streamArn: 'arn:aws:dynamodb:us-east-1:000000000000:table/fake/stream/x',
    streams,
    handler: (event) => void keys.push(...event.Records.map((r) => r.dynamodb!.Keys!.sk!.S!)),
    batchSize: 10,
    retryAttempts: 1,
    pollIntervalMs: 20,
    discoverIntervalMs: 100,
    log: () => undefined,
    logError,
  });
}

describe('stream poller shard lineage (fake Streams API)', () => {
  /** A stream whose shards and records the test scripts; `C` is only listed after a while. */
  function fakeStream(listCAfterMs: number): StreamsApi {
    const started = Date.now();
    const shards = [
      { ShardId: 'A', records: ['a1', 'a2'], closed: true, emptyReads: 3 },
      { ShardId: 'B', ParentShardId: 'A', records: ['b1'], closed: true, emptyReads: 0 },
      { ShardId: 'C', ParentShardId: 'B', records: ['c1'], closed: false, emptyReads: 0 },
    ];
    const record = (sk: string, seq: number): _Record => ({
      eventID: sk,
      eventName: 'INSERT',
      dynamodb: { Keys: { sk: { S: `EVENT#${sk}` } }, SequenceNumber: String(seq), SizeBytes: 1, StreamViewType: 'NEW_IMAGE' },
    });
    const send = async (command: unknown) => {
      if (command instanceof DescribeStreamCommand) {
        const listed = shards.filter((s) => s.ShardId !== 'C' || Date.now() - started > listCAfterMs);
        // One shard per page, to exercise the pagination.
        const at = command.input.ExclusiveStartShardId ? listed.findIndex((s) => s.ShardId === command.input.ExclusiveStartShardId) + 1 : 0;
        // As DynamoDB describes them: a closed shard has an ending sequence number (its last record's).
        const page = listed.slice(at, at + 1).map(({ ShardId, ParentShardId, closed, records }) => ({
          ShardId,
          ParentShardId,
          SequenceNumberRange: { StartingSequenceNumber: '1', ...(closed ? { EndingSequenceNumber: String(records.length) } : {}) },
        }));
        return { StreamDescription: { Shards: page, ...(at + 1 < listed.length ? { LastEvaluatedShardId: page[0]!.ShardId } : {}) } };
      }
      if (command instanceof GetShardIteratorCommand) return { ShardIterator: `${command.input.ShardId}:0` };
      if (command instanceof GetRecordsCommand) {
        const [id, pos] = command.input.ShardIterator!.split(':');
        const shard = shards.find((s) => s.ShardId === id)!;
        // A slow parent: empty reads first, which must not let its child run ahead.
        if (shard.emptyReads > 0) {
          shard.emptyReads -= 1;
          return { Records: [], NextShardIterator: `${id}:${pos}` };
        }
        const records = shard.records.slice(Number(pos)).map((sk, i) => record(sk, Number(pos) + i + 1));
        return { Records: records, NextShardIterator: shard.closed ? undefined : `${id}:${shard.records.length}` };
      }
      throw new Error(`unexpected command ${String(command)}`);
    };
    return { send } as unknown as StreamsApi;
  }

  it('drains a parent before its child and finds shards created later', async () => {
    const order: string[] = [];
    const poller = await pollFake(fakeStream(400), order);
    await until(() => order.includes('EVENT#c1'));
    await poller.stop();
    expect(order).toEqual(['EVENT#a1', 'EVENT#a2', 'EVENT#b1', 'EVENT#c1']);
  });

  it('reads on in an open shard when GetRecords answers without a next iterator, as DynamoDB Local sometimes does', async () => {
    const records: string[] = ['r1'];
    let quirks = 1;
    const streams = {
      send: async (command: unknown) => {
        if (command instanceof DescribeStreamCommand) {
          return { StreamDescription: { Shards: [{ ShardId: 'A', SequenceNumberRange: { StartingSequenceNumber: '1' } }] } };
        }
        if (command instanceof GetShardIteratorCommand) {
          const after = command.input.ShardIteratorType === 'AFTER_SEQUENCE_NUMBER' ? Number(command.input.SequenceNumber) : 0;
          return { ShardIterator: `A:${after}` };
        }
        if (command instanceof GetRecordsCommand) {
          const pos = Number(command.input.ShardIterator!.split(':')[1]);
          const page = records.slice(pos).map(
            (sk, i): _Record => ({
              eventID: sk,
              eventName: 'INSERT',
              dynamodb: {
                Keys: { sk: { S: `EVENT#${sk}` } },
                SequenceNumber: String(pos + i + 1),
                SizeBytes: 1,
                StreamViewType: 'NEW_IMAGE',
              },
            }),
          );
          // The quirk: the first page comes back with no next iterator, though the shard is open.
          if (quirks > 0 && page.length > 0) {
            quirks -= 1;
            return { Records: page };
          }
          return { Records: page, NextShardIterator: `A:${records.length}` };
        }
        throw new Error(`unexpected command ${String(command)}`);
      },
    } as unknown as StreamsApi;
    const seen: string[] = [];
    const reports: string[] = [];
    const poller = await pollFake(streams, seen, (line) => void reports.push(line));
    await until(() => seen.includes('EVENT#r1'));
    records.push('r2', 'r3');
    await until(() => seen.includes('EVENT#r3'));
    await poller.stop();
    expect(seen).toEqual(['EVENT#r1', 'EVENT#r2', 'EVENT#r3']);
    expect(reports).toEqual([expect.stringContaining('no next iterator, but the shard is still open')]);
  });
});
