/**
 * The isolation matrix: two workspaces × both environments, resources created
 * in each through the factories. For every route whose path names a resource, the other
 * workspace's key (in either environment) and the same workspace's other environment get 404
 * `not_found`, never 403 and never the data, and change nothing (the table is compared before
 * and after). The one 403 allowed is `sandbox_only`, a sandbox-only route refusing a live key
 * whatever the id. API keys are workspace-wide by design, so their "other environment" is skipped.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpRoute } from '#shared/http/route.ts';
import { apiWithRetry as api } from '../support/resources/retry.ts';
import { SENDS_DELIVERIES } from '../support/load/route-roles.ts';
import { exampleFor, prepareExampleWorkspaces } from '../support/resources/examples.ts';
import {
  createParams,
  fillPath,
  isEnvironmentScoped,
  isSandboxOnlyRoute,
  namesTenantResource,
  paramsLackingFactory,
  routeAvailableIn,
  type ParamSet,
} from '../support/resources/params.ts';
import { routesWithIds, stopPlantedPayments } from '../support/resources/plant.ts';
import { sinkUrl } from '#shared/fixtures/sink.ts';
import { settledSnapshot, snapshotWorkspace, type Snapshot } from '../support/resources/snapshot.ts';
import { tenantsOf, type Tenant } from '../support/resources/tenant.ts';

interface Owned {
  route: HttpRoute;
  owner: Tenant;
  params: ParamSet;
}

let tenants: Tenant[];
let owned: Owned[];
let before: Map<string, Snapshot>;

/** Who may not see the owner's resource: the other workspace in both environments, and the owner's other environment. */
function intrudersOf(o: Owned): Tenant[] {
  return tenants.filter((t) => t !== o.owner && (t.workspaceId !== o.owner.workspaceId || isEnvironmentScoped(o.route)));
}

async function send(o: Owned, as: Tenant, sink: string) {
  const example = await exampleFor(o.route, as, sink, o.params);
  return api(o.route.method, fillPath(o.route, o.params), {
    token: as.token,
    query: { environment: as.environment },
    body: example.body,
    headers: example.headers ?? {},
  });
}

beforeAll(async () => {
  const [a, b] = await Promise.all([tenantsOf('isoA'), tenantsOf('isoB')]);
  tenants = [a.sandbox, a.live, b.sandbox, b.live];
  // Directory entries (providers) belong to no tenant; a live owner cannot own a wallet.
  const routes = routesWithIds().filter(namesTenantResource);
  owned = await Promise.all(
    routes.flatMap((route) =>
      tenants
        .filter((owner) => routeAvailableIn(route, owner.environment))
        .map(async (owner) => ({ route, owner, params: await createParams(route, owner) })),
    ),
  );
  await prepareExampleWorkspaces(tenants);
  // A planted unfunded payment would expire on schedule, whatever the matrix does: each is cancelled before the snapshot.
  await stopPlantedPayments(tenants);
  before = new Map(
    await Promise.all(
      tenants.filter((t) => t.environment === 'sandbox').map(async (t) => [t.workspaceId, await settledSnapshot(t.workspaceId)] as const),
    ),
  );
}, 120_000);

describe('isolation matrix', () => {
  it('answers 404 (never 403, never the data) to the other workspace and the other environment, for every route with an id', async () => {
    const sink = await sinkUrl();
    const failures: string[] = [];
    let checked = 0;
    await Promise.all(
      owned.flatMap((o) =>
        intrudersOf(o).map(async (as) => {
          const res = await send(o, as, sink);
          checked++;
          const leaked = [o.owner.canary, ...Object.values(o.params)].filter((s) => res.text.includes(s));
          // A sandbox-only route refuses every live caller before any lookup: that 403 confirms nothing.
          const refusedLive =
            as.environment === 'live' && isSandboxOnlyRoute(o.route) && res.status === 403 && res.body?.error?.code === 'sandbox_only';
          if ((!refusedLive && (res.status !== 404 || res.body?.error?.code !== 'not_found')) || leaked.length > 0) {
            failures.push(
              `${o.route.id} of ${o.owner.label} as ${as.label}: ${res.status} ${res.body?.error?.code}${leaked.length ? ` leaked ${leaked.join(',')}` : ''}`,
            );
          }
        }),
      ),
    );
    console.log(
      `[isolation] ${routesWithIds().length} routes × ${tenants.length} owners: ${checked} cross-tenant requests; params without a factory: ${routesWithIds().flatMap(paramsLackingFactory).join(', ') || 'none'}`,
    );
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });

  it('left every workspace unchanged', async () => {
    for (const [workspaceId, snapshot] of before) expect(await snapshotWorkspace(workspaceId)).toEqual(snapshot);
  });

  it('still serves each owner its own resources (the 404s above are not vacuous)', async () => {
    const sink = await sinkUrl();
    // Live webhooks point at a public host: the routes that send a delivery at once stay in sandbox.
    const own = owned.filter((o) => o.owner.environment === 'sandbox' || !SENDS_DELIVERIES.has(o.route.id));
    const answers = await Promise.all(own.map(async (o) => [o, await send(o, o.owner, sink)] as const));
    // On this stack's mock provider network a live ramp payment or quote execution is refused
    // (403 live_ramps_unavailable, docs/ramp.md): the route answered its owner, not a 404.
    const liveRampRefusal = (o: (typeof own)[number], res: { status: number; body?: { error?: { code?: string } } }) =>
      o.owner.environment === 'live' && res.status === 403 && res.body?.error?.code === 'live_ramps_unavailable';
    const wrong = answers
      .filter(([o, res]) => res.status >= 400 && res.status !== 409 && !liveRampRefusal(o, res))
      .map(([o, res]) => `${o.route.id} of ${o.owner.label}: ${res.status} ${res.text.slice(0, 200)}`);
    expect(wrong).toEqual([]);
  });
});
