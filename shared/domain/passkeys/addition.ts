/**
 * Adding a passkey to oneself (docs/members.md, Passkeys): a console session of the member, a
 * registration over a challenge of `manage.ts`'s options bound to that member. The challenge's use,
 * the passkey, its credential id's lookup (new in the workspace) and its place under the member's
 * passkey cap are one transaction, held to the member still being active. Apart from manage.ts because it verifies: only this function
 * bundles the WebAuthn library.
 */
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { auditBy } from '#shared/audit.ts';
import { failedConditionIndexes, isTransactionConditionFailed } from '#shared/db/errors.ts';
import { withConflictRetry } from '#shared/db/conflict-retry.ts';
import { COUNTER_CONFLICT_TRIES } from '#shared/db/limit-counters.ts';
import { memberActiveCheck } from '#shared/db/members.ts';
import { challengeUse, PASSKEY_PUT_FAILS, passkeyPuts, type PasskeyRecord } from '#shared/db/passkeys.ts';
import { transact } from '#shared/db/transact.ts';
import { newId } from '#shared/ids.ts';
import { limitExceeded } from '#shared/limits.ts';
import { answeredChallenge, challengeFor, challengeHash, passkeyRefused } from '#shared/domain/passkeys/ceremony.ts';
import { toPasskeyView } from '#shared/domain/passkeys/manage.ts';
import { verifyRegistration } from '#shared/domain/passkeys/verify.ts';
import type { AuthContext } from '#shared/model/auth.ts';
import { ApiError } from '#shared/model/errors.ts';
import { refuseSession } from '#shared/model/sessions/session.ts';
import type { PasskeyView } from '#shared/responses/passkeys.ts';

export async function addPasskey(auth: AuthContext, response: RegistrationResponseJSON): Promise<{ passkey: PasskeyView }> {
  // The route takes sessions only; this says so again where it matters.
  if (!auth.session) throw new ApiError('forbidden', 'Only a console session of the member can add a passkey, never an API key.');
  const now = new Date();
  const challenge = answeredChallenge(response);
  const stored = await challengeFor(challenge, 'registration', auth.workspaceId, now.getTime());
  if (stored.invitation_id !== undefined || stored.member_id !== auth.member.id || !stored.user_handle) {
    throw passkeyRefused('challenge_unknown');
  }
  const verified = await verifyRegistration(response, challenge);
  const passkey: PasskeyRecord = {
    id: newId(now),
    workspace_id: auth.workspaceId,
    member_id: auth.member.id,
    credential_id: verified.credentialId,
    public_key: verified.publicKey,
    counter: verified.counter,
    transports: verified.transports,
    user_handle: stored.user_handle,
    created_at: now.toISOString(),
    last_used_at: null,
  };
  const entry = auditBy('member.passkey_added', auth, { passkey_id: passkey.id, credential_id: passkey.credential_id });
  try {
    // The member's additions meet at their cap's counter: losing a race to another is contention, tried again.
    const items = [
      challengeUse(challengeHash(challenge), now.getTime()),
      memberActiveCheck(auth.workspaceId, auth.member.id),
      ...passkeyPuts(passkey),
      entry.put,
    ];
    await withConflictRetry(() => transact(items), { maxTries: COUNTER_CONFLICT_TRIES });
  } catch (error) {
    if (!isTransactionConditionFailed(error)) throw error;
    const failed = failedConditionIndexes(error);
    if (failed.includes(0)) throw passkeyRefused('challenge_unknown');
    if (failed.includes(1)) throw refuseSession('member_removed');
    if (failed.includes(2 + PASSKEY_PUT_FAILS.cap)) throw limitExceeded('passkeys');
    throw passkeyRefused('credential_exists');
  }
  entry.logLine();
  return { passkey: toPasskeyView(passkey) };
}
