/**
 * Lost answers on every write of every route. A write can reach DynamoDB or SQS and take effect
 * while its answer never comes back (the SDK's deadline fires, the connection drops); the SDK then
 * sends the same request again. For each route a valid request is sent once to learn its writes,
 * then, on fresh resources, each write in turn has its first answer lost (the local stack's
 * `lost_answer` fault). The request must answer exactly as it did without the fault: a retried
 * conditional write meeting its own first attempt is not a conflict, a 409 or a 500.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { routeList } from '#shared/routes.ts';
import { clearFaults, injectFault, tracedCalls } from '../support/faults.ts';
import { createParams, namesVolatileResource } from '../support/resources/params.ts';
import { exampleOf, prepared, send } from '../support/resources/route-requests.ts';
import { settledSnapshot } from '../support/resources/snapshot.ts';

/** The calls that change something: a retry of one that took effect is what can go wrong. */
const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'TransactWriteItems', 'BatchWriteItem', 'SendMessage', 'SendMessageBatch']);

const figures = { routes: 0, writes: 0 };

describe('a write whose answer is lost, retried by the SDK', () => {
  for (const route of routeList) {
    it.concurrent(`${route.method} ${route.path}: answers as it would have without the loss`, async () => {
      const discovery = await prepared(route, 'lost-discovery');
      // A resource that moves on by itself (an unfunded sandbox payment expiring) is made just before.
      if (namesVolatileResource(route)) discovery.params = await createParams(route, discovery.t);
      const discoveryScope = `lost-discover-${route.id}-${crypto.randomUUID()}`;
      const first = await send(route, discovery.t, discovery.params, discoveryScope);
      expect(first.status, first.text).toBeLessThan(400);
      const seen = new Map<string, number>();
      const writes = (await tracedCalls(discoveryScope)).flatMap((call) => {
        const key = `${call.service} ${call.command}`;
        const skip = seen.get(key) ?? 0;
        seen.set(key, skip + 1);
        return WRITES.has(call.command) ? [{ call, skip }] : [];
      });
      const { t } = await prepared(route, 'lost');
      for (const { call, skip } of writes) {
        // Each request goes through and moves its resources on: every one gets fresh ones.
        const params = await createParams(route, t);
        const example = await exampleOf(route, t, params);
        await settledSnapshot(t.workspaceId);
        const scope = `lost-${route.id}-${call.command}-${skip}-${crypto.randomUUID()}`;
        await injectFault({ service: call.service, command: call.command, skip, error: 'lost_answer', scope });
        const res = await send(route, t, params, scope, example);
        const lost = (await tracedCalls(scope)).filter((c) => c.failed === 'lost_answer');
        await clearFaults(scope);
        const where = `the answer of ${call.service} ${call.command} (skip ${skip}) lost`;
        expect(lost, `${where}: the fault was not met (${res.status})`).toHaveLength(1);
        expect(res.status, `${where}: ${res.text.slice(0, 300)}`).toBe(first.status);
        figures.writes++;
      }
      figures.routes++;
    }, 120_000);
  }
});

afterAll(() => {
  console.log(
    `[lost answers] ${figures.routes} routes, ${figures.writes} writes whose first answer was lost: each request answered as without the loss`,
  );
});
