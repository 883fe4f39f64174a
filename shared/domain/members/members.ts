/**
 * Members through the API: list, show, remove. Removing a member revokes every key acting for
 * them at once, in the removal's own transaction (`removalPlan`). Removing a member who can
 * approve, in a workspace where a member other than the requester can approve (the member to remove counts),
 * waits for another member's approval (a member change, changes.ts): otherwise one credential
 * could take out the other approver and then invite an approver of its own.
 */
import { listMemberPasskeys, listWorkspacePasskeys } from '#shared/db/passkeys.ts';
import { queryAll } from '#shared/db/query-all.ts';
import { revocationItems, type ApiKeyRecord } from '#shared/db/api-keys.ts';
import * as keys from '#shared/db/keys.ts';
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
  type Roster,
} from '#shared/db/members.ts';
import { limitCounterKey, releaseSlot } from '#shared/db/limit-counters.ts';
import { getMember, type MemberRecord } from '#shared/db/workspaces.ts';
import { transact, type TransactItem } from '#shared/db/transact.ts';
import { revokeWithDescendants } from '#shared/domain/api-keys/revoke.ts';
import { canApprove, otherApprovers, requestedChange, toMemberChangeView, toMemberView } from '#shared/domain/members/roster.ts';
import { auditBy, type AuditEntry } from '#shared/audit.ts';
import { newId } from '#shared/ids.ts';
import { ApiError, notFound } from '#shared/model/errors.ts';
import type { AuthContext } from '#shared/model/auth.ts';
import type { MemberChangeView, MemberView } from '#shared/responses/members.ts';

/** How long a removal waits for approval (an invitation's change waits as long as the invitation). */
export const REMOVAL_CHANGE_LIFETIME_MS = 24 * 3_600_000;
const MAX_TRIES = 8;

/** Every key of the workspace (at most a few hundred: 100 active, and the revoked ones), for the members' views. */
const workspaceKeys = (workspaceId: string) => queryAll<ApiKeyRecord>({ pk: keys.workspace(workspaceId), prefix: keys.apiKeyPrefix });

export async function listWorkspaceMembers(workspaceId: string, limit: number, cursor: string | undefined) {
  const [page, apiKeys, passkeys] = await Promise.all([
    listMembers(workspaceId, limit, cursor),
    workspaceKeys(workspaceId),
    listWorkspacePasskeys(workspaceId),
  ]);
  return { items: page.items.map((m) => toMemberView(m, apiKeys, passkeys)), next_cursor: page.nextCursor };
}

export async function showMember(workspaceId: string, memberId: string): Promise<MemberView> {
  const [member, apiKeys, passkeys] = await Promise.all([
    getMember(workspaceId, memberId),
    workspaceKeys(workspaceId),
    listMemberPasskeys(workspaceId, memberId, false),
  ]);
  if (!member) throw notFound('member');
  return toMemberView(member, apiKeys, passkeys);
}

/**
 * A change waiting for another member's approval before `member` loses something that approves:
 * their membership (`removal`) or a passkey (`passkey_removal`, docs/members.md, Passkeys). One
 * approval needed; it expires after `REMOVAL_CHANGE_LIFETIME_MS`.
 */
export function heldChange(
  caller: AuthContext,
  kind: 'removal' | 'passkey_removal',
  member: MemberRecord,
  now: Date,
  passkeyId?: string,
): MemberChangeRecord {
  return requestedChange(
    caller,
    {
      id: newId(now),
      kind,
      subject: { email: member.email, display_name: member.display_name, scopes: member.scopes ?? null, member_id: member.id },
      invitation_id: null,
      ...(passkeyId ? { passkey_id: passkeyId } : {}),
      expires_at: new Date(now.getTime() + REMOVAL_CHANGE_LIFETIME_MS).toISOString(),
    },
    now.toISOString(),
  );
}

/** Keys per removal transaction: three items each (record, lookup, audit record), beside the member, the roster, the key counter, a member change and their audit records. */
const KEYS_WITH_REMOVAL = 30;

/**
 * What removing `member` writes, on the roster as read (its keys read with it, strongly
 * consistent): the member marked removed (conditional on being active), the roster's version
 * raised (conditional on the one read), and every active key acting for them revoked
 * (conditional on each key as read, its mint count included), their places given back: one
 * transaction, so a failure leaves nothing half done. A key minted meanwhile raised its minter's
 * count (every key of the member made through the API is minted by another of theirs, or by an
 * operator, which raises the roster's version), so the transaction fails and is decided again.
 * A member with more keys than one transaction holds has the rest revoked first (`revokeFirst`).
 */
export function removalPlan(
  roster: Roster,
  member: MemberRecord,
  at: string,
): { items: TransactItem[]; revoked: ApiKeyRecord[]; revokeFirst: ApiKeyRecord[] } {
  const active = roster.keys.filter((key) => key.created_by.id === member.id && key.status === 'active');
  const revoked = active.slice(0, KEYS_WITH_REMOVAL);
  const places = revoked.filter((key) => key.holds_slot === true).length;
  return {
    items: [
      memberRemoval(member, at),
      rosterBump(member.workspace_id, roster.version),
      ...revoked.flatMap((key) => revocationItems(key, at)),
      ...(places > 0 ? [releaseSlot(limitCounterKey.apiKeys(member.workspace_id), places)] : []),
    ],
    revoked,
    revokeFirst: active.slice(KEYS_WITH_REMOVAL),
  };
}

/** The roster's keys after a removal wrote `plan`: those revoked marked so. */
export function keysAfter(roster: Roster, revoked: readonly ApiKeyRecord[], at: string): ApiKeyRecord[] {
  const ids = new Set(revoked.map((key) => key.id));
  return roster.keys.map((key) => (ids.has(key.id) ? { ...key, status: 'revoked' as const, revoked_at: at } : key));
}

/** The audit entries of a removal, for its transaction: the member, and each key revoked with them. */
export function removalAudits(actor: AuthContext, member: MemberRecord, revoked: readonly ApiKeyRecord[], changeId?: string): AuditEntry[] {
  return [
    auditBy('member.removed', actor, { subject_member_id: member.id, ...(changeId ? { change_id: changeId } : {}) }),
    ...revoked.map((key) =>
      auditBy('api_key.revoked', actor, { api_key_id: key.id, created_by_key_id: key.created_by_key_id ?? null, cause: 'member_removed' }),
    ),
  ];
}

/** Revokes the keys of a member with more than one transaction holds, before the removal's own transaction takes the rest. */
export async function revokeBeforeRemoval(actor: AuthContext, keysToRevoke: readonly ApiKeyRecord[]): Promise<void> {
  for (const key of keysToRevoke) await revokeWithDescendants(actor, key, 'member_removed');
}

export async function removeMember(
  caller: AuthContext,
  memberId: string,
): Promise<{ member: MemberView; pending_change: MemberChangeView | null }> {
  for (let tryNumber = 1; ; tryNumber++) {
    // The member's passkeys, for the view, read before any write: a failed read then changes nothing.
    const [roster, passkeys] = await Promise.all([readRoster(caller.workspaceId), listMemberPasskeys(caller.workspaceId, memberId)]);
    const member = roster.members.find((m) => m.id === memberId);
    if (!member) throw notFound('member');
    if (member.role === 'owner') throw new ApiError('forbidden', "The workspace's owner cannot be removed.");
    if ((member.status ?? 'active') !== 'active') {
      throw new ApiError('invalid_state_transition', 'The member has been removed already.', {
        details: { action: 'remove', status: 'removed' },
      });
    }
    const now = new Date();
    const at = now.toISOString();
    const held = canApprove(member, roster.keys) && otherApprovers(roster, caller.member.id).length > 0;
    let change: MemberChangeRecord | null = null;
    let items: TransactItem[];
    let audits: AuditEntry[];
    let revoked: ApiKeyRecord[] = [];
    if (held) {
      change = heldChange(caller, 'removal', member, now);
      // Conditional on the roster as read, without raising it: nothing about the members changes yet.
      audits = [auditBy('member_change.requested', caller, { change_id: change.id, change_kind: 'removal', subject_member_id: member.id })];
      items = [memberChangePut(change), rosterCheck(caller.workspaceId, roster.version)];
    } else {
      const plan = removalPlan(roster, member, at);
      if (plan.revokeFirst.length > 0) {
        await revokeBeforeRemoval(caller, plan.revokeFirst);
        continue;
      }
      items = plan.items;
      revoked = plan.revoked;
      audits = removalAudits(caller, member, revoked);
    }
    try {
      await withConflictRetry(() => transact([...items, ...audits.map((entry) => entry.put)]));
    } catch (error) {
      if (!isTransactionConditionFailed(error)) throw error;
      if (tryNumber >= MAX_TRIES) throw new ApiError('conflict', 'The members kept changing while the removal was decided; retry.');
      continue;
    }
    for (const entry of audits) entry.logLine();
    if (change) {
      return { member: toMemberView(member, roster.keys, passkeys), pending_change: toMemberChangeView(change) };
    }
    const removed: MemberRecord = { ...member, status: 'removed', removed_at: at };
    return { member: toMemberView(removed, keysAfter(roster, revoked, at), passkeys), pending_change: null };
  }
}
