/**
 * Approve and reject a member change (an invitation that makes an approver, or the removal of
 * one), under the rules transfers and setting changes follow (shared/model/approvals/
 * member-approvals.ts): never the requester, each other member once, counted by member. The
 * invitee cannot approve the invitation (they are no member before it is approved and used), nor
 * can a member with the invitation's email. The last approval needed applies the change in the
 * transaction that marks it approved, conditional on the change's revision as read: an
 * invitation opens (its token becomes usable); a removal is written with the revocation of the
 * member's keys (`removalPlan`); a passkey removal deletes the passkey. A change past
 * `expires_at` is refused as expired.
 */
import { withConflictRetry } from '#shared/db/conflict-retry.ts';
import { isTransactionConditionFailed } from '#shared/db/errors.ts';
import {
  getInvitation,
  getMemberChange,
  invitationUpdate,
  listMemberChanges,
  memberChangeUpdate,
  readRoster,
  type MemberChangeRecord,
} from '#shared/db/members.ts';
import { findPasskey, passkeyRemoval } from '#shared/db/passkeys.ts';
import { transact, type TransactItem } from '#shared/db/transact.ts';
import { removalAudits, removalPlan, revokeBeforeRemoval } from '#shared/domain/members/members.ts';
import { memberChangeStatus, toMemberChangeView } from '#shared/domain/members/roster.ts';
import { admitApproval, isFinalApproval, refuseRequester } from '#shared/model/approvals/member-approvals.ts';
import { invitationTransition, memberChangeTransition } from '#shared/model/members/state-machine.ts';
import { auditBy, type AuditEntry } from '#shared/audit.ts';
import { ApiError, notFound } from '#shared/model/errors.ts';
import type { AuthContext } from '#shared/model/auth.ts';
import type { MemberChangeView } from '#shared/responses/members.ts';

const NOUN = 'member change';
const MAX_TRIES = 5;

export async function listWorkspaceMemberChanges(workspaceId: string, limit: number, cursor: string | undefined) {
  const page = await listMemberChanges(workspaceId, limit, cursor);
  return { items: page.items.map((r) => toMemberChangeView(r)), next_cursor: page.nextCursor };
}

export async function showMemberChange(workspaceId: string, id: string): Promise<MemberChangeView> {
  const change = await getMemberChange(workspaceId, id);
  if (!change) throw notFound(NOUN);
  return toMemberChangeView(change);
}

interface Move {
  after: MemberChangeRecord;
  items: TransactItem[];
  /** Audit records written with the move besides the decision's own (a removal's: the member and their keys). */
  audits?: AuditEntry[];
}

async function decide(
  actor: AuthContext,
  id: string,
  plan: (before: MemberChangeRecord, now: Date) => Promise<Move>,
  action: 'member_change.approved' | 'member_change.rejected',
): Promise<MemberChangeView> {
  for (let tryNumber = 1; ; tryNumber++) {
    const read = await getMemberChange(actor.workspaceId, id, true);
    if (!read) throw notFound(NOUN);
    const now = new Date();
    // An expired change is refused as such (its stored status stays pending; every view shows it expired).
    const before = { ...read, status: memberChangeStatus(read, now.getTime()) };
    const move = await plan(before, now);
    const final = move.after.status !== 'pending';
    const audits = [
      auditBy(final ? action : 'member_change.approval_recorded', actor, {
        change_id: id,
        change_kind: before.kind,
        ...(before.subject.member_id ? { subject_member_id: before.subject.member_id } : {}),
        ...(before.invitation_id ? { invitation_id: before.invitation_id } : {}),
      }),
      ...(move.audits ?? []),
    ];
    try {
      await withConflictRetry(() => transact([memberChangeUpdate(read, move.after), ...move.items, ...audits.map((entry) => entry.put)]));
    } catch (error) {
      if (!isTransactionConditionFailed(error)) throw error;
      if (tryNumber >= MAX_TRIES)
        throw new ApiError('conflict', 'The member change kept changing while this was decided; retry.', { cause: error });
      continue;
    }
    for (const entry of audits) entry.logLine();
    return toMemberChangeView(move.after, now.getTime());
  }
}

/** 403 when `actor` is the member the change is about (by id, or by the invitation's email). */
function refuseSubject(change: MemberChangeRecord, actor: AuthContext): void {
  if (change.subject.member_id === actor.member.id || change.subject.email === actor.member.email.toLowerCase()) {
    throw new ApiError('forbidden', 'A member cannot decide a change about themselves; another member must.');
  }
}

/**
 * A passkey removal approved: the passkey and its lookup deleted (conditional on both being there,
 * its place under the cap given back) in the approval's transaction, as the second member's
 * removal would have been at once (docs/members.md, Passkeys).
 */
async function passkeyRemovalMove(actor: AuthContext, before: MemberChangeRecord, after: MemberChangeRecord): Promise<Move> {
  const passkey = await findPasskey(actor.workspaceId, before.passkey_id!);
  if (!passkey) {
    throw new ApiError('invalid_state_transition', 'The passkey has been removed already.', {
      details: { action: 'approve', status: 'removed' },
    });
  }
  const audit = auditBy('member.passkey_removed', actor, {
    subject_member_id: passkey.member_id,
    passkey_id: passkey.id,
    credential_id: passkey.credential_id,
    removed_by: 'second_member',
    change_id: before.id,
  });
  return { after, items: passkeyRemoval(passkey), audits: [audit] };
}

export function approveMemberChange(actor: AuthContext, id: string): Promise<MemberChangeView> {
  return decide(
    actor,
    id,
    async (before, now) => {
      const final = isFinalApproval(before);
      const status = memberChangeTransition(before.status, final ? 'approve_final' : 'approve');
      admitApproval(before, actor.member, NOUN, 'workspace:approve');
      if (before.kind === 'invitation') refuseSubject(before, actor);
      const at = now.toISOString();
      const approvals = [...before.approvals, { member: actor.member, api_key_id: actor.keyId, approved_at: at }];
      if (!final) return { after: { ...before, approvals, updated_at: at }, items: [] };
      const after: MemberChangeRecord = { ...before, status, approvals, approved_at: at, updated_at: at };
      if (before.kind === 'invitation') {
        const invitation = await getInvitation(actor.workspaceId, before.invitation_id!, true);
        if (!invitation) throw notFound('invitation');
        const opened = { ...invitation, status: invitationTransition(invitation.status, 'approve'), updated_at: at };
        return { after, items: [invitationUpdate(invitation, opened)] };
      }
      if (before.kind === 'passkey_removal') return passkeyRemovalMove(actor, before, after);
      const roster = await readRoster(actor.workspaceId);
      const member = roster.members.find((m) => m.id === before.subject.member_id);
      if (!member || (member.status ?? 'active') !== 'active') {
        throw new ApiError('invalid_state_transition', 'The member has been removed already.', {
          details: { action: 'approve', status: 'removed' },
        });
      }
      const plan = removalPlan(roster, member, at);
      if (plan.revokeFirst.length > 0) await revokeBeforeRemoval(actor, plan.revokeFirst);
      return {
        after,
        // A member whose keys did not all fit was given the rest first: the transaction then fails on the roster and is decided again.
        items: plan.items,
        audits: removalAudits(actor, member, plan.revoked, before.id),
      };
    },
    'member_change.approved',
  );
}

export function rejectMemberChange(actor: AuthContext, id: string): Promise<MemberChangeView> {
  return decide(
    actor,
    id,
    async (before, now) => {
      const status = memberChangeTransition(before.status, 'reject');
      refuseRequester(before, actor.member, NOUN, 'reject', 'workspace:approve');
      const at = now.toISOString();
      const after: MemberChangeRecord = { ...before, status, rejected_by: actor.member, rejected_at: at, updated_at: at };
      if (before.kind !== 'invitation') return { after, items: [] };
      // A rejected invitation can never be used: it is revoked with the rejection.
      const invitation = await getInvitation(actor.workspaceId, before.invitation_id!, true);
      if (invitation?.status !== 'pending_approval') return { after, items: [] };
      const revoked = {
        ...invitation,
        status: invitationTransition(invitation.status, 'revoke'),
        revoked_at: at,
        revoked_by: actor.member,
        updated_at: at,
      };
      return { after, items: [invitationUpdate(invitation, revoked)] };
    },
    'member_change.rejected',
  );
}
