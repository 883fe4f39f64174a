/**
 * The audit trail (docs/api.md, Audit log): key creation and revocation and webhook URLs set are
 * logged with the workspace, member, key and request ids, and never with a token, a signing
 * secret or a URL's path. Read from the test stack's own log (the run's `stack.log`), and from
 * the stored log `GET /v1/workspace/audit-log` reads, beside the operator's records.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { createWorkspace } from '#shared/domain/workspaces/provision.ts';
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

  it('stores each act in the workspace audit log, newest first, with its actor and request, beside the operator’s provisioning', async () => {
    // Provisioned as the operator CLI does, so the workspace's first record is the operator's.
    const n = crypto.randomUUID().slice(0, 8);
    const made = await createWorkspace(
      { name: 'Audited', ownerEmail: `owner-${n}@test.local`, ownerName: `Owner ${n}` },
      { operator: 'ops ticket 42', os_user: 'ops', host: 'bastion.internal', target: 'test table' },
    );
    const ws = { workspaceId: made.workspace_id, token: made.token, owner: made.owner, apiKeyId: made.api_key.id };
    const key = await api('POST', '/v1/api-keys', { token: ws.token, body: { name: 'reader', scopes: ['workspace:read'] } });
    const hook = await api('POST', '/v1/webhooks', {
      token: ws.token,
      body: { name: 'logged', url: 'https://hooks.example.com/in/private-path', event_types: ['webhook.test'] },
    });
    const invited = await api('POST', '/v1/members/invitations', {
      token: ws.token,
      body: { email: `a-${crypto.randomUUID().slice(0, 8)}@test.local`, display_name: 'Auditor', scopes: ['workspace:read'] },
    });
    const log = await api('GET', '/v1/workspace/audit-log', { token: ws.token });
    expect(log.status, log.text).toBe(200);
    const items = log.body.data.items as { id: string; action: string; request_id: string | null; details: Record<string, unknown> }[];
    expect(items.map((r) => r.action)).toEqual(['member.invited', 'webhook.created', 'api_key.created', 'operator.create-workspace']);
    expect(items[0]).toMatchObject({
      member_id: ws.owner.id,
      actor_key_id: ws.apiKeyId,
      environment: null,
      operator: null,
      request_id: invited.body.request_id,
      details: { invitation_id: invited.body.data.invitation.id, scopes: ['workspace:read'] },
    });
    expect(items[1]).toMatchObject({
      environment: 'sandbox',
      request_id: hook.body.request_id,
      details: { url_host: 'hooks.example.com' },
    });
    expect(items[2]).toMatchObject({ request_id: key.body.request_id, details: { api_key_id: key.body.data.api_key.id } });
    expect(items[3]).toMatchObject({
      member_id: null,
      actor_key_id: null,
      request_id: null,
      details: { subject_member_id: ws.owner.id, api_key_id: ws.apiKeyId, scopes: ['*'] },
    });
    expect(Object.keys(items[3]!.details).sort()).toEqual(['api_key_id', 'member_email', 'scopes', 'subject_member_id']);
    expect(items[3]).toMatchObject({ operator: 'ops ticket 42' });
    // The operator's machine is not the workspace's business.
    for (const machine of ['bastion.internal', 'test table']) expect(log.text).not.toContain(machine);
    for (const secret of [key.body.data.token, hook.body.data.signing_secret, invited.body.data.token, 'private-path', ws.token])
      expect(log.text).not.toContain(secret);

    const first = await api('GET', '/v1/workspace/audit-log?limit=3', { token: ws.token });
    const rest = await api('GET', `/v1/workspace/audit-log?limit=3&cursor=${first.body.data.next_cursor}`, { token: ws.token });
    expect([...first.body.data.items, ...rest.body.data.items].map((r: { id: string }) => r.id)).toEqual(items.map((r) => r.id));
    expect(rest.body.data.next_cursor).toBeNull();
  });

  it('is read only with every scope, and only the workspace’s own: another’s cursor is refused', async () => {
    const [ws, other] = await Promise.all([newWorkspace(), newWorkspace()]);
    const reader = await api('POST', '/v1/api-keys', {
      token: ws.token,
      body: { name: 'nearly all', scopes: ['workspace:write', 'workspace:approve', 'api_keys:write', 'webhooks:write'] },
    });
    const refused = await api('GET', '/v1/workspace/audit-log', { token: reader.body.data.token });
    expect([refused.status, refused.body.error.code, refused.body.error.details]).toEqual([403, 'forbidden', { required_scope: '*' }]);
    const mine = await api('GET', '/v1/workspace/audit-log?limit=1', { token: ws.token });
    const theirs = await api('GET', '/v1/workspace/audit-log', { token: other.token });
    expect(theirs.body.data.items).toEqual([]);
    expect(theirs.text).not.toContain(ws.workspaceId);
    const crossed = await api('GET', `/v1/workspace/audit-log?cursor=${mine.body.data.next_cursor}`, { token: other.token });
    expect([crossed.status, crossed.body.error.code]).toEqual([400, 'invalid_cursor']);
  });
});
