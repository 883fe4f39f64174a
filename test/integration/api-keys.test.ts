/** POST/GET /v1/api-keys, GET /v1/api-keys/{id}, POST /v1/api-keys/{id}/revoke over real HTTP. */
import { describe, expect, it } from 'vitest';
import { api, newWorkspace } from '../support/api.ts';
import { scanAll } from '../support/table-scan.ts';

const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString();

describe('API keys', () => {
  it('creates a key whose secret is shown once and stored only as a hash', async () => {
    const ws = await newWorkspace();
    const res = await api('POST', '/v1/api-keys', {
      token: ws.token,
      body: { name: 'CI deploy', scopes: ['wallets:read', 'transfers:write'], expires_at: inAYear() },
    });
    expect(res.status).toBe(201);
    expect(res.body.error).toBeNull();
    const { api_key: key, token } = res.body.data;
    expect(token).toMatch(/^wsk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'CI deploy',
      scopes: ['wallets:read', 'transfers:write'],
      status: 'active',
      key_prefix: token.slice(0, 12),
      last_used_at: null,
      revoked_at: null,
      created_by: ws.owner,
    });
    expect(key.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(key.created_at)).not.toBeNaN();
    const shown = await api('GET', `/v1/api-keys/${key.id}`, { token: ws.token });
    expect(shown.status).toBe(200);
    expect(shown.body.data.api_key).toEqual(key);
    expect(JSON.stringify(shown.body)).not.toContain(token);
    // Nothing in the table holds the clear token.
    const items = JSON.stringify(await scanAll());
    expect(items).not.toContain(token);
    expect(items).not.toContain(token.slice(12));
  });

  it('validates the body field by field', async () => {
    const ws = await newWorkspace();
    const cases: [unknown, string[]][] = [
      [{}, ['body.name', 'body.scopes']],
      [{ name: '', scopes: [] }, ['body.name', 'body.scopes']],
      [{ name: 'x'.repeat(101), scopes: ['wallets:read'] }, ['body.name']],
      [{ name: 42, scopes: 'wallets:read' }, ['body.name', 'body.scopes']],
      [{ name: 'a', scopes: ['wallets:fly'] }, ['body.scopes.0']],
      [{ name: 'a', scopes: ['wallets:read', 'wallets:read'] }, ['body.scopes']],
      [{ name: 'a', scopes: ['*'], expires_at: 'tomorrow' }, ['body.expires_at']],
      [{ name: 'a', scopes: ['*'], expires_at: new Date(Date.now() - 60_000).toISOString() }, ['body.expires_at']],
      [{ name: 'a', scopes: ['*'], expires_at: new Date(Date.now() + 800 * 86_400_000).toISOString() }, ['body.expires_at']],
      [{ name: 'a', scopes: ['*'], owner: 'me' }, ['body.owner']],
    ];
    for (const [body, fields] of cases) {
      const res = await api('POST', '/v1/api-keys', { token: ws.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
      expect(Object.keys(res.body.error.details.fields).sort()).toEqual(fields.sort());
    }
  });

  it('refuses to mint a key with scopes the caller lacks', async () => {
    const ws = await newWorkspace();
    const limited = await api('POST', '/v1/api-keys', {
      token: ws.token,
      body: { name: 'limited', scopes: ['api_keys:write', 'wallets:read'] },
    });
    const token = limited.body.data.token;
    const broader = await api('POST', '/v1/api-keys', { token, body: { name: 'x', scopes: ['wallets:write'] } });
    expect(broader.status).toBe(403);
    expect(broader.body.error.code).toBe('forbidden');
    const full = await api('POST', '/v1/api-keys', { token, body: { name: 'x', scopes: ['*'] } });
    expect(full.status).toBe(403);
    const same = await api('POST', '/v1/api-keys', { token, body: { name: 'x', scopes: ['wallets:read'] } });
    expect(same.status).toBe(201);
  });

  it('lists keys newest first with cursor pagination', async () => {
    const ws = await newWorkspace();
    for (const name of ['k1', 'k2', 'k3', 'k4']) {
      expect((await api('POST', '/v1/api-keys', { token: ws.token, body: { name, scopes: ['wallets:read'] } })).status).toBe(201);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await api('GET', '/v1/api-keys', { token: ws.token, query: { limit: '2', ...(cursor ? { cursor } : {}) } });
      expect(res.status).toBe(200);
      expect(res.body.data.items.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.data.items.map((k: { name: string }) => k.name));
      cursor = res.body.data.next_cursor;
    } while (cursor);
    // Five keys: the owner key made with the workspace, then k1..k4.
    expect(seen).toEqual(['k4', 'k3', 'k2', 'k1', 'Owner key']);
  });

  it('refuses bad listing parameters and foreign cursors', async () => {
    const a = await newWorkspace();
    const b = await newWorkspace();
    for (const limit of ['0', '101', 'ten', '1.5']) {
      const res = await api('GET', '/v1/api-keys', { token: a.token, query: { limit } });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.details.fields)).toEqual(['query.limit']);
    }
    await api('POST', '/v1/api-keys', { token: b.token, body: { name: 'b1', scopes: ['wallets:read'] } });
    const bPage = await api('GET', '/v1/api-keys', { token: b.token, query: { limit: '1' } });
    const foreign = await api('GET', '/v1/api-keys', { token: a.token, query: { cursor: bPage.body.data.next_cursor } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.code).toBe('invalid_cursor');
    const junk = await api('GET', '/v1/api-keys', { token: a.token, query: { cursor: '!!!' } });
    expect(junk.body.error.code).toBe('invalid_cursor');
  });

  it("answers 404 for unknown ids and for another workspace's keys, 400 for malformed ids", async () => {
    const a = await newWorkspace();
    const b = await newWorkspace();
    const bKey = (await api('POST', '/v1/api-keys', { token: b.token, body: { name: 'b', scopes: ['wallets:read'] } })).body.data;
    for (const [method, path] of [
      ['GET', `/v1/api-keys/${bKey.api_key.id}`],
      ['POST', `/v1/api-keys/${bKey.api_key.id}/revoke`],
      ['GET', '/v1/api-keys/01a20000-0000-7000-8000-000000000000'],
    ] as const) {
      const res = await api(method, path, { token: a.token });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ data: null, error: { code: 'not_found' } });
      expect(JSON.stringify(res.body)).not.toContain(bKey.api_key.key_prefix);
    }
    // b's key still works: a could not revoke it.
    expect((await api('GET', '/v1/api-keys', { token: bKey.token })).status).toBe(403);
    const malformed = await api('GET', '/v1/api-keys/not-a-uuid', { token: a.token });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.error.details.fields)).toEqual(['path.apiKeyId']);
  });

  it('lets a new key in on its very first request, on a read route and on a write route', async () => {
    const ws = await newWorkspace();
    const mint = async (name: string) =>
      (await api('POST', '/v1/api-keys', { token: ws.token, body: { name, scopes: ['workspace:write'] } })).body.data.token as string;
    // Each key is used straight after its creation, once on each kind of route: a read route's
    // eventually consistent lookup confirms a miss consistently, a write route's is consistent.
    const reader = await mint('first used to read');
    expect((await api('GET', '/v1/workspace/networks', { token: reader })).status).toBe(200);
    const writer = await mint('first used to write');
    expect((await api('PUT', '/v1/workspace/networks', { token: writer, body: { enabled_networks: [] } })).status).toBe(200);
  });

  it('revokes idempotently: a second revoke returns the first revocation', async () => {
    const ws = await newWorkspace();
    const key = (await api('POST', '/v1/api-keys', { token: ws.token, body: { name: 'x', scopes: ['wallets:read'] } })).body.data.api_key;
    const first = await api('POST', `/v1/api-keys/${key.id}/revoke`, { token: ws.token });
    const second = await api('POST', `/v1/api-keys/${key.id}/revoke`, { token: ws.token });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.data.api_key.revoked_at).toBe(first.body.data.api_key.revoked_at);
  });
});
