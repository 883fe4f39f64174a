/**
 * An approval signed with a passkey over its intent (docs/approvals.md). The assertion's client
 * data names the digest it signed; the server finds the intent it handed out under that digest
 * (single-use, unexpired, for this approver and this transfer or change), builds the intent again
 * from the stored record and requires the same digest, then verifies the assertion with the
 * approver's own passkey. What it returns is stored with the approval; the items it returns use
 * the nonce up and record the passkey's counter in the approval's own transaction, conditional on
 * both as read. Every refusal is 403 `passkey_required` with `details.reason`, and nothing changes.
 */
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { challengeUse, findChallenge, findPasskeyByCredential, passkeyUse } from '#shared/db/passkeys.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { answeredChallenge, challengeHash } from '#shared/domain/passkeys/ceremony.ts';
import { verifyAssertion } from '#shared/domain/passkeys/verify.ts';
import { intentDigest, type ApprovalIntent, type ApprovalTarget, type IntentStamp } from '#shared/domain/approvals/intent.ts';
import { ApiError } from '#shared/model/errors.ts';
import type { UserReference } from '#shared/model/auth.ts';
import type { SignedApprovalRecord } from '#shared/model/approvals/signed-approval.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';

export type ApprovalRefusal =
  | 'assertion_missing'
  | 'intent_unknown'
  | 'intent_expired'
  | 'intent_mismatch'
  | 'intent_changed'
  | 'credential_unknown'
  | 'user_not_verified'
  | 'counter_not_rising'
  | 'verification_failed';

const MESSAGES: Record<ApprovalRefusal, string> = {
  assertion_missing:
    "This environment requires every approval to be signed with a passkey: ask for the approval intent and send the passkey's assertion over it.",
  intent_unknown: 'The assertion signed no approval intent that is still open (unknown, or used already): ask for a new intent.',
  intent_expired: 'The approval intent has expired: ask for a new one.',
  intent_mismatch: 'The assertion signed the approval intent of another approver, transfer or setting change.',
  intent_changed: 'What the intent showed has changed since it was handed out: ask for a new intent and review it again.',
  credential_unknown: 'The assertion was not made by a passkey of yours in this workspace.',
  user_not_verified: 'The authenticator did not verify the user (user verification is required).',
  counter_not_rising: "The passkey's signature counter did not rise: the authenticator may have been cloned.",
  verification_failed: 'The passkey assertion did not verify.',
};

export function approvalRefused(reason: ApprovalRefusal): ApiError {
  return new ApiError('passkey_required', MESSAGES[reason], { details: { reason } });
}

/** A ceremony refusal (401 of ceremony.ts or verify.ts) as an approval's: the key itself was fine. */
async function asApprovalRefusal<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const reason =
      error instanceof ApiError && error.code === 'unauthenticated' ? (error.details?.reason as string | undefined) : undefined;
    if (reason === 'user_not_verified' || reason === 'counter_not_rising') throw approvalRefused(reason);
    if (reason !== undefined) throw approvalRefused('verification_failed');
    throw error;
  }
}

export interface ApprovalSignature {
  record: SignedApprovalRecord | null;
  /** To write in the approval's transaction: the nonce used up, the passkey's counter. */
  items: TransactItem[];
}

/**
 * Checks the signature an approval carries, or its absence: without an assertion it passes only
 * where passkeys are not required. `rebuild` makes the intent from the record as stored now.
 */
export async function checkApprovalSignature(
  tenant: TenantScope,
  member: UserReference,
  target: ApprovalTarget,
  assertion: AuthenticationResponseJSON | undefined,
  passkeyRequired: boolean,
  rebuild: (stamp: IntentStamp) => ApprovalIntent,
  now: Date,
): Promise<ApprovalSignature> {
  if (!assertion) {
    if (passkeyRequired) throw approvalRefused('assertion_missing');
    return { record: null, items: [] };
  }
  const digest = await asApprovalRefusal(async () => answeredChallenge(assertion));
  const hash = challengeHash(digest);
  const stored = await findChallenge(hash);
  if (stored?.purpose !== 'approval' || stored.workspace_id !== tenant.workspaceId) throw approvalRefused('intent_unknown');
  if (stored.expires_at_ms <= now.getTime()) throw approvalRefused('intent_expired');
  if (
    stored.member_id !== member.id ||
    stored.environment !== tenant.environment ||
    stored.target?.kind !== target.kind ||
    stored.target.id !== target.id
  ) {
    throw approvalRefused('intent_mismatch');
  }
  const intent = rebuild({ approver_member_id: member.id, nonce: stored.nonce!, expires_at: stored.expires_at! });
  if (intentDigest(intent) !== digest) throw approvalRefused('intent_changed');
  const passkey = await findPasskeyByCredential(tenant.workspaceId, assertion.id);
  if (!passkey || passkey.member_id !== member.id) throw approvalRefused('credential_unknown');
  const counter = await asApprovalRefusal(() => verifyAssertion(assertion, digest, passkey));
  const { response } = assertion;
  return {
    record: {
      intent: intent as unknown as Record<string, unknown>,
      intent_digest: digest,
      passkey_id: passkey.id,
      credential_id: passkey.credential_id,
      public_key: passkey.public_key,
      assertion: {
        client_data_json: response.clientDataJSON,
        authenticator_data: response.authenticatorData,
        signature: response.signature,
        user_handle: response.userHandle ?? null,
      },
    },
    items: [challengeUse(hash, now.getTime()), passkeyUse(passkey, counter, now.toISOString())],
  };
}
