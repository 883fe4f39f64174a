/**
 * The audit trail (docs/api.md, Audit log): key creation and revocation and webhook URLs set are
 * logged with the workspace, member, key and request ids, and never with a token, a signing
 * secret or a URL's path. Read from the test stack's own log (the run's `stack.log`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { api, newWorkspace } from '../support/api.ts';
import { until } from '../support/wallets.ts';

type Line = Record<string, unknown> & { audit: string };

/** The audit lines the stack logged for one request, once there are `n` of them. */
async function auditLines(requestId: string, n = 1): Promise<{ lines: Line[]; raw: string[] }> {
  const read = () => {
    const raw = readFileSync(join(inject('stack').logDir, 'stack.log'), 'utf8')
      .split('\n')
      .filter((l) => l.includes(requestId) && l.includes('"audit"'));
    return { raw, lines: raw.map((l) => JSON.parse(l.slice(l.indexOf('{'))) as Line) };
  };
  return until(
    async () => read(),
    (r) => r.lines.length >= n,
    5_000,
  );
}

describe('audit log', () => {
  it('records keys created and revoked, a minter’s descendants included, without tokens', async () => {
    const ws = await newWorkspace();
    const created = await api('POST', '/v1/api-keys', {
      token: ws.token,
      body: { name: 'minter', scopes: ['api_keys:write'], environments: ['sandbox'] },
    });
    const minter = created.body.data;
    const { lines, raw } = await auditLines(created.body.request_id);
    expect(lines).toEqual([
      expect.objectContaining({
        audit: 'api_key.created',
        request_id: created.body.request_id,
        workspace_id: ws.workspaceId,
        member_id: ws.owner.id,
        actor_key_id: ws.apiKeyId,
        api_key_id: minter.api_key.id,
        created_by_key_id: ws.apiKeyId,
        scopes: ['api_keys:write'],
        environments: ['sandbox'],
        expires_at: null,
      }),
    ]);
    expect(raw.join()).not.toContain(minter.token);

    const child = (await api('POST', '/v1/api-keys', { token: minter.token, body: { name: 'child', scopes: ['api_keys:read'] } })).body
      .data;
    const revoked = await api('POST', `/v1/api-keys/${minter.api_key.id}/revoke`, { token: ws.token });
    const revocations = (await auditLines(revoked.body.request_id, 2)).lines;
    expect(revocations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          audit: 'api_key.revoked',
          api_key_id: minter.api_key.id,
          cause: 'request',
          actor_key_id: ws.apiKeyId,
          workspace_id: ws.workspaceId,
        }),
        expect.objectContaining({
          audit: 'api_key.revoked',
          api_key_id: child.api_key.id,
          cause: 'minter_revoked',
          created_by_key_id: minter.api_key.id,
        }),
      ]),
    );
    expect(revocations).toHaveLength(2);
  });

  it('records webhook URLs set, by host only, without the signing secret', async () => {
    const ws = await newWorkspace();
    const created = await api('POST', '/v1/webhooks', {
      token: ws.token,
      body: { name: 'audited', url: 'https://hooks.example.com/in/private-path?token=receiver-secret', event_types: ['webhook.test'] },
    });
    const webhookId = created.body.data.webhook.id;
    const first = await auditLines(created.body.request_id);
    expect(first.lines).toEqual([
      expect.objectContaining({
        audit: 'webhook.created',
        workspace_id: ws.workspaceId,
        member_id: ws.owner.id,
        actor_key_id: ws.apiKeyId,
        webhook_id: webhookId,
        environment: 'sandbox',
        url_host: 'hooks.example.com',
      }),
    ]);
    const moved = await api('PATCH', `/v1/webhooks/${webhookId}`, {
      token: ws.token,
      body: { url: 'https://elsewhere.example.net:8443/in' },
    });
    const second = await auditLines(moved.body.request_id);
    expect(second.lines).toEqual([
      expect.objectContaining({
        audit: 'webhook.url_changed',
        webhook_id: webhookId,
        url_host: 'elsewhere.example.net:8443',
        previous_url_host: 'hooks.example.com',
      }),
    ]);
    const all = [...first.raw, ...second.raw].join();
    for (const secret of [created.body.data.signing_secret, 'private-path', 'receiver-secret', ws.token]) expect(all).not.toContain(secret);
    // A name alone moves nothing: no audit line.
    const renamed = await api('PATCH', `/v1/webhooks/${webhookId}`, { token: ws.token, body: { name: 'renamed' } });
    await new Promise((r) => setTimeout(r, 300));
    expect(readFileSync(join(inject('stack').logDir, 'stack.log'), 'utf8')).not.toContain(
      `"request_id":"${renamed.body.request_id}","message":"audit`,
    );
  });
});
