/**
 * A member's passkeys over real HTTP (docs/members.md, Passkeys), with the software authenticator
 * of shared/fixtures/authenticator.ts as the browser's: listed (never key material), added by a
 * console session of the member alone (never by an API key, even one with every scope), over
 * options that exclude their passkeys and a challenge bound to them that works once; removed by a
 * session of the member signed in with another of their passkeys or by a second member, never by
 * the member's own key nor by a session signed in with the passkey removed. Of two sessions each
 * removing the other's passkey at once, one succeeds. A removed passkey signs nothing in, and the
 * sessions it signed in end at once.
 */
import { describe, expect, it } from 'vitest';
import { assert, register, type SoftwarePasskey } from '#shared/fixtures/authenticator.ts';
import { consoleSessionOf } from '#shared/fixtures/console-sessions.ts';
import { api, newWorkspace, type TestWorkspace, webauthnOrigin } from '../support/api.ts';

const origin = webauthnOrigin;

/** A member of `ws` enrolled with a first passkey: their id, key and passkey (its server id too). */
async function enrolledWithPasskey(ws: TestWorkspace, scopes: string[]) {
  const invitation = await api('POST', '/v1/members/invitations', {
    token: ws.token,
    body: { email: `pk-${crypto.randomUUID().slice(0, 8)}@test.local`, display_name: 'Passkey holder', scopes },
  });
  expect(invitation.status, invitation.text).toBe(201);
  const token = invitation.body.data.token as string;
  const options = await api('POST', '/v1/members/enrolment/options', { body: { token } });
  const { passkey, response } = register(options.body.data, { origin: origin() });
  const res = await api('POST', '/v1/members/enrolment', { body: { token, passkey: response } });
  expect(res.status, res.text).toBe(201);
  return {
    id: res.body.data.member.id as string,
    token: res.body.data.token as string,
    passkey,
    passkeyId: res.body.data.passkey.id as string,
  };
}

interface Session {
  headers: { cookie: string; 'x-csrf-token': string };
  passkeyId: string | null;
}

/** Signs in to `ws` with `passkey`: the session's cookie and CSRF token, as the console sends them with a change. */
async function signedIn(ws: TestWorkspace, passkey: SoftwarePasskey): Promise<Session> {
  const options = await api('POST', '/v1/console/sessions/options', { body: { workspace_id: ws.workspaceId } });
  const res = await api('POST', '/v1/console/sessions', {
    body: { workspace_id: ws.workspaceId, assertion: assert(passkey, options.body.data.challenge, { origin: origin() }) },
  });
  expect(res.status, res.text).toBe(201);
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  return { headers: { cookie, 'x-csrf-token': res.body.data.csrf_token }, passkeyId: res.body.data.passkey_id };
}

const registrationOptions = async (session: Session) => {
  const res = await api('POST', '/v1/passkeys/registration-options', { headers: session.headers });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};

/** Adds a passkey to the session's member: the software passkey and its id. */
async function added(session: Session): Promise<{ passkey: SoftwarePasskey; id: string }> {
  const { passkey, response } = register(await registrationOptions(session), { origin: origin() });
  const res = await api('POST', '/v1/passkeys', { headers: session.headers, body: { passkey: response } });
  expect(res.status, res.text).toBe(201);
  return { passkey, id: res.body.data.passkey.id };
}

const remove = (passkeyId: string, auth: { token?: string; headers?: Record<string, string> }) =>
  api('POST', `/v1/passkeys/${passkeyId}/remove`, auth);

const listed = async (ws: TestWorkspace, memberId: string) => {
  const res = await api('GET', '/v1/passkeys', { token: ws.token, query: { member_id: memberId } });
  expect(res.status, res.text).toBe(200);
  return (res.body.data.items as { id: string }[]).map((p) => p.id);
};

describe('passkey management', () => {
  it("lists the members' passkeys, or one member's, a page at a time and without key material", async () => {
    const ws = await newWorkspace();
    const first = await enrolledWithPasskey(ws, ['workspace:read']);
    const second = await enrolledWithPasskey(ws, ['workspace:read']);
    const all = await api('GET', '/v1/passkeys', { token: ws.token });
    expect(all.status, all.text).toBe(200);
    expect(all.body.data.items.map((p: { id: string }) => p.id).sort()).toEqual([first.passkeyId, second.passkeyId].sort());
    expect(all.body.data.items.find((p: { id: string }) => p.id === first.passkeyId)).toEqual({
      id: first.passkeyId,
      member_id: first.id,
      credential_id: first.passkey.id,
      transports: ['internal'],
      created_at: expect.any(String),
      last_used_at: null,
    });
    expect(await listed(ws, second.id)).toEqual([second.passkeyId]);

    const page = await api('GET', '/v1/passkeys', { token: ws.token, query: { limit: '1' } });
    const rest = await api('GET', '/v1/passkeys', { token: ws.token, query: { limit: '1', cursor: page.body.data.next_cursor } });
    expect([...page.body.data.items, ...rest.body.data.items].map((p: { id: string }) => p.id).sort()).toEqual(
      [first.passkeyId, second.passkeyId].sort(),
    );
    // A member's session reads them too, and sees the sign-in it made.
    const session = await signedIn(ws, first.passkey);
    const bySession = await api('GET', '/v1/passkeys', { headers: { cookie: session.headers.cookie }, query: { member_id: first.id } });
    expect(bySession.status, bySession.text).toBe(200);
    expect(bySession.body.data.items).toEqual([expect.objectContaining({ id: first.passkeyId, last_used_at: expect.any(String) })]);
    const foreign = await api('GET', '/v1/passkeys', {
      token: (await newWorkspace()).token,
      query: { cursor: page.body.data.next_cursor },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.code).toBe('invalid_cursor');
  });

  it("adds a passkey with the member's session over options excluding theirs; the challenge works once, for them alone", async () => {
    const ws = await newWorkspace();
    const member = await enrolledWithPasskey(ws, ['workspace:read']);
    const session = await signedIn(ws, member.passkey);
    expect(session.passkeyId).toBe(member.passkeyId);

    const options = await registrationOptions(session);
    expect(options).toMatchObject({
      rp: { id: 'localhost' },
      user: { id: member.passkey.userHandle },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [{ id: member.passkey.id, type: 'public-key', transports: ['internal'] }],
    });
    const { passkey, response } = register(options, { origin: origin() });
    const res = await api('POST', '/v1/passkeys', { headers: session.headers, body: { passkey: response } });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.passkey).toMatchObject({ member_id: member.id, credential_id: passkey.id, last_used_at: null });
    expect(await listed(ws, member.id)).toEqual([member.passkeyId, res.body.data.passkey.id]);
    // The new passkey signs in, as the member.
    expect((await signedIn(ws, passkey)).passkeyId).toBe(res.body.data.passkey.id);

    const replayed = await api('POST', '/v1/passkeys', { headers: session.headers, body: { passkey: response } });
    expect(replayed.status).toBe(401);
    expect(replayed.body.error.details).toEqual({ reason: 'challenge_unknown' });
    // Another member's session cannot use a challenge handed out to this one.
    const other = await enrolledWithPasskey(ws, ['workspace:read']);
    const otherSession = await signedIn(ws, other.passkey);
    const crossed = register(await registrationOptions(session), { origin: origin() });
    const refused = await api('POST', '/v1/passkeys', { headers: otherSession.headers, body: { passkey: crossed.response } });
    expect(refused.status).toBe(401);
    expect(refused.body.error.details).toEqual({ reason: 'challenge_unknown' });
    const unverified = register(await registrationOptions(session), { origin: origin(), userVerified: false });
    const notVerified = await api('POST', '/v1/passkeys', { headers: session.headers, body: { passkey: unverified.response } });
    expect(notVerified.body.error.details).toEqual({ reason: 'user_not_verified' });
    expect(await listed(ws, member.id)).toHaveLength(2);
    expect(await listed(ws, other.id)).toHaveLength(1);
  });

  it('holds a member to 10 passkeys under concurrent additions; a removal gives a place back', async () => {
    const ws = await newWorkspace();
    const member = await enrolledWithPasskey(ws, ['workspace:read']);
    const session = await signedIn(ws, member.passkey);
    // Twelve registrations over twelve challenges, sent at once: the enrolment's passkey and nine of them fit.
    const registrations = await Promise.all(
      Array.from({ length: 12 }, async () => register(await registrationOptions(session), { origin: origin() })),
    );
    const additions = await Promise.all(
      registrations.map(({ response }) => api('POST', '/v1/passkeys', { headers: session.headers, body: { passkey: response } })),
    );
    const statuses = additions.map((res) => res.status);
    expect(
      statuses.filter((status) => status === 201),
      additions.map((res) => res.text).join('\n'),
    ).toHaveLength(9);
    const refused = additions.filter((res) => res.status !== 201);
    expect(refused.map((res) => [res.status, res.body.error.code, res.body.error.details])).toEqual(
      Array(3).fill([409, 'limit_exceeded', { limit: 10, resource: 'passkeys' }]),
    );
    const held = await listed(ws, member.id);
    expect(held).toHaveLength(10);
    // At the cap, the options are refused before the browser makes a credential.
    const options = await api('POST', '/v1/passkeys/registration-options', { headers: session.headers });
    expect(options.status).toBe(409);
    expect(options.body.error.details).toEqual({ limit: 10, resource: 'passkeys' });

    const removed = await remove(held.at(-1)!, { headers: session.headers });
    expect(removed.status, removed.text).toBe(200);
    await added(session);
    expect(await listed(ws, member.id)).toHaveLength(10);
  });

  it('never adds a passkey with an API key, even one with every scope', async () => {
    const ws = await newWorkspace();
    const member = await enrolledWithPasskey(ws, ['*']);
    const session = await signedIn(ws, member.passkey);
    const { response } = register(await registrationOptions(session), { origin: origin() });
    for (const token of [member.token, ws.token]) {
      const options = await api('POST', '/v1/passkeys/registration-options', { token });
      expect(options.status).toBe(401);
      expect(options.body.error.details).toEqual({ reason: 'session_missing' });
      const add = await api('POST', '/v1/passkeys', { token, body: { passkey: response } });
      expect(add.status).toBe(401);
      expect(add.body.error.details).toEqual({ reason: 'session_missing' });
    }
    expect(await listed(ws, member.id)).toEqual([member.passkeyId]);
  });

  it("removes a passkey by the member's session signed in with another, ending the removed passkey's sessions and sign-ins", async () => {
    const ws = await newWorkspace();
    const member = await enrolledWithPasskey(ws, ['workspace:read']);
    const sessionA = await signedIn(ws, member.passkey);
    const b = await added(sessionA);
    const sessionB = await signedIn(ws, b.passkey);

    const same = await remove(b.id, { headers: sessionB.headers });
    expect(same.status).toBe(403);
    expect(same.body.error).toMatchObject({ code: 'forbidden', details: { reason: 'signing_passkey' } });
    const ownKey = await remove(b.id, { token: member.token });
    expect(ownKey.status).toBe(403);
    expect(ownKey.body.error.details).toEqual({ reason: 'own_api_key' });

    const removed = await remove(b.id, { headers: sessionA.headers });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.data.passkey).toMatchObject({ id: b.id, member_id: member.id });
    expect(await listed(ws, member.id)).toEqual([member.passkeyId]);
    const again = await remove(b.id, { headers: sessionA.headers });
    expect(again.status).toBe(404);

    // The session it signed in has ended; the other goes on; it signs nothing in any more.
    const ended = await api('GET', '/v1/console/session', { headers: { cookie: sessionB.headers.cookie } });
    expect(ended.status).toBe(401);
    expect(ended.body.error.details).toEqual({ reason: 'session_passkey_removed' });
    expect((await api('GET', '/v1/console/session', { headers: { cookie: sessionA.headers.cookie } })).status).toBe(200);
    const options = await api('POST', '/v1/console/sessions/options', { body: { workspace_id: ws.workspaceId } });
    const signIn = await api('POST', '/v1/console/sessions', {
      body: { workspace_id: ws.workspaceId, assertion: assert(b.passkey, options.body.data.challenge, { origin: origin() }) },
    });
    expect(signIn.status).toBe(401);
    expect(signIn.body.error.details).toEqual({ reason: 'credential_unknown' });

    // The last passkey: the member alone cannot remove it (their session was signed in with it).
    const last = await remove(member.passkeyId, { headers: sessionA.headers });
    expect(last.body.error.details).toEqual({ reason: 'signing_passkey' });
    const fixtureSession = await consoleSessionOf(member.token);
    const withoutPasskey = await remove(member.passkeyId, { headers: fixtureSession.headers });
    expect(withoutPasskey.body.error.details).toEqual({ reason: 'session_without_passkey' });
  });

  it("removes a member's passkey by a second member holding workspace:write, never by one without it", async () => {
    const ws = await newWorkspace();
    const member = await enrolledWithPasskey(ws, ['*']);
    const session = await signedIn(ws, member.passkey);
    const reader = await enrolledWithPasskey(ws, ['workspace:read']);
    const byReader = await remove(member.passkeyId, { token: reader.token });
    expect(byReader.status).toBe(403);
    expect(byReader.body.error.details).toEqual({ required_scope: 'workspace:write' });
    // The member's own key, with every scope, is refused: a stolen key takes no passkey away.
    const byOwnKey = await remove(member.passkeyId, { token: member.token });
    expect(byOwnKey.body.error.details).toEqual({ reason: 'own_api_key' });

    const byOwner = await remove(member.passkeyId, { token: ws.token });
    expect(byOwner.status, byOwner.text).toBe(200);
    expect(await listed(ws, member.id)).toEqual([]);
    const ended = await api('GET', '/v1/passkeys', { headers: { cookie: session.headers.cookie } });
    expect(ended.status).toBe(401);
    expect(ended.body.error.details).toEqual({ reason: 'session_passkey_removed' });
  });

  it("holds a second member's removal of an approver's passkey for approval where passkey_required is on", async () => {
    const ws = await newWorkspace();
    const approver = await enrolledWithPasskey(ws, ['*']);
    const reader = await enrolledWithPasskey(ws, ['workspace:read']);
    // Required in live only: a passkey an approver needs in either environment is held.
    const required = await api('PUT', '/v1/workspace/transfer-approvals', {
      token: ws.token,
      query: { environment: 'live' },
      body: { approval_required: true, required_approvals: 1, passkey_required: true },
    });
    expect(required.status, required.text).toBe(200);

    // A member who cannot approve loses their passkey at once, as before.
    const readers = await remove(reader.passkeyId, { token: ws.token });
    expect(readers.status, readers.text).toBe(200);
    expect(readers.body.data.pending_change).toBeNull();

    const held = await remove(approver.passkeyId, { token: ws.token });
    expect(held.status, held.text).toBe(202);
    expect(held.body.data.removed_at).toBeNull();
    const change = held.body.data.pending_change;
    expect(change).toMatchObject({
      kind: 'passkey_removal',
      status: 'pending',
      passkey_id: approver.passkeyId,
      subject: { member_id: approver.id },
      requested_by: { id: ws.owner.id },
    });
    expect(await listed(ws, approver.id)).toEqual([approver.passkeyId]);
    const second = await remove(approver.passkeyId, { token: ws.token });
    expect(second.status, second.text).toBe(202);

    const byRequester = await api('POST', `/v1/member-changes/${change.id}/approve`, { token: ws.token });
    expect(byRequester.status).toBe(403);
    expect(byRequester.body.error.code).toBe('requester_cannot_approve');
    // The passkey's member may consent, as to their own removal.
    const approved = await api('POST', `/v1/member-changes/${change.id}/approve`, { token: approver.token });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data.member_change.status).toBe('approved');
    expect(await listed(ws, approver.id)).toEqual([]);
    const log = await api('GET', '/v1/workspace/audit-log', { token: ws.token, query: { limit: '5' } });
    expect(log.body.data.items).toContainEqual(
      expect.objectContaining({
        action: 'member.passkey_removed',
        details: expect.objectContaining({ passkey_id: approver.passkeyId, change_id: change.id, removed_by: 'second_member' }),
      }),
    );
    // The second request's change finds the passkey gone.
    const stale = await api('POST', `/v1/member-changes/${second.body.data.pending_change.id}/approve`, { token: approver.token });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'invalid_state_transition', details: { status: 'removed' } });
  });

  it('of a held passkey removal approved and its member removing the passkey at once, exactly one removes it', async () => {
    const ws = await newWorkspace();
    const approver = await enrolledWithPasskey(ws, ['*']);
    const session = await signedIn(ws, approver.passkey);
    const required = await api('PUT', '/v1/workspace/transfer-approvals', {
      token: ws.token,
      body: { approval_required: true, required_approvals: 1, passkey_required: true },
    });
    expect(required.status, required.text).toBe(200);
    for (let round = 0; round < 3; round++) {
      const target = await added(session);
      const held = await remove(target.id, { token: ws.token });
      expect(held.status, held.text).toBe(202);
      const [approved, byMember] = await Promise.all([
        api('POST', `/v1/member-changes/${held.body.data.pending_change.id}/approve`, { token: approver.token }),
        remove(target.id, { headers: session.headers }),
      ]);
      const outcome = [approved.status, byMember.status];
      expect(
        [
          [200, 404],
          [409, 200],
        ],
        `${approved.text} ${byMember.text}`,
      ).toContainEqual(outcome);
      expect(await listed(ws, approver.id)).toEqual([approver.passkeyId]);
      const log = await api('GET', '/v1/workspace/audit-log', { token: ws.token, query: { limit: '10' } });
      const removals = (log.body.data.items as { action: string; details: { passkey_id?: string } }[]).filter(
        (r) => r.action === 'member.passkey_removed' && r.details.passkey_id === target.id,
      );
      expect(removals).toHaveLength(1);
    }
  });

  it("of two sessions removing each other's passkey at once, exactly one succeeds and one passkey is left", async () => {
    const ws = await newWorkspace();
    for (let round = 0; round < 3; round++) {
      const member = await enrolledWithPasskey(ws, ['workspace:read']);
      const sessionA = await signedIn(ws, member.passkey);
      const b = await added(sessionA);
      const sessionB = await signedIn(ws, b.passkey);
      const [byA, byB] = await Promise.all([
        remove(b.id, { headers: sessionA.headers }),
        remove(member.passkeyId, { headers: sessionB.headers }),
      ]);
      expect([byA.status, byB.status].sort(), `${byA.text} ${byB.text}`).toEqual([200, 401]);
      const loser = byA.status === 401 ? byA : byB;
      expect(loser.body.error.details).toEqual({ reason: 'session_passkey_removed' });
      expect(await listed(ws, member.id)).toEqual([byA.status === 200 ? member.passkeyId : b.id]);
    }
  });
});
