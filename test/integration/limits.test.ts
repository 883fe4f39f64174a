/**
 * Caps per workspace (docs/api.md, Limits): 16 webhooks per environment and 100 active API keys.
 * Without them one workspace made 150 webhooks to one host, so a single event became 150 POSTs
 * (each retried up to 8 times), and unlimited keys multiplied the per-key write limit.
 */
import { describe, expect, it } from 'vitest';
import { api, newWorkspace } from '../support/api.ts';
import { LIVE_WEBHOOK_URL } from '#shared/fixtures/sink.ts';
import { createApiKey } from '#shared/domain/api-keys/api-keys.ts';
import { seedActiveKeys } from '../support/seed-keys.ts';

const hook = (i: number) => ({ name: `h${i}`, url: `https://hooks.example.com/in/${i}`, event_types: ['webhook.test'] });

describe('limits', () => {
  it('allows 16 webhooks per workspace and environment, then 409 limit_exceeded; a delete frees a place', async () => {
    const ws = await newWorkspace();
    const created: string[] = [];
    for (let i = 0; i < 16; i++) {
      const res = await api('POST', '/v1/webhooks', { token: ws.token, body: hook(i) });
      expect(res.status).toBe(201);
      created.push(res.body.data.webhook.id);
    }
    const over = await api('POST', '/v1/webhooks', { token: ws.token, body: hook(16) });
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({ code: 'limit_exceeded', details: { limit: 16, resource: 'webhooks' } });
    expect((await api('GET', '/v1/webhooks', { token: ws.token, query: { limit: '100' } })).body.data.items).toHaveLength(16);
    // Live counts apart (a type nothing emits here, so nothing is ever sent).
    const live = await api('POST', '/v1/webhooks', {
      token: ws.token,
      query: { environment: 'live' },
      body: { name: 'live', url: LIVE_WEBHOOK_URL, event_types: ['transfer.requested'] },
    });
    expect(live.status).toBe(201);
    expect((await api('DELETE', `/v1/webhooks/${created[0]}`, { token: ws.token })).status).toBe(200);
    expect((await api('POST', '/v1/webhooks', { token: ws.token, body: hook(17) })).status).toBe(201);
    expect((await api('POST', '/v1/webhooks', { token: ws.token, body: hook(18) })).status).toBe(409);
  });

  it('allows 100 active API keys per workspace, then 409 limit_exceeded; a revoked or expired key frees a place', async () => {
    const ws = await newWorkspace();
    // The owner key holds one place; 98 more seeded as creates would leave them.
    await seedActiveKeys(ws.workspaceId, 98);
    const last = await api('POST', '/v1/api-keys', { token: ws.token, body: { name: 'hundredth', scopes: ['wallets:read'] } });
    expect(last.status).toBe(201);
    const over = await api('POST', '/v1/api-keys', { token: ws.token, body: { name: 'too many', scopes: ['wallets:read'] } });
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({ code: 'limit_exceeded', details: { limit: 100, resource: 'api_keys' } });
    // The operator's path is held to the same cap.
    await expect(
      createApiKey({ workspaceId: ws.workspaceId, name: 'operator', scopes: ['*'], expiresAt: null, createdBy: ws.owner }),
    ).rejects.toThrow(/At most 100/);

    expect((await api('POST', `/v1/api-keys/${last.body.data.api_key.id}/revoke`, { token: ws.token })).status).toBe(200);
    const shortLived = await api('POST', '/v1/api-keys', {
      token: ws.token,
      body: { name: 'short', scopes: ['wallets:read'], expires_at: new Date(Date.now() + 1500).toISOString() },
    });
    expect(shortLived.status).toBe(201);
    expect((await api('POST', '/v1/api-keys', { token: ws.token, body: { name: 'still full', scopes: ['wallets:read'] } })).status).toBe(
      409,
    );
    await new Promise((r) => setTimeout(r, 1700));
    // The expired key no longer counts; it stays listed as expired, not revoked.
    expect((await api('POST', '/v1/api-keys', { token: ws.token, body: { name: 'after expiry', scopes: ['wallets:read'] } })).status).toBe(
      201,
    );
    expect((await api('GET', `/v1/api-keys/${shortLived.body.data.api_key.id}`, { token: ws.token })).body.data.api_key.status).toBe(
      'expired',
    );
    expect((await api('POST', '/v1/api-keys', { token: ws.token, body: { name: 'full again', scopes: ['wallets:read'] } })).status).toBe(
      409,
    );
  });
});
