/**
 * Passkeys over real HTTP (docs/members.md, Passkeys; docs/console.md, Sessions), with the
 * software authenticator of shared/fixtures/authenticator.ts as the browser's: enrolment registers
 * a member's first passkey over options bound to the invitation, and sign-in with it starts a
 * console session whose cookie works on a session route. Refused, each with 401 and no session:
 * a user not verified, a replayed challenge, a counter that did not rise, another workspace's
 * credential, another origin, a removed member; of two sign-ins over one challenge, one succeeds.
 */
import { describe, expect, it } from 'vitest';
import { assert, register, type SoftwarePasskey } from '#shared/fixtures/authenticator.ts';
import { SESSION_COOKIE } from '#shared/model/sessions/session.ts';
import { api, newWorkspace, type TestWorkspace, webauthnOrigin } from '../support/api.ts';

/** The stack's origin on `localhost`, its relying party's (WebAuthn refuses an IP address). */
const origin = webauthnOrigin;

const invite = (ws: TestWorkspace, scopes: string[]) =>
  api('POST', '/v1/members/invitations', {
    token: ws.token,
    body: { email: `m-${crypto.randomUUID().slice(0, 8)}@test.local`, display_name: 'Passkey holder', scopes },
  });

/** Registration options for an invitation's token, and the software authenticator's answer to them. */
async function registration(token: string, userVerified = true) {
  const options = await api('POST', '/v1/members/enrolment/options', { body: { token } });
  expect(options.status, options.text).toBe(200);
  return { options: options.body.data, ...register(options.body.data, { origin: origin(), userVerified }) };
}

/** A member of `ws` enrolled with a passkey: their id, key and passkey. */
async function enrolledWithPasskey(ws: TestWorkspace, scopes = ['workspace:read']) {
  const invitation = await invite(ws, scopes);
  expect(invitation.status, invitation.text).toBe(201);
  const { passkey, response } = await registration(invitation.body.data.token);
  const res = await api('POST', '/v1/members/enrolment', { body: { token: invitation.body.data.token, passkey: response } });
  expect(res.status, res.text).toBe(201);
  return { id: res.body.data.member.id as string, token: res.body.data.token as string, passkey, enrolled: res.body.data };
}

const signInOptions = async (workspaceId: string) => {
  const res = await api('POST', '/v1/console/sessions/options', { body: { workspace_id: workspaceId } });
  expect(res.status, res.text).toBe(200);
  return res.body.data as { challenge: string; rpId: string; allowCredentials: unknown[]; userVerification: string };
};

const signInWith = (workspaceId: string, assertion: unknown) =>
  api('POST', '/v1/console/sessions', { body: { workspace_id: workspaceId, assertion } });

/** Signs in to `workspaceId` with `passkey` over a fresh challenge. */
async function signIn(workspaceId: string, passkey: SoftwarePasskey, ceremony: { userVerified?: boolean; origin?: string } = {}) {
  const { challenge } = await signInOptions(workspaceId);
  return signInWith(workspaceId, assert(passkey, challenge, { origin: ceremony.origin ?? origin(), ...ceremony }));
}

const cookieOf = (res: { headers: Headers }) => res.headers.get('set-cookie')?.split(';')[0];

describe('passkeys', () => {
  it('enrols a member with a passkey over options bound to the invitation, then signs in with it to a working session', async () => {
    const ws = await newWorkspace();
    const invitation = await invite(ws, ['workspace:read']);
    const { options, passkey, response } = await registration(invitation.body.data.token);
    expect(options).toMatchObject({
      rp: { id: 'localhost' },
      user: { name: invitation.body.data.invitation.email, displayName: 'Passkey holder' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
      excludeCredentials: [],
    });
    const enrolled = await api('POST', '/v1/members/enrolment', { body: { token: invitation.body.data.token, passkey: response } });
    expect(enrolled.status, enrolled.text).toBe(201);
    expect(enrolled.body.data.passkey).toEqual({ id: expect.any(String), created_at: expect.any(String) });
    expect(enrolled.body.data.member).toMatchObject({ passkeys: 1, passkey_last_used_at: null });

    const sessionOptions = await signInOptions(ws.workspaceId);
    expect(sessionOptions).toMatchObject({ rpId: 'localhost', allowCredentials: [], userVerification: 'required' });
    const signedIn = await signInWith(ws.workspaceId, assert(passkey, sessionOptions.challenge, { origin: origin() }));
    expect(signedIn.status, signedIn.text).toBe(201);
    expect(signedIn.headers.get('set-cookie')).toMatch(
      new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}; .*HttpOnly; Secure; SameSite=Strict`),
    );
    expect(signedIn.body.data).toMatchObject({
      workspace_id: ws.workspaceId,
      member: { id: enrolled.body.data.member.id },
      scopes: ['workspace:read'],
    });
    const cookie = cookieOf(signedIn)!;
    const session = await api('GET', '/v1/console/session', { headers: { cookie } });
    expect(session.status, session.text).toBe(200);
    expect(session.body.data.id).toBe(signedIn.body.data.id);
    const members = await api('GET', '/v1/members', { headers: { cookie } });
    expect(members.status, members.text).toBe(200);
    // The member's view counts the passkey and shows when it signed in last.
    const self = members.body.data.items.find((m: { id: string }) => m.id === enrolled.body.data.member.id);
    expect(self).toMatchObject({ passkeys: 1, passkey_last_used_at: expect.any(String) });
    const owner = members.body.data.items.find((m: { role: string }) => m.role === 'owner');
    expect(owner).toMatchObject({ passkeys: 0, passkey_last_used_at: null });

    // The challenge of one ceremony is no other's: a registration challenge does not sign in.
    const replayed = await signInWith(ws.workspaceId, assert(passkey, options.challenge, { origin: origin() }));
    expect(replayed.status).toBe(401);
    expect(replayed.body.error.details).toEqual({ reason: 'challenge_unknown' });
  });

  it('refuses a registration without user verification, or over a challenge of another invitation, and enrols nothing', async () => {
    const ws = await newWorkspace();
    const invitation = await invite(ws, ['workspace:read']);
    const token = invitation.body.data.token;
    const unverified = await registration(token, false);
    const refused = await api('POST', '/v1/members/enrolment', { body: { token, passkey: unverified.response } });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toMatchObject({ code: 'unauthenticated', details: { reason: 'user_not_verified' } });

    const other = await invite(ws, ['workspace:read']);
    const othersChallenge = await registration(other.body.data.token);
    const crossed = await api('POST', '/v1/members/enrolment', { body: { token, passkey: othersChallenge.response } });
    expect(crossed.status).toBe(401);
    expect(crossed.body.error.details).toEqual({ reason: 'challenge_unknown' });

    // Nothing was used: the token still enrols, once, and its passkey's challenge works once.
    const { response } = await registration(token);
    const enrolled = await api('POST', '/v1/members/enrolment', { body: { token, passkey: response } });
    expect(enrolled.status, enrolled.text).toBe(201);
    const again = await api('POST', '/v1/members/enrolment', { body: { token, passkey: response } });
    expect(again.status).toBe(409);
  });

  it('refuses sign-in without user verification, with a replayed challenge, a counter that did not rise or from another origin', async () => {
    const ws = await newWorkspace();
    const { passkey } = await enrolledWithPasskey(ws);

    const unverified = await signIn(ws.workspaceId, passkey, { userVerified: false });
    expect(unverified.status).toBe(401);
    expect(unverified.body.error.details).toEqual({ reason: 'user_not_verified' });
    expect(unverified.headers.get('set-cookie')).toBeNull();

    const { challenge } = await signInOptions(ws.workspaceId);
    expect((await signInWith(ws.workspaceId, assert(passkey, challenge, { origin: origin() }))).status).toBe(201);
    const replayed = await signInWith(ws.workspaceId, assert(passkey, challenge, { origin: origin() }));
    expect(replayed.status).toBe(401);
    expect(replayed.body.error.details).toEqual({ reason: 'challenge_unknown' });

    // A clone would report a counter the server has seen already.
    passkey.counter -= 2;
    const cloned = await signIn(ws.workspaceId, passkey);
    expect(cloned.status).toBe(401);
    expect(cloned.body.error.details).toEqual({ reason: 'counter_not_rising' });
    passkey.counter += 5;

    const phished = await signIn(ws.workspaceId, passkey, { origin: 'https://console.attacker.example' });
    expect(phished.status).toBe(401);
    expect(phished.body.error.details).toEqual({ reason: 'verification_failed' });
    expect((await signIn(ws.workspaceId, passkey)).status).toBe(201);
  });

  it("refuses another workspace's credential and a removed member's passkey", async () => {
    const ws = await newWorkspace();
    const other = await newWorkspace();
    const { id, passkey } = await enrolledWithPasskey(ws);

    const elsewhere = await signIn(other.workspaceId, passkey);
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body.error.details).toEqual({ reason: 'credential_unknown' });
    // A challenge of one workspace signs in to no other.
    const { challenge } = await signInOptions(other.workspaceId);
    const crossed = await signInWith(ws.workspaceId, assert(passkey, challenge, { origin: origin() }));
    expect(crossed.body.error.details).toEqual({ reason: 'challenge_unknown' });

    const removed = await api('POST', `/v1/members/${id}/remove`, { token: ws.token });
    expect(removed.status, removed.text).toBe(200);
    const after = await signIn(ws.workspaceId, passkey);
    expect(after.status).toBe(401);
    expect(after.body.error.details).toEqual({ reason: 'member_removed' });
  });

  it('of sign-ins racing over one challenge, exactly one starts a session', async () => {
    const ws = await newWorkspace();
    const { passkey } = await enrolledWithPasskey(ws);
    const { challenge } = await signInOptions(ws.workspaceId);
    const assertions = Array.from({ length: 6 }, () => assert(passkey, challenge, { origin: origin() }));
    const results = await Promise.all(assertions.map((a) => signInWith(ws.workspaceId, a)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 401, 401, 401, 401, 401]);
  });
});
