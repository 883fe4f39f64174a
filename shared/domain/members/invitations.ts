/**
 * Invitations: how a member joins through the API. An invitation names the scopes the member's
 * credentials may hold (within the inviting key's own) and carries a one-time token, shown once
 * and stored as its SHA-256, that expires. An invitation that makes an approver, in a workspace
 * where a member other than the inviter can approve, waits for that member's approval (a member
 * change, changes.ts) before its token can be used; so no single credential makes an approver
 * behind another approver's back. The decision is taken on the roster as read and written only if
 * the roster is still as read (`rosterCheck`): an approver enrolling meanwhile sends it round again.
 */
import { randomBytes } from 'node:crypto';
import { prepareApiKey, apiKeyPuts, toApiKeyView, insertWithinCap } from '#shared/domain/api-keys/api-keys.ts';
import { withConflictRetry } from '#shared/db/conflict-retry.ts';
import type { ApiKeyRecord } from '#shared/db/api-keys.ts';
import { keys } from '#shared/db/keys.ts';
import { queryAll } from '#shared/db/query-all.ts';
import { failedConditionIndexes, isTransactionConditionFailed } from '#shared/db/errors.ts';
import {
  findInvitationByHash,
  getInvitation,
  getMemberChange,
  invitationPuts,
  invitationUpdate,
  listInvitations,
  memberActiveCheck,
  memberChangePut,
  memberChangeUpdate,
  readRoster,
  rosterBump,
  rosterCheck,
  type InvitationRecord,
  type MemberChangeRecord,
} from '#shared/db/members.ts';
import { getMember, memberPuts, type MemberRecord } from '#shared/db/workspaces.ts';
import { transact } from '#shared/db/transact.ts';
import { audit } from '#shared/audit.ts';
import { log } from '#shared/log.ts';
import { newId } from '#shared/ids.ts';
import { hashToken } from '#shared/model/api-keys/token.ts';
import { ApiError, notFound } from '#shared/model/errors.ts';
import type { AuthContext } from '#shared/model/auth.ts';
import { grantsAll } from '#shared/model/scopes.ts';
import type { Scope } from '#shared/model/scopes.ts';
import { invitationTransition, memberChangeTransition } from '#shared/model/members/state-machine.ts';
import { grantsApproval, otherApprovers, toInvitationView, toMemberChangeView, toMemberView } from '#shared/domain/members/roster.ts';
import { INVITATION_DEFAULT_HOURS } from '#shared/schemas/members.ts';
import type { InvitationView, MemberChangeView, MemberView } from '#shared/responses/members.ts';
import type { ApiKeyView } from '#shared/responses/api-keys.ts';

const INVITATION_TOKEN_PREFIX = 'wsi_';
const MAX_TRIES = 8;

/** The enrolment link: the console's enrolment page, the token in the fragment (never sent to a server, never in an access log). */
export function enrolmentUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/console/enrol#token=${token}`;
}

/** A new invitation token: `wsi_` + 32 random bytes (base64url); only its SHA-256 is stored. */
export function newInvitationToken(): string {
  return INVITATION_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

export interface NewInvitation {
  email: string;
  display_name: string;
  scopes: Scope[];
  expires_in_hours?: number | undefined;
}

export async function createInvitation(
  caller: AuthContext,
  input: NewInvitation,
  origin: string,
): Promise<{ invitation: InvitationView; token: string; enrolment_url: string; pending_change: MemberChangeView | null }> {
  if (!grantsAll(caller.scopes, input.scopes)) {
    throw new ApiError('forbidden', 'An invitation can only grant scopes the calling key holds itself.', {
      details: { requested_scopes: input.scopes, held_scopes: caller.scopes },
    });
  }
  const email = input.email.toLowerCase();
  const token = newInvitationToken();
  for (let tryNumber = 1; ; tryNumber++) {
    const roster = await readRoster(caller.workspaceId);
    if (roster.members.some((m) => m.email === email)) {
      throw new ApiError('conflict', `A member with email ${email} already exists in the workspace.`, {
        details: { reason: 'member_exists' },
      });
    }
    const now = new Date();
    const at = now.toISOString();
    const expiresAt = new Date(now.getTime() + (input.expires_in_hours ?? INVITATION_DEFAULT_HOURS) * 3_600_000).toISOString();
    const held = grantsApproval(input.scopes) && otherApprovers(roster, caller.member.id).length > 0;
    const invitation: InvitationRecord = {
      id: newId(now),
      workspace_id: caller.workspaceId,
      email,
      display_name: input.display_name,
      scopes: input.scopes,
      status: held ? 'pending_approval' : 'open',
      change_id: held ? newId(now) : null,
      invited_by: caller.member,
      invited_with_api_key_id: caller.keyId,
      token_hash: hashToken(token),
      expires_at: expiresAt,
      created_at: at,
      updated_at: at,
      accepted_at: null,
      member_id: null,
      revoked_at: null,
      revoked_by: null,
      revision: 1,
    };
    const change: MemberChangeRecord | null = held
      ? {
          id: invitation.change_id!,
          workspace_id: caller.workspaceId,
          kind: 'invitation',
          status: 'pending',
          subject: { email, display_name: input.display_name, scopes: input.scopes, member_id: null },
          invitation_id: invitation.id,
          required_approvals: 1,
          approvals: [],
          requested_by: caller.member,
          requested_with_api_key_id: caller.keyId,
          approved_at: null,
          rejected_by: null,
          rejected_at: null,
          expires_at: expiresAt,
          created_at: at,
          updated_at: at,
          revision: 1,
        }
      : null;
    try {
      await withConflictRetry(() =>
        transact([
          rosterCheck(caller.workspaceId, roster.version),
          ...invitationPuts(invitation),
          ...(change ? [memberChangePut(change)] : []),
        ]),
      );
    } catch (error) {
      if (!isTransactionConditionFailed(error)) throw error;
      if (tryNumber >= MAX_TRIES) throw new ApiError('conflict', 'The members kept changing while the invitation was decided; retry.');
      continue;
    }
    audit('member.invited', caller, { invitation_id: invitation.id, scopes: invitation.scopes, change_id: change?.id ?? null });
    return {
      invitation: toInvitationView(invitation),
      token,
      enrolment_url: enrolmentUrl(origin, token),
      pending_change: change ? toMemberChangeView(change) : null,
    };
  }
}

export async function listWorkspaceInvitations(workspaceId: string, limit: number, cursor: string | undefined) {
  const page = await listInvitations(workspaceId, limit, cursor);
  return { items: page.items.map((r) => toInvitationView(r)), next_cursor: page.nextCursor };
}

/** Revokes an unused invitation, and cancels the member change it waits for, in one transaction conditional on both as read. */
export async function revokeInvitation(caller: AuthContext, id: string): Promise<InvitationView> {
  for (let tryNumber = 1; ; tryNumber++) {
    const before = await getInvitation(caller.workspaceId, id, true);
    if (!before) throw notFound('invitation');
    const at = new Date().toISOString();
    const after: InvitationRecord = {
      ...before,
      status: invitationTransition(before.status, 'revoke'),
      revoked_at: at,
      revoked_by: caller.member,
      updated_at: at,
    };
    const change = before.change_id ? await getMemberChange(caller.workspaceId, before.change_id, true) : undefined;
    const cancel =
      change?.status === 'pending'
        ? [memberChangeUpdate(change, { ...change, status: memberChangeTransition(change.status, 'cancel'), updated_at: at })]
        : [];
    try {
      await withConflictRetry(() => transact([invitationUpdate(before, after), ...cancel]));
      audit('member.invitation_revoked', caller, { invitation_id: id, change_id: before.change_id });
      return toInvitationView(after);
    } catch (error) {
      if (!isTransactionConditionFailed(error) || tryNumber >= MAX_TRIES) throw error;
    }
  }
}

const invalidToken = () => new ApiError('unauthenticated', 'The enrolment token is not valid.');

/**
 * Enrols the invitee: the member (with the invitation's scopes) and a key acting for them, in one
 * transaction that marks the invitation used (conditional on its revision, so a token works once
 * even when sent twice at the same moment) and raises the roster's version. The key's token is
 * returned here and never again.
 */
export async function enrolMember(token: string): Promise<{ member: MemberView; api_key: ApiKeyView; token: string }> {
  const lookup = await findInvitationByHash(hashToken(token));
  if (!lookup) throw invalidToken();
  const before = await getInvitation(lookup.workspace_id, lookup.invitation_id, true);
  if (!before) throw invalidToken();
  const now = new Date();
  const at = now.toISOString();
  if (Date.parse(before.expires_at) <= now.getTime()) {
    throw new ApiError('invalid_state_transition', 'The invitation has expired; ask for a new one.', {
      details: { action: 'accept', status: 'expired' },
    });
  }
  invitationTransition(before.status, 'accept');
  // An invitation naming a member (the owner's, made with the workspace) enrols that member; any other makes a new one.
  const existing = before.member_id ? await getMember(before.workspace_id, before.member_id) : undefined;
  if (before.member_id && !existing) throw invalidToken();
  const member: MemberRecord = existing ?? {
    id: newId(now),
    workspace_id: before.workspace_id,
    email: before.email,
    display_name: before.display_name,
    role: 'member',
    created_at: at,
    status: 'active',
    scopes: before.scopes,
    invitation_id: before.id,
  };
  const after: InvitationRecord = { ...before, status: 'accepted', accepted_at: at, member_id: member.id, updated_at: at };
  const { record, token: keyToken } = prepareApiKey(
    {
      workspaceId: member.workspace_id,
      name: `Enrolment key for ${member.email}`.slice(0, 100),
      scopes: before.scopes,
      expiresAt: null,
      createdBy: { id: member.id, email: member.email, display_name: member.display_name },
    },
    now,
  );
  const memberItems = existing
    ? [memberActiveCheck(member.workspace_id, member.id)]
    : [...memberPuts(member), rosterBump(member.workspace_id)];
  const first = apiKeyPuts(record).length;
  try {
    await insertWithinCap(record, [invitationUpdate(before, after), ...memberItems]);
  } catch (error) {
    if (!isTransactionConditionFailed(error)) throw error;
    const failed = failedConditionIndexes(error);
    if (failed.includes(first)) {
      throw new ApiError('conflict', 'The invitation was used or revoked meanwhile.', { details: { reason: 'invitation_changed' } });
    }
    if (existing)
      throw new ApiError('invalid_state_transition', 'The member has been removed.', { details: { action: 'accept', status: 'removed' } });
    throw new ApiError('conflict', `A member with email ${member.email} already exists in the workspace.`, {
      details: { reason: 'member_exists' },
    });
  }
  log.audit('member.enrolled', {
    workspace_id: member.workspace_id,
    member_id: member.id,
    invitation_id: before.id,
    api_key_id: record.id,
    scopes: member.scopes,
  });
  // A new member has this one key; an existing one (the owner) is shown with all of theirs.
  const memberKeys = existing
    ? await queryAll<ApiKeyRecord>({ pk: keys.workspace(member.workspace_id), prefix: keys.apiKeyPrefix, consistent: true })
    : [record];
  return { member: toMemberView(member, memberKeys), api_key: toApiKeyView(record), token: keyToken };
}
