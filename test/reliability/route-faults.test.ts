/**
 * Faults on every SDK call of every route. For each route a valid request is
 * sent once in a fresh fault scope to learn which DynamoDB and SQS calls it makes (the local
 * stack traces them); then each of those calls is failed in turn (throttling, timeout, internal
 * error, dropped connection, transaction conflict, rotating), on a second set of resources.
 * Every such request must answer 503 `service_unavailable` with `Retry-After` and leave the
 * workspace's items exactly as they were, or, for a transaction conflict only, succeed because
 * the handler ran the transaction again; the same request without a fault then succeeds.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { routeList } from '#shared/routes.ts';
import { functionDef } from '#shared/wiring/functions.ts';
import { FAULT_ERRORS } from '#infra/local/fault-errors.ts';
import { clearFaults, injectFault, restartFunction, tracedCalls } from '../support/faults.ts';
import { createParams, namesVolatileResource, stopVolatile } from '../support/resources/params.ts';
import { exampleOf, prepared, send, warmUp } from '../support/resources/route-requests.ts';
import { settledSnapshot, snapshotWorkspace } from '../support/resources/snapshot.ts';
import { TEST_STACK_ENV } from '../support/stack-env.ts';

const figures = { routes: 0, faults: 0, absorbed: 0, warmCache: 0, outlived: 0 };
const CACHED_PER_CONTAINER = new Set(['kms', 'secretsmanager']);
const CACHED_TRIES = 5;
/**
 * A volatile resource (an unfunded sandbox payment) expires at its funding deadline, written by
 * the scheduled step whether or not anything reads it. Each attempt makes its own and stops it
 * once judged, so no other attempt's expires during a comparison; an attempt that outlives its
 * own payment's deadline (a timeout fault alone can take that long) cannot tell the request's
 * writes from the expiry's: its answer is still judged, its snapshot is not, and the run counts
 * it. The margin covers the creation's own answer time.
 */
const VOLATILE_LIFETIME_MS = Number(TEST_STACK_ENV.RAMP_SANDBOX_FUNDING_WINDOW_MS) - 300;

/**
 * Every kind on transactions (where a conflict with a concurrent transaction is the likely race),
 * two rotating kinds on other calls: together every kind meets every kind of call.
 */
function kindsFor(command: string, n: number): (typeof FAULT_ERRORS)[number][] {
  if (command.startsWith('Transact')) return [...FAULT_ERRORS];
  return [FAULT_ERRORS[n % FAULT_ERRORS.length]!, FAULT_ERRORS[(n + 2) % FAULT_ERRORS.length]!];
}

describe('faults on every SDK call of every route', () => {
  for (const route of routeList) {
    it.concurrent(`${route.method} ${route.path}: 503 with Retry-After and no partial write`, async () => {
      // Discovery in a workspace of its own, so its after-effects (a released transfer settling)
      // never show in the faulted workspace's snapshots.
      const discovery = await prepared(route, 'discovery');
      // A function that reads a secret or a KMS key caches it: a fresh container shows every call.
      const uses = functionDef(route.id).uses;
      if (uses.readsSecrets.length + uses.encryptsWith.length + uses.decryptsWith.length > 0) {
        await restartFunction(route.id);
        await warmUp(route, discovery.t, discovery.params);
      }
      // A resource that moves on by itself (an unfunded sandbox payment expiring) is made afresh
      // right before each request that needs it pending, and stopped once that request is judged.
      const volatile = namesVolatileResource(route);
      if (volatile) discovery.params = await createParams(route, discovery.t);
      const discoveryScope = `discover-${route.id}-${crypto.randomUUID()}`;
      const first = await send(route, discovery.t, discovery.params, discoveryScope);
      expect(first.status, first.text).toBeLessThan(400);
      const calls = await tracedCalls(discoveryScope);
      const { t, params: shared } = await prepared(route, 'faults');
      let params = shared;
      const seen = new Map<string, number>();
      const counts = new Map<string, number>();
      for (const call of calls) counts.set(`${call.service} ${call.command}`, (counts.get(`${call.service} ${call.command}`) ?? 0) + 1);
      const attempts = calls.flatMap((call, i) => {
        const key = `${call.service} ${call.command}`;
        const skip = seen.get(key) ?? 0;
        seen.set(key, skip + 1);
        // A listing of a sharded family makes one Query per shard, side by side, through one code
        // path: failing the first, the second and the last of a run stands for failing any of them.
        if (!call.command.startsWith('Transact') && skip > 1 && skip < counts.get(key)! - 1) return [];
        return kindsFor(call.command, i + routeList.indexOf(route)).map((error) => ({ call, i, key, skip, error }));
      });
      for (const { call, i, key, skip, error } of attempts) {
        const madeAt = Date.now();
        if (volatile) {
          // The previous attempt's payment (or the shared one) stops before this one is made.
          await stopVolatile(route, t, params);
          params = await createParams(route, t);
          await settledSnapshot(t.workspaceId);
        }
        const example = await exampleOf(route, t, params);
        let scope = '';
        let res: Awaited<ReturnType<typeof send>>;
        let before: unknown;
        let after: unknown;
        let traced: Awaited<ReturnType<typeof tracedCalls>>;
        let failed: typeof traced;
        // A data key or a secret is cached per container: only a fresh container makes the call,
        // and a concurrent request (another test making a webhook) may warm it first: the fault
        // goes in before the restart and the request right after it, a few times if need be.
        // A console session's own route cannot be warmed with a key (prepared's warm-up): its container
        // reads the workspace's own rate limits on a session's first request in a minute, so it starts cold too.
        const cached = CACHED_PER_CONTAINER.has(call.service) || route.sessions === 'only';
        for (let tries = 1; ; tries++) {
          scope = `fault-${route.id}-${i}-${error}-${crypto.randomUUID()}`;
          await injectFault({ service: call.service, command: call.command, skip, error, scope });
          before = await snapshotWorkspace(t.workspaceId);
          if (cached) await restartFunction(route.id);
          res = await send(route, t, params, scope, example);
          after = await snapshotWorkspace(t.workspaceId);
          traced = await tracedCalls(scope);
          failed = traced.filter((c) => c.failed);
          await clearFaults(scope);
          if (!cached || failed.length > 0 || tries === CACHED_TRIES) break;
          // Not met: a warm cache served the request, so it went through; start over on fresh resources.
          expect(res.status, res.text).toBeLessThan(400);
          params = await createParams(route, t);
          await exampleOf(route, t, params);
          await settledSnapshot(t.workspaceId);
        }
        if (cached && failed.length === 0) {
          // Every try met a container another request had just warmed: nothing failed, nothing to judge.
          expect(res.status, res.text).toBeLessThan(400);
          figures.warmCache++;
          continue;
        }
        const where = `${error} on call ${i + 1} of ${calls.length} (${key}, skip ${skip})`;
        expect(
          failed,
          `${where}: the fault was not met (${res.status}; calls: ${traced.map((c) => `${c.service} ${c.command}`).join(', ')})`,
        ).toHaveLength(1);
        figures.faults++;
        if (res.status < 400) {
          // Only a lost transaction race may be absorbed: the handler ran the transaction again
          // (shared/db/conflict-retry.ts) and it went through. The resources have moved on since.
          const retried = traced
            .slice(traced.indexOf(failed[0]!) + 1)
            .some((c) => c.service === call.service && c.command === call.command && !c.failed);
          expect(error === 'conflict' && retried, `${where}: answered ${res.status} without retrying the failed call`).toBe(true);
          figures.absorbed++;
          params = await createParams(route, t);
          await exampleOf(route, t, params);
          await settledSnapshot(t.workspaceId);
          continue;
        }
        expect([res.status, res.body?.error?.code], `${where}: ${res.text.slice(0, 300)}`).toEqual([503, 'service_unavailable']);
        expect(res.headers.get('retry-after'), where).toMatch(/^\d+$/);
        if (volatile && Date.now() - madeAt >= VOLATILE_LIFETIME_MS) figures.outlived++;
        else expect(after, `${where}: the failed request left a partial write`).toEqual(before);
      }
      // A volatile resource may have expired meanwhile: the retry goes to a fresh one.
      if (volatile) {
        await stopVolatile(route, t, params);
        params = await createParams(route, t);
      }
      // The same request on the same resources, now without a fault, goes through.
      const retried = await send(route, t, params, `retry-${route.id}-${crypto.randomUUID()}`);
      expect(retried.status, `the retry after the faults: ${retried.text.slice(0, 300)}`).toBeLessThan(400);
      figures.routes++;
    }, 120_000);
  }
});

afterAll(() => {
  console.log(
    `[faults] ${figures.routes} routes, ${figures.faults} injected faults: ${figures.faults - figures.absorbed} answered 503 with no partial write, ` +
      `${figures.absorbed} transaction conflicts absorbed by the handler's own retry; ` +
      `${figures.warmCache} faults on a per-container cache (KMS, Secrets Manager) not met in ${CACHED_TRIES} tries because a concurrent request had warmed it; ` +
      `${figures.outlived} attempts on an expiring payment outlived its deadline (answer judged, snapshot not)`,
  );
});
