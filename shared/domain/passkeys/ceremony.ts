/**
 * The relying party's side of a WebAuthn ceremony that needs no WebAuthn library (docs/members.md,
 * Passkeys): the relying party from configuration, fresh challenges stored hashed with what they
 * are for, the options a browser's `navigator.credentials` takes (in the JSON shapes of
 * `@simplewebauthn/server`, which the console speaks), and the challenge a response claims to
 * answer. Verifying a response is `verify.ts`'s, apart, so only the functions that verify bundle
 * the library.
 */
import { hash, randomBytes } from 'node:crypto';
import * as config from '#shared/config.ts';
import { findChallenge, putChallenge, type ChallengePurpose, type ChallengeRecord, type PasskeyRecord } from '#shared/db/passkeys.ts';
import { ApiError } from '#shared/model/errors.ts';

/** A challenge can be answered this long after it was handed out. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** What the browser is told to wait for the user (the ceremony's `timeout`). */
const CEREMONY_TIMEOUT_MS = 2 * 60_000;
const RP_NAME = 'Workspace Wallet';
/** ES256, EdDSA and RS256, the algorithms the verifier accepts, most preferred first. */
const ALGORITHMS = [-7, -8, -257] as const;

export interface RelyingParty {
  id: string;
  origins: string[];
}

/** The relying party this deployment is (`WEBAUTHN_RP_ID`, `WEBAUTHN_ORIGINS`). */
export function relyingParty(): RelyingParty {
  return { id: config.WEBAUTHN_RP_ID, origins: config.WEBAUTHN_ORIGINS.split(',') };
}

/** What a challenge is stored under: only its hash, as for tokens. */
export function challengeHash(challenge: string): string {
  return hash('sha256', `webauthn:${challenge}`);
}

/** A fresh random challenge (32 bytes, base64url). */
export function newChallenge(): string {
  return randomBytes(32).toString('base64url');
}

/** Stores a challenge handed out for `purpose`; it works once, for `CHALLENGE_TTL_MS`. */
export async function issueChallenge(
  challenge: string,
  record: Omit<ChallengeRecord, 'expires_at_ms'> & { purpose: ChallengePurpose },
  nowMs: number,
): Promise<void> {
  await putChallenge(challengeHash(challenge), { ...record, expires_at_ms: nowMs + CHALLENGE_TTL_MS });
}

export interface CredentialDescriptor {
  id: string;
  type: 'public-key';
  transports?: string[];
}

/** PublicKeyCredentialCreationOptionsJSON: a discoverable passkey, user verification required, no attestation. */
export function creationOptions(input: {
  challenge: string;
  userHandle: string;
  userName: string;
  displayName: string;
  exclude: CredentialDescriptor[];
}) {
  const rp = relyingParty();
  return {
    rp: { name: RP_NAME, id: rp.id },
    user: { id: input.userHandle, name: input.userName, displayName: input.displayName },
    challenge: input.challenge,
    pubKeyCredParams: ALGORITHMS.map((alg) => ({ alg, type: 'public-key' as const })),
    timeout: CEREMONY_TIMEOUT_MS,
    excludeCredentials: input.exclude,
    authenticatorSelection: { residentKey: 'required' as const, requireResidentKey: true as const, userVerification: 'required' as const },
    attestation: 'none' as const,
    extensions: { credProps: true as const },
    hints: [] as string[],
  };
}

/**
 * The options of a passkey registration for `user`, with its challenge stored and bound to what
 * the registration is for (an invitation, or a member adding a passkey): the user handle of
 * their passkeys (`existing`) kept, those passkeys excluded.
 */
export async function registrationOptions(
  input: {
    workspaceId: string;
    bindsTo: { invitation_id: string } | { member_id: string };
    user: { email: string; display_name: string };
    existing: readonly PasskeyRecord[];
  },
  now: Date,
) {
  const userHandle = input.existing[0]?.user_handle ?? randomBytes(16).toString('base64url');
  const challenge = newChallenge();
  await issueChallenge(
    challenge,
    { purpose: 'registration', workspace_id: input.workspaceId, ...input.bindsTo, user_handle: userHandle },
    now.getTime(),
  );
  return creationOptions({
    challenge,
    userHandle,
    userName: input.user.email,
    displayName: input.user.display_name,
    exclude: input.existing.map((p) => ({ id: p.credential_id, type: 'public-key' as const, transports: p.transports })),
  });
}

/** PublicKeyCredentialRequestOptionsJSON: user verification required; `allow` empty for a discoverable sign-in. */
export function requestOptions(challenge: string, allow: CredentialDescriptor[]) {
  return {
    challenge,
    timeout: CEREMONY_TIMEOUT_MS,
    rpId: relyingParty().id,
    allowCredentials: allow,
    userVerification: 'required' as const,
  };
}

export type PasskeyRefusal =
  | 'challenge_unknown'
  | 'credential_unknown'
  | 'member_removed'
  | 'user_not_verified'
  | 'counter_not_rising'
  | 'credential_exists'
  | 'verification_failed';

const REFUSALS: Record<PasskeyRefusal, string> = {
  challenge_unknown: 'The passkey answered a challenge that is unknown, used or expired: ask for new options.',
  credential_unknown: 'The passkey is not registered in this workspace.',
  member_removed: 'The member of this passkey is no longer in the workspace.',
  user_not_verified: 'The authenticator did not verify the user (user verification is required).',
  counter_not_rising: "The passkey's signature counter did not rise: the authenticator may have been cloned.",
  credential_exists: 'This passkey is registered already.',
  verification_failed: 'The passkey response did not verify.',
};

/** 401 `unauthenticated` for a passkey response refused, with `details.reason`. */
export function passkeyRefused(reason: PasskeyRefusal): ApiError {
  return new ApiError('unauthenticated', REFUSALS[reason], { details: { reason } });
}

/** The challenge a response's client data says it answers; refused when the client data cannot be read. */
export function answeredChallenge(response: { response: { clientDataJSON: string } }): string {
  try {
    const clientData = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    if (typeof clientData.challenge === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(clientData.challenge)) return clientData.challenge;
  } catch {
    // Unreadable client data is refused below like any response that does not verify.
  }
  throw passkeyRefused('verification_failed');
}

/** The stored challenge a response answers, for `purpose` in `workspaceId`, unexpired; refused otherwise. */
export async function challengeFor(
  challenge: string,
  purpose: ChallengePurpose,
  workspaceId: string,
  nowMs: number,
): Promise<ChallengeRecord> {
  const stored = await findChallenge(challengeHash(challenge));
  if (!stored || stored.purpose !== purpose || stored.workspace_id !== workspaceId || stored.expires_at_ms <= nowMs) {
    throw passkeyRefused('challenge_unknown');
  }
  return stored;
}
