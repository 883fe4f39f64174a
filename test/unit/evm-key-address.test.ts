/**
 * The EVM address of a KMS public key (a DER SubjectPublicKeyInfo), checked against keys whose
 * address is known, encoded by OpenSSL (node:crypto) as KMS encodes them.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hexToBytes } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { addressOfPublicKey } from '#shared/adapters/custody/evm/kms-keys.ts';
import { CustodyKeyError } from '#shared/adapters/custody/evm/kms-client.ts';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** The SubjectPublicKeyInfo DER of a secp256k1 private key, by OpenSSL. */
function spkiOf(privateKey: `0x${string}`): Uint8Array {
  const point = hexToBytes(privateKeyToAccount(privateKey).publicKey);
  const jwk = {
    kty: 'EC',
    crv: 'secp256k1',
    d: b64url(hexToBytes(privateKey)),
    x: b64url(point.subarray(1, 33)),
    y: b64url(point.subarray(33)),
  };
  return createPublicKey(createPrivateKey({ key: jwk, format: 'jwk' })).export({ type: 'spki', format: 'der' });
}

describe('the address of a custody key', () => {
  // The first three accounts of the well-known development mnemonic ("test test ... junk").
  it.each([
    ['0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    ['0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'],
  ] as const)('derives the checksummed address of %s from its public key', (privateKey, address) => {
    expect(addressOfPublicKey(spkiOf(privateKey))).toBe(address);
  });

  it('refuses a key of another curve, a compressed point and stray bytes', () => {
    const p256 = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey.export({ type: 'spki', format: 'der' });
    const good = spkiOf('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
    // The same key as a compressed point (prefix 0x02 and X only), which KMS does not return.
    const compressedSpki = Uint8Array.from([
      ...hexToBytes('0x3036301006072a8648ce3d020106052b8104000a032200'),
      0x02,
      ...good.subarray(-64, -32),
    ]);
    for (const bad of [p256, compressedSpki, Uint8Array.from([...good, 0]), good.subarray(0, -1)]) {
      expect(() => addressOfPublicKey(bad)).toThrow(CustodyKeyError);
    }
  });
});
