/**
 * Fills a tenant with one resource set per route that takes ids (through the factories) and
 * writes every id-less write route's example (settings and the like), collecting everything
 * that identifies the tenant: canary, ids and example canaries. The fuzzer and the isolation
 * matrix then check that none of it ever reaches another tenant.
 */
import { routeList } from '#shared/routes.ts';
import type { HttpRoute } from '#shared/http/route.ts';
import { apiWithRetry as api } from './retry.ts';
import { exampleAvailableIn, exampleFor, prepareExampleWorkspaces } from './examples.ts';
import { factoryFor } from '#shared/fixtures/factories.ts';
import { canTransition } from '#shared/model/ramp/state-machine.ts';
import type { RampStatus } from '#shared/model/ramp/vocabulary.ts';
import { createParams, pathParamsOf, routeAvailableIn, type ParamSet } from './params.ts';
import { sinkUrl } from '#shared/fixtures/sink.ts';
import type { Tenant } from './tenant.ts';

export interface Planted {
  tenant: Tenant;
  /** One resource set per route id that takes path parameters. */
  params: Map<string, ParamSet>;
  /** Lower-cased strings that identify this tenant. */
  identifying: string[];
}

/** Routes whose path names a resource. */
export const routesWithIds = (): HttpRoute[] => routeList.filter((r) => pathParamsOf(r).length > 0);

export async function plant(tenant: Tenant, routes: readonly HttpRoute[] = routeList): Promise<Planted> {
  const sink = await sinkUrl();
  // Before the tests mint their keys: the owner's passkey comes with a key of its own.
  await prepareExampleWorkspaces([tenant]);
  const identifying = new Set([tenant.canary, tenant.workspaceId]);
  const available = routes.filter((r) => routeAvailableIn(r, tenant.environment) && exampleAvailableIn(r, tenant.environment));
  for (const route of available.filter((r) => r.method !== 'GET' && pathParamsOf(r).length === 0)) {
    const example = await exampleFor(route, tenant, sink);
    const res = await api(route.method, route.path, {
      token: tenant.token,
      query: { environment: tenant.environment },
      body: example.body,
      headers: example.headers ?? {},
    });
    if (res.status >= 300) throw new Error(`planting ${route.id} in ${tenant.label}: ${res.status} ${res.text.slice(0, 200)}`);
    for (const c of example.canaries ?? []) identifying.add(c);
  }
  const params = new Map<string, ParamSet>();
  // Routes run side by side; each gets its own resources, so one route's write cannot spoil another's.
  await Promise.all(
    available
      .filter((r) => pathParamsOf(r).length > 0)
      .map(async (route) => {
        const set = await createParams(route, tenant);
        params.set(route.id, set);
        // A provider's id is the directory's, the same for every workspace: it identifies nobody.
        for (const [name, id] of Object.entries(set)) if (!factoryFor(name)?.directory) identifying.add(id);
      }),
  );
  return { tenant, params, identifying: [...identifying].map((s) => s.toLowerCase()) };
}

/**
 * Ends every sandbox ramp payment of the tenants that could still expire by itself (unfunded, after
 * the test stack's funding window; the payment factory's `stop` cancels it), so a snapshot taken
 * afterwards is stable at once rather than after the window and the scheduled step that expires it.
 * Whatever planted them (a factory or an id-less write's example), none is left that could.
 */
export async function stopPlantedPayments(tenants: readonly Tenant[]): Promise<void> {
  const stop = factoryFor('reference')!.stop!;
  const expiring = async (t: Tenant) => {
    const res = await api('GET', '/v1/ramp/payments', { token: t.token, query: { environment: t.environment, limit: '100' } });
    if (res.status !== 200 || res.body.data.next_cursor !== null)
      throw new Error(`listing the ramp payments of ${t.label}: ${res.status} ${res.text.slice(0, 200)}`);
    return (res.body.data.items as { reference: string; status: RampStatus }[]).filter((p) => canTransition(p.status, 'expired'));
  };
  await Promise.all(
    tenants
      .filter((t) => t.environment === 'sandbox')
      .map(async (t) => {
        for (const payment of await expiring(t)) await stop(t, payment.reference);
        const left = await expiring(t);
        if (left.length > 0) throw new Error(`${t.label} still has payments that may expire: ${left.map((p) => p.reference).join(', ')}`);
      }),
  );
}
