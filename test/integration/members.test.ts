/**
 * Members through the API (docs/members.md), over real HTTP: listing and reading members,
 * invitations with a one-time expiring token, enrolment, removal that revokes a member's keys at
 * once, and four eyes on who can approve: an invitation of an approver, or the removal of one,
 * waits for another member whenever one can approve; the requester and the invitee cannot
 * decide it. Races: one token enrols once; decisions race; keys minted while a member is removed.
 */
import { describe, expect, it } from 'vitest';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { newMember } from '../support/wallets.ts';

const invite = (token: string, scopes: string[], email = `m-${crypto.randomUUID().slice(0, 8)}@test.local`) =>
  api('POST', '/v1/members/invitations', { token, body: { email, display_name: 'Invitee', scopes } });
const enrol = (token: string) => api('POST', '/v1/members/enrolment', { body: { token } });
const decide = (token: string, id: string, action: 'approve' | 'reject') => api('POST', `/v1/member-changes/${id}/${action}`, { token });
const memberOf = (ws: TestWorkspace, id: string) => api('GET', `/v1/members/${id}`, { token: ws.token });

/** An enrolled member with `scopes`, invited by the workspace's owner while no other member can approve. */
async function enrolled(ws: TestWorkspace, scopes: string[]): Promise<{ id: string; token: string }> {
  const invitation = await invite(ws.token, scopes);
  expect(invitation.status, invitation.text).toBe(201);
  const res = await enrol(invitation.body.data.token);
  expect(res.status, res.text).toBe(201);
  return { id: res.body.data.member.id, token: res.body.data.token };
}

describe('members', () => {
  it('lists and shows members with their scopes, approver flag, keys and last use', async () => {
    const ws = await newWorkspace();
    const list = await api('GET', '/v1/members', { token: ws.token });
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.items).toEqual([
      expect.objectContaining({ id: ws.owner.id, role: 'owner', status: 'active', scopes: ['*'], can_approve: true, active_api_keys: 1 }),
    ]);
    const reader = await enrolled(ws, ['workspace:read']);
    expect((await api('GET', '/v1/members', { token: reader.token })).status).toBe(200);
    const shown = await memberOf(ws, reader.id);
    expect(shown.body.data.member).toMatchObject({ role: 'member', scopes: ['workspace:read'], can_approve: false, active_api_keys: 1 });
    expect((await memberOf(ws, crypto.randomUUID())).status).toBe(404);
  });

  it('invites with a one-time token shown once and stored hashed; it works once, never after revocation or expiry', async () => {
    const ws = await newWorkspace();
    const res = await invite(ws.token, ['workspace:read', 'wallets:read']);
    expect(res.status, res.text).toBe(201);
    const { invitation, token, enrolment_url, pending_change } = res.body.data;
    expect(invitation).toMatchObject({ status: 'open', change_id: null, invited_by: ws.owner });
    expect(pending_change).toBeNull();
    expect(token).toMatch(/^wsi_/);
    expect(enrolment_url).toMatch(new RegExp(`/console/enrol#token=${token}$`));
    const listed = await api('GET', '/v1/members/invitations', { token: ws.token });
    // Newest first, after the owner's own enrolment invitation made with the workspace.
    expect(listed.body.data.items.map((i: { email: string }) => i.email)).toEqual([invitation.email, ws.owner.email]);
    expect(listed.text).not.toContain(token);

    const first = await enrol(token);
    expect(first.status, first.text).toBe(201);
    expect(first.body.data.member).toMatchObject({ email: invitation.email, scopes: ['workspace:read', 'wallets:read'] });
    expect(first.body.data.api_key).toMatchObject({
      scopes: ['workspace:read', 'wallets:read'],
      created_by: { id: first.body.data.member.id },
    });
    expect((await api('GET', '/v1/wallets', { token: first.body.data.token })).status).toBe(200);
    const again = await enrol(token);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'invalid_state_transition', details: { status: 'accepted' } });
    expect((await enrol(`wsi_${'A'.repeat(43)}`)).status).toBe(401);

    const revoked = await invite(ws.token, ['workspace:read']);
    const revoke = await api('POST', `/v1/members/invitations/${revoked.body.data.invitation.id}/revoke`, { token: ws.token });
    expect(revoke.body.data.invitation).toMatchObject({ status: 'revoked', revoked_by: ws.owner });
    expect((await enrol(revoked.body.data.token)).status).toBe(409);
    // The same email again is a member already.
    const taken = await invite(ws.token, ['workspace:read'], invitation.email);
    expect(taken.status).toBe(409);
  });

  it('an invitation grants no more than the inviting key holds', async () => {
    const ws = await newWorkspace();
    const narrow = await api('POST', '/v1/api-keys', { token: ws.token, body: { name: 'hr', scopes: ['workspace:write'] } });
    const res = await invite(narrow.body.data.token, ['transfers:approve']);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden');
    expect((await invite(narrow.body.data.token, ['workspace:read'])).status).toBe(201);
  });

  it('an approver invited where another member can approve waits for that member; neither the requester nor the invitee decides it', async () => {
    const ws = await newWorkspace();
    // The owner is alone: the first approver is invited at once (no one else could approve).
    const second = await enrolled(ws, ['workspace:approve', 'transfers:approve', 'workspace:write']);
    expect((await memberOf(ws, second.id)).body.data.member.can_approve).toBe(true);

    const res = await invite(ws.token, ['transfers:approve']);
    expect(res.status, res.text).toBe(201);
    const { invitation, pending_change, token } = res.body.data;
    expect(invitation).toMatchObject({ status: 'pending_approval', change_id: pending_change.id });
    expect(pending_change).toMatchObject({ kind: 'invitation', status: 'pending', requested_by: ws.owner, invitation_id: invitation.id });
    const early = await enrol(token);
    expect(early.status).toBe(409);
    expect(early.body.error.details).toMatchObject({ status: 'pending_approval' });

    const own = await decide(ws.token, pending_change.id, 'approve');
    expect(own.status).toBe(403);
    expect(own.body.error.code).toBe('requester_cannot_approve');
    const approved = await decide(second.token, pending_change.id, 'approve');
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data.member_change).toMatchObject({ status: 'approved', approvals: [{ member: { id: second.id } }] });
    const listed = await api('GET', `/v1/member-changes/${pending_change.id}`, { token: ws.token });
    expect(listed.body.data.member_change.status).toBe('approved');
    const third = await enrol(token);
    expect(third.status, third.text).toBe(201);
    expect(third.body.data.member.can_approve).toBe(true);

    // A member with only reading scopes is no approver: invited at once.
    expect((await invite(ws.token, ['wallets:read'])).body.data.pending_change).toBeNull();
    // The requester of a held invitation (here the second member) cannot decide it either way.
    const held = await invite(second.token, ['workspace:approve']);
    const changeId = held.body.data.pending_change.id;
    const ownReject = await decide(second.token, changeId, 'reject');
    expect(ownReject.status, ownReject.text).toBe(403);
    expect(ownReject.body.error.code).toBe('requester_cannot_approve');
    const rejectedByOwner = await decide(ws.token, changeId, 'reject');
    expect(rejectedByOwner.body.data.member_change.status).toBe('rejected');
    expect((await enrol(held.body.data.token)).status).toBe(409);
  });

  it('removing a member revokes their keys at once; removing an approver waits for another member', async () => {
    const ws = await newWorkspace();
    const reader = await enrolled(ws, ['workspace:read', 'api_keys:write']);
    const minted = await api('POST', '/v1/api-keys', { token: reader.token, body: { name: 'child', scopes: ['workspace:read'] } });
    expect(minted.status).toBe(201);
    const removed = await api('POST', `/v1/members/${reader.id}/remove`, { token: ws.token });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.data.member).toMatchObject({ status: 'removed', active_api_keys: 0 });
    for (const token of [reader.token, minted.body.data.token]) {
      const refused = await api('POST', '/v1/api-keys', { token, body: { name: 'x', scopes: ['workspace:read'] } });
      expect(refused.status).toBe(401);
    }
    expect((await api('POST', `/v1/members/${ws.owner.id}/remove`, { token: ws.token })).status).toBe(403);

    const approver = await newMember(ws, ['workspace:approve']);
    const other = await newMember(ws, ['workspace:approve']);
    const held = await api('POST', `/v1/members/${approver.id}/remove`, { token: ws.token });
    expect(held.status, held.text).toBe(202);
    expect(held.body.data.pending_change).toMatchObject({ kind: 'removal', subject: { member_id: approver.id } });
    expect(held.body.data.member.status).toBe('active');
    expect((await api('GET', '/v1/members', { token: approver.token })).status).toBe(200);
    const approved = await decide(other.token, held.body.data.pending_change.id, 'approve');
    expect(approved.status, approved.text).toBe(200);
    expect((await memberOf(ws, approver.id)).body.data.member.status).toBe('removed');
    expect((await api('GET', '/v1/members', { token: approver.token })).status).toBe(401);
  });

  it('under concurrent requests: a token enrols once, a change is decided once, and no key of a removed member survives', async () => {
    const ws = await newWorkspace();
    const invitation = await invite(ws.token, ['workspace:read']);
    const enrolments = await Promise.all(Array.from({ length: 6 }, () => enrol(invitation.body.data.token)));
    expect(enrolments.filter((r) => r.status === 201)).toHaveLength(1);
    expect(enrolments.filter((r) => r.status !== 201).every((r) => r.status === 409)).toBe(true);
    const members = await api('GET', '/v1/members', { token: ws.token });
    expect(members.body.data.items).toHaveLength(2);

    const approverA = await newMember(ws, ['workspace:approve', 'workspace:write']);
    const approverB = await newMember(ws, ['workspace:approve']);
    const held = await invite(approverA.token, ['workspace:approve']);
    const changeId = held.body.data.pending_change.id;
    const decisions = await Promise.all([
      decide(ws.token, changeId, 'approve'),
      decide(approverB.token, changeId, 'reject'),
      decide(approverB.token, changeId, 'approve'),
    ]);
    expect(decisions.filter((r) => r.status === 200)).toHaveLength(1);
    const final = (await api('GET', `/v1/member-changes/${changeId}`, { token: ws.token })).body.data.member_change.status;
    const invitationNow = (await api('GET', '/v1/members/invitations', { token: ws.token })).body.data.items.find(
      (i: { id: string }) => i.id === held.body.data.invitation.id,
    );
    expect(invitationNow.status).toBe(final === 'approved' ? 'open' : 'revoked');

    const minter = await enrolled(ws, ['api_keys:write', 'workspace:read']);
    const mints = Array.from({ length: 8 }, () =>
      api('POST', '/v1/api-keys', { token: minter.token, body: { name: 'racer', scopes: ['workspace:read'] } }),
    );
    const [removal, ...made] = await Promise.all([api('POST', `/v1/members/${minter.id}/remove`, { token: ws.token }), ...mints]);
    expect(removal.status, removal.text).toBe(200);
    for (const res of made.filter((r) => r.status === 201)) {
      expect((await api('GET', '/v1/members', { token: res.body.data.token })).status).toBe(401);
    }
    expect((await memberOf(ws, minter.id)).body.data.member.active_api_keys).toBe(0);
  });
});
