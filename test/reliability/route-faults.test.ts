/**
 * Faults on every SDK call of every route (issue 8, part 4). For each route a valid request is
 * sent once in a fresh fault scope to learn which DynamoDB and SQS calls it makes (the local
 * stack traces them); then each of those calls is failed in turn (throttling, timeout, internal
 * error, dropped connection, transaction conflict, rotating), on a second set of resources.
 * Every such request must answer 503 `service_unavailable` with `Retry-After` and leave the
 * workspace's items exactly as they were; the same request without a fault then succeeds.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { routeList } from '#shared/routes.ts';
import type { HttpRoute } from '#shared/http/route.ts';
import { FAULT_ERRORS } from '#infra/local/fault-errors.ts';
import { api, newWorkspace } from '../support/api.ts';
import { clearFaults, faultHeaders, injectFault, tracedCalls } from '../support/faults.ts';
import { exampleFor } from '../support/resources/examples.ts';
import { createParams, fillPath, type ParamSet } from '../support/resources/params.ts';
import { sinkUrl } from '../support/resources/sink.ts';
import { settledSnapshot, snapshotWorkspace } from '../support/resources/snapshot.ts';
import type { Tenant } from '../support/resources/tenant.ts';

const figures = { routes: 0, faults: 0 };

/**
 * Every kind on transactions (where a conflict with a concurrent transaction is the likely race),
 * two rotating kinds on other calls: together every kind meets every kind of call.
 */
function kindsFor(command: string, n: number): (typeof FAULT_ERRORS)[number][] {
  if (command.startsWith('Transact')) return [...FAULT_ERRORS];
  return [FAULT_ERRORS[n % FAULT_ERRORS.length]!, FAULT_ERRORS[(n + 2) % FAULT_ERRORS.length]!];
}
const warmUpRoute = routeList.find((r) => r.method === 'GET' && !r.path.includes('{'))!;

async function tenantFor(route: HttpRoute): Promise<Tenant> {
  const ws = await newWorkspace(`faults ${route.id}`);
  return { label: route.id, workspaceId: ws.workspaceId, token: ws.token, environment: 'sandbox', canary: `canary-faults-${route.id}` };
}

async function send(route: HttpRoute, t: Tenant, params: ParamSet, scope: string) {
  const example = exampleFor(route, t, await sinkUrl());
  return api(route.method, fillPath(route, params), { token: t.token, body: example.body, headers: { ...example.headers, ...faultHeaders(scope) } });
}

describe('faults on every SDK call of every route', () => {
  for (const route of routeList) {
    it.concurrent(`${route.method} ${route.path}: 503 with Retry-After and no partial write`, async () => {
      const t = await tenantFor(route);
      const [discoveryParams, faultParams] = [await createParams(route, t), await createParams(route, t)];
      // Records this key's last use now, so that background write stays out of the traces below.
      await api('GET', warmUpRoute.path, { token: t.token });
      const discovery = `discover-${route.id}-${crypto.randomUUID()}`;
      const first = await send(route, t, discoveryParams, discovery);
      expect(first.status, first.text).toBeLessThan(400);
      const calls = await tracedCalls(discovery);
      await settledSnapshot(t.workspaceId);
      const seen = new Map<string, number>();
      const attempts = calls.flatMap((call, i) => {
        const key = `${call.service} ${call.command}`;
        const skip = seen.get(key) ?? 0;
        seen.set(key, skip + 1);
        return kindsFor(call.command, i + routeList.indexOf(route)).map((error) => ({ call, i, key, skip, error }));
      });
      for (const { call, i, key, skip, error } of attempts) {
        const scope = `fault-${route.id}-${i}-${error}-${crypto.randomUUID()}`;
        await injectFault({ service: call.service, command: call.command, skip, error, scope });
        const before = await snapshotWorkspace(t.workspaceId);
        const res = await send(route, t, faultParams, scope);
        const after = await snapshotWorkspace(t.workspaceId);
        const failed = (await tracedCalls(scope)).filter((c) => c.failed);
        await clearFaults(scope);
        const where = `${error} on call ${i + 1} of ${calls.length} (${key}, skip ${skip})`;
        expect(failed, `${where}: the fault was not met`).toHaveLength(1);
        figures.faults++;
        expect([res.status, res.body?.error?.code], `${where}: ${res.text.slice(0, 300)}`).toEqual([503, 'service_unavailable']);
        expect(res.headers.get('retry-after'), where).toMatch(/^\d+$/);
        expect(after, `${where}: the failed request left a partial write`).toEqual(before);
      }
      const retried = await send(route, t, faultParams, `retry-${route.id}-${crypto.randomUUID()}`);
      expect(retried.status, `the retry after the faults: ${retried.text.slice(0, 300)}`).toBeLessThan(400);
      figures.routes++;
    }, 60_000);
  }

});

afterAll(() => {
  console.log(`[faults] ${figures.routes} routes, ${figures.faults} injected faults, each answered 503 with no partial write`);
});
