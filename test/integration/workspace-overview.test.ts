/**
 * `GET /v1/workspace`: any valid key learns its workspace, the settings of each environment it
 * serves and its own scopes and expiry; a key limited to one environment sees only that one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';

let ws: TestWorkspace;
beforeAll(async () => {
  ws = await newWorkspace('Overview workspace');
  const networks = await api('PUT', '/v1/workspace/networks', { token: ws.token, body: { enabled_networks: ['ethereum', 'solana'] } });
  expect(networks.status).toBe(200);
  const policy = await api('PUT', '/v1/workspace/transfer-policy', {
    token: ws.token,
    body: { allowed_destination_addresses: [], blocked_destination_addresses: ['0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'] },
  });
  expect(policy.status).toBe(200);
});

describe('GET /v1/workspace', () => {
  it("shows the owner key its workspace, both environments' settings and its own scopes", async () => {
    const res = await api('GET', '/v1/workspace', { token: ws.token });
    expect(res.status).toBe(200);
    const { workspace, environments, api_key } = res.body.data;
    expect(workspace).toMatchObject({ id: ws.workspaceId, name: 'Overview workspace' });
    expect(environments.map((e: { environment: string }) => e.environment)).toEqual(['sandbox', 'live']);
    expect(environments[0]).toEqual({
      environment: 'sandbox',
      enabled_networks: ['ethereum', 'solana'],
      transfer_policy: { allowed_destination_addresses: 0, blocked_destination_addresses: 1, version: 1 },
      transfer_approvals: { approval_required: true, required_approvals: 1, version: 0 },
    });
    expect(environments[1]).toMatchObject({ environment: 'live', enabled_networks: [], transfer_policy: { version: 0 } });
    expect(api_key).toEqual({ id: ws.apiKeyId, scopes: ['*'], environments: ['sandbox', 'live'], expires_at: null, member: ws.owner });
  });

  it('answers a key with no workspace scope at all, limited to one environment, with that environment only', async () => {
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const made = await api('POST', '/v1/api-keys', {
      token: ws.token,
      body: { name: 'ramp only', scopes: ['ramp:read'], environments: ['live'], expires_at: expiresAt },
    });
    expect(made.status).toBe(201);
    const res = await api('GET', '/v1/workspace', { token: made.body.data.token, query: { environment: 'live' } });
    expect(res.status).toBe(200);
    expect(res.body.data.workspace.id).toBe(ws.workspaceId);
    expect(res.body.data.environments.map((e: { environment: string }) => e.environment)).toEqual(['live']);
    expect(res.body.data.api_key).toMatchObject({ id: made.body.data.api_key.id, scopes: ['ramp:read'], environments: ['live'] });
    expect(Date.parse(res.body.data.api_key.expires_at)).toBe(Date.parse(made.body.data.api_key.expires_at));
  });

  it('refuses a request without a valid key', async () => {
    const res = await api('GET', '/v1/workspace', { token: 'wsk_not-a-real-key' });
    expect([res.status, res.body.error.code]).toEqual([401, 'unauthenticated']);
  });
});
