/**
 * Console sign-in with a passkey (docs/console.md, Sessions): the assertion answers a sign-in
 * challenge of this workspace (single-use, unexpired), by a passkey registered in this workspace
 * to a member still in it, with user verification and a rising counter. The challenge is used up,
 * the counter recorded and the session stored in one transaction, conditional on both as read;
 * every refusal is 401 `unauthenticated` with `details.reason` and starts nothing.
 */
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { isTransactionConditionFailed, failedConditionIndexes } from '#shared/db/errors.ts';
import { challengeUse, findPasskeyByCredential, passkeyUse } from '#shared/db/passkeys.ts';
import { findSessionMember } from '#shared/db/sessions.ts';
import { startSessionWith, type SessionView } from '#shared/domain/console/sessions.ts';
import { answeredChallenge, challengeFor, challengeHash, passkeyRefused } from '#shared/domain/passkeys/ceremony.ts';
import { verifyAssertion } from '#shared/domain/passkeys/verify.ts';

export async function signIn(workspaceId: string, assertion: AuthenticationResponseJSON): Promise<{ view: SessionView; cookie: string }> {
  const now = Date.now();
  const challenge = answeredChallenge(assertion);
  await challengeFor(challenge, 'sign_in', workspaceId, now);
  const passkey = await findPasskeyByCredential(workspaceId, assertion.id);
  // The user handle, when the authenticator sends it, must be the one the passkey was made for.
  if (!passkey || (assertion.response.userHandle !== undefined && assertion.response.userHandle !== passkey.user_handle)) {
    throw passkeyRefused('credential_unknown');
  }
  const member = await findSessionMember(workspaceId, passkey.member_id);
  if (!member || member.status === 'removed') throw passkeyRefused('member_removed');
  const counter = await verifyAssertion(assertion, challenge, passkey);
  const uses = [challengeUse(challengeHash(challenge), now), passkeyUse(passkey, counter, new Date(now).toISOString())];
  const reference = { id: member.id, email: member.email, display_name: member.display_name };
  try {
    return await startSessionWith(uses, workspaceId, { ...reference, scopes: member.scopes ?? [] }, passkey, now);
  } catch (error) {
    if (!isTransactionConditionFailed(error)) throw error;
    throw passkeyRefused(failedConditionIndexes(error).includes(0) ? 'challenge_unknown' : 'counter_not_rising');
  }
}
