/**
 * Signing EIP-1559 transactions with a custody key: KMS `Sign` over the transaction's keccak hash
 * (`MessageType: DIGEST`: KMS must not hash again, Ethereum signs keccak-256, not SHA-256), the DER
 * signature turned into low-s `r, s` with the recovery bit of the known address. Only the live
 * custody consumer imports this (it carries viem); it is the only function allowed `kms:Sign`.
 */
import { SignCommand } from '@aws-sdk/client-kms';
import {
  hexToBytes,
  keccak256,
  recoverTransactionAddress,
  serializeTransaction,
  type Address,
  type Hex,
  type TransactionSerializableEIP1559,
} from 'viem';
import { toEvmSignature } from '#shared/adapters/custody/evm/signature.ts';
import { decodeTransferTx, sameIntent, type TransferIntent } from '#shared/adapters/custody/evm/transfer-tx.ts';
import { CustodyKeyError, kms } from '#shared/adapters/custody/evm/kms-client.ts';

/** The digest KMS is asked to sign for `tx` (the keccak-256 of its unsigned serialization). */
export const signingDigest = (tx: TransactionSerializableEIP1559): Hex => keccak256(serializeTransaction(tx));

/**
 * Signs `tx` with the custody key `keyArn`, whose address is `address`: the raw signed
 * transaction to broadcast and its hash. Throws unless the signed transaction recovers to
 * `address`, so a wrong key or a wrong address on file never yields a transaction to broadcast.
 * The caller has already compared the transaction's decoded intent with the released transfer.
 */
export async function signTransaction(
  keyArn: string,
  address: Address,
  tx: TransactionSerializableEIP1559,
): Promise<{ raw: Hex; hash: Hex }> {
  if (tx.type !== 'eip1559' || typeof tx.chainId !== 'number')
    throw new CustodyKeyError('not-eip1559', 'Only EIP-1559 transactions with a chain id are signed.');
  const digest = signingDigest(tx);
  const out = await kms().send(
    new SignCommand({ KeyId: keyArn, Message: hexToBytes(digest), MessageType: 'DIGEST', SigningAlgorithm: 'ECDSA_SHA_256' }),
  );
  if (!out.Signature) throw new CustodyKeyError('no-signature', 'KMS returned no signature.');
  const signature = await toEvmSignature(out.Signature, digest, address);
  const raw = serializeTransaction(tx, signature);
  const signer = await recoverTransactionAddress({ serializedTransaction: raw as `0x02${string}` });
  if (signer.toLowerCase() !== address.toLowerCase())
    throw new CustodyKeyError('wrong-signer', `The signed transaction recovers ${signer}, not ${address}.`);
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
