/** Concurrency invariants of the API key routes. */
import { expect } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import * as keys from '#shared/db/keys.ts';
import { api } from '../api.ts';
import { noServerErrors, race, RACERS, registerInvariant } from './registry.ts';

registerInvariant({
  routeId: 'revokeApiKey',
  name: 'concurrent revocations and uses: one revocation wins, uses get 200 or 401, then only 401, both items revoked',
  run: async ({ tenant }) => {
    const made = (await api('POST', '/v1/api-keys', { token: tenant.token, body: { name: 'victim', scopes: ['workspace:read'] } })).body
      .data;
    const [revokes, uses] = await Promise.all([
      race(RACERS, () => api('POST', `/v1/api-keys/${made.api_key.id}/revoke`, { token: tenant.token })),
      race(RACERS * 2, () => api('GET', '/v1/workspace/networks', { token: made.token })),
    ]);
    noServerErrors([...revokes, ...uses]);
    expect(revokes.map((r) => r.status)).toEqual(revokes.map(() => 200));
    expect(new Set(revokes.map((r) => r.body.data.api_key.revoked_at)).size).toBe(1);
    for (const use of uses) expect([200, 401]).toContain(use.status);
    expect((await api('GET', '/v1/workspace/networks', { token: made.token })).status).toBe(401);
    const record = (
      await db.send(
        new GetCommand({ TableName: TABLE_NAME, Key: { pk: keys.workspace(tenant.workspaceId), sk: keys.apiKey(made.api_key.id) } }),
      )
    ).Item!;
    const lookup = (
      await db.send(new GetCommand({ TableName: TABLE_NAME, Key: { pk: keys.apiKeyLookup(record.token_hash), sk: keys.apiKeyLookupSort } }))
    ).Item!;
    expect([record.status, lookup.status]).toEqual(['revoked', 'revoked']);
  },
});

registerInvariant({
  routeId: 'createApiKey',
  name: 'concurrent creates: every one 201 with its own id and token, every one listed and usable',
  run: async ({ tenant }) => {
    const results = await race(RACERS, (i) =>
      api('POST', '/v1/api-keys', { token: tenant.token, body: { name: `k${i}`, scopes: ['workspace:read'] } }),
    );
    noServerErrors(results);
    expect(results.map((r) => r.status)).toEqual(results.map(() => 201));
    const ids = results.map((r) => r.body.data.api_key.id as string);
    expect(new Set(ids).size).toBe(RACERS);
    expect(new Set(results.map((r) => r.body.data.token)).size).toBe(RACERS);
    const listed = (await api('GET', '/v1/api-keys', { token: tenant.token, query: { limit: '100' } })).body.data.items.map(
      (k: { id: string }) => k.id,
    );
    for (const id of ids) expect(listed).toContain(id);
    const uses = await Promise.all(results.map((r) => api('GET', '/v1/workspace/networks', { token: r.body.data.token })));
    expect(uses.map((u) => u.status)).toEqual(uses.map(() => 200));
  },
});
