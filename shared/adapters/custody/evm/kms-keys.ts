/**
 * Custody keys in AWS KMS for EVM networks: one non-exportable secp256k1 key per custody wallet
 * (`ECC_SECG_P256K1`, `SIGN_VERIFY`), tagged for custody, and its address derived from the public
 * key KMS returns. The private key never leaves KMS. Only wallet creation imports this; it needs
 * no EVM library (keccak and the checksum are the catalogue's own), so that function stays small.
 */
import { CreateKeyCommand, GetPublicKeyCommand } from '@aws-sdk/client-kms';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import * as config from '#shared/config.ts';
import { CUSTODY_KEY_TAG, CUSTODY_STAGE_TAG } from '#shared/kms-keys.ts';
import { custodyKeyPolicy } from '#shared/adapters/custody/evm/key-policy.ts';
import { normalizeAddress } from '#shared/model/networks/address.ts';
import { CustodyKeyError, kms, kmsSingleAttempt } from '#shared/adapters/custody/evm/kms-client.ts';

export type Address = `0x${string}`;

/**
 * The DER prefix of a secp256k1 public key's SubjectPublicKeyInfo, up to the uncompressed point:
 * SEQUENCE { SEQUENCE { OID id-ecPublicKey, OID secp256k1 }, BIT STRING (no unused bits) 0x04 }.
 * Matching it whole checks the curve as well as the layout.
 */
const SECP256K1_SPKI_PREFIX = Uint8Array.from([
  0x30, 0x56, 0x30, 0x10, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01, 0x06, 0x05, 0x2b, 0x81, 0x04, 0x00, 0x0a, 0x03, 0x42, 0x00,
  0x04,
]);

/** The EVM address of a secp256k1 SubjectPublicKeyInfo: the last 20 bytes of keccak-256 of the point's X and Y. */
export function addressOfPublicKey(spki: Uint8Array): Address {
  const prefixMatches = spki.length === SECP256K1_SPKI_PREFIX.length + 64 && SECP256K1_SPKI_PREFIX.every((b, i) => spki[i] === b);
  if (!prefixMatches) throw new CustodyKeyError('not-secp256k1', 'The public key is not an uncompressed secp256k1 SubjectPublicKeyInfo.');
  const xy = spki.subarray(SECP256K1_SPKI_PREFIX.length);
  return normalizeAddress('evm', `0x${bytesToHex(keccak_256(xy)).slice(-40)}`) as Address;
}

/** The address of an existing custody key. */
export async function addressOfKey(keyArn: string): Promise<Address> {
  const out = await kms().send(new GetPublicKeyCommand({ KeyId: keyArn }));
  if (!out.PublicKey) throw new CustodyKeyError('no-public-key', 'KMS returned no public key.');
  return addressOfPublicKey(out.PublicKey);
}

/**
 * Makes a wallet's key: one `CreateKey`, sent once (the single-attempt client: a lost answer is the
 * caller's to handle, with the key's record, never the SDK's to resend). The key is tagged with
 * whose it is, so one whose answer was lost can still be found by its `wallet` tag.
 */
export async function createKeyOnce(owner: { workspaceId: string; environment: string; walletId: string }): Promise<string> {
  const out = await kmsSingleAttempt().send(
    new CreateKeyCommand({
      KeySpec: 'ECC_SECG_P256K1',
      KeyUsage: 'SIGN_VERIFY',
      Description: `Custody wallet ${owner.walletId} of workspace ${owner.workspaceId} (${owner.environment})`,
      Policy: custodyKeyPolicy((config.CUSTODY_SIGNER_ROLE_ARNS ?? '').split(',').filter(Boolean)),
      // KMS's lockout check asks whether this function could later replace the policy, which it
      // may not (it must not be able to let itself sign); the policy keeps the account's IAM
      // administrators able to, so the key cannot become unmanageable (docs/live-custody.md).
      BypassPolicyLockoutSafetyCheck: true,
      Tags: [
        { TagKey: CUSTODY_KEY_TAG.key, TagValue: CUSTODY_KEY_TAG.value },
        { TagKey: CUSTODY_STAGE_TAG, TagValue: config.STAGE },
        { TagKey: 'workspace', TagValue: owner.workspaceId },
        { TagKey: 'environment', TagValue: owner.environment },
        { TagKey: 'wallet', TagValue: owner.walletId },
      ],
    }),
  );
  const keyArn = out.KeyMetadata?.Arn;
  if (!keyArn) throw new CustodyKeyError('no-key', 'KMS created no key.');
  return keyArn;
}

/**
 * KMS's answers while a new key, or the tags a policy checks it by, are not visible everywhere yet:
 * KMS is eventually consistent (tags may take minutes), so these are waited out, not failures.
 */
const NOT_VISIBLE_YET = new Set(['NotFoundException', 'AccessDeniedException']);

/**
 * How long the address of a new key is waited for: doubling pauses, and no new try once
 * `totalMs` have passed since the first (the calls' own time included), so that with
 * `CreateKey`'s deadline the request stays within the function's 10 seconds.
 */
export const NEW_KEY_WAIT = { firstPauseMs: 100, maxPauseMs: 1600, totalMs: 4000 } as const;

/**
 * The address of a key just made, asked again with growing pauses while KMS does not show the key
 * yet; past `NEW_KEY_WAIT.totalMs`, `CustodyKeyError` `not-visible-yet`.
 */
export async function addressOfNewKey(
  keyArn: string,
  wait: { firstPauseMs: number; maxPauseMs: number; totalMs: number } = NEW_KEY_WAIT,
): Promise<Address> {
  const started = Date.now();
  for (let pause = wait.firstPauseMs; ; pause = Math.min(pause * 2, wait.maxPauseMs)) {
    try {
      return await addressOfKey(keyArn);
    } catch (error) {
      if (!NOT_VISIBLE_YET.has((error as Error).name)) throw error;
      const waited = Date.now() - started;
      if (waited + pause > wait.totalMs) {
        throw new CustodyKeyError('not-visible-yet', `KMS did not show the new key after ${waited} ms (${(error as Error).name}).`);
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** A new custody key for one wallet, tagged with whose it is, and its address. */
export async function createCustodyKey(owner: {
  workspaceId: string;
  environment: string;
  walletId: string;
}): Promise<{ keyArn: string; address: Address }> {
  const keyArn = await createKeyOnce(owner);
  return { keyArn, address: await addressOfNewKey(keyArn) };
}
