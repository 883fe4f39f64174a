/**
 * Bench sections 3 and 4: each handler invoked warm with its scenario's event against DynamoDB
 * Local. Per request: the total time, the time inside DynamoDB calls (the meter), the calls made
 * and the capacity they consumed, and its status: a scenario must succeed (2xx), and the report
 * flags every function where one did not.
 *
 * Every invocation's event is built here first (scenarios that need fresh resources make them
 * then), and the invocations run in a process of their own (bench/warm/child.ts), a warm
 * container with nothing else in it: the local stack's stream and queue consumers and its SQS
 * emulator run in this process, and their CPU (fanning out the events the requests wrote,
 * answering SQS) must not be counted as the route's overhead.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { runChild } from '#bench/child-run.ts';
import type { BenchContext } from '#bench/context.ts';
import { eventFor } from '#bench/events.ts';
import { scenarioSucceeded } from '#bench/expected-status.ts';
import type { BenchFunction } from '#bench/functions.ts';
import {
  hottestItem,
  partitionUnits,
  tenantCeiling,
  type HotItem,
  type PartitionUnits,
  type TenantCeiling,
} from '#bench/ceiling/ceiling.ts';
import { median, percentile, round, sequentialRounds, unionMs } from '#bench/stats.ts';
import { cpuSince, measured, type DynamoCall, type Meter } from '#bench/warm/meter.ts';
import { buildLambdaContext } from '#infra/local/http-api-event.ts';

type Handler = (event: unknown, context: unknown) => Promise<{ statusCode?: number; body?: string } | undefined>;

export interface WarmOptions {
  requests: number;
  warmup: number;
  /** The function's own variables as the stack gives them (a secret's ARN, a queue's URL), over the stack's process environment. */
  environment?: Record<string, string>;
}

export interface WarmRow {
  id: string;
  generic: boolean;
  requests: number;
  /** Status codes seen and how often. */
  statuses: Record<string, number>;
  /** Measured invocations not answered with a 2xx (the scenario is broken), and the first such answer. */
  unsuccessful: number;
  firstFailure: string | null;
  totalP50Ms: number;
  totalP99Ms: number;
  dynamoP50Ms: number;
  /**
   * Calls to other services (SQS) of the typical request, e.g. `sqs:SendMessageBatch`, and their
   * p50 time: excluded from the overhead like DynamoDB's (bench/warm/meter.ts), shown apart.
   */
  servicePattern: string;
  serviceP50Ms: number;
  overheadP50Ms: number;
  overheadP99Ms: number;
  /**
   * The same in CPU time (this process, minus the CPU the SDK used during the calls): what is
   * left when other load on the machine preempts the bench. The targets are judged on these.
   */
  overheadCpuP50Ms: number;
  overheadCpuP99Ms: number;
  /** Calls per request: most common count, and the most seen (the once-a-minute last-use write). */
  callsTypical: number;
  callsMax: number;
  /** The typical request's calls, e.g. `GetItem+GetItem`. */
  callPattern: string;
  /** CPU time of the whole request (the route's overhead and the SDK's work in its calls), p50: what the modelled cost bills besides latency. */
  cpuP50Ms: number;
  /** Calls (DynamoDB and other services) the typical request waits for one after another: the modelled cost charges each a fixed latency. */
  callRounds: number;
  /** Median capacity units per request. */
  readUnits: number;
  writeUnits: number;
  /** The same units by the partition they land on (bench/ceiling/partitions.ts): the tenant's ceiling comes from these. */
  partitionUnits: PartitionUnits;
  /** The base key's and each shard family's units per request and ceilings (bench/ceiling/ceiling.ts). */
  tenantCeiling: TenantCeiling;
  /** The logical item of the tenant's keys or workspace's partition that limits the route first (one wallet's ceiling); null when none repeats. */
  hottestItem: HotItem | null;
  /** Queries of the typical request: a listing of a sharded family makes one per shard. */
  queryCalls: number;
}

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CHILD = path.resolve(import.meta.dirname, 'child.ts');
const RESULT_PREFIX = 'BENCH_WARM ';
/**
 * Pause between building the events and measuring: long enough for the stream poller (every
 * 200 ms) to pick up what the fixtures wrote and the fan-out to run, so that work is done
 * before the child starts; it runs in this process, not the child's, so what it still does
 * later costs the child a core's share, not its CPU figures.
 */
const SETTLE_MS = 400;

/** What the child measures: one function, its events in order, the first `warmup` not counted. */
export interface WarmPlan {
  fn: Pick<BenchFunction, 'id' | 'kind' | 'entry'>;
  generic: boolean;
  warmup: number;
  events: APIGatewayProxyEventV2[];
}

function mode(values: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
}

/** Measures one function: builds its events here, invokes them in a fresh child process. */
export async function measureWarm(fn: BenchFunction, ctx: BenchContext, options: WarmOptions): Promise<WarmRow> {
  const built = [];
  for (let i = 0; i < options.warmup + options.requests; i++) built.push(await eventFor(fn, ctx));
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const plan: WarmPlan = {
    fn: { id: fn.id, kind: fn.kind, entry: fn.entry },
    generic: built[0]?.generic ?? false,
    warmup: options.warmup,
    events: built.map((b) => b.event),
  };
  return measureInChild(plan, options.environment ?? {});
}

function measureInChild(plan: WarmPlan, environment: Record<string, string>): Promise<WarmRow> {
  return runChild<WarmRow>({
    script: CHILD,
    // The local stack's environment (table, endpoints, queue URLs) and the function's own, as its gateway's functions get them.
    env: { ...process.env, ...environment },
    input: JSON.stringify(plan),
    prefix: RESULT_PREFIX,
    what: `warm measurement of ${plan.fn.id}`,
  });
}

/**
 * A request's CPU overhead: the process's CPU during the request minus what it used while a
 * call was in flight, at most the request's wall-clock overhead. The cap is sound because the
 * handler runs on one thread, which cannot use more CPU than time passes; anything above it was
 * another thread's (V8's garbage-collection helpers, its optimizing compiler), which the process
 * figure would otherwise charge to whichever request it overlapped: the fallback and the
 * OpenAPI document, which do no I/O, read a CPU p99 many times their wall p99 before the cap
 * (docs/performance.md). (`process.threadCpuUsage()` would read the main thread alone, but on
 * Linux it moves in scheduler ticks: most requests read 0.)
 */
export function overheadCpuMs(processCpuMs: number, inCallsCpuMs: number, wallOverheadMs: number): number {
  return Math.max(0, Math.min(processCpuMs - inCallsCpuMs, wallOverheadMs));
}

/** The child's loop: every event in order against `handler`, metered by `meter`; the row of figures. */
export async function warmLoop(plan: WarmPlan, meter: Meter): Promise<WarmRow> {
  const { handler } = (await import(pathToFileURL(path.join(ROOT, plan.fn.entry)).href)) as { handler: Handler };
  const samples: {
    total: number;
    dynamo: number;
    service: number;
    inCalls: number;
    cpu: number;
    calls: number;
    rounds: number;
    cpuAll: number;
    read: number;
    write: number;
    pattern: string;
    servicePattern: string;
    queries: number;
  }[] = [];
  const measuredCalls: DynamoCall[][] = [];
  const statuses: Record<string, number> = {};
  let unsuccessful = 0;
  let firstFailure: string | null = null;
  const fn = plan.fn;
  const generic = plan.generic;
  const options = { warmup: plan.warmup };
  for (const [i, event] of plan.events.entries()) {
    const context = buildLambdaContext(`bench-${fn.id}`, event.requestContext.requestId);
    meter.take();
    meter.takeInFlightCpuMs();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const result = await measured(() => handler(event, context));
    const total = performance.now() - t0;
    const cpu = cpuSince(cpu0);
    const calls = meter.take();
    const serviceCalls = meter.takeServiceCalls();
    const sdkCpu = meter.takeInFlightCpuMs();
    if (i < options.warmup) continue;
    const code = result?.statusCode ?? 200;
    const status = String(code);
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (!scenarioSucceeded(fn.id, code)) {
      unsuccessful++;
      firstFailure ??= `${code} ${String(result?.body ?? '').slice(0, 300)}`;
    }
    const inCalls = unionMs([...calls, ...serviceCalls]);
    measuredCalls.push(calls);
    samples.push({
      total,
      dynamo: unionMs(calls),
      service: unionMs(serviceCalls),
      inCalls,
      cpu: overheadCpuMs(cpu, sdkCpu, total - inCalls),
      calls: calls.length,
      rounds: sequentialRounds([...calls, ...serviceCalls]),
      cpuAll: overheadCpuMs(cpu, sdkCpu, total - inCalls) + sdkCpu,
      read: calls.filter((c) => c.kind === 'read').reduce((s, c) => s + c.units, 0),
      write: calls.filter((c) => c.kind === 'write').reduce((s, c) => s + c.units, 0),
      pattern: calls.map((c) => c.command.replace(/Command$/, '')).join('+'),
      servicePattern: serviceCalls.map((c) => `${c.service}:${c.command.replace(/Command$/, '')}`).join('+'),
      queries: calls.filter((c) => c.command === 'QueryCommand').length,
    });
  }
  const overhead = samples.map((s) => s.total - s.inCalls);
  const callsTypical = mode(samples.map((s) => s.calls));
  const typical = samples.filter((s) => s.calls === callsTypical);
  const typicalCalls = measuredCalls.filter((_, i) => samples[i]!.calls === callsTypical);
  return {
    id: fn.id,
    generic,
    requests: samples.length,
    statuses,
    unsuccessful,
    firstFailure,
    totalP50Ms: round(median(samples.map((s) => s.total))),
    totalP99Ms: round(
      percentile(
        samples.map((s) => s.total),
        99,
      ),
    ),
    dynamoP50Ms: round(median(samples.map((s) => s.dynamo))),
    servicePattern: typical[0]?.servicePattern ?? '',
    serviceP50Ms: round(median(samples.map((s) => s.service))),
    overheadP50Ms: round(median(overhead)),
    overheadP99Ms: round(percentile(overhead, 99)),
    overheadCpuP50Ms: round(median(samples.map((s) => s.cpu))),
    overheadCpuP99Ms: round(
      percentile(
        samples.map((s) => s.cpu),
        99,
      ),
    ),
    cpuP50Ms: round(median(samples.map((s) => s.cpuAll))),
    callRounds: mode(typical.map((s) => s.rounds)),
    callsTypical,
    callsMax: Math.max(0, ...samples.map((s) => s.calls)),
    callPattern: typical[0]?.pattern ?? '',
    readUnits: median(typical.map((s) => s.read)),
    writeUnits: median(typical.map((s) => s.write)),
    partitionUnits: partitionUnits(typicalCalls),
    tenantCeiling: tenantCeiling(typicalCalls),
    hottestItem: hottestItem(measuredCalls),
    queryCalls: mode(typical.map((s) => s.queries)),
  };
}
