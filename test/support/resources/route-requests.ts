/**
 * One valid request of a route, sent on resources of its own: a workspace per route and role, the
 * path's resources made, the key's last use already recorded so that write stays out of traces,
 * and the stream quiet. Used by the tests that fail a route's SDK calls one at a time
 * (route-faults, lost-answers).
 */
import { expect } from 'vitest';
import type { HttpRoute } from '#shared/http/route.ts';
import { api, newWorkspace } from '../api.ts';
import { faultHeaders } from '../faults.ts';
import { exampleFor, type ExampleRequest } from './examples.ts';
import { createParams, fillPath, type ParamSet } from './params.ts';
import { sinkUrl } from '#shared/fixtures/sink.ts';
import { httpTransport } from './http-transport.ts';
import { settledSnapshot } from './snapshot.ts';
import type { Tenant } from './tenant.ts';

export async function tenantFor(route: HttpRoute, role: string): Promise<Tenant> {
  const ws = await newWorkspace(`faults ${role} ${route.id}`);
  return {
    label: route.id,
    workspaceId: ws.workspaceId,
    token: ws.token,
    environment: 'sandbox',
    canary: `canary-faults-${route.id}`,
    send: httpTransport,
  };
}

/** The request's body and headers, built before any snapshot: building one may set up what it needs (a funded wallet). */
export const exampleOf = async (route: HttpRoute, t: Tenant, params: ParamSet) => exampleFor(route, t, await sinkUrl(), params);

export async function send(route: HttpRoute, t: Tenant, params: ParamSet, scope: string, example?: ExampleRequest) {
  example ??= await exampleOf(route, t, params);
  return api(route.method, fillPath(route, params), {
    token: t.token,
    body: example.body,
    headers: { ...example.headers, ...faultHeaders(scope) },
  });
}

/**
 * Records this key's last use in the route's own container now (each container records a key's
 * use at most once a minute), so that write stays out of the traces: a request the route refuses
 * after authentication (an unknown query parameter; a JSON body gets past the body check, which
 * comes first) does it without side effects.
 */
export async function warmUp(route: HttpRoute, t: Tenant, params: ParamSet): Promise<void> {
  if (route.scope === null) return;
  const res = await api(route.method, fillPath(route, params), {
    token: t.token,
    query: { warm_up: '1' },
    ...(route.method === 'GET' ? {} : { body: {} }),
  });
  expect(res.status, res.text).toBe(400);
}

/** A tenant ready for the route: its resources made, the key's last use recorded, the stream quiet. */
export async function prepared(route: HttpRoute, role: string): Promise<{ t: Tenant; params: ParamSet }> {
  const t = await tenantFor(route, role);
  const params = await createParams(route, t);
  await exampleOf(route, t, params);
  await warmUp(route, t, params);
  await settledSnapshot(t.workspaceId);
  return { t, params };
}
