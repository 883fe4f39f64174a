/**
 * Custody keys in AWS KMS for EVM networks: one non-exportable secp256k1 key per custody wallet
 * (`ECC_SECG_P256K1`, `SIGN_VERIFY`), its address derived from the public key KMS returns, and
 * EIP-1559 transactions signed by KMS `Sign` over their keccak hash (`MessageType: DIGEST`: KMS
 * must not hash again, Ethereum signs keccak-256, not SHA-256). The private key never leaves KMS.
 *
 * Only the functions that sign import this module (it pulls in viem and the KMS client). The
 * client is made once per container, through the service's client plugins, at `KMS_ENDPOINT`
 * when set (the local stack's stand-in, which hands these operations to its moto KMS).
 */
import { CreateKeyCommand, GetPublicKeyCommand, KMSClient, SignCommand } from '@aws-sdk/client-kms';
import { getAddress, hexToBytes, keccak256, recoverTransactionAddress, serializeTransaction, type Address, type Hex, type TransactionSerializableEIP1559 } from 'viem';
import { config } from '#shared/config.ts';
import { withClientPlugins } from '#shared/aws/client-plugins.ts';
import { sdkRequestHandler } from '#shared/aws/request-handler.ts';
import { toEvmSignature } from '#shared/adapters/custody/evm/signature.ts';
import { decodeTransferTx, sameIntent, type TransferIntent } from '#shared/adapters/custody/evm/transfer-tx.ts';

export class CustodyKeyError extends Error {
  readonly code: 'not-secp256k1' | 'no-key' | 'no-public-key' | 'no-signature' | 'wrong-signer' | 'not-eip1559' | 'not-approved';
  constructor(code: CustodyKeyError['code'], message: string) {
    super(message);
    this.name = 'CustodyKeyError';
    this.code = code;
  }
}

let client: KMSClient | undefined;

function kms(): KMSClient {
  client ??= withClientPlugins(
    new KMSClient({
      region: config.AWS_REGION,
      ...(config.KMS_ENDPOINT ? { endpoint: config.KMS_ENDPOINT } : {}),
      requestHandler: sdkRequestHandler(config.SDK_REQUEST_TIMEOUT_MS),
    }),
  );
  return client;
}

/**
 * The DER prefix of a secp256k1 public key's SubjectPublicKeyInfo, up to the uncompressed point:
 * SEQUENCE { SEQUENCE { OID id-ecPublicKey, OID secp256k1 }, BIT STRING (no unused bits) 0x04 }.
 * Matching it whole checks the curve as well as the layout.
 */
const SECP256K1_SPKI_PREFIX = Uint8Array.from([
  0x30, 0x56, 0x30, 0x10, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01, 0x06, 0x05, 0x2b, 0x81, 0x04, 0x00, 0x0a, 0x03, 0x42, 0x00, 0x04,
]);

/** The EVM address of a secp256k1 SubjectPublicKeyInfo: the last 20 bytes of keccak-256 of the point's X and Y. */
export function addressOfPublicKey(spki: Uint8Array): Address {
  const prefixMatches = spki.length === SECP256K1_SPKI_PREFIX.length + 64 && SECP256K1_SPKI_PREFIX.every((b, i) => spki[i] === b);
  if (!prefixMatches) throw new CustodyKeyError('not-secp256k1', 'The public key is not an uncompressed secp256k1 SubjectPublicKeyInfo.');
  const xy = spki.subarray(SECP256K1_SPKI_PREFIX.length);
  return getAddress(`0x${keccak256(xy).slice(-40)}`);
}

/** The address of an existing custody key. */
export async function addressOfKey(keyArn: string): Promise<Address> {
  const out = await kms().send(new GetPublicKeyCommand({ KeyId: keyArn }));
  if (!out.PublicKey) throw new CustodyKeyError('no-public-key', 'KMS returned no public key.');
  return addressOfPublicKey(out.PublicKey);
}

/** A new custody key for one wallet, tagged with whose it is, and its address. */
export async function createCustodyKey(owner: { workspaceId: string; environment: string; walletId: string }): Promise<{ keyArn: string; address: Address }> {
  const out = await kms().send(
    new CreateKeyCommand({
      KeySpec: 'ECC_SECG_P256K1',
      KeyUsage: 'SIGN_VERIFY',
      Description: `Custody wallet ${owner.walletId} of workspace ${owner.workspaceId} (${owner.environment})`,
      Tags: [
        { TagKey: 'purpose', TagValue: 'custody-wallet' },
        { TagKey: 'workspace', TagValue: owner.workspaceId },
        { TagKey: 'environment', TagValue: owner.environment },
        { TagKey: 'wallet', TagValue: owner.walletId },
      ],
    }),
  );
  const keyArn = out.KeyMetadata?.Arn;
  if (!keyArn) throw new CustodyKeyError('no-key', 'KMS created no key.');
  return { keyArn, address: await addressOfKey(keyArn) };
}

/** The digest KMS is asked to sign for `tx` (the keccak-256 of its unsigned serialization). */
export const signingDigest = (tx: TransactionSerializableEIP1559): Hex => keccak256(serializeTransaction(tx));

/**
 * Signs `tx` with the custody key `keyArn`, whose address is `address`: the raw signed
 * transaction to broadcast and its hash. Throws unless the signed transaction recovers to
 * `address`, so a wrong key or a wrong address on file never yields a transaction to broadcast.
 * The caller has already compared the transaction's decoded intent with the released transfer.
 */
export async function signTransaction(keyArn: string, address: Address, tx: TransactionSerializableEIP1559): Promise<{ raw: Hex; hash: Hex }> {
  if (tx.type !== 'eip1559' || typeof tx.chainId !== 'number') throw new CustodyKeyError('not-eip1559', 'Only EIP-1559 transactions with a chain id are signed.');
  const digest = signingDigest(tx);
  const out = await kms().send(
    new SignCommand({ KeyId: keyArn, Message: hexToBytes(digest), MessageType: 'DIGEST', SigningAlgorithm: 'ECDSA_SHA_256' }),
  );
  if (!out.Signature) throw new CustodyKeyError('no-signature', 'KMS returned no signature.');
  const signature = await toEvmSignature(out.Signature, digest, address);
  const raw = serializeTransaction(tx, signature);
  const signer = await recoverTransactionAddress({ serializedTransaction: raw as `0x02${string}` });
  if (signer.toLowerCase() !== address.toLowerCase()) throw new CustodyKeyError('wrong-signer', `The signed transaction recovers ${signer}, not ${address}.`);
  return { raw, hash: keccak256(raw) };
}

/**
 * `signTransaction`, only when what `tx` decodes to (from the exact bytes KMS would sign) is the
 * approved transfer: the one entry point a signing function needs, so the comparison cannot be
 * forgotten. Throws `TransferTxError` for a transaction that is not a plain transfer, and
 * `not-approved` for one that moves something else; KMS is not called in either case.
 */
export async function signApprovedTransfer(
  keyArn: string,
  address: Address,
  tx: TransactionSerializableEIP1559,
  approved: TransferIntent,
): Promise<{ raw: Hex; hash: Hex }> {
  if (tx.type !== 'eip1559') throw new CustodyKeyError('not-eip1559', 'Only EIP-1559 transactions with a chain id are signed.');
  const decoded = decodeTransferTx(serializeTransaction(tx));
  if (!sameIntent(decoded, approved)) throw new CustodyKeyError('not-approved', 'The transaction does not carry the approved transfer.');
  return signTransaction(keyArn, address, tx);
}
