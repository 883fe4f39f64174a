/**
 * Enrolment (docs/members.md, Invitations and enrolment): an invitation's token makes the member
 * and a key acting for them and, with a passkey registered over the options of
 * `enrolment-options.ts`, the member's first passkey, all in one transaction. Apart from
 * invitations.ts because it verifies WebAuthn: only the enrolment function bundles the verifier.
 */
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { apiKeyPuts, prepareApiKey, toApiKeyView, insertWithinCap } from '#shared/domain/api-keys/api-keys.ts';
import type { ApiKeyRecord } from '#shared/db/api-keys.ts';
import * as keys from '#shared/db/keys.ts';
import { queryAll } from '#shared/db/query-all.ts';
import { failedConditionIndexes, isTransactionConditionFailed } from '#shared/db/errors.ts';
import { invitationUpdate, memberActiveCheck, rosterBump, type InvitationRecord } from '#shared/db/members.ts';
import { challengeUse, listMemberPasskeys, PASSKEY_PUT_FAILS, passkeyPuts, type PasskeyRecord } from '#shared/db/passkeys.ts';
import { getMember, memberPuts, type MemberRecord } from '#shared/db/workspaces.ts';
import { auditEntry } from '#shared/audit.ts';
import { newId } from '#shared/ids.ts';
import { limitExceeded } from '#shared/limits.ts';
import { ApiError } from '#shared/model/errors.ts';
import { invalidToken, usableInvitation } from '#shared/domain/members/enrolment-options.ts';
import { answeredChallenge, challengeFor, challengeHash, passkeyRefused } from '#shared/domain/passkeys/ceremony.ts';
import { verifyRegistration } from '#shared/domain/passkeys/verify.ts';
import { toMemberView } from '#shared/domain/members/roster.ts';
import type { MemberView } from '#shared/responses/members.ts';
import type { ApiKeyView } from '#shared/responses/api-keys.ts';

/** A registration verified against the challenge handed out for this invitation. */
async function registeredPasskey(response: RegistrationResponseJSON, invitation: InvitationRecord, nowMs: number) {
  const challenge = answeredChallenge(response);
  const stored = await challengeFor(challenge, 'registration', invitation.workspace_id, nowMs);
  if (stored.invitation_id !== invitation.id || !stored.user_handle) throw passkeyRefused('challenge_unknown');
  const verified = await verifyRegistration(response, challenge);
  return { verified, challenge, userHandle: stored.user_handle };
}

/**
 * Enrols the invitee: the member (with the invitation's scopes) and a key acting for them, in one
 * transaction that marks the invitation used (conditional on its revision, so a token works once
 * even when sent twice at the same moment) and raises the roster's version. With `passkey`, the
 * registration is verified first and the passkey written in the same transaction, its challenge
 * used up there. The key's token is returned here and never again.
 */
export async function enrolMember(
  token: string,
  passkey?: RegistrationResponseJSON,
): Promise<{ member: MemberView; api_key: ApiKeyView; token: string; passkey?: { id: string; created_at: string } }> {
  const now = new Date();
  const at = now.toISOString();
  const before = await usableInvitation(token, now);
  const registration = passkey ? await registeredPasskey(passkey, before, now.getTime()) : undefined;
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
  const passkeyRecord: PasskeyRecord | undefined = registration && {
    id: newId(now),
    workspace_id: member.workspace_id,
    member_id: member.id,
    credential_id: registration.verified.credentialId,
    public_key: registration.verified.publicKey,
    counter: registration.verified.counter,
    transports: registration.verified.transports,
    user_handle: registration.userHandle,
    created_at: at,
    last_used_at: null,
  };
  // An existing member (the owner) is shown with all their keys and passkeys: read before the
  // write, so a failed read cannot answer 503 for an enrolment that happened.
  const [heldKeys, heldPasskeys] = existing
    ? await Promise.all([
        queryAll<ApiKeyRecord>({ pk: keys.workspace(member.workspace_id), prefix: keys.apiKeyPrefix, consistent: true }),
        listMemberPasskeys(member.workspace_id, member.id),
      ])
    : [[], []];
  const memberItems = existing
    ? [memberActiveCheck(member.workspace_id, member.id)]
    : [...memberPuts(member), rosterBump(member.workspace_id)];
  const passkeyItems =
    passkeyRecord && registration
      ? [challengeUse(challengeHash(registration.challenge), now.getTime()), ...passkeyPuts(passkeyRecord)]
      : [];
  const first = apiKeyPuts(record).length;
  const challengeIndex = first + 1 + memberItems.length;
  // No acting key: `member_id` is the new member.
  const entry = auditEntry('member.enrolled', {
    workspace_id: member.workspace_id,
    member_id: member.id,
    invitation_id: before.id,
    api_key_id: record.id,
    scopes: member.scopes,
    passkey_id: passkeyRecord?.id ?? null,
  });
  try {
    // The audit record last: the indexes read below stay where they are.
    await insertWithinCap(record, [invitationUpdate(before, after), ...memberItems, ...passkeyItems, entry.put]);
  } catch (error) {
    if (!isTransactionConditionFailed(error)) throw error;
    const failed = failedConditionIndexes(error);
    if (failed.includes(first)) {
      throw new ApiError('conflict', 'The invitation was used or revoked meanwhile.', { details: { reason: 'invitation_changed' } });
    }
    if (passkeyRecord && failed.includes(challengeIndex)) throw passkeyRefused('challenge_unknown');
    if (passkeyRecord && failed.includes(challengeIndex + 1 + PASSKEY_PUT_FAILS.credential)) throw passkeyRefused('credential_exists');
    // Only the owner's enrolment meets a counter already there (the member exists); a new member's starts at this passkey.
    if (passkeyRecord && failed.includes(challengeIndex + 1 + PASSKEY_PUT_FAILS.cap)) throw limitExceeded('passkeys');
    if (existing)
      throw new ApiError('invalid_state_transition', 'The member has been removed.', { details: { action: 'accept', status: 'removed' } });
    throw new ApiError('conflict', `A member with email ${member.email} already exists in the workspace.`, {
      details: { reason: 'member_exists' },
    });
  }
  entry.logLine();
  return {
    member: toMemberView(member, [...heldKeys, record], [...heldPasskeys, ...(passkeyRecord ? [passkeyRecord] : [])]),
    api_key: toApiKeyView(record),
    token: keyToken,
    ...(passkeyRecord ? { passkey: { id: passkeyRecord.id, created_at: passkeyRecord.created_at } } : {}),
  };
}
