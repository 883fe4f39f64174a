/**
 * Concurrency invariants of the caps (shared/limits.ts) and of key lineage: the counters move in
 * the same transactions as what they count, so racing creates never pass a cap and the counter
 * always equals what holds a place; a revocation racing its descendants' use leaves none of them
 * working.
 */
import { expect } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { limitCounterKey } from '#shared/db/limit-counters.ts';
import { LIMITS } from '#shared/limits.ts';
import { api, type ApiResponse } from '../api.ts';
import type { Tenant } from '../resources/tenant.ts';
import { seedActiveKeys } from '../seed-keys.ts';
import { noServerErrors, race, RACERS, registerInvariant, statusesOf } from './registry.ts';

const counter = async (key: { pk: string; sk: string }) =>
  ((await db.send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true }))).Item?.count as number | undefined) ?? 0;

const expectLimited = (results: ApiResponse[], resource: string) => {
  for (const r of results.filter((x) => x.status === 409))
    expect(r.body.error).toMatchObject({ code: 'limit_exceeded', details: { limit: LIMITS[resource as keyof typeof LIMITS], resource } });
};

async function activeKeyIds(t: Tenant): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: ApiResponse = await api('GET', '/v1/api-keys', { token: t.token, query: { limit: '100', ...(cursor ? { cursor } : {}) } });
    ids.push(...page.body.data.items.filter((k: { status: string }) => k.status === 'active').map((k: { id: string }) => k.id));
    cursor = page.body.data.next_cursor;
  } while (cursor);
  return ids;
}

registerInvariant({
  routeId: 'createApiKey',
  name: 'concurrent creates three places short of the cap: exactly three 201s, the rest 409 limit_exceeded; the counter equals the active keys',
  run: async ({ tenant }) => {
    // The owner key holds one place; seed up to three short of the cap.
    await seedActiveKeys(tenant.workspaceId, LIMITS.api_keys - 1 - 3);
    const results = await race(RACERS, (i) =>
      api('POST', '/v1/api-keys', { token: tenant.token, body: { name: `race ${i}`, scopes: ['workspace:read'] } }),
    );
    noServerErrors(results);
    expect(statusesOf(results)).toEqual([...Array(3).fill(201), ...Array(RACERS - 3).fill(409)]);
    expectLimited(results, 'api_keys');
    expect(await counter(limitCounterKey.apiKeys(tenant.workspaceId))).toBe(LIMITS.api_keys);
    expect(await activeKeyIds(tenant)).toHaveLength(LIMITS.api_keys);
  },
});

registerInvariant({
  routeId: 'createWebhook',
  name: 'concurrent creates and deletes at the cap: never more than 16 webhooks; the counter equals the webhooks; deletes free exactly their places',
  run: async ({ tenant, sink }) => {
    const body = (i: number) => ({ name: `cap ${i}`, url: sink, event_types: ['webhook.test'] });
    const first = await race(LIMITS.webhooks, (i) => api('POST', '/v1/webhooks', { token: tenant.token, body: body(i) }));
    noServerErrors(first);
    expect(statusesOf(first)).toEqual(first.map(() => 201));
    const doomed = first.slice(0, 4).map((r) => r.body.data.webhook.id as string);
    const [creates, deletes] = await Promise.all([
      race(RACERS, (i) => api('POST', '/v1/webhooks', { token: tenant.token, body: body(100 + i) })),
      race(doomed.length * 3, (i) => api('DELETE', `/v1/webhooks/${doomed[i % doomed.length]}`, { token: tenant.token })),
    ]);
    noServerErrors([...creates, ...deletes]);
    // Each webhook deleted once; the rest 404.
    expect(statusesOf(deletes)).toEqual([...Array(doomed.length).fill(200), ...Array(doomed.length * 2).fill(404)]);
    expectLimited(creates, 'webhooks');
    const created = creates.filter((r) => r.status === 201).length;
    expect(created).toBeLessThanOrEqual(doomed.length);
    const listed = (await api('GET', '/v1/webhooks', { token: tenant.token, query: { limit: '100' } })).body.data.items;
    expect(listed).toHaveLength(LIMITS.webhooks - doomed.length + created);
    expect(await counter(limitCounterKey.webhooks(tenant))).toBe(listed.length);
  },
});

registerInvariant({
  routeId: 'revokeApiKey',
  name: 'a key revoked while its child is in use and minting: every mint 201 or 401; afterwards the key, its child and every grandchild are refused',
  run: async ({ tenant }) => {
    const mint = async (token: string, name: string) =>
      api('POST', '/v1/api-keys', { token, body: { name, scopes: ['api_keys:write', 'workspace:write'] } });
    const parent = (await mint(tenant.token, 'parent')).body.data;
    const child = (await mint(parent.token, 'child')).body.data;
    const use = (token: string) => api('PUT', '/v1/workspace/networks', { token, body: { enabled_networks: [] } });
    const [revokes, mints, uses] = await Promise.all([
      race(3, () => api('POST', `/v1/api-keys/${parent.api_key.id}/revoke`, { token: tenant.token })),
      race(RACERS, (i) => mint(child.token, `grandchild ${i}`)),
      race(RACERS, () => use(child.token)),
    ]);
    noServerErrors([...revokes, ...mints, ...uses]);
    expect(statusesOf(revokes)).toEqual([200, 200, 200]);
    for (const r of [...mints, ...uses]) expect([200, 201, 401]).toContain(r.status);
    const grandchildren = mints.filter((r) => r.status === 201).map((r) => r.body.data);
    for (const key of [parent, child, ...grandchildren]) {
      const res = await use(key.token);
      expect(res.status, key.api_key.name).toBe(401);
      expect(res.body.error.details.reason).toBe('revoked');
    }
    // Every place the line held was given back: the counter equals the keys still active.
    expect(await counter(limitCounterKey.apiKeys(tenant.workspaceId))).toBe((await activeKeyIds(tenant)).length);
  },
});
