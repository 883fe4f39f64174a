/**
 * Bench section 6: load on the local gateway (real HTTP, the same handlers, DynamoDB Local)
 * at a fixed concurrency. Each target is warmed up first (its entry loads on first use, as
 * a cold container), then loaded by autocannon in a child process.
 */
import path from 'node:path';
import { runChild } from '#bench/child-run.ts';
import type { BenchContext } from '#bench/context.ts';
import type { LoadPlan } from '#bench/load/child.ts';
import { LOAD_TARGETS, type LoadTarget } from '#bench/load/targets.ts';
import { fillPath } from '#bench/request.ts';
import { scenarioFor } from '#bench/scenarios.ts';
import { matchRoute } from '#shared/http/route-match.ts';
import { routeList } from '#shared/routes.ts';

const CHILD = path.resolve(import.meta.dirname, 'child.ts');
const WARMUP_REQUESTS = 20;

export interface LoadRow {
  target: string;
  routeId: string | null;
  /** Why the target was not loaded, when it was not. */
  skipped: string | null;
  connections: number;
  seconds: number;
  requests?: number;
  rps?: number;
  p50Ms?: number;
  p99Ms?: number;
  /** Connection errors, timeouts and non-2xx answers: must be zero. */
  errors?: number;
  statuses?: Record<string, number>;
}

interface ChildResult {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statuses: Record<string, number>;
}

function generateLoad(plan: LoadPlan): Promise<ChildResult> {
  return runChild<ChildResult>({ script: CHILD, args: [JSON.stringify(plan)], prefix: 'BENCH_LOAD ', what: 'load generator' });
}

/** Plans one target, or says why it cannot be loaded yet. */
async function planFor(target: LoadTarget, apiUrl: string, ctx: BenchContext, connections: number, seconds: number) {
  const match = matchRoute(routeList, target.method, target.path);
  if (!match) return { skipped: 'no such route in shared/routes.ts yet', routeId: null };
  const { scenario, generic } = scenarioFor(match.route);
  if (generic && match.route.schemas.body) return { skipped: `no scenario for ${match.route.id} in bench/scenarios.ts`, routeId: match.route.id };
  const parts = await scenario(ctx);
  const query = new URLSearchParams(parts.query ?? {}).toString();
  const body = parts.body === undefined ? undefined : JSON.stringify(parts.body);
  const plan: LoadPlan = {
    url: apiUrl,
    connections,
    seconds,
    method: target.method,
    path: fillPath(match.route.path, { ...match.pathParameters, ...parts.pathParameters }) + (query ? `?${query}` : ''),
    headers: {
      authorization: `Bearer ${ctx.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...parts.headers,
    },
    ...(body === undefined ? {} : { body }),
    ...(target.uniqueHeader ? { uniqueHeader: target.uniqueHeader } : {}),
    ...(target.uniqueBodyField ? { uniqueBodyField: target.uniqueBodyField } : {}),
  };
  return { plan, routeId: match.route.id };
}

/** Loads every target that exists, one after the other. */
export async function measureLoad(apiUrl: string, ctx: BenchContext, connections: number, seconds: number): Promise<LoadRow[]> {
  const rows: LoadRow[] = [];
  for (const target of LOAD_TARGETS) {
    const name = `${target.method} ${target.path}`;
    const planned = await planFor(target, apiUrl, ctx, connections, seconds);
    if (!('plan' in planned) || !planned.plan) {
      rows.push({ target: name, routeId: planned.routeId, skipped: planned.skipped ?? null, connections, seconds });
      continue;
    }
    const { plan } = planned;
    for (let i = 0; i < WARMUP_REQUESTS; i++) {
      const headers = { ...plan.headers, ...(plan.uniqueHeader ? { [plan.uniqueHeader]: crypto.randomUUID() } : {}) };
      const body = plan.body && plan.uniqueBodyField ? JSON.stringify({ ...JSON.parse(plan.body), [plan.uniqueBodyField]: crypto.randomUUID() }) : plan.body;
      await (await fetch(apiUrl + plan.path, { method: plan.method, headers, ...(body ? { body } : {}) })).arrayBuffer();
    }
    const r = await generateLoad(plan);
    rows.push({
      target: name,
      routeId: planned.routeId,
      skipped: null,
      connections,
      seconds,
      requests: r.requests,
      rps: Math.round(r.rps),
      p50Ms: r.p50Ms,
      p99Ms: r.p99Ms,
      errors: r.errors + r.timeouts + r.non2xx,
      statuses: r.statuses,
    });
  }
  return rows;
}
