/**
 * The local stream poller against the test stack's DynamoDB Local, each test on a dedicated
 * table with its own stream (the stack's own poller follows only the stack's table): Lambda's
 * DynamoDB event shape, filtering, order, partial batch failures, thrown handlers, giving up,
 * items written after start, lanes by partition key, stop(); the stream added to an older table;
 * and the local stack's wiring of a stream consumer entry. Shard lineage is in
 * stream-shard-lineage.test.ts.
 */
import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  PutItemCommand,
  UpdateItemCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import type { AttributeValue, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { SQSClient } from '@aws-sdk/client-sqs';
import { startLocalConsumers } from '#infra/local/consumers.ts';
import { localDynamoClient } from '#infra/local/dynamodb-local.ts';
import { insertedWithSortKeyPrefix } from '#infra/local/stream-event.ts';
import { startStreamPoller, type StreamPollerOptions } from '#infra/local/stream-poller.ts';
import { ensureTable } from '#infra/local/table.ts';
import { calls as recorderCalls } from '../support/fixtures/stream-recorder.ts';
import { startStallingProxy } from '../support/stalling-proxy.ts';

const stack = inject('stack');
const ddb: DynamoDBClient = localDynamoClient(stack.dynamodbEndpoint, stack.region);
const tables: string[] = [];
afterAll(async () => {
  for (const name of tables) await ddb.send(new DeleteTableCommand({ TableName: name })).catch(() => undefined);
  ddb.destroy();
});

/** A fresh table with a NEW_IMAGE stream, created the way the local stack creates its own. */
async function streamTable(): Promise<{ name: string; streamArn: string }> {
  const name = `stream-test-${crypto.randomUUID().slice(0, 8)}`;
  tables.push(name);
  const { streamArn } = await ensureTable(ddb, name);
  return { name, streamArn };
}

async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const put = (table: string, sk: string, extra: Record<string, unknown> = {}, pk = 'WS#test#sandbox') =>
  ddb.send(new PutItemCommand({ TableName: table, Item: { pk: { S: pk }, sk: { S: sk }, ...(extra as object) } }));

type Handler = StreamPollerOptions['handler'];
function poll(streamArn: string, handler: Handler, overrides: Partial<StreamPollerOptions> = {}) {
  return startStreamPoller({
    streamArn,
    handler,
    endpoint: stack.dynamodbEndpoint,
    region: stack.region,
    batchSize: 3,
    retryAttempts: 100,
    filter: insertedWithSortKeyPrefix('EVENT#'),
    retryDelayMs: 50,
    discoverIntervalMs: 500,
    log: () => undefined,
    ...overrides,
  });
}

const sks = (events: DynamoDBStreamEvent[]) => events.map((e) => e.Records.map((r) => r.dynamodb?.Keys?.sk?.S));
const flat = (events: DynamoDBStreamEvent[]) => sks(events).flat();

describe('table stream (local)', () => {
  it('is added to a table from an older data folder that has none', async () => {
    const name = `stream-test-old-${crypto.randomUUID().slice(0, 8)}`;
    tables.push(name);
    await ddb.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
      }),
    );
    const { outcome, streamArn } = await ensureTable(ddb, name);
    expect(outcome).toBe('existing');
    const table = (await ddb.send(new DescribeTableCommand({ TableName: name }))).Table!;
    expect(table.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_IMAGE' });
    expect(table.LatestStreamArn).toBe(streamArn);
    // A second start keeps the same stream.
    expect((await ensureTable(ddb, name)).streamArn).toBe(streamArn);
  });
});

describe('stream poller', () => {
  it("hands over filtered INSERTs in order, in batches shaped like Lambda's DynamoDB event", async () => {
    const { name, streamArn } = await streamTable();
    await put(name, 'EVENT#1', { blob: { B: new Uint8Array([1, 2, 3]) }, n: { N: '5' } });
    await put(name, 'WALLET#1');
    await ddb.send(
      new UpdateItemCommand({
        TableName: name,
        Key: { pk: { S: 'WS#test#sandbox' }, sk: { S: 'EVENT#1' } },
        UpdateExpression: 'SET x = :x',
        ExpressionAttributeValues: { ':x': { S: 'y' } },
      }),
    );
    for (const i of [2, 3, 4, 5]) await put(name, `EVENT#${i}`);
    const events: DynamoDBStreamEvent[] = [];
    const poller = await poll(streamArn, (event) => void events.push(event));
    await until(() => flat(events).length >= 5);
    await poller.stop();
    expect(sks(events)).toEqual([
      ['EVENT#1', 'EVENT#2', 'EVENT#3'],
      ['EVENT#4', 'EVENT#5'],
    ]);
    const record = events[0]!.Records[0] as DynamoDBRecord;
    expect(Object.keys(record).sort()).toEqual([
      'awsRegion',
      'dynamodb',
      'eventID',
      'eventName',
      'eventSource',
      'eventSourceARN',
      'eventVersion',
    ]);
    expect(record).toMatchObject({
      eventName: 'INSERT',
      eventVersion: '1.1',
      eventSource: 'aws:dynamodb',
      awsRegion: stack.region,
      eventSourceARN: streamArn,
    });
    expect(record.dynamodb).toEqual({
      ApproximateCreationDateTime: expect.any(Number),
      Keys: { pk: { S: 'WS#test#sandbox' }, sk: { S: 'EVENT#1' } },
      NewImage: { pk: { S: 'WS#test#sandbox' }, sk: { S: 'EVENT#1' }, blob: { B: 'AQID' }, n: { N: '5' } },
      SequenceNumber: expect.stringMatching(/^\d+$/),
      SizeBytes: expect.any(Number),
      StreamViewType: 'NEW_IMAGE',
    });
    expect(Math.abs(record.dynamodb!.ApproximateCreationDateTime! - Date.now() / 1000)).toBeLessThan(120);
  });

  it('hands over empty maps as DynamoDB streams them ({"M":{}}), not as DynamoDB Local writes them ({})', async () => {
    const { name, streamArn } = await streamTable();
    await put(name, 'EVENT#empty-maps', { meta: { M: {} }, list: { L: [{ M: {} }, { S: '' }, { L: [] }] } });
    const images: Record<string, AttributeValue>[] = [];
    const poller = await poll(streamArn, (event) => void images.push(...event.Records.map((r) => r.dynamodb!.NewImage!)));
    await until(() => images.length === 1);
    await poller.stop();
    expect(images[0]!.meta).toEqual({ M: {} });
    expect(images[0]!.list).toEqual({ L: [{ M: {} }, { S: '' }, { L: [] }] });
    // What the outbox fan-out does with every image: it must not throw ("No value defined: {}").
    expect(unmarshall(images[0] as Parameters<typeof unmarshall>[0])).toMatchObject({ meta: {}, list: [{}, '', []] });
  });

  it('retries from the first reported failure, as ReportBatchItemFailures does', async () => {
    const { name, streamArn } = await streamTable();
    for (const i of [1, 2, 3, 4, 5]) await put(name, `EVENT#${i}`);
    const events: DynamoDBStreamEvent[] = [];
    let failedOnce = false;
    const poller = await poll(streamArn, (event) => {
      events.push(event);
      const third = event.Records.find((r) => r.dynamodb?.Keys?.sk?.S === 'EVENT#3');
      if (!third || failedOnce) return { batchItemFailures: [] };
      failedOnce = true;
      // Two failures reported: the lower sequence number is the checkpoint.
      const fourth = event.Records.find((r) => r.dynamodb?.Keys?.sk?.S === 'EVENT#4');
      return { batchItemFailures: [third, fourth].filter(Boolean).map((r) => ({ itemIdentifier: r!.dynamodb!.SequenceNumber! })) };
    });
    await until(() => flat(events).includes('EVENT#5'));
    await poller.stop();
    expect(sks(events)).toEqual([
      ['EVENT#1', 'EVENT#2', 'EVENT#3'],
      ['EVENT#3', 'EVENT#4', 'EVENT#5'],
    ]);
  });

  it('retries a failed batch halved (bisect on error), losing and skipping nothing', async () => {
    const { name, streamArn } = await streamTable();
    for (const i of [1, 2, 3, 4]) await put(name, `EVENT#${i}`);
    const events: DynamoDBStreamEvent[] = [];
    const poller = await poll(streamArn, (event) => {
      events.push(event);
      if (events.length <= 2) throw new Error('consumer crashed');
      if (events.length === 3) return { batchItemFailures: [{ itemIdentifier: 'not-in-this-batch' }] };
      return undefined;
    });
    await until(() => flat(events).includes('EVENT#4'));
    await poller.stop();
    // Throw, throw, an unknown identifier (a whole-batch failure too), then success.
    expect(sks(events)).toEqual([
      ['EVENT#1', 'EVENT#2', 'EVENT#3'],
      ['EVENT#1', 'EVENT#2'],
      ['EVENT#1'],
      ['EVENT#1'],
      ['EVENT#2', 'EVENT#3', 'EVENT#4'],
    ]);
  });

  it('gives up on a poison record after retryAttempts, says so loudly, and goes on', async () => {
    const { name, streamArn } = await streamTable();
    for (const i of [1, 2, 3]) await put(name, `EVENT#${i}`);
    const events: DynamoDBStreamEvent[] = [];
    const errors: string[] = [];
    const poller = await poll(
      streamArn,
      (event) => {
        events.push(event);
        const poison = event.Records.find((r) => r.dynamodb?.Keys?.sk?.S === 'EVENT#2');
        return { batchItemFailures: poison ? [{ itemIdentifier: poison.dynamodb!.SequenceNumber! }] : [] };
      },
      { batchSize: 2, retryAttempts: 2, logError: (line) => void errors.push(line) },
    );
    const givenUp = () => errors.filter((line) => line.includes('GIVING UP'));
    await until(() => givenUp().length > 0 && flat(events).at(-1) === 'EVENT#3');
    await poller.stop();
    // One attempt and two retries from EVENT#2 (the last one bisected), then only it is dropped.
    expect(sks(events)).toEqual([['EVENT#1', 'EVENT#2'], ['EVENT#2', 'EVENT#3'], ['EVENT#2'], ['EVENT#3']]);
    expect(givenUp()).toHaveLength(1);
    expect(givenUp()[0]).toMatch(/GIVING UP on 1 record\(s\) after 2 retries/);
    // Each failed attempt was reported on the error channel too, before the poller gave up.
    expect(errors.filter((line) => line.includes('retrying from record'))).toHaveLength(3);
  });

  it('picks up items written after it started, within a poll interval or so', async () => {
    const { name, streamArn } = await streamTable();
    const seen = new Map<string, number>();
    const poller = await poll(streamArn, (event) => {
      for (const r of event.Records) seen.set(r.dynamodb!.Keys!.sk!.S!, Date.now());
    });
    const latencies: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const sk = `EVENT#late-${i}`;
      // A random phase against the poll interval, so the numbers are not one lucky alignment.
      await new Promise((r) => setTimeout(r, Math.random() * 250));
      const written = Date.now();
      await put(name, sk);
      await until(() => seen.has(sk), 5000);
      latencies.push(seen.get(sk)! - written);
    }
    await poller.stop();
    latencies.sort((a, b) => a - b);
    console.log(`[stream-poller] put → handler latency over 10 items: median ${latencies[5]} ms, max ${latencies[9]} ms`);
    expect(latencies[9]).toBeLessThan(2000);
  });

  it('abandons a read DynamoDB Local accepts and never answers, and goes on with the shard', async () => {
    const { name, streamArn } = await streamTable();
    // The shard's first GetRecords is swallowed: without a deadline the shard would wait forever.
    const proxy = await startStallingProxy(stack.dynamodbEndpoint, (req) => String(req.headers['x-amz-target']).endsWith('.GetRecords'));
    const received: string[] = [];
    const poller = await poll(streamArn, (event) => void received.push(...flat([event]).map(String)), {
      endpoint: proxy.url,
      timeouts: { requestTimeoutMs: 300 },
    });
    try {
      await put(name, 'EVENT#after-stall-1');
      await put(name, 'EVENT#after-stall-2');
      await until(() => received.length === 2, 10_000);
      expect(received).toEqual(['EVENT#after-stall-1', 'EVENT#after-stall-2']);
      expect(proxy.stalled).toBe(1);
    } finally {
      await poller.stop();
      await proxy.close();
    }
  });

  it("with a parallelization factor, hands another partition key's records over beside a slow key's backlog, each key's in order", async () => {
    const { name, streamArn } = await streamTable();
    // Two tenants' partitions that hash to different lanes of ten (as Lambda's lanes, by partition key).
    const [busy, other] = ['WS#busy-3#sandbox', 'WS#other-1#sandbox'];
    for (let i = 1; i <= 12; i++) await put(name, `EVENT#busy-${String(i).padStart(2, '0')}`, {}, busy);
    await put(name, 'EVENT#other-1', {}, other);
    const handled: string[] = [];
    const keysPerBatch: number[] = [];
    const poller = await poll(
      streamArn,
      async (event) => {
        const keys = event.Records.map((r) => r.dynamodb!.Keys!);
        keysPerBatch.push(new Set(keys.map((k) => k.pk!.S)).size);
        // The busy key's handler takes 200 ms a batch.
        if (keys[0]!.pk!.S === busy) await new Promise((r) => setTimeout(r, 200));
        handled.push(...keys.map((k) => k.sk!.S!));
      },
      { parallelizationFactor: 10 },
    );
    await until(() => handled.length === 13);
    await poller.stop();
    const order = handled;
    // Each lane holds one of the two keys here, so no batch mixes them.
    expect(keysPerBatch.every((n) => n === 1)).toBe(true);
    // The other key's record, written last, is not held behind the busy key's four batches.
    expect(order.indexOf('EVENT#other-1')).toBeLessThan(3);
    expect(order.filter((sk) => sk.startsWith('EVENT#busy'))).toEqual(
      Array.from({ length: 12 }, (_, i) => `EVENT#busy-${String(i + 1).padStart(2, '0')}`),
    );
  });

  it('stop() waits for the batch in flight', async () => {
    const { name, streamArn } = await streamTable();
    await put(name, 'EVENT#slow');
    let started = false;
    let finished = false;
    const poller = await poll(streamArn, async () => {
      started = true;
      await new Promise((r) => setTimeout(r, 500));
      finished = true;
    });
    await until(() => started);
    await poller.stop();
    expect(finished).toBe(true);
  });
});

describe('local stack stream consumer wiring', () => {
  it('runs a stream consumer entry through the stream poller with its filter (moved items skipped) and function name', async () => {
    const { name, streamArn } = await streamTable();
    const sqs = new SQSClient({ endpoint: stack.sqsEndpoint, region: stack.region });
    const stop = await startLocalConsumers({
      queues: [],
      streamConsumers: [
        {
          id: 'recorder',
          consumer: 'test/support/fixtures/stream-recorder.ts',
          insertedSortKeyPrefix: 'EVENT#',
          batchSize: 5,
          parallelizationFactor: 1,
          timeoutSeconds: 5,
          retryAttempts: 1,
          uses: {},
        },
      ],
      sqs,
      dynamodbEndpoint: stack.dynamodbEndpoint,
      streamArn,
      region: stack.region,
      functionPrefix: 'wiring-test',
      quiet: true,
    });
    await put(name, 'WEBHOOK#1');
    // An event moved by migrate-layout is an INSERT too, and not a new event.
    await put(name, 'EVENT#moved', { moved_at: { S: '2026-01-01T00:00:00.000Z' } });
    await put(name, 'EVENT#wired');
    await until(() => recorderCalls.length > 0);
    await stop();
    sqs.destroy();
    expect(recorderCalls.map((c) => c.functionName)).toEqual(['wiring-test-recorder']);
    expect(sks(recorderCalls.map((c) => c.event))).toEqual([['EVENT#wired']]);
  });
});
