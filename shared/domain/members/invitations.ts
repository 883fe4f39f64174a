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
import { withConflictRetry } from '#shared/db/conflict-retry.ts';
import { isTransactionConditionFailed } from '#shared/db/errors.ts';
import {
  getInvitation,
  getMemberChange,
  invitationPuts,
  invitationUpdate,
  listInvitations,
  memberChangePut,
  memberChangeUpdate,
  readRoster,
  rosterCheck,
  type InvitationRecord,
  type MemberChangeRecord,
} from '#shared/db/members.ts';
import { transact, type TransactItem } from '#shared/db/transact.ts';
import { runIdempotent } from '#shared/domain/idempotency/idempotency.ts';
import { auditBy } from '#shared/audit.ts';
import { newId } from '#shared/ids.ts';
import { hashToken } from '#shared/model/api-keys/token.ts';
import { ApiError, notFound } from '#shared/model/errors.ts';
import type { AuthContext } from '#shared/model/auth.ts';
import { grantsAll } from '#shared/model/scopes.ts';
import type { Scope } from '#shared/model/scopes.ts';
import { invitationTransition, memberChangeTransition } from '#shared/model/members/state-machine.ts';
import { grantsApproval, otherApprovers, requestedChange, toInvitationView, toMemberChangeView } from '#shared/domain/members/roster.ts';
import { INVITATION_DEFAULT_HOURS } from '#shared/schemas/members.ts';
import type { InvitationView, MemberChangeView } from '#shared/responses/members.ts';

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
  idempotency_key?: string | undefined;
}

export interface CreatedInvitation {
  invitation: InvitationView;
  /** Null on a replay: the token is stored only as its hash, so nothing can show it again. */
  token: string | null;
  enrolment_url: string | null;
  pending_change: MemberChangeView | null;
}

/**
 * The route's use case. With `idempotency_key` (the shared idempotency module) a repeat replays
 * the invitation made first, with `token` and `enrolment_url` null: the token is shown once.
 * Members are workspace-wide, so the idempotency records are held in the workspace's sandbox
 * partition whatever `?environment` the request names, as API keys' are.
 */
export async function createInvitation(
  caller: AuthContext,
  input: NewInvitation,
  origin: string,
): Promise<{ created: CreatedInvitation; replayed: boolean }> {
  if (!grantsAll(caller.scopes, input.scopes)) {
    throw new ApiError('forbidden', 'An invitation can only grant scopes the calling key holds itself.', {
      details: { requested_scopes: input.scopes, held_scopes: caller.scopes },
    });
  }
  if (input.idempotency_key === undefined) return { created: await invite(caller, input, origin, newId(), []), replayed: false };
  const { result, replayed } = await runIdempotent<CreatedInvitation>(
    {
      tenant: { workspaceId: caller.workspaceId, environment: 'sandbox' },
      key: input.idempotency_key,
      operation: 'invitation.create',
      body: input,
      newResourceId: newId,
    },
    (claim) => invite(caller, input, origin, claim.resourceId, [claim.completeItem]),
    async (id) => {
      // Strongly consistent: the invitation was written in the transaction that completed the claim just read.
      const invitation = await getInvitation(caller.workspaceId, id, true);
      if (!invitation) throw new Error(`The invitation ${id} of a completed idempotency record is missing.`);
      const change = invitation.change_id ? await getMemberChange(caller.workspaceId, invitation.change_id, true) : undefined;
      return {
        invitation: toInvitationView(invitation),
        token: null,
        enrolment_url: null,
        pending_change: change ? toMemberChangeView(change) : null,
      };
    },
  );
  return { created: result, replayed };
}

/** Writes invitation `id` (and the member change it waits for) with `extra` items (an idempotency claim's completion). */
async function invite(
  caller: AuthContext,
  input: NewInvitation,
  origin: string,
  id: string,
  extra: TransactItem[],
): Promise<CreatedInvitation> {
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
      id,
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
      ? requestedChange(
          caller,
          {
            id: invitation.change_id!,
            kind: 'invitation',
            subject: { email, display_name: input.display_name, scopes: input.scopes, member_id: null },
            invitation_id: invitation.id,
            expires_at: expiresAt,
          },
          at,
        )
      : null;
    const entry = auditBy('member.invited', caller, {
      invitation_id: invitation.id,
      scopes: invitation.scopes,
      change_id: change?.id ?? null,
    });
    try {
      await withConflictRetry(() =>
        transact([
          rosterCheck(caller.workspaceId, roster.version),
          ...invitationPuts(invitation),
          ...(change ? [memberChangePut(change)] : []),
          ...extra,
          entry.put,
        ]),
      );
    } catch (error) {
      if (!isTransactionConditionFailed(error)) throw error;
      if (tryNumber >= MAX_TRIES) throw new ApiError('conflict', 'The members kept changing while the invitation was decided; retry.');
      continue;
    }
    entry.logLine();
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
    const entry = auditBy('member.invitation_revoked', caller, { invitation_id: id, change_id: before.change_id });
    try {
      await withConflictRetry(() => transact([invitationUpdate(before, after), ...cancel, entry.put]));
      entry.logLine();
      return toInvitationView(after);
    } catch (error) {
      if (!isTransactionConditionFailed(error) || tryNumber >= MAX_TRIES) throw error;
    }
  }
}
