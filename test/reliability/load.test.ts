/**
 * Load on the local stack: LOAD_REQUESTS mixed requests (500 in `npm test`,
 * 5,000 in `npm run load`) at LOAD_CONCURRENCY (50) over LOAD_WORKSPACES workspaces in both
 * environments. No 5xx, every answer in the envelope, and afterwards every created resource is
 * accounted for in the table (201s minus deletes equals the items added).
 */
import { expect, it } from 'vitest';
import { plant, routesWithIds } from '../support/resources/plant.ts';
import { sinkUrl } from '#shared/fixtures/sink.ts';
import { settledSnapshot } from '../support/resources/snapshot.ts';
import { tenantsOf } from '../support/resources/tenant.ts';
import { account, itemsByEntity } from '../support/load/accounting.ts';
import { percentile, prepareExamples, runLoad, type LoadTenant } from '../support/load/generator.ts';

const int = (v: string | undefined, d: number) => (v && /^\d+$/.test(v) ? Number(v) : d);
const TOTAL = int(process.env.LOAD_REQUESTS, 500);
const CONCURRENCY = int(process.env.LOAD_CONCURRENCY, 50);
const WORKSPACES = int(process.env.LOAD_WORKSPACES, 4);

it(`serves ${TOTAL} mixed requests at concurrency ${CONCURRENCY} with no 5xx, and accounts for every created resource`, async () => {
  const workspaces = await Promise.all(Array.from({ length: WORKSPACES }, (_, i) => tenantsOf(`load${i}`)));
  const tenants: LoadTenant[] = await Promise.all(
    workspaces
      .flatMap((w) => [w.sandbox, w.live])
      .map(async (tenant) => ({ tenant, base: (await plant(tenant, routesWithIds())).params, pools: new Map() })),
  );
  await prepareExamples(tenants, await sinkUrl());
  for (const w of workspaces) await settledSnapshot(w.workspace.workspaceId, 5_000);
  const before = new Map(
    await Promise.all(workspaces.map(async (w) => [w.workspace.workspaceId, await itemsByEntity(w.workspace.workspaceId)] as const)),
  );

  const result = await runLoad(tenants, TOTAL, CONCURRENCY, await sinkUrl());
  console.log(
    `[load] ${result.sent} requests at concurrency ${CONCURRENCY} in ${result.ms} ms (${Math.round((result.sent * 1000) / result.ms)}/s); ` +
      `p50 ${percentile(result.latencies, 50)} ms, p95 ${percentile(result.latencies, 95)} ms, p99 ${percentile(result.latencies, 99)} ms; ` +
      `statuses ${JSON.stringify(result.statuses)}; ${result.created.size} created, ${result.deleted.size} deleted`,
  );
  expect(result.bad).toEqual([]);
  expect(result.sent).toBe(TOTAL);

  const problems: string[] = [];
  for (const w of workspaces) {
    const id = w.workspace.workspaceId;
    const of = (ids: Map<string, string>) => new Set([...ids].filter(([, ws]) => ws === id).map(([x]) => x));
    problems.push(...account(before.get(id)!, await itemsByEntity(id), { created: of(result.created), deleted: of(result.deleted) }));
  }
  expect(problems).toEqual([]);
  expect(result.created.size).toBeGreaterThan(0);
}, 600_000);
