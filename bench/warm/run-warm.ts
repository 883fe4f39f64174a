/**
 * Bench sections 3 and 4: each handler invoked in this process (a warm container) with its
 * scenario's event against DynamoDB Local. Per request: the total time, the time inside
 * DynamoDB calls (the meter), the calls made and the capacity they consumed.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchContext } from '#bench/context.ts';
import { eventFor } from '#bench/events.ts';
import type { BenchFunction } from '#bench/functions.ts';
import { median, percentile, round, unionMs } from '#bench/stats.ts';
import { cpuSince, type Meter } from '#bench/warm/meter.ts';
import { buildLambdaContext } from '#infra/local/http-api-event.ts';

type Handler = (event: unknown, context: unknown) => Promise<{ statusCode?: number } | undefined>;

export interface WarmOptions {
  requests: number;
  warmup: number;
}

export interface WarmRow {
  id: string;
  generic: boolean;
  requests: number;
  /** Status codes seen and how often. */
  statuses: Record<string, number>;
  totalP50Ms: number;
  totalP99Ms: number;
  dynamoP50Ms: number;
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
  /** Median capacity units per request. */
  readUnits: number;
  writeUnits: number;
}

const ROOT = path.resolve(import.meta.dirname, '..', '..');

function mode(values: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
}

/** Measures one function; `meter` must be installed on the client the function uses. */
export async function measureWarm(fn: BenchFunction, ctx: BenchContext, meter: Meter, options: WarmOptions): Promise<WarmRow> {
  const { handler } = (await import(pathToFileURL(path.join(ROOT, fn.entry)).href)) as { handler: Handler };
  const samples: { total: number; dynamo: number; cpu: number; calls: number; read: number; write: number; pattern: string }[] = [];
  const statuses: Record<string, number> = {};
  let generic = false;
  for (let i = 0; i < options.warmup + options.requests; i++) {
    const built = await eventFor(fn, ctx);
    generic = built.generic;
    const context = buildLambdaContext(`bench-${fn.id}`, built.event.requestContext.requestId);
    meter.take();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const result = await handler(built.event, context);
    const total = performance.now() - t0;
    const cpu = cpuSince(cpu0);
    const calls = meter.take();
    if (i < options.warmup) continue;
    const status = String(result?.statusCode ?? 200);
    statuses[status] = (statuses[status] ?? 0) + 1;
    samples.push({
      total,
      dynamo: unionMs(calls),
      cpu: Math.max(0, cpu - calls.reduce((sum, c) => sum + c.cpuMs, 0)),
      calls: calls.length,
      read: calls.filter((c) => c.kind === 'read').reduce((s, c) => s + c.units, 0),
      write: calls.filter((c) => c.kind === 'write').reduce((s, c) => s + c.units, 0),
      pattern: calls.map((c) => c.command.replace(/Command$/, '')).join('+'),
    });
  }
  const overhead = samples.map((s) => s.total - s.dynamo);
  const callsTypical = mode(samples.map((s) => s.calls));
  const typical = samples.filter((s) => s.calls === callsTypical);
  return {
    id: fn.id,
    generic,
    requests: samples.length,
    statuses,
    totalP50Ms: round(median(samples.map((s) => s.total))),
    totalP99Ms: round(percentile(samples.map((s) => s.total), 99)),
    dynamoP50Ms: round(median(samples.map((s) => s.dynamo))),
    overheadP50Ms: round(median(overhead)),
    overheadP99Ms: round(percentile(overhead, 99)),
    overheadCpuP50Ms: round(median(samples.map((s) => s.cpu))),
    overheadCpuP99Ms: round(percentile(samples.map((s) => s.cpu), 99)),
    callsTypical,
    callsMax: Math.max(0, ...samples.map((s) => s.calls)),
    callPattern: typical[0]?.pattern ?? '',
    readUnits: median(typical.map((s) => s.read)),
    writeUnits: median(typical.map((s) => s.write)),
  };
}
