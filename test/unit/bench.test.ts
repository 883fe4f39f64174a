/** The bench's own logic: statistics, the cost model, flags, scenarios and the SDK meter. */
import { describe, expect, it } from 'vitest';
import { ceilingRps, hottestItem, partitionUnits } from '#bench/ceiling/ceiling.ts';
import { itemUnits, partitionOf } from '#bench/ceiling/partitions.ts';
import { CALL_LATENCY_MS, coldStartsPerMillion, costPerMillion, modelledDurationMs } from '#bench/cost/model.ts';
import { scenarioSucceeded } from '#bench/expected-status.ts';
import { ratioTargetFor } from '#bench/targets.ts';
import type { DynamoCall } from '#bench/warm/meter.ts';
import { DEFAULT_COUNTS, parseBenchArgs, QUICK_COUNTS } from '#bench/options.ts';
import { combine } from '#bench/report/combine.ts';
import { DYNAMO_MINIMUMS, minimumFor } from '#bench/minimums.ts';
import { scenarioFor } from '#bench/scenarios.ts';
import { percentile, sequentialRounds, unionMs } from '#bench/stats.ts';
import { installMeter, measured } from '#bench/warm/meter.ts';
import { overheadCpuMs, type WarmRow } from '#bench/warm/run-warm.ts';
import { httpFunctions } from '#bench/functions.ts';
import { defineRoute } from '#shared/http/route.ts';
import { routeList, routes } from '#shared/routes.ts';
import * as z from 'zod/mini';

describe('bench statistics', () => {
  it('counts overlapping DynamoDB calls once', () => {
    expect(
      unionMs([
        { start: 0, end: 2 },
        { start: 1, end: 3 },
        { start: 5, end: 6 },
      ]),
    ).toBe(4);
    expect(unionMs([])).toBe(0);
  });

  it('takes percentiles by nearest rank', () => {
    const samples = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
  });
});

describe('bench cost model', () => {
  it('bills started milliseconds at 1024 MB arm64 plus request and capacity prices', () => {
    // 1.00 (HTTP API) + 0.20 (requests) + 2 ms × 1 GB × 0.0000133334 × 1e6 + 1.5 RRU × 0.125
    // biome-ignore lint/suspicious/noApproximativeNumericConstant: a cost in dollars that happens to be near √2
    expect(costPerMillion({ durationMs: 1.2, readUnits: 1.5, writeUnits: 0 }).total).toBeCloseTo(1.4142, 3);
    expect(costPerMillion({ durationMs: 0, readUnits: 0, writeUnits: 4 }).dynamoWrites).toBeCloseTo(2.5, 6);
  });

  it('prices cold starts apart: billed init plus the first invocation beyond a warm one, at 1% of requests', () => {
    // (121 + 58 − 5) ms × 1 GB × 0.0000133334 × 1e6 × 1%
    expect(coldStartsPerMillion({ initMs: 120.2, firstInvokeMs: 57.3, warmMs: 4.1 })).toBeCloseTo(0.0232, 4);
    // A first invocation no slower than a warm one adds nothing beyond the init.
    expect(coldStartsPerMillion({ initMs: 99.5, firstInvokeMs: 3, warmMs: 4 }, 0.5)).toBeCloseTo(0.6667, 4);
  });
});

describe('bench modelled cost', () => {
  it('bills measured CPU plus a fixed latency for each call waited for, calls made side by side once', () => {
    expect(
      sequentialRounds([
        { start: 0, end: 2 },
        { start: 1, end: 3 },
        { start: 5, end: 6 },
      ]),
    ).toBe(2);
    expect(sequentialRounds([])).toBe(0);
    expect(modelledDurationMs(0.8, 2)).toBe(0.8 + 2 * CALL_LATENCY_MS);
    // The same code is priced the same whatever DynamoDB Local's latency was on the day.
    const floor = costPerMillion({ durationMs: modelledDurationMs(0.3, 1), readUnits: 0.5, writeUnits: 0 });
    const read = costPerMillion({ durationMs: modelledDurationMs(0.6, 2), readUnits: 1, writeUnits: 0 });
    expect(read.total / floor.total).toBeGreaterThan(1);
  });

  it('holds createRampPayment and executeQuote to 1.4× for bundle and cold init, every other function to 1.3×', () => {
    expect(ratioTargetFor('createRampPayment')).toBe(1.4);
    expect(ratioTargetFor('executeQuote')).toBe(1.4);
    expect(ratioTargetFor('createWebhook')).toBe(1.3);
  });
});

describe("bench tenant's ceiling", () => {
  const call = (kind: 'read' | 'write', items: DynamoCall['items']): DynamoCall => ({
    command: 'x',
    kind,
    start: 0,
    end: 0,
    cpuMs: 0,
    units: 0,
    items,
    failed: false,
  });

  it('attributes units to the partition key each call names, a transaction split evenly over its items', () => {
    expect(partitionOf('WS#w1#sandbox')).toBe('tenant');
    expect(partitionOf('WS#w1')).toBe('workspace');
    expect(partitionOf('APIKEY#abc')).toBe('other');
    expect(partitionOf('RATELIMIT#WS#w1')).toBe('other');
    const transaction = {
      TransactItems: [
        { Update: { Key: { pk: 'WS#w#live', sk: 'BALANCE#a' } } },
        { ConditionCheck: { Key: { pk: { S: 'WS#w#live' }, sk: { S: 'SETTINGS#X' } } } },
      ],
    };
    expect(itemUnits(transaction, 4)).toEqual([
      { pk: 'WS#w#live', sk: 'BALANCE#a', units: 2 },
      { pk: 'WS#w#live', sk: 'SETTINGS#X', units: 2 },
    ]);
    const query = {
      KeyConditionExpression: '#pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeNames: { '#pk': 'pk' },
      ExpressionAttributeValues: { ':pk': 'WS#w#live', ':p': 'EVENT#' },
    };
    expect(itemUnits(query, 1.5)).toEqual([{ pk: 'WS#w#live', sk: null, units: 1.5 }]);
    expect(
      itemUnits(
        {
          RequestItems: {
            t: {
              Keys: [
                { pk: 'WS#w#live', sk: 'A' },
                { pk: 'WS#w#live', sk: 'B' },
              ],
            },
          },
        },
        1,
      ),
    ).toHaveLength(2);
  });

  it('gives the requests a second before a partition fills, and the item every request touches', () => {
    expect(ceilingRps(0, 10)).toBe(100);
    expect(ceilingRps(6, 1)).toBe(500);
    expect(ceilingRps(0, 0)).toBeNull();
    const requests = [1, 2, 3, 4].map((n) => [
      call('read', [{ pk: 'APIKEY#h', sk: 'APIKEY', units: 0.5 }]),
      call('write', [
        { pk: 'WS#w#sandbox', sk: 'BALANCE#w1', units: 2 },
        { pk: 'WS#w#sandbox', sk: `TRANSFER#${n}`, units: 2 },
      ]),
    ]);
    expect(partitionUnits(requests)).toEqual({
      tenant: { read: 0, write: 4 },
      shard: { read: 0, write: 0 },
      workspace: { read: 0, write: 0 },
      other: { read: 0.5, write: 0 },
    });
    // The transfers are new each time; the balance is the one item every request writes.
    expect(hottestItem(requests)).toEqual({ entity: 'BALANCE', partition: 'tenant', copies: 1, readUnits: 0, writeUnits: 2, rps: 500 });
  });
});

describe('bench flags', () => {
  it('defaults to the documented counts, takes --quick, and refuses bad values', () => {
    const options = parseBenchArgs([])!;
    expect(options.coldRuns).toBe(DEFAULT_COUNTS.coldRuns);
    expect(options.warmRequests).toBe(DEFAULT_COUNTS.warmRequests);
    expect(parseBenchArgs(['--quick'])!.coldRuns).toBe(QUICK_COUNTS.coldRuns);
    expect(parseBenchArgs(['--quick', '--cold-runs', '5'])!.coldRuns).toBe(5);
    expect([...options.sections]).toEqual(['bundle', 'cold', 'warm', 'webhooks', 'fairness']);
    expect(parseBenchArgs(['--skip', 'webhooks,cold'])!.sections.has('cold')).toBe(false);
    expect(() => parseBenchArgs(['--skip', 'load'])).toThrow(/unknown section/);
    expect(() => parseBenchArgs(['--cold-runs', '0'])).toThrow(/whole number/);
    expect(() => parseBenchArgs(['--skip', 'nope'])).toThrow(/unknown section/);
    expect(parseBenchArgs(['--help'])).toBeNull();
  });
});

describe('bench scenarios', () => {
  it('has a scenario and a documented DynamoDB minimum for every function', () => {
    expect(routeList.filter((route) => scenarioFor(route).generic).map((r) => r.id)).toEqual([]);
    expect(
      httpFunctions()
        .filter((fn) => !DYNAMO_MINIMUMS[fn.id])
        .map((fn) => fn.id),
    ).toEqual([]);
  });

  it("names authentication's read as the pipeline makes it: eventually consistent on read routes", () => {
    expect(minimumFor('getEvent', routes.getEvent)).toEqual({
      calls: 4,
      pattern:
        "GetItem (auth, eventually consistent: 0.5 RRU) + UpdateItem (the key's read counter for this second: the per-key rate limit, a conditional ADD) + UpdateItem (the workspace's, in parallel with the key's) + GetItem (event)",
    });
    expect(minimumFor('listWallets', routes.listWallets)!.pattern).toMatch(/^GetItem \(auth, eventually consistent/);
    // A GET that writes as it reads stays consistent, counted as a read (it is a GET).
    expect(minimumFor('getRampPayment', routes.getRampPayment)).toMatchObject({
      calls: 4,
      pattern: expect.stringMatching(/^GetItem \(auth, strongly consistent[^)]*\) \+ UpdateItem \(the key's read counter/),
    });
    const write = minimumFor('createWallet', routes.createWallet)!;
    expect(write.calls).toBe(5);
    expect(write.pattern).toMatch(
      /^GetItem \(auth, strongly consistent[^)]*\) \+ UpdateItem \(the key's write counter.*\+ UpdateItem \(the workspace's/,
    );
    // Every authenticated route's pattern starts with authentication's read, so each is named.
    for (const route of routeList.filter((r) => r.scope !== null))
      expect(minimumFor(route.id, route)!.pattern, route.id).toMatch(/^GetItem \(auth, (eventually|strongly) consistent/);
    expect(minimumFor('getOpenApiDocument', routes.getOpenApiDocument)).toEqual(DYNAMO_MINIMUMS.getOpenApiDocument);
  });

  it("takes only a 2xx as a scenario's answer, the partner callback's included", () => {
    expect(scenarioSucceeded('receivePartnerEvent', 200)).toBe(true);
    expect(scenarioSucceeded('receivePartnerEvent', 404)).toBe(false);
    expect(scenarioSucceeded('getWebhook', 404)).toBe(false);
  });

  it('flags a route whose scenario was not answered with a 2xx', () => {
    const fn = httpFunctions().find((f) => f.id === 'getWebhook')!;
    const warm = {
      id: 'getWebhook',
      generic: false,
      requests: 10,
      statuses: { '200': 7, '404': 3 },
      unsuccessful: 3,
      firstFailure: '404 {}',
    };
    const [summary] = combine([fn], { warm: [warm as unknown as WarmRow] });
    expect(summary!.misses).toContain('scenario did not succeed: 3/10 warm requests answered 404×3');
    const fallback = httpFunctions().find((f) => f.kind === 'fallback')!;
    const [refused] = combine([fallback], {
      warm: [{ ...warm, id: 'fallback', statuses: { '404': 10 }, unsuccessful: 10 } as unknown as WarmRow],
    });
    expect(refused!.misses.filter((m) => m.startsWith('scenario'))).toEqual([]);
  });

  it('measures a route without a scenario with a generic request', async () => {
    const route = defineRoute({
      ...routes.getApiKey,
      id: 'someNewRoute',
      path: '/v1/things/{thingId}',
      schemas: { body: z.object({}), response: z.object({}) },
    });
    const { scenario, generic } = scenarioFor(route);
    expect(generic).toBe(true);
    const parts = await scenario({} as never);
    expect(parts.pathParameters?.thingId).toMatch(/^[0-9a-f-]{36}$/);
    expect(parts.body).toEqual({});
  });
});

/** Busy for `ms` of CPU time (not wall time: a busy machine may preempt the loop). */
function busy(ms: number): void {
  const from = process.cpuUsage();
  while ((process.cpuUsage(from).user + process.cpuUsage(from).system) / 1000 < ms);
}

type Next = (args: { input: Record<string, unknown> }) => Promise<{ output: Record<string, unknown> }>;

/**
 * A stand-in for an SDK client: `send(commandName, input, next, setupMs)` spends `setupMs` of CPU
 * first (the SDK building the command's stack), then runs the meter's middleware around `next`.
 */
function fakeClient() {
  let added: ((next: Next, context: { commandName: string }) => (args: { input: Record<string, unknown> }) => Promise<unknown>) | undefined;
  const client = {
    /** When and how much CPU (the process's) the last setup took. */
    setup: { start: 0, end: 0, cpuMs: 0 },
    middlewareStack: { add: (mw: never) => void (added = mw), remove: () => true },
    send: async (commandName: string, input: Record<string, unknown>, next: Next, setupMs = 0) => {
      const start = performance.now();
      const cpu0 = process.cpuUsage();
      busy(setupMs);
      const cpu = process.cpuUsage(cpu0);
      client.setup = { start, end: performance.now(), cpuMs: (cpu.user + cpu.system) / 1000 };
      return added!(next, { commandName })({ input });
    },
  };
  return client;
}

describe('bench CPU overhead', () => {
  it("subtracts the CPU of calls in flight, and never exceeds the request's wall-clock overhead", () => {
    expect(overheadCpuMs(1.5, 0.4, 2)).toBeCloseTo(1.1);
    // Another thread (GC, compiler) ran during a 0.25 ms request: the one handler thread cannot have used 4 ms.
    expect(overheadCpuMs(4.1, 0, 0.25)).toBe(0.25);
    expect(overheadCpuMs(0.2, 0.3, 1)).toBe(0);
  });
});

describe('bench DynamoDB meter', () => {
  it('asks for consumed capacity and bills transactions at least 2 units per item', async () => {
    const client = fakeClient();
    const meter = installMeter(client);
    const input: Record<string, unknown> = { TransactItems: [{}, {}] };
    const next = async (args: { input: Record<string, unknown> }) => {
      expect(args.input.ReturnConsumedCapacity).toBe('TOTAL');
      return { output: { ConsumedCapacity: [{ CapacityUnits: 2 }] } };
    };
    await measured(() => client.send('TransactWriteItemsCommand', input, next));
    const [call] = meter.take();
    expect(call).toMatchObject({ command: 'TransactWriteItemsCommand', kind: 'write', units: 4, failed: false });
    expect(meter.take()).toEqual([]);
  });

  it('bills a failed conditional write 1 unit, and a failed read none', async () => {
    const client = fakeClient();
    const meter = installMeter(client);
    const fail = async (): Promise<never> => {
      throw new Error('ConditionalCheckFailedException');
    };
    await measured(() => client.send('PutItemCommand', {}, fail)).catch(() => undefined);
    await measured(() => client.send('GetItemCommand', {}, fail)).catch(() => undefined);
    expect(meter.take()).toMatchObject([
      { command: 'PutItemCommand', kind: 'write', units: 1, failed: true },
      { command: 'GetItemCommand', kind: 'read', units: 0, failed: true },
    ]);
  });

  it('counts only the calls of a measured invocation, and the CPU of overlapping calls once', async () => {
    const client = fakeClient();
    const meter = installMeter(client);
    const next = async () => {
      busy(20);
      await new Promise((r) => setTimeout(r, 5));
      return { output: {} };
    };
    const send = () => client.send('GetItemCommand', {}, next);
    // A background consumer's call on the same client is not the route's.
    await send();
    expect(meter.take()).toEqual([]);
    await measured(() => Promise.all([send(), send()]));
    expect(meter.take()).toHaveLength(2);
    // Two side-by-side calls used about one call's CPU between them, not two calls'.
    const cpu = meter.takeInFlightCpuMs();
    expect(cpu).toBeGreaterThan(30);
    expect(cpu).toBeLessThan(70);
  });

  it('times the whole send: the SDK building the call before its middleware runs is in the call', async () => {
    const client = fakeClient();
    const meter = installMeter(client);
    const next = async () => ({ output: {} });
    await measured(() => client.send('GetItemCommand', {}, next, 10));
    const [call] = meter.take();
    // The call's interval and its CPU window enclose the setup.
    expect(call!.start).toBeLessThanOrEqual(client.setup.start);
    expect(call!.end).toBeGreaterThanOrEqual(client.setup.end);
    expect(client.setup.cpuMs).toBeGreaterThan(0);
    expect(meter.takeInFlightCpuMs()).toBeGreaterThanOrEqual(client.setup.cpuMs - 0.01);
  });

  it('meters another service apart: not a DynamoDB call, but in flight like one', async () => {
    const dynamodb = fakeClient();
    const sqs = fakeClient();
    const meter = installMeter(dynamodb);
    meter.meterService('sqs', sqs);
    const input: Record<string, unknown> = { QueueUrl: 'q' };
    const next = async () => (busy(20), { output: {} });
    await measured(() => sqs.send('SendMessageBatchCommand', input, next));
    // SQS's input is left alone (no ReturnConsumedCapacity), and the call is not DynamoDB's.
    expect(input).toEqual({ QueueUrl: 'q' });
    expect(meter.take()).toEqual([]);
    expect(meter.takeServiceCalls()).toMatchObject([{ service: 'sqs', command: 'SendMessageBatchCommand', failed: false }]);
    expect(meter.takeInFlightCpuMs()).toBeGreaterThan(15);
  });

  it('gives the clients their own send back when removed', () => {
    const client = fakeClient();
    const send = client.send;
    const meter = installMeter(client);
    expect(client.send).not.toBe(send);
    meter.remove();
    expect(client.send).toBe(send);
  });
});
