/**
 * Verifying WebAuthn responses with `@simplewebauthn/server` (docs/members.md, Passkeys): a
 * registration (attestation `none` accepted, user verification required) and an assertion
 * (signature over the stored public key, user verification required, the counter rising). The
 * only module that imports the library, so only the functions that verify bundle it.
 */
import {
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { PasskeyRecord } from '#shared/db/passkeys.ts';
import { passkeyRefused, relyingParty, type PasskeyRefusal } from '#shared/domain/passkeys/ceremony.ts';
import { log } from '#shared/log.ts';

/** Why the library refused, as a stable reason; its message is logged (it names no secret), never returned. */
function refusalOf(error: unknown): PasskeyRefusal {
  const message = error instanceof Error ? error.message : String(error);
  log.info('passkey response refused', { reason: message });
  if (/user could not be verified/i.test(message)) return 'user_not_verified';
  if (/counter value/i.test(message)) return 'counter_not_rising';
  return 'verification_failed';
}

export interface VerifiedRegistration {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

/** Verifies a registration made for `challenge`; refused (401) otherwise. */
export async function verifyRegistration(response: RegistrationResponseJSON, challenge: string): Promise<VerifiedRegistration> {
  const rp = relyingParty();
  let result: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch (error) {
    throw passkeyRefused(refusalOf(error));
  }
  if (!result.verified || !result.registrationInfo) throw passkeyRefused('verification_failed');
  const { credential } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? response.response.transports ?? [],
  };
}

/** Verifies an assertion by `passkey` over `challenge`; returns the new counter, refused (401) otherwise. */
export async function verifyAssertion(response: AuthenticationResponseJSON, challenge: string, passkey: PasskeyRecord): Promise<number> {
  const rp = relyingParty();
  let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
    });
  } catch (error) {
    throw passkeyRefused(refusalOf(error));
  }
  if (!result.verified) throw passkeyRefused('verification_failed');
  return result.authenticationInfo.newCounter;
}
