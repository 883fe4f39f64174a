/**
 * The first step of enrolling with a passkey (docs/members.md, Passkeys): the registration options
 * for an invitation's token, with a fresh challenge stored hashed and bound to the invitation.
 * Also what enrolment itself reads first: the invitation a token names, still usable.
 */
import { findInvitationByHash, getInvitation, type InvitationRecord } from '#shared/db/members.ts';
import { listMemberPasskeys } from '#shared/db/passkeys.ts';
import { registrationOptions } from '#shared/domain/passkeys/ceremony.ts';
import { hashToken } from '#shared/model/api-keys/token.ts';
import { ApiError } from '#shared/model/errors.ts';
import { invitationTransition } from '#shared/model/members/state-machine.ts';

export const invalidToken = () => new ApiError('unauthenticated', 'The enrolment token is not valid.');

/** The invitation a token names, read consistently: 401 when none, 409 when it can no longer be used. */
export async function usableInvitation(token: string, now: Date): Promise<InvitationRecord> {
  const lookup = await findInvitationByHash(hashToken(token));
  if (!lookup) throw invalidToken();
  const invitation = await getInvitation(lookup.workspace_id, lookup.invitation_id, true);
  if (!invitation) throw invalidToken();
  if (Date.parse(invitation.expires_at) <= now.getTime()) {
    throw new ApiError('invalid_state_transition', 'The invitation has expired; ask for a new one.', {
      details: { action: 'accept', status: 'expired' },
    });
  }
  invitationTransition(invitation.status, 'accept');
  return invitation;
}

/**
 * Registration options for the invitee's first passkey: resident key and user verification
 * required, no attestation. The challenge is stored hashed, bound to the invitation, and used up
 * by the enrolment it proves. An invitation naming a member already (the owner's) excludes their
 * passkeys and keeps their user handle.
 */
export async function enrolmentOptions(token: string, now = new Date()) {
  const invitation = await usableInvitation(token, now);
  const existing = invitation.member_id ? await listMemberPasskeys(invitation.workspace_id, invitation.member_id) : [];
  return registrationOptions(
    { workspaceId: invitation.workspace_id, bindsTo: { invitation_id: invitation.id }, user: invitation, existing },
    now,
  );
}
