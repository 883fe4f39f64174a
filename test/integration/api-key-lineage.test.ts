/**
 * A key's authority is bounded by the key that minted it and by what it was given (docs/api.md, API
 * keys and scopes): a minted key never outlives its minter and is revoked with it, recursively;
 * managing a key needs every scope and environment it holds; a key limited to an environment is
 * refused the other one before anything is read.
 */
import { describe, expect, it } from 'vitest';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { clearFaults, faultHeaders, tracedCalls } from '../support/faults.ts';

interface Minted {
  id: string;
  token: string;
  key: Record<string, any>;
}

async function mint(_ws: TestWorkspace, by: string, body: Record<string, unknown>): Promise<Minted> {
  const res = await api('POST', '/v1/api-keys', { token: by, body: { name: 'k', ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.data.api_key.id, token: res.body.data.token, key: res.body.data.api_key };
}

const put = (token: string, query?: Record<string, string>) =>
  api('PUT', '/v1/workspace/networks', { token, body: { enabled_networks: [] }, ...(query ? { query } : {}) });

describe('minted keys', () => {
  it('never outlive their minter: the expiry defaults to the minter’s and cannot pass it', async () => {
    const ws = await newWorkspace();
    const parentExpiry = new Date(Date.now() + 3000).toISOString();
    const parent = await mint(ws, ws.token, { scopes: ['api_keys:write', 'workspace:write'], expires_at: parentExpiry });
    const child = await mint(ws, parent.token, { scopes: ['workspace:write'] });
    expect(child.key).toMatchObject({ expires_at: parentExpiry, created_by_key_id: parent.id, status: 'active' });
    const later = await api('POST', '/v1/api-keys', {
      token: parent.token,
      body: { name: 'later', scopes: ['workspace:read'], expires_at: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(later.status).toBe(403);
    expect(later.body.error).toMatchObject({ code: 'forbidden', details: { max_expires_at: parentExpiry } });
    // An earlier expiry is the caller's to choose.
    const sooner = new Date(Date.parse(parentExpiry) - 500).toISOString();
    expect((await mint(ws, parent.token, { scopes: ['workspace:read'], expires_at: sooner })).key.expires_at).toBe(sooner);
    expect((await put(child.token)).status).toBe(200);

    await new Promise((r) => setTimeout(r, Math.max(0, Date.parse(parentExpiry) - Date.now() + 200)));
    const expired = await put(child.token);
    expect(expired.status).toBe(401);
    expect(expired.body.error.details.reason).toBe('expired');
    // Revoking the expired minter revokes the child too.
    expect((await api('POST', `/v1/api-keys/${parent.id}/revoke`, { token: ws.token })).status).toBe(200);
    expect((await api('GET', `/v1/api-keys/${child.id}`, { token: ws.token })).body.data.api_key.status).toBe('revoked');
  });

  it('are revoked with their minter, recursively, and made by an operator they have no minter', async () => {
    const ws = await newWorkspace();
    const owner = (await api('GET', `/v1/api-keys/${ws.apiKeyId}`, { token: ws.token })).body.data.api_key;
    expect(owner).toMatchObject({ created_by_key_id: null, environments: ['sandbox', 'live'] });
    const a = await mint(ws, ws.token, { scopes: ['api_keys:write', 'workspace:write'] });
    const b = await mint(ws, a.token, { scopes: ['api_keys:write', 'workspace:write'] });
    const c = await mint(ws, b.token, { scopes: ['workspace:write'] });
    const sibling = await mint(ws, ws.token, { scopes: ['workspace:write'] });
    expect([b.key.created_by_key_id, c.key.created_by_key_id]).toEqual([a.id, b.id]);
    for (const k of [a, b, c]) expect((await put(k.token)).status).toBe(200);

    const revoked = await api('POST', `/v1/api-keys/${a.id}/revoke`, { token: ws.token });
    expect(revoked.status).toBe(200);
    for (const k of [a, b, c]) {
      const res = await put(k.token);
      expect(res.status).toBe(401);
      expect(res.body.error.details.reason).toBe('revoked');
      expect((await api('GET', `/v1/api-keys/${k.id}`, { token: ws.token })).body.data.api_key).toMatchObject({
        status: 'revoked',
        revoked_at: expect.any(String),
      });
    }
    // Only the minter's line: the owner and a sibling go on.
    expect((await put(sibling.token)).status).toBe(200);
    expect((await put(ws.token)).status).toBe(200);
  });

  it('leave no key working that was minted while its minter was being revoked', async () => {
    const ws = await newWorkspace();
    // Keys that have minted nothing when the revocation reads them: it lists no children for them,
    // and only its condition on their mint count catches a mint that lands meanwhile.
    for (let round = 0; round < 3; round++) {
      const minter = await mint(ws, ws.token, { scopes: ['api_keys:write', 'workspace:write'] });
      const mints = Array.from({ length: 6 }, () =>
        api('POST', '/v1/api-keys', { token: minter.token, body: { name: 'racing', scopes: ['workspace:write'] } }),
      );
      const [revoked, ...minted] = await Promise.all([api('POST', `/v1/api-keys/${minter.id}/revoke`, { token: ws.token }), ...mints]);
      expect(revoked.status, revoked.text).toBe(200);
      for (const res of minted) {
        expect([201, 401], res.text).toContain(res.status);
        if (res.status !== 201) continue;
        expect((await put(res.body.data.token)).status).toBe(401);
        expect((await api('GET', `/v1/api-keys/${res.body.data.api_key.id}`, { token: ws.token })).body.data.api_key.status).toBe(
          'revoked',
        );
      }
    }
  });

  it('cannot mint once the minter is revoked', async () => {
    const ws = await newWorkspace();
    const a = await mint(ws, ws.token, { scopes: ['api_keys:write'] });
    await api('POST', `/v1/api-keys/${a.id}/revoke`, { token: ws.token });
    const res = await api('POST', '/v1/api-keys', { token: a.token, body: { name: 'late', scopes: ['api_keys:read'] } });
    expect(res.status).toBe(401);
  });
});

describe('managing a key', () => {
  it('needs every scope the key holds: api_keys:write alone cannot revoke a * key', async () => {
    const ws = await newWorkspace();
    const keys = await mint(ws, ws.token, { scopes: ['api_keys:write'] });
    const full = await mint(ws, ws.token, { scopes: ['*'] });
    const refused = await api('POST', `/v1/api-keys/${full.id}/revoke`, { token: keys.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'forbidden', details: { missing_scopes: ['*'], missing_environments: [] } });
    expect((await put(full.token)).status).toBe(200);
    const broader = await mint(ws, ws.token, { scopes: ['api_keys:read', 'wallets:read'] });
    const partly = await api('POST', `/v1/api-keys/${broader.id}/revoke`, { token: keys.token });
    expect(partly.body.error.details.missing_scopes).toEqual(['wallets:read']);
    // api_keys:write implies api_keys:read: a key within its own authority can be revoked.
    const narrow = await mint(ws, ws.token, { scopes: ['api_keys:read'] });
    expect((await api('POST', `/v1/api-keys/${narrow.id}/revoke`, { token: keys.token })).status).toBe(200);
  });

  it('needs every environment the key serves', async () => {
    const ws = await newWorkspace();
    const sandboxKeys = await mint(ws, ws.token, { scopes: ['api_keys:write'], environments: ['sandbox'] });
    const both = await mint(ws, ws.token, { scopes: ['api_keys:read'] });
    const refused = await api('POST', `/v1/api-keys/${both.id}/revoke`, { token: sandboxKeys.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.details).toEqual({ missing_scopes: [], missing_environments: ['live'] });
  });
});

describe('environments', () => {
  it('limits a key to its environments; a key mints within its own', async () => {
    const ws = await newWorkspace();
    const reader = await mint(ws, ws.token, { scopes: ['transfers:read', 'api_keys:write'], environments: ['sandbox'] });
    expect(reader.key.environments).toEqual(['sandbox']);
    expect((await api('GET', '/v1/transfers', { token: reader.token })).status).toBe(200);
    expect((await api('GET', '/v1/transfers', { token: reader.token, query: { environment: 'sandbox' } })).status).toBe(200);
    const live = await api('GET', '/v1/transfers', { token: reader.token, query: { environment: 'live' } });
    expect(live.status).toBe(403);
    expect(live.body.error).toMatchObject({ code: 'forbidden', details: { environment: 'live', allowed_environments: ['sandbox'] } });
    // A bad value is still a validation error, not a refusal.
    expect((await api('GET', '/v1/transfers', { token: reader.token, query: { environment: 'prod' } })).status).toBe(400);

    const child = await mint(ws, reader.token, { scopes: ['transfers:read'] });
    expect(child.key.environments).toEqual(['sandbox']);
    const wider = await api('POST', '/v1/api-keys', {
      token: reader.token,
      body: { name: 'w', scopes: ['transfers:read'], environments: ['sandbox', 'live'] },
    });
    expect(wider.status).toBe(403);
    expect(wider.body.error.details).toMatchObject({ requested_environments: ['sandbox', 'live'], held_environments: ['sandbox'] });
    // A live-only key needs ?environment=live, since sandbox is the default.
    const liveOnly = await mint(ws, ws.token, { scopes: ['workspace:write'], environments: ['live'] });
    expect((await put(liveOnly.token)).status).toBe(403);
    expect((await put(liveOnly.token, { environment: 'live' })).status).toBe(200);
  });

  it('refuses the other environment before anything is read or counted', async () => {
    const ws = await newWorkspace();
    const sandbox = await mint(ws, ws.token, { scopes: ['workspace:write'], environments: ['sandbox'] });
    for (const [method, path] of [
      ['GET', '/v1/workspace/networks'],
      ['PUT', '/v1/workspace/networks'],
    ] as const) {
      const scope = `env-refusal-${crypto.randomUUID()}`;
      const res = await api(method, path, {
        token: sandbox.token,
        query: { environment: 'live' },
        headers: faultHeaders(scope),
        ...(method === 'PUT' ? { body: { enabled_networks: [] } } : {}),
      });
      expect(res.status).toBe(403);
      // Only the key's own lookup: no tenant read, no write counter.
      const calls = (await tracedCalls(scope)).filter((c) => c.service === 'dynamodb').map((c) => c.command);
      await clearFaults(scope);
      expect(calls, method).toEqual(['GetItem']);
    }
  });
});
