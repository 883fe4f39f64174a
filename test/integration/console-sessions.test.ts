/**
 * Console sessions over real HTTP (docs/console.md, Sessions): a session cookie reads its own
 * session, signs out with its CSRF token, and is refused without it, from another origin, once
 * idle, after sign-out, and on routes that take API keys only; an API key is refused on a
 * session's own routes. Each sign-out and change is an audit line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { consoleSessionOf } from '#shared/fixtures/console-sessions.ts';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { updateOne } from '#shared/db/update-item.ts';
import * as keys from '#shared/db/keys.ts';
import { webhookKey } from '#shared/db/webhooks.ts';
import { hashSessionToken, SESSION_COOKIE } from '#shared/model/sessions/session.ts';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { startReceiver } from '../support/receiver.ts';
import { until } from '../support/wallets.ts';

const tokenOf = (cookie: string) => cookie.slice(`${SESSION_COOKIE}=`.length);

/** The audit lines of a request, once `count` of them are written (a request may write several, in any order). */
async function auditLines(requestId: string, count = 1): Promise<Array<Record<string, unknown>>> {
  const read = () =>
    readFileSync(join(inject('stack').logDir, 'stack.log'), 'utf8')
      .split('\n')
      .filter((l) => l.includes(requestId) && l.includes('"audit"'))
      .map((l) => JSON.parse(l.slice(l.indexOf('{'))) as Record<string, unknown>);
  return until(
    async () => read(),
    (lines) => lines.length >= count,
    5_000,
  );
}

/** A session of a new member of `ws` holding `scopes`, invited by the owner and enrolled. */
async function memberSession(ws: TestWorkspace, scopes: string[]) {
  const invitation = await api('POST', '/v1/members/invitations', {
    token: ws.token,
    body: { email: `member-${crypto.randomUUID().slice(0, 8)}@test.local`, display_name: scopes.join(' '), scopes },
  });
  expect(invitation.status, invitation.text).toBe(201);
  const enrolled = await api('POST', '/v1/members/enrolment', { body: { token: invitation.body.data.token } });
  expect(enrolled.status, enrolled.text).toBe(201);
  return consoleSessionOf(enrolled.body.data.token);
}

describe('console sessions', () => {
  it('reads its session with the cookie alone, and signs out only with its CSRF token', async () => {
    const ws = await newWorkspace();
    const session = await consoleSessionOf(ws.token);
    const read = await api('GET', '/v1/console/session', { headers: { cookie: session.headers.cookie } });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      id: session.sessionId,
      workspace_id: ws.workspaceId,
      member: ws.owner,
      csrf_token: session.headers['x-csrf-token'],
    });
    expect(Date.parse(read.body.data.expires_at) - Date.now()).toBeGreaterThan(7 * 3600_000);

    const noToken = await api('DELETE', '/v1/console/session', { headers: { cookie: session.headers.cookie } });
    expect(noToken.status).toBe(403);
    expect(noToken.body.error).toMatchObject({ code: 'csrf_failed', details: { reason: 'token' } });
    const otherSession = await consoleSessionOf(ws.token);
    const wrongToken = await api('DELETE', '/v1/console/session', {
      headers: { cookie: session.headers.cookie, 'x-csrf-token': otherSession.headers['x-csrf-token'] },
    });
    expect(wrongToken.body.error?.code).toBe('csrf_failed');
    const crossSite = await api('DELETE', '/v1/console/session', { headers: { ...session.headers, origin: 'https://attacker.example' } });
    expect(crossSite.body.error).toMatchObject({ code: 'csrf_failed', details: { reason: 'origin' } });
    // Refused changes are audited too, with what they failed with.
    expect(await auditLines(crossSite.body.request_id)).toEqual([
      expect.objectContaining({
        audit: 'console.change',
        session_id: session.sessionId,
        route_id: 'deleteConsoleSession',
        error_code: 'csrf_failed',
      }),
    ]);

    const signedOut = await api('DELETE', '/v1/console/session', { headers: session.headers });
    expect(signedOut.status).toBe(200);
    expect(signedOut.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=; .*Max-Age=0`));
    const lines = await auditLines(signedOut.body.request_id, 2);
    expect(lines.map((l) => l.audit).sort()).toEqual(['console.change', 'console.signed_out']);
    expect(JSON.stringify(lines)).not.toContain(tokenOf(session.headers.cookie));

    const after = await api('GET', '/v1/console/session', { headers: { cookie: session.headers.cookie } });
    expect(after.status).toBe(401);
    expect(after.body.error.details).toEqual({ reason: 'session_unknown' });
    // The other session of the same member is untouched.
    expect((await api('GET', '/v1/console/session', { headers: { cookie: otherSession.headers.cookie } })).status).toBe(200);
  });

  it('ends a session left unused past its idle deadline, and any session at its absolute deadline', async () => {
    const ws = await newWorkspace();
    for (const [attribute, reason] of [
      ['idle_expires_at_ms', 'session_idle'],
      ['expires_at_ms', 'session_expired'],
    ] as const) {
      const session = await consoleSessionOf(ws.token);
      const tokenHash = hashSessionToken(tokenOf(session.headers.cookie));
      await updateOne({ pk: keys.session(tokenHash), sk: keys.sessionSort }, { set: { [attribute]: Date.now() - 1 } });
      const read = await api('GET', '/v1/console/session', { headers: { cookie: session.headers.cookie } });
      expect(read.status, attribute).toBe(401);
      expect(read.body.error.details, attribute).toEqual({ reason });
    }
  });

  it("holds a session to its member's scopes, and refuses it from the moment its member is removed", async () => {
    const ws = await newWorkspace();
    const invitation = await api('POST', '/v1/members/invitations', {
      token: ws.token,
      body: { email: `reader-${crypto.randomUUID().slice(0, 8)}@test.local`, display_name: 'Reader', scopes: ['wallets:read'] },
    });
    expect(invitation.status, invitation.text).toBe(201);
    const enrolled = await api('POST', '/v1/members/enrolment', { body: { token: invitation.body.data.token } });
    expect(enrolled.status, enrolled.text).toBe(201);
    const session = await consoleSessionOf(enrolled.body.data.token);
    const cookie = { cookie: session.headers.cookie };
    expect((await api('GET', '/v1/wallets', { headers: cookie })).status).toBe(200);
    const members = await api('GET', '/v1/members', { headers: cookie });
    expect(members.status).toBe(403);
    expect(members.body.error.details).toEqual({ required_scope: 'workspace:read' });

    const removed = await api('POST', `/v1/members/${enrolled.body.data.member.id}/remove`, { token: ws.token });
    expect(removed.status, removed.text).toBe(200);
    const refused = await api('GET', '/v1/wallets', { headers: cookie });
    expect(refused.status).toBe(401);
    expect(refused.body.error.details).toEqual({ reason: 'session_member_removed' });
    // The refusal also deleted the session.
    const after = await api('GET', '/v1/console/session', { headers: cookie });
    expect(after.status).toBe(401);
    expect(after.body.error.details).toEqual({ reason: 'session_unknown' });
  });

  it('keeps sessions and API keys apart: a cookie on a key-only route, a key on a session route', async () => {
    const ws = await newWorkspace();
    const session = await consoleSessionOf(ws.token);
    // The enabled networks are read with a key only: the console does not declare sessions on them.
    const byCookie = await api('GET', '/v1/workspace/networks', { headers: { cookie: session.headers.cookie } });
    expect(byCookie.status).toBe(401);
    expect(byCookie.body.error.details).toEqual({ reason: 'missing' });
    const byKey = await api('GET', '/v1/console/session', { token: ws.token });
    expect(byKey.status).toBe(401);
    expect(byKey.body.error.details).toEqual({ reason: 'session_missing' });
    const forged = await api('GET', '/v1/console/session', { headers: { cookie: `${SESSION_COOKIE}=${'A'.repeat(43)}` } });
    expect(forged.body.error.details).toEqual({ reason: 'session_unknown' });
  });

  it("makes an API key from a session as the member's own: within their scopes, expiring as asked, gone when they are removed", async () => {
    const ws = await newWorkspace();
    const invitation = await api('POST', '/v1/members/invitations', {
      token: ws.token,
      body: {
        email: `keys-${crypto.randomUUID().slice(0, 8)}@test.local`,
        display_name: 'Keys',
        scopes: ['api_keys:write', 'wallets:read'],
      },
    });
    const enrolled = await api('POST', '/v1/members/enrolment', { body: { token: invitation.body.data.token } });
    expect(enrolled.status, enrolled.text).toBe(201);
    const session = await consoleSessionOf(enrolled.body.data.token);

    const wider = await api('POST', '/v1/api-keys', { headers: session.headers, body: { name: 'wider', scopes: ['wallets:write'] } });
    expect(wider.status).toBe(403);
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const made = await api('POST', '/v1/api-keys', {
      headers: session.headers,
      body: { name: 'from the console', scopes: ['wallets:read'], expires_at: expiresAt },
    });
    expect(made.status, made.text).toBe(201);
    // Past the session's own 8 hours, and minted by no key: the session is not a key.
    expect(made.body.data.api_key).toMatchObject({ expires_at: expiresAt, created_by_key_id: null, scopes: ['wallets:read'] });
    expect((await api('GET', '/v1/wallets', { token: made.body.data.token })).status).toBe(200);
    const revoked = await api('POST', `/v1/api-keys/${made.body.data.api_key.id}/revoke`, { headers: session.headers });
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body.data.api_key.status).toBe('revoked');

    const kept = await api('POST', '/v1/api-keys', { headers: session.headers, body: { name: 'kept', scopes: ['wallets:read'] } });
    expect(kept.status, kept.text).toBe(201);
    expect(kept.body.data.api_key.expires_at).toBeNull();
    const removed = await api('POST', `/v1/members/${enrolled.body.data.member.id}/remove`, { token: ws.token });
    expect(removed.status, removed.text).toBe(200);
    const after = await api('POST', '/v1/wallets', { token: kept.body.data.token, body: { name: 'refused' } });
    expect(after.status).toBe(401);
  });

  it("rotates a webhook's signing secret with a session only when its member holds webhooks:write and can read what it carries", async () => {
    const ws = await newWorkspace();
    const receiver = await startReceiver();
    try {
      const created = await api('POST', '/v1/webhooks', {
        token: ws.token,
        body: { name: 'rotated from the console', url: receiver.url, event_types: ['transfer.requested'] },
      });
      expect(created.status, created.text).toBe(201);
      const id: string = created.body.data.webhook.id;
      const sealed = async () =>
        (
          await db.send(
            new GetCommand({ TableName: TABLE_NAME, Key: webhookKey({ workspaceId: ws.workspaceId, environment: 'sandbox' }, id) }),
          )
        ).Item!.signing_secret_sealed;
      const before = await sealed();
      expect(before).toBeDefined();

      // A reader of webhooks and transfers, who may not write webhooks.
      const reader = await memberSession(ws, ['webhooks:read', 'transfers:read']);
      const refused = await api('POST', `/v1/webhooks/${id}/rotate-secret`, { headers: reader.headers });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatchObject({ code: 'forbidden', details: { required_scope: 'webhooks:write' } });
      // A writer of webhooks who cannot read the transfers the secret signs.
      const writer = await memberSession(ws, ['webhooks:write']);
      const blind = await api('POST', `/v1/webhooks/${id}/rotate-secret`, { headers: writer.headers });
      expect(blind.status).toBe(403);
      expect(blind.body.error.details.missing_scopes).toEqual(['transfers:read']);
      expect(await sealed()).toEqual(before);
      const unchanged = await api('GET', `/v1/webhooks/${id}`, { token: ws.token });
      expect(unchanged.body.data.webhook.signing_secret_prefix).toBe(created.body.data.webhook.signing_secret_prefix);

      const allowed = await memberSession(ws, ['webhooks:write', 'transfers:read']);
      const rotated = await api('POST', `/v1/webhooks/${id}/rotate-secret`, { headers: allowed.headers });
      expect(rotated.status, rotated.text).toBe(200);
      const secret: string = rotated.body.data.signing_secret;
      expect(secret).not.toBe(created.body.data.signing_secret);
      expect(await sealed()).not.toEqual(before);
      const after = await api('GET', `/v1/webhooks/${id}`, { token: ws.token });
      expect(secret.startsWith(after.body.data.webhook.signing_secret_prefix)).toBe(true);
    } finally {
      await receiver.close();
    }
  });
});
