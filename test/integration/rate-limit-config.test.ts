import { describe, expect, it, vi } from 'vitest';
import { runAdmin } from '../support/admin-cli.ts';

vi.hoisted(() => {
  process.env.RATE_LIMIT_WRITES_PER_SECOND = '5';
  process.env.RATE_LIMIT_WORKSPACE_WRITES_PER_SECOND = '12';
});

const { buildHttpApiEvent, buildLambdaContext } = await import('#infra/local/http-api-event.ts');
const { newWorkspace } = await import('../support/api.ts');
const { createApiKey } = await import('#shared/domain/api-keys/api-keys.ts');
const { db, TABLE_NAME } = await import('#shared/db/client.ts');
const { counterItems, rateLimitKey, takeRateSlots, workspaceRateLimitKey } = await import('#shared/db/rate-limits.ts');
const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
const { handler: putNetworks } = await import('#functions/workspace/put-networks.ts');
const { handler: getNetworks } = await import('#functions/workspace/get-networks.ts');

function call(handler: typeof putNetworks, method: string, token: string, body?: unknown) {
  const event = buildHttpApiEvent({
    method,
    path: '/v1/workspace/networks',
    routeKey: `${method} /v1/workspace/networks`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return handler(event, buildLambdaContext('rate-limit-test', event.requestContext.requestId));
}

/** Waits for the start of the next second, so a burst falls in one window. */
const nextSecond = () => new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 5));

describe('configurable write rate limits (5 per key and 12 per workspace per second here)', () => {
  it('admits exactly the limit within one window, then 429 with Retry-After; reads are counted apart', async () => {
    const ws = await newWorkspace();
    // Start at the beginning of a second so all requests fall in one window.
    await nextSecond();
    const results = await Promise.all(Array.from({ length: 12 }, () => call(putNetworks, 'PUT', ws.token, { enabled_networks: ['base'] })));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(7).fill(429)]);
    const limited = results.find((r) => r.statusCode === 429)!;
    expect(JSON.parse(limited.body as string).error).toMatchObject({
      code: 'rate_limited',
      details: { limit: 5, window_seconds: 1, scope: 'api_key' },
    });
    expect(limited.headers?.['Retry-After']).toBe('1');
    const reads = await Promise.all(Array.from({ length: 10 }, () => call(getNetworks, 'GET', ws.token)));
    expect(reads.map((r) => r.statusCode)).toEqual(reads.map(() => 200));
    await new Promise((r) => setTimeout(r, 1100));
    expect((await call(putNetworks, 'PUT', ws.token, { enabled_networks: [] })).statusCode).toBe(200);
  });

  it('admits exactly the workspace limit across its keys, each within its own; a refused write gives its key slot back', async () => {
    const ws = await newWorkspace();
    const others = await Promise.all(
      [1, 2].map((i) =>
        createApiKey({ workspaceId: ws.workspaceId, name: `writer ${i}`, scopes: ['*'], expiresAt: null, createdBy: ws.owner }),
      ),
    );
    const tokens = [ws.token, ...others.map((o) => o.token)];
    await nextSecond();
    const window = Math.floor(Date.now() / 1000);
    // Five writes per key: no key passes its own limit, the workspace passes its 12.
    const results = await Promise.all(
      tokens.flatMap((token) => Array.from({ length: 5 }, () => call(putNetworks, 'PUT', token, { enabled_networks: [] }))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([...Array(12).fill(200), ...Array(3).fill(429)]);
    for (const r of results.filter((x) => x.statusCode === 429)) {
      expect(JSON.parse(r.body as string).error).toMatchObject({
        code: 'rate_limited',
        details: { limit: 12, window_seconds: 1, scope: 'workspace' },
      });
    }
    // The refused writes gave their key slots back: the keys' counters add up to what was admitted.
    const count = async (key: { pk: string; sk: string }) =>
      ((await db.send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true }))).Item?.count as number) ?? 0;
    const keyCounts = await Promise.all([ws.apiKeyId, ...others.map((o) => o.apiKey.id)].map((id) => count(rateLimitKey(id, window))));
    expect(keyCounts.reduce((a, b) => a + b, 0)).toBe(12);
    expect(await count(workspaceRateLimitKey(ws.workspaceId, window))).toBe(12);
    // Another workspace is not held back by this one.
    const other = await newWorkspace();
    expect((await call(putNetworks, 'PUT', other.token, { enabled_networks: [] })).statusCode).toBe(200);
  });
});

const admin = runAdmin;

describe("a workspace's own limits, set by the operator (docs/api.md, Rate limits)", () => {
  it('lets a lifted workspace write more a second than the default while another keeps the default', async () => {
    const [lifted, plain] = await Promise.all([newWorkspace(), newWorkspace()]);
    const set = await admin(['set-limits', '--workspace', lifted.workspaceId, '--writes-per-second', '8', '--operator', 'ops@test']);
    expect(set.code, set.stderr).toBe(0);
    expect(JSON.parse(set.stdout)).toEqual({ workspace_id: lifted.workspaceId, limits: { writes_per_second: 8 } });
    await nextSecond();
    const burst = (token: string) => Array.from({ length: 10 }, () => call(putNetworks, 'PUT', token, { enabled_networks: [] }));
    const [fromLifted, fromPlain] = await Promise.all([Promise.all(burst(lifted.token)), Promise.all(burst(plain.token))]);
    expect(fromLifted.map((r) => r.statusCode).sort()).toEqual([...Array(8).fill(200), ...Array(2).fill(429)]);
    expect(fromPlain.map((r) => r.statusCode).sort()).toEqual([...Array(5).fill(200), ...Array(5).fill(429)]);
    expect(JSON.parse(fromLifted.find((r) => r.statusCode === 429)!.body as string).error.details).toMatchObject({
      limit: 8,
      scope: 'api_key',
    });
    // The change is in the workspace's audit log, naming the operator and the limit.
    const audit = await admin(['audit-log', '--workspace', lifted.workspaceId]);
    expect(JSON.parse(audit.stdout).items[0]).toMatchObject({
      command: 'set-limits',
      operator: 'ops@test',
      limits: { writes_per_second: 8 },
    });
  });

  it('counts a limit above one item on several, never admitting more than the limit in a window', async () => {
    const ids = { keyId: crypto.randomUUID(), workspaceId: crypto.randomUUID() };
    const limits = { key: 1_001, workspace: 4_000 };
    // One clock reading for every request: they all fall in one window however long the burst takes.
    const now = Date.now();
    const window = Math.floor(now / 1000);
    const refusals: Awaited<ReturnType<typeof takeRateSlots>>[] = [];
    // Fifty at a time: concurrent enough to race on the items, gentle enough for DynamoDB Local.
    for (let sent = 0; sent < 1_100; sent += 50) {
      refusals.push(...(await Promise.all(Array.from({ length: 50 }, () => takeRateSlots('write', ids, limits, now)))));
    }
    const admitted = refusals.filter((r) => r === null).length;
    const items = counterItems(rateLimitKey(ids.keyId, window), limits.key);
    expect(items.map((i) => i.limit)).toEqual([334, 334, 333]);
    const counts = await Promise.all(
      items.map(
        async ({ key }) =>
          ((await db.send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true }))).Item?.count as number) ?? 0,
      ),
    );
    for (const [i, c] of counts.entries()) expect(c).toBeLessThanOrEqual(items[i]!.limit);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(admitted);
    expect(admitted).toBeLessThanOrEqual(limits.key);
    // A request refused by a full item tries one more, and a full item is remembered: nearly all the limit is used.
    expect(admitted).toBeGreaterThan(limits.key - 20);
    expect(refusals.filter((r) => r !== null).every((r) => r!.scope === 'api_key' && r!.limit === limits.key)).toBe(true);
  });

  it('refuses a limit outside its bounds and an unknown workspace before writing anything', async () => {
    const ws = await newWorkspace();
    const tooHigh = await admin(['set-limits', '--workspace', ws.workspaceId, '--writes-per-second', '5001']);
    expect(tooHigh.code).toBe(2);
    expect(tooHigh.stderr).toContain('--writes-per-second must be a whole number from 1 to 5000, or default');
    expect((await admin(['set-limits', '--workspace', ws.workspaceId])).code).toBe(2);
    const unknown = await admin(['set-limits', '--workspace', crypto.randomUUID(), '--reads-per-second', '300']);
    expect(unknown.code).toBe(3);
    // Back to the stage's default: the workspace's own limits are empty again.
    await admin(['set-limits', '--workspace', ws.workspaceId, '--reads-per-second', '300']);
    const reset = await admin(['set-limits', '--workspace', ws.workspaceId, '--reads-per-second', 'default']);
    expect(JSON.parse(reset.stdout).limits).toEqual({});
  });
});
