/**
 * The software authenticator of shared/fixtures/authenticator.ts, checked against a relying
 * party that is not ours (`@simplewebauthn/server`): its registrations and assertions verify,
 * with user verification required and the counter rising; an assertion without UV, from another
 * origin, over another challenge or with a stale counter does not. Its CBOR matches RFC 8949's
 * examples (Appendix A).
 */
import { describe, expect, it } from 'vitest';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { assert, encodeCbor, register } from '#shared/fixtures/authenticator.ts';

const RP_ID = 'localhost';
const ORIGIN = 'http://localhost:3000';

describe('CBOR (RFC 8949, Appendix A)', () => {
  it.each([
    [0, '00'],
    [23, '17'],
    [24, '1818'],
    [100, '1864'],
    [1000, '1903e8'],
    [1000000, '1a000f4240'],
    [-1, '20'],
    [-10, '29'],
    [-100, '3863'],
    ['a', '6161'],
    ['IETF', '6449455446'],
    [new Uint8Array([1, 2, 3, 4]), '4401020304'],
    [[1, 2, 3], '83010203'],
    [
      new Map([
        [1, 2],
        [3, 4],
      ]),
      'a201020304',
    ],
  ] as const)('%o encodes as %s', (value, hex) => {
    expect(encodeCbor(value as Parameters<typeof encodeCbor>[0]).toString('hex')).toBe(hex);
  });
});

async function registered(userVerified = true) {
  const options = await generateRegistrationOptions({
    rpName: 'Workspace Wallet',
    rpID: RP_ID,
    userName: 'ada@acme.test',
    authenticatorSelection: { userVerification: 'required', residentKey: 'required' },
    attestationType: 'none',
  });
  const { passkey, response } = register(options, { origin: ORIGIN, userVerified });
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: options.challenge,
    expectedOrigin: ORIGIN,
    expectedRPID: RP_ID,
    requireUserVerification: true,
  });
  return { passkey, verification };
}

describe('software authenticator', () => {
  it('registers a passkey (attestation none, UV) that a WebAuthn relying party accepts', async () => {
    const { passkey, verification } = await registered();
    expect(verification.verified).toBe(true);
    expect(verification.registrationInfo?.credential.id).toBe(passkey.id);
    expect(verification.registrationInfo?.fmt).toBe('none');
    expect(verification.registrationInfo?.userVerified).toBe(true);
  });

  it('refuses a registration without user verification', async () => {
    await expect(registered(false)).rejects.toThrow(/user could not be verified/i);
  });

  it('signs assertions that verify, with a rising counter, and only for their challenge, origin, UV and counter', async () => {
    const { passkey, verification } = await registered();
    const info = verification.registrationInfo!;
    const credential = { id: info.credential.id, publicKey: info.credential.publicKey, counter: info.credential.counter };
    const check = async (response: ReturnType<typeof assert>, challenge: string, counter = credential.counter) =>
      verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: ORIGIN,
        expectedRPID: RP_ID,
        credential: { ...credential, counter },
        requireUserVerification: true,
      });

    const options = await generateAuthenticationOptions({ rpID: RP_ID, userVerification: 'required' });
    const first = await check(assert(passkey, options.challenge, { origin: ORIGIN }), options.challenge);
    expect(first).toMatchObject({ verified: true, authenticationInfo: { newCounter: 1, userVerified: true } });
    const second = await check(assert(passkey, options.challenge, { origin: ORIGIN }), options.challenge, 1);
    expect(second.authenticationInfo.newCounter).toBe(2);

    const other = await generateAuthenticationOptions({ rpID: RP_ID });
    await expect(check(assert(passkey, options.challenge, { origin: ORIGIN }), other.challenge, 2)).rejects.toThrow(/challenge/i);
    await expect(check(assert(passkey, options.challenge, { origin: 'http://evil.test' }), options.challenge, 3)).rejects.toThrow(
      /origin/i,
    );
    await expect(check(assert(passkey, options.challenge, { origin: ORIGIN, userVerified: false }), options.challenge, 4)).rejects.toThrow(
      /verified/i,
    );
    // A counter that did not rise past the stored one: a cloned authenticator.
    await expect(check(assert(passkey, options.challenge, { origin: ORIGIN }), options.challenge, 100)).rejects.toThrow(/counter/i);
  });
});
