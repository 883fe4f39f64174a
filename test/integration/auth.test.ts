/** Authentication and scopes over real HTTP through the local gateway and DynamoDB Local. */
import { describe, expect, it } from 'vitest';
import { api, newWorkspace, type ApiOptions } from '../support/api.ts';
import { clearFaults, faultHeaders, tracedCalls } from '../support/faults.ts';
import { insertApiKey } from '#shared/db/api-keys.ts';
import { generateToken } from '#shared/model/api-keys/token.ts';
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

  it('refuses a revoked key on a write route from its very next request, and on read routes after the consistency window', async () => {
    const ws = await newWorkspace();
    const created = await api('POST', '/v1/api-keys', { token: ws.token, body: { name: 'doomed', scopes: ['workspace:write'] } });
    const token = created.body.data.token;
    const write = () => api('PUT', '/v1/workspace/networks', { token, body: { enabled_networks: [] } });
    expect((await write()).status).toBe(200);
    expect((await api('GET', '/v1/workspace/networks', { token })).status).toBe(200);
    const revoked = await api('POST', `/v1/api-keys/${created.body.data.api_key.id}/revoke`, { token: ws.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.api_key).toMatchObject({ status: 'revoked' });
    const revokedAt = Date.now();
    // Write routes read the key strongly consistent: refused at once (in AWS as here).
    const refused = await write();
    expectEnvelopeError(refused, 401, 'unauthenticated');
    expect(refused.body.error.details.reason).toBe('revoked');
    // Read routes read it eventually consistent: in AWS a read within about a second may still
    // pass. DynamoDB Local reads consistently whatever is asked, so this cannot show that window;
    // it checks the refusal once the window is over.
    await new Promise((r) => setTimeout(r, Math.max(0, revokedAt + 1500 - Date.now())));
    const read = await api('GET', '/v1/workspace/networks', { token });
    expectEnvelopeError(read, 401, 'unauthenticated');
    expect(read.body.error.details.reason).toBe('revoked');
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

/**
 * How authentication reads the key's lookup item, seen in the local stack's trace of the SDK
 * calls a request made (`x-local-faults` scope, infra/local/fault-trace.ts), which records whether
 * each GetItem asked for a consistent read. DynamoDB Local answers every read consistently, so
 * the trace is what shows the kind asked for; staleness itself cannot be observed here.
 */
describe('the API key lookup', () => {
  /** Sends one request in a fresh trace scope; returns the response and the DynamoDB calls it made. */
  async function traced(method: string, path: string, options: ApiOptions) {
    const scope = `auth-lookup-${crypto.randomUUID()}`;
    const res = await api(method, path, { ...options, headers: { ...options.headers, ...faultHeaders(scope) } });
    const calls = (await tracedCalls(scope)).filter((c) => c.service === 'dynamodb');
    await clearFaults(scope);
    return { res, calls };
  }
  const lookups = (calls: { command: string; consistentRead?: boolean }[]) =>
    calls.map(({ command, consistentRead }) => ({ command, consistentRead }));

  it('is eventually consistent on a read route, strongly consistent on a write route and on a GET that writes', async () => {
    const ws = await newWorkspace();
    const read = await traced('GET', '/v1/workspace/networks', { token: ws.token });
    expect(read.res.status).toBe(200);
    expect(lookups(read.calls)[0]).toEqual({ command: 'GetItem', consistentRead: false });
    const write = await traced('PUT', '/v1/workspace/networks', { token: ws.token, body: { enabled_networks: [] } });
    expect(write.res.status).toBe(200);
    expect(lookups(write.calls)[0]).toEqual({ command: 'GetItem', consistentRead: true });
    // A GET with writesOnRead (settles due ramp payments as it reads) has write access: consistent.
    const settling = await traced('GET', '/v1/ramp/payments', { token: ws.token });
    expect(settling.res.status).toBe(200);
    expect(lookups(settling.calls)[0]).toEqual({ command: 'GetItem', consistentRead: true });
  });

  it('confirms a miss on a read route with one consistent read before answering 401 unknown', async () => {
    const unknown = generateToken();
    const read = await traced('GET', '/v1/workspace/networks', { token: unknown });
    expectEnvelopeError(read.res, 401, 'unauthenticated');
    expect(read.res.body.error.details).toEqual({ reason: 'unknown' });
    expect(lookups(read.calls)).toEqual([
      { command: 'GetItem', consistentRead: false },
      { command: 'GetItem', consistentRead: true },
    ]);
    // A write route's single read is consistent already: no second one.
    const write = await traced('PUT', '/v1/workspace/networks', { token: unknown, body: { enabled_networks: [] } });
    expect(write.res.body.error.details).toEqual({ reason: 'unknown' });
    expect(lookups(write.calls)).toEqual([{ command: 'GetItem', consistentRead: true }]);
  });

  it('makes one read for a known key on a read route, however new', async () => {
    const ws = await newWorkspace();
    const created = await api('POST', '/v1/api-keys', { token: ws.token, body: { name: 'fresh', scopes: ['workspace:read'] } });
    const first = await traced('GET', '/v1/workspace/transfer-policy', { token: created.body.data.token });
    expect(first.res.status).toBe(200);
    const authReads = lookups(first.calls).filter((c) => c.command === 'GetItem');
    // The key's lookup (eventually consistent, found), the workspace's own rate limits (strongly
    // consistent, once a minute per container and workspace) and the route's own read of the policy.
    expect(authReads[0]).toEqual({ command: 'GetItem', consistentRead: false });
    expect(authReads[1]).toEqual({ command: 'GetItem', consistentRead: true });
    expect(authReads).toHaveLength(3);
    // The next request finds the workspace's limits in the container's cache: the key's lookup and the route's read.
    const next = await traced('GET', '/v1/workspace/transfer-policy', { token: created.body.data.token });
    expect(next.res.status).toBe(200);
    expect(lookups(next.calls).filter((c) => c.command === 'GetItem')).toHaveLength(2);
  });
});
