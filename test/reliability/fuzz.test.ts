/**
 * Property-based fuzzing of every route of the route table. Workspace B is
 * planted with canary resources in both environments; workspace A's key then sends each route
 * FUZZ_RUNS generated requests (100 in `npm test`, 10,000 in `npm run fuzz`) and every answer
 * must keep the properties of test/support/fuzz/properties.ts. Afterwards B must be unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '#shared/routes.ts';
import { rateLimitKind } from '#shared/http/pipeline-errors.ts';
import { LIMITS } from '#shared/limits.ts';
import { sendRaw } from '../support/fuzz/raw-http.ts';
import { assertConcurrently } from '../support/fuzz/concurrent-property.ts';
import { violations } from '../support/fuzz/properties.ts';
import { requestArb, type FuzzContext, type FuzzRequest } from '../support/fuzz/request-arb.ts';
import { FUZZ_CONCURRENCY, FUZZ_RUNS, FUZZ_SEED, fuzzTimeoutMs } from '../support/fuzz/settings.ts';
import { namesTenantResource, paramsLackingFactory } from '../support/resources/params.ts';
import { exampleFor, hasExample, variantsFor } from '../support/resources/examples.ts';
import { sinkUrl } from '#shared/fixtures/sink.ts';
import { plant, routesWithIds, stopPlantedPayments, type Planted } from '../support/resources/plant.ts';
import { settledSnapshot, snapshotWorkspace, type Snapshot } from '../support/resources/snapshot.ts';
import { tenantsOf } from '../support/resources/tenant.ts';
import { apiWithRetry } from '../support/resources/retry.ts';
import { PARTNER_CALLBACK_SECRET } from '../support/partner-server.ts';
import { signPartnerCallback } from '#shared/crypto/partner-signature.ts';
import { api, newWorkspace } from '../support/api.ts';
import { startReceiver } from '../support/receiver.ts';

let own: Planted;
/**
 * Keys of their own per write route: the per-key write limit would otherwise answer most write
 * cases with 429. The read routes share one key (the per-key read limit, 200 a second by default,
 * is above what the fuzzer sends): a key per route would pass the workspace's cap on active keys
 * (100, shared/limits.ts). Up to three per write route, as many as fit under that cap beside the
 * owner's, the read key and the factories' own.
 */
const KEYS_FOR_OTHERS = 12;
const KEYS_PER_WRITE_ROUTE = Math.min(
  3,
  Math.floor((LIMITS.api_keys - KEYS_FOR_OTHERS) / routeList.filter((r) => rateLimitKind(r) === 'write').length),
);
const routeTokens = new Map<string, string[]>();
let foreign: Planted[];
let foreignBefore: Snapshot;
const stats = new Map<string, { cases: number; statuses: Record<number, number>; ms: number }>();

beforeAll(async () => {
  const [a, b] = await Promise.all([tenantsOf('fuzzA'), tenantsOf('fuzzB')]);
  // A's own resources are sandbox only: a live delivery would leave this machine.
  [own, ...foreign] = await Promise.all([plant(a.sandbox, routesWithIds()), plant(b.sandbox), plant(b.live)]);
  const mint = async (name: string) =>
    (await apiWithRetry('POST', '/v1/api-keys', { token: a.workspace.token, body: { name, scopes: ['*'] } })).body.data.token as string;
  const readToken = await mint('fuzz reads');
  for (const route of routeList) {
    const tokens: string[] = [];
    const writes = rateLimitKind(route) === 'write';
    for (let i = 0; i < (writes ? KEYS_PER_WRITE_ROUTE : 1); i++) tokens.push(writes ? await mint(`fuzz ${route.id} ${i}`) : readToken);
    routeTokens.set(route.id, tokens);
  }
  // A planted unfunded payment would expire on schedule, whatever the fuzzer does: each is cancelled before the snapshot.
  await stopPlantedPayments([own.tenant, ...foreign.map((p) => p.tenant)]);
  foreignBefore = await settledSnapshot(b.workspace.workspaceId);
}, 120_000);

afterAll(() => {
  const total = [...stats.values()].reduce((n, s) => n + s.cases, 0);
  const lines = [...stats].map(([id, s]) => `  ${id}: ${s.cases} cases in ${s.ms} ms, statuses ${JSON.stringify(s.statuses)}`);
  const lacking = routeList.flatMap((r) => paramsLackingFactory(r).map((p) => `${r.id}:${p}`));
  console.log(
    `[fuzz] seed ${FUZZ_SEED}, ${stats.size} routes, ${total} requests\n${lines.join('\n')}\n[fuzz] params without a factory: ${lacking.join(', ') || 'none'}`,
  );
});

/** The environment a request target names: live only when it names live once and nothing else. */
function environmentOf(target: string): 'sandbox' | 'live' {
  const named = new URL(target, 'http://x').searchParams.getAll('environment');
  return named.length === 1 && named[0] === 'live' ? 'live' : 'sandbox';
}

const send = (req: FuzzRequest) => sendRaw(req.method, req.target, req.headers, req.body);

describe('fuzzing every route', () => {
  for (const route of routeList) {
    it.concurrent(
      `${route.method} ${route.path} keeps the envelope, never 5xx, never leaks`,
      async () => {
        const ctx: FuzzContext = {
          tokens: routeTokens.get(route.id)!,
          own: [own.params.get(route.id) ?? {}],
          // A directory entry (a provider) is everyone's: another workspace's lookup of it may succeed.
          foreign: namesTenantResource(route) ? foreign.map((p) => p.params.get(route.id) ?? {}) : [],
          examples: [
            ...(hasExample(route.id) ? [(await exampleFor(route, own.tenant, await sinkUrl(), own.params.get(route.id) ?? {})).body] : []),
            ...variantsFor(route.id, own.tenant),
          ],
          workspaceId: own.tenant.workspaceId,
          ...(route.signature
            ? { sign: (body: Buffer, timestamp: number) => signPartnerCallback(PARTNER_CALLBACK_SECRET, timestamp, body) }
            : {}),
        };
        const forbidden = foreign.flatMap((p) => p.identifying);
        const s = { cases: 0, statuses: {} as Record<number, number>, ms: 0 };
        stats.set(route.id, s);
        const started = Date.now();
        await assertConcurrently(
          requestArb(route, ctx),
          async (req) => {
            const res = await send(req);
            s.cases++;
            s.statuses[res.status] = (s.statuses[res.status] ?? 0) + 1;
            const broken = violations(res, {
              route,
              forbidden,
              token: req.token,
              foreignIds: req.foreignIds,
              environment: environmentOf(req.target),
            });
            if (broken.length > 0)
              throw new Error(`${req.method} ${req.target.slice(0, 300)} → ${res.status}: ${broken.join('; ')}\n${res.text.slice(0, 500)}`);
          },
          // Each route its own seed (reproducible from FUZZ_SEED), so routes do not all draw the same cases.
          { runs: FUZZ_RUNS, concurrency: FUZZ_CONCURRENCY, seed: FUZZ_SEED + routeList.indexOf(route) * 104_729 },
        );
        s.ms = Date.now() - started;
      },
      fuzzTimeoutMs(FUZZ_RUNS),
    );
  }

  // What the fuzz wrote went through the outbox too: one event the fan-out cannot handle stops
  // every event behind it on the table's one shard (as an empty object in metadata once did,
  // infra/local/stream-event.ts). A fresh event still delivered means nothing got stuck.
  it('left the outbox flowing: an event emitted after the fuzz is still delivered', async () => {
    const receiver = await startReceiver();
    try {
      const ws = await newWorkspace();
      const hook = await api('POST', '/v1/webhooks', {
        token: ws.token,
        body: { name: 'after fuzz', url: receiver.url, event_types: ['*'] },
      });
      const sent = await api('POST', `/v1/webhooks/${hook.body.data.webhook.id}/test`, { token: ws.token });
      expect(sent.status).toBe(202);
      await receiver.waitFor(1, 20_000);
      expect(receiver.received.map((r) => r.body.id)).toEqual([sent.body.data.event.id]);
    } finally {
      await receiver.close();
    }
  }, 30_000);

  it('left the other workspace exactly as it was', async () => {
    // Runs after the concurrent route tests of this file have finished (vitest awaits them first).
    expect(await snapshotWorkspace(foreign[0]!.tenant.workspaceId)).toEqual(foreignBefore);
  });
});
