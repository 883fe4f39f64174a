/**
 * Members through the API: list, show, remove. Removing a member revokes every key acting for
 * them at once (after the removal is written, so a key minted meanwhile either fails its
 * member-active condition or is found by the revocation). Removing a member who can approve, in
 * a workspace where a member other than the requester can approve (the member to remove counts),
 * waits for another member's approval (a member change, changes.ts): otherwise one credential
 * could take out the other approver and then invite an approver of its own.
 */
import { queryAll } from '#shared/db/query-all.ts';
import type { ApiKeyRecord } from '#shared/db/api-keys.ts';
import { keys } from '#shared/db/keys.ts';
import { withConflictRetry } from '#shared/db/conflict-retry.ts';
import { isTransactionConditionFailed } from '#shared/db/errors.ts';
import {
  listMembers,
  memberChangePut,
  memberRemoval,
  readRoster,
  rosterBump,
  rosterCheck,
  type MemberChangeRecord,
} from '#shared/db/members.ts';
import { getMember, type MemberRecord } from '#shared/db/workspaces.ts';
import { transact, type TransactItem } from '#shared/db/transact.ts';
import { revokeWithDescendants } from '#shared/domain/api-keys/revoke.ts';
import { canApprove, otherApprovers, toMemberChangeView, toMemberView } from '#shared/domain/members/roster.ts';
import { audit } from '#shared/audit.ts';
import { newId } from '#shared/ids.ts';
import { ApiError, notFound } from '#shared/model/errors.ts';
import type { AuthContext } from '#shared/model/auth.ts';
import type { MemberChangeView, MemberView } from '#shared/responses/members.ts';

/** How long a removal waits for approval (an invitation's change waits as long as the invitation). */
export const REMOVAL_CHANGE_LIFETIME_MS = 24 * 3_600_000;
const MAX_TRIES = 8;

const workspaceKeys = (workspaceId: string, consistent = false) =>
  queryAll<ApiKeyRecord>({ pk: keys.workspace(workspaceId), prefix: keys.apiKeyPrefix, consistent });

export async function listWorkspaceMembers(workspaceId: string, limit: number, cursor: string | undefined) {
  const [page, apiKeys] = await Promise.all([listMembers(workspaceId, limit, cursor), workspaceKeys(workspaceId)]);
  return { items: page.items.map((m) => toMemberView(m, apiKeys)), next_cursor: page.nextCursor };
}

export async function showMember(workspaceId: string, memberId: string): Promise<MemberView> {
  const [member, apiKeys] = await Promise.all([getMember(workspaceId, memberId), workspaceKeys(workspaceId)]);
  if (!member) throw notFound('member');
  return toMemberView(member, apiKeys);
}

/**
 * Revokes every active key acting for `memberId` (and what they minted), read strongly consistent
 * after the removal was written; returns the workspace's keys as they are afterwards.
 */
export async function revokeMemberKeys(actor: AuthContext, memberId: string): Promise<ApiKeyRecord[]> {
  const all = await workspaceKeys(actor.workspaceId, true);
  const revoked = new Map<string, ApiKeyRecord>();
  for (const key of all.filter((k) => k.created_by.id === memberId && k.status === 'active')) {
    revoked.set(key.id, await revokeWithDescendants(actor, key, 'member_removed'));
  }
  return all.map((key) => revoked.get(key.id) ?? key);
}

/** The items that remove `member` now: conditional on it being active and on the roster as read. */
export const removalItems = (member: MemberRecord, rosterVersion: number, at: string): TransactItem[] => [
  memberRemoval(member, at),
  rosterBump(member.workspace_id, rosterVersion),
];

export async function removeMember(
  caller: AuthContext,
  memberId: string,
): Promise<{ member: MemberView; pending_change: MemberChangeView | null }> {
  for (let tryNumber = 1; ; tryNumber++) {
    const roster = await readRoster(caller.workspaceId);
    const member = roster.members.find((m) => m.id === memberId);
    if (!member) throw notFound('member');
    if (member.role === 'owner') throw new ApiError('forbidden', "The workspace's owner cannot be removed.");
    if ((member.status ?? 'active') !== 'active') {
      // Removing a removed member changes nothing of it but revokes any key left, so a removal cut short is finished by a retry.
      return { member: toMemberView(member, await revokeMemberKeys(caller, member.id)), pending_change: null };
    }
    const now = new Date();
    const at = now.toISOString();
    const held = canApprove(member, roster.keys) && otherApprovers(roster, caller.member.id).length > 0;
    let change: MemberChangeRecord | null = null;
    let items: TransactItem[];
    if (held) {
      change = {
        id: newId(now),
        workspace_id: caller.workspaceId,
        kind: 'removal',
        status: 'pending',
        subject: { email: member.email, display_name: member.display_name, scopes: member.scopes ?? null, member_id: member.id },
        invitation_id: null,
        required_approvals: 1,
        approvals: [],
        requested_by: caller.member,
        requested_with_api_key_id: caller.keyId,
        approved_at: null,
        rejected_by: null,
        rejected_at: null,
        expires_at: new Date(now.getTime() + REMOVAL_CHANGE_LIFETIME_MS).toISOString(),
        created_at: at,
        updated_at: at,
        revision: 1,
      };
      // Conditional on the roster as read, without raising it: nothing about the members changes yet.
      items = [memberChangePut(change), rosterCheck(caller.workspaceId, roster.version)];
    } else {
      items = removalItems(member, roster.version, at);
    }
    try {
      await withConflictRetry(() => transact(items));
    } catch (error) {
      if (!isTransactionConditionFailed(error)) throw error;
      if (tryNumber >= MAX_TRIES) throw new ApiError('conflict', 'The members kept changing while the removal was decided; retry.');
      continue;
    }
    if (change) {
      audit('member_change.requested', caller, { change_id: change.id, change_kind: 'removal', subject_member_id: member.id });
      return { member: toMemberView(member, roster.keys), pending_change: toMemberChangeView(change) };
    }
    audit('member.removed', caller, { subject_member_id: member.id });
    const removed: MemberRecord = { ...member, status: 'removed', removed_at: at };
    return { member: toMemberView(removed, await revokeMemberKeys(caller, member.id)), pending_change: null };
  }
}
