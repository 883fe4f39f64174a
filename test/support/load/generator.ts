/**
 * A bounded load generator: `total` requests drawn at random from the route table (reads twice
 * as often as writes), over `concurrency` keep-alive connections, against a set of tenants.
 * Valid requests (examples, real ids), so the load exercises the handlers rather than the 400
 * path. Every answer is recorded for the checks: statuses, ids created and deleted, latencies.
 */
import { routeList } from '#shared/routes.ts';
import type { HttpRoute } from '#shared/http/route.ts';
import type { Environment } from '#shared/model/tenancy.ts';
import { sendRaw, type RawAnswer } from '../fuzz/raw-http.ts';
import { exampleAvailableIn, exampleFor } from '../resources/examples.ts';
import { fillPath, pathParamsOf, routeAvailableIn, type ParamSet } from '../resources/params.ts';
import type { Tenant } from '../resources/tenant.ts';
import { createdIds, deleteRouteOf, fedParam, isCreate, OUTSIDE_THE_WORKSPACE, SENDS_DELIVERIES } from './route-roles.ts';

export interface LoadTenant {
  tenant: Tenant;
  /** One resource set per route with ids, made before the run. */
  base: Map<string, ParamSet>;
  /** Ids by parameter name, growing as the run creates resources. */
  pools: Map<string, string[]>;
}

export interface LoadResult {
  sent: number;
  statuses: Record<number, number>;
  latencies: number[];
  /** Ids created (201) and deleted (200 on the delete route), with the workspace they belong to. */
  created: Map<string, string>;
  deleted: Map<string, string>;
  /** Answers that broke the envelope or were 5xx (a few kept for the report). */
  bad: { route: string; status: number; text: string }[];
  ms: number;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const deleteRoutes = new Set(
  routeList
    .filter(isCreate)
    .map(deleteRouteOf)
    .filter(Boolean)
    .map((r) => r!.id),
);

/**
 * Whether a tenant of `environment` can send the route meaningfully: in live, no route that sends
 * a webhook delivery (it would leave this machine) and none that needs a wallet (live has no custody).
 */
function servable(route: HttpRoute, environment: Environment): boolean {
  if (environment === 'sandbox') return true;
  return !SENDS_DELIVERIES.has(route.id) && exampleAvailableIn(route, environment) && routeAvailableIn(route, environment);
}

function paramsFor(route: HttpRoute, t: LoadTenant): ParamSet {
  const names = pathParamsOf(route);
  const fromPools = names.every((n) => (t.pools.get(n)?.length ?? 0) > 0);
  return fromPools ? Object.fromEntries(names.map((n) => [n, pick(t.pools.get(n)!)])) : (t.base.get(route.id) ?? {});
}

/**
 * Builds every route's example once per tenant before the run: an example may set up what it
 * needs the first time (the partner callback's payment, submitted through a hybrid gateway of its
 * own), which must then exist before the table is counted, not appear unexplained during the run.
 */
export async function prepareExamples(tenants: LoadTenant[], sink: string): Promise<void> {
  for (const t of tenants) {
    for (const route of routeList.filter((r) => servable(r, t.tenant.environment)))
      await exampleFor(route, t.tenant, sink, paramsFor(route, t));
  }
}

export async function runLoad(tenants: LoadTenant[], total: number, concurrency: number, sink: string): Promise<LoadResult> {
  const result: LoadResult = { sent: 0, statuses: {}, latencies: [], created: new Map(), deleted: new Map(), bad: [], ms: 0 };
  const weighted = routeList.flatMap((r) => (r.access === 'read' ? [r, r] : [r]));
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < total) {
      next++;
      const t = pick(tenants);
      const route = pick(weighted.filter((r) => servable(r, t.tenant.environment)));
      const params = paramsFor(route, t);
      const example = await exampleFor(route, t.tenant, sink, params);
      const headers: Record<string, string> = { authorization: `Bearer ${t.tenant.token}`, ...example.headers };
      const body = example.body === undefined ? undefined : Buffer.from(JSON.stringify(example.body));
      if (body) headers['content-type'] = 'application/json';
      const t0 = performance.now();
      const res: RawAnswer = await sendRaw(route.method, `${fillPath(route, params)}?environment=${t.tenant.environment}`, headers, body);
      result.latencies.push(performance.now() - t0);
      result.sent++;
      result.statuses[res.status] = (result.statuses[res.status] ?? 0) + 1;
      record(route, res, params, t, result);
      for (const id of example.made ?? []) result.created.set(id, t.tenant.workspaceId);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  result.ms = Math.round(performance.now() - started);
  return result;
}

function record(route: HttpRoute, res: RawAnswer, params: ParamSet, t: LoadTenant, result: LoadResult): void {
  let body: { data?: unknown; request_id?: unknown } | undefined;
  try {
    body = JSON.parse(res.text);
  } catch {
    body = undefined;
  }
  // A document or page (route.raw) is sent bare on success; everything else is in the envelope.
  const bare = route.raw !== undefined && res.status < 400;
  if (res.status >= 500 || (!bare && typeof body?.request_id !== 'string')) {
    if (result.bad.length < 20) result.bad.push({ route: route.id, status: res.status, text: res.text.slice(0, 300) });
    return;
  }
  if (bare || !body) return;
  if (res.status === 201 && isCreate(route) && !OUTSIDE_THE_WORKSPACE.has(route.id)) {
    const ids = createdIds(body.data);
    const param = fedParam(route);
    for (const id of ids) result.created.set(id, t.tenant.workspaceId);
    if (param && ids[0]) t.pools.set(param, [...(t.pools.get(param) ?? []), ids[0]]);
  }
  if (res.status === 200 && deleteRoutes.has(route.id)) {
    for (const id of Object.values(params)) result.deleted.set(id, t.tenant.workspaceId);
  }
}

/** The p-th percentile (0–100) of the latencies, in ms. */
export function percentile(latencies: number[], p: number): number {
  const sorted = [...latencies].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
}
