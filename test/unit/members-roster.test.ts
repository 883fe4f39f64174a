/**
 * Who can approve (shared/domain/members/roster.ts) and the moves of invitations and member
 * changes (shared/model/members/state-machine.ts): the rules the member routes decide with.
 */
import { describe, expect, it } from 'vitest';
import type { ApiKeyRecord } from '#shared/db/api-keys.ts';
import type { MemberRecord } from '#shared/db/workspaces.ts';
import { canApprove, grantsApproval, memberScopes, otherApprovers, toMemberView } from '#shared/domain/members/roster.ts';
import { invitationTransition, memberChangeTransition } from '#shared/model/members/state-machine.ts';
import type { Scope } from '#shared/model/scopes.ts';

const member = (id: string, extra: Partial<MemberRecord> = {}): MemberRecord => ({
  id,
  workspace_id: 'ws',
  email: `${id}@test.local`,
  display_name: id,
  role: 'member',
  created_at: '2026-05-04T09:00:00.000Z',
  ...extra,
});

const key = (memberId: string, scopes: Scope[], extra: Partial<ApiKeyRecord> = {}): ApiKeyRecord => ({
  id: `${memberId}-${scopes.join()}`,
  workspace_id: 'ws',
  name: 'k',
  key_prefix: 'wsk_x',
  scopes,
  status: 'active',
  expires_at: null,
  created_at: '2026-05-04T09:00:00.000Z',
  created_by: { id: memberId, email: `${memberId}@test.local`, display_name: memberId },
  token_hash: 'h',
  ...extra,
});

describe('who can approve', () => {
  it('is whoever holds transfers:approve, workspace:approve or *', () => {
    expect(grantsApproval(['*'])).toBe(true);
    expect(grantsApproval(['transfers:approve'])).toBe(true);
    expect(grantsApproval(['workspace:approve'])).toBe(true);
    expect(grantsApproval(['workspace:write', 'transfers:write', 'api_keys:write'])).toBe(false);
  });

  it("reads a member's own scopes, else (older members) their active, unexpired keys'", () => {
    const invited = member('a', { scopes: ['wallets:read'] });
    expect(memberScopes(invited, [key('a', ['*'])])).toEqual(['wallets:read']);
    const older = member('b');
    const keys = [
      key('b', ['workspace:read']),
      key('b', ['transfers:approve'], { status: 'revoked' }),
      key('b', ['workspace:approve'], { expires_at: '2020-01-01T00:00:00.000Z' }),
      key('c', ['*']),
    ];
    expect(memberScopes(older, keys)).toEqual(['workspace:read']);
    expect(canApprove(older, keys)).toBe(false);
    expect(canApprove(member('c'), keys)).toBe(true);
    expect(canApprove(member('c', { status: 'removed' }), keys)).toBe(false);
  });

  it('counts the approvers other than the requester, the member a removal is about included', () => {
    const roster = {
      version: 3,
      members: [
        member('owner', { role: 'owner', scopes: ['*'] }),
        member('b', { scopes: ['workspace:approve'] }),
        member('c', { scopes: ['wallets:read'] }),
      ],
      keys: [],
    };
    expect(otherApprovers(roster, 'owner').map((m) => m.id)).toEqual(['b']);
    expect(otherApprovers(roster, 'c').map((m) => m.id)).toEqual(['owner', 'b']);
    expect(otherApprovers({ ...roster, members: [roster.members[0]!] }, 'owner')).toEqual([]);
  });

  it("shows a member's key count and last use", () => {
    const keys = [
      key('a', ['workspace:read'], { last_used_at: '2026-05-04T10:00:00.000Z' }),
      key('a', ['wallets:read'], { last_used_at: '2026-05-04T12:00:00.000Z', status: 'revoked' }),
    ];
    expect(toMemberView(member('a'), keys, [])).toMatchObject({
      active_api_keys: 1,
      last_seen_at: '2026-05-04T12:00:00.000Z',
      passkeys: 0,
      passkey_last_used_at: null,
      status: 'active',
    });
  });

  it("counts only the member's own passkeys, and shows the latest use of any of them", () => {
    const passkeys = [
      { member_id: 'a', last_used_at: '2026-05-04T09:00:00.000Z' },
      { member_id: 'a', last_used_at: null },
      { member_id: 'a', last_used_at: '2026-05-04T11:30:00.000Z' },
      { member_id: 'b', last_used_at: '2026-05-04T13:00:00.000Z' },
    ];
    expect(toMemberView(member('a'), [], passkeys)).toMatchObject({ passkeys: 3, passkey_last_used_at: '2026-05-04T11:30:00.000Z' });
    expect(toMemberView(member('c'), [], passkeys)).toMatchObject({ passkeys: 0, passkey_last_used_at: null });
  });
});

describe('invitation and member change moves', () => {
  it('opens, uses and revokes invitations only from the statuses that allow it', () => {
    expect(invitationTransition('pending_approval', 'approve')).toBe('open');
    expect(invitationTransition('open', 'accept')).toBe('accepted');
    expect(invitationTransition('pending_approval', 'revoke')).toBe('revoked');
    expect(() => invitationTransition('pending_approval', 'accept')).toThrow(expect.objectContaining({ code: 'invalid_state_transition' }));
    expect(() => invitationTransition('accepted', 'revoke')).toThrow(expect.objectContaining({ code: 'invalid_state_transition' }));
    expect(() => invitationTransition('revoked', 'accept')).toThrow(expect.objectContaining({ code: 'invalid_state_transition' }));
  });

  it('decides a member change once', () => {
    expect(memberChangeTransition('pending', 'approve_final')).toBe('approved');
    expect(memberChangeTransition('pending', 'reject')).toBe('rejected');
    expect(memberChangeTransition('pending', 'cancel')).toBe('cancelled');
    for (const status of ['approved', 'rejected', 'expired', 'cancelled'] as const)
      expect(() => memberChangeTransition(status, 'approve')).toThrow(expect.objectContaining({ code: 'invalid_state_transition' }));
  });
});
