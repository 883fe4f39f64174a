/** Authentication and scopes over real HTTP through the local gateway and DynamoDB Local. */
import { describe, expect, it } from 'vitest';
import { api, newWorkspace } from '../support/api.ts';
import { insertApiKey } from '#shared/db/api-keys.ts';
import { prepareApiKey } from '#shared/domain/api-keys/api-keys.ts';

function expectEnvelopeError(res: { status: number; body: any; headers: Headers }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ data: null, error: { code } });
  expect(typeof res.body.request_id).toBe('string');
  expect(res.headers.get('x-request-id')).toBe(res.body.request_id);
}

describe('authentication', () => {
  it('accepts the workspace key and answers in the envelope', async () => {
    const ws = await newWorkspace();
    const res = await api('GET', '/v1/workspace/networks', { token: ws.token });
    expect(res.status).toBe(200);
    expect(res.body.error).toBeNull();
    expect(res.body.request_id).toBe(res.headers.get('x-request-id'));
  });

  it.each([
    ['no Authorization header', undefined, 'missing'],
    ['an empty header', '', 'missing'],
    ['a Basic scheme', 'Basic dXNlcjpwYXNz', 'malformed'],
    ['Bearer without a token', 'Bearer ', 'malformed'],
    ['a token of the wrong shape', 'Bearer abc', 'malformed'],
    ['two tokens', 'Bearer wsk_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa wsk_b', 'malformed'],
    ['an unknown well-formed token', 'Bearer wsk_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'unknown'],
  ])('refuses %s with 401', async (_, authorization, reason) => {
    const res = await api('GET', '/v1/workspace/networks', {
      headers: authorization === undefined ? {} : { authorization },
    });
    expectEnvelopeError(res, 401, 'unauthenticated');
    expect(res.body.error.details).toEqual({ reason });
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('accepts the scheme in any case', async () => {
    const ws = await newWorkspace();
    const res = await api('GET', '/v1/workspace/networks', { headers: { authorization: `bearer ${ws.token}` } });
    expect(res.status).toBe(200);
  });

  it('refuses an expired key', async () => {
    const ws = await newWorkspace();
    const { record, token } = prepareApiKey({
      workspaceId: ws.workspaceId,
      name: 'old',
      scopes: ['*'],
      expiresAt: new Date(Date.now() - 1000).toISOString(),
      createdBy: ws.owner,
    });
    await insertApiKey(record);
    const res = await api('GET', '/v1/workspace/networks', { token });
    expectEnvelopeError(res, 401, 'unauthenticated');
    expect(res.body.error.details.reason).toBe('expired');
    const shown = await api('GET', `/v1/api-keys/${record.id}`, { token: ws.token });
    expect(shown.body.data.api_key.status).toBe('expired');
  });

  it('refuses a key that expires between two requests', async () => {
    const ws = await newWorkspace();
    const created = await api('POST', '/v1/api-keys', {
      token: ws.token,
      body: { name: 'short', scopes: ['workspace:read'], expires_at: new Date(Date.now() + 1500).toISOString() },
    });
    expect(created.status).toBe(201);
    expect((await api('GET', '/v1/workspace/networks', { token: created.body.data.token })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1600));
    const res = await api('GET', '/v1/workspace/networks', { token: created.body.data.token });
    expect(res.body.error.details.reason).toBe('expired');
  });

  it('refuses a revoked key on its very next request', async () => {
    const ws = await newWorkspace();
    const created = await api('POST', '/v1/api-keys', { token: ws.token, body: { name: 'doomed', scopes: ['workspace:read'] } });
    const token = created.body.data.token;
    expect((await api('GET', '/v1/workspace/networks', { token })).status).toBe(200);
    const revoked = await api('POST', `/v1/api-keys/${created.body.data.api_key.id}/revoke`, { token: ws.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.api_key).toMatchObject({ status: 'revoked' });
    const res = await api('GET', '/v1/workspace/networks', { token });
    expectEnvelopeError(res, 401, 'unauthenticated');
    expect(res.body.error.details.reason).toBe('revoked');
  });

  it('answers 403 forbidden to a valid key without the route scope', async () => {
    const ws = await newWorkspace();
    const reader = await api('POST', '/v1/api-keys', { token: ws.token, body: { name: 'r', scopes: ['workspace:read'] } });
    const token = reader.body.data.token;
    expect((await api('GET', '/v1/workspace/transfer-policy', { token })).status).toBe(200);
    const put = await api('PUT', '/v1/workspace/networks', { token, body: { enabled_networks: [] } });
    expectEnvelopeError(put, 403, 'forbidden');
    expect(put.body.error.details).toEqual({ required_scope: 'workspace:write' });
    expectEnvelopeError(await api('GET', '/v1/api-keys', { token }), 403, 'forbidden');
  });

  it('lets :write imply :read', async () => {
    const ws = await newWorkspace();
    const writer = await api('POST', '/v1/api-keys', { token: ws.token, body: { name: 'w', scopes: ['workspace:write'] } });
    expect((await api('GET', '/v1/workspace/networks', { token: writer.body.data.token })).status).toBe(200);
  });

  it('records last_used_at without a write on every request', async () => {
    const ws = await newWorkspace();
    const created = await api('POST', '/v1/api-keys', { token: ws.token, body: { name: 'u', scopes: ['workspace:read'] } });
    const id = created.body.data.api_key.id;
    expect(created.body.data.api_key.last_used_at).toBeNull();
    await api('GET', '/v1/workspace/networks', { token: created.body.data.token });
    const first = (await api('GET', `/v1/api-keys/${id}`, { token: ws.token })).body.data.api_key.last_used_at;
    expect(first).not.toBeNull();
    await api('GET', '/v1/workspace/networks', { token: created.body.data.token });
    const second = (await api('GET', `/v1/api-keys/${id}`, { token: ws.token })).body.data.api_key.last_used_at;
    // Within a minute the recorded time does not move: no write was made.
    expect(second).toBe(first);
  });
});
