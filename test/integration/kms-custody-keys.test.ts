/**
 * Custody's secp256k1 keys against the running local stack's KMS endpoint (the stand-in, which
 * forwards these operations to moto with the DIGEST shim): a key is made and tagged, its address
 * comes from its public key, and EIP-1559 transactions signed through KMS recover to it.
 * Skipped, with a line saying so, only when the stack runs without moto.
 */
import {
  DescribeKeyCommand,
  GenerateDataKeyCommand,
  KMSClient,
  ListResourceTagsCommand,
  SignCommand,
  VerifyCommand,
} from '@aws-sdk/client-kms';
import { writeSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { hexToBigInt, hexToBytes, keccak256, recoverAddress, recoverTransactionAddress, toHex } from 'viem';
import { SECP256K1_N, toEvmSignature } from '#shared/adapters/custody/evm/signature.ts';
import { addClientPlugin } from '#shared/aws/client-plugins.ts';
import { addressOfKey, createCustodyKey } from '#shared/adapters/custody/evm/kms-keys.ts';
import { signApprovedTransfer, signingDigest, signTransaction } from '#shared/adapters/custody/evm/sign.ts';
import { startAwsStandIns } from '#infra/local/functions/aws-standins.ts';
import { startMotoKms } from '#infra/local/kms/moto.ts';
import { buildTransferTx, decodeTransferTx, sameIntent, type TransferIntent } from '#shared/adapters/custody/evm/transfer-tx.ts';

const stack = inject('stack');

// Counts the custody module's KMS Sign calls per key (its client is made on first use, after this).
const signs = new Map<string, number>();
addClientPlugin({
  applyToStack(middleware) {
    middleware.add(
      (next, context) => (args) => {
        const keyId = (args.input as { KeyId?: string }).KeyId;
        if (context.clientName === 'KMSClient' && context.commandName === 'SignCommand' && keyId)
          signs.set(keyId, (signs.get(keyId) ?? 0) + 1);
        return next(args);
      },
      { step: 'initialize', name: 'countCustodySigns' },
    );
  },
});
const signCalls = (keyArn: string) => signs.get(keyArn) ?? 0;
const kms = new KMSClient({
  region: stack.region,
  endpoint: stack.awsStandInEndpoint,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});

/** True when the stand-in hands custody's operations to moto (a missing key is then moto's NotFoundException). */
async function motoRuns(): Promise<boolean> {
  try {
    await kms.send(new DescribeKeyCommand({ KeyId: 'arn:aws:kms:us-east-1:000000000000:key/00000000-0000-0000-0000-000000000000' }));
    return true;
  } catch (error) {
    return (error as Error).name !== 'UnsupportedOperationException';
  }
}

const available = await motoRuns();
// Straight to the file descriptor: the run's log capture would hold a line written to process.stderr
// until a test fails, and a skip is not a failure but should still be seen.
if (!available)
  writeSync(2, "kms-custody-keys: skipped, the local stack runs without moto's KMS (its start-up line says what to install)\n");

const DEST = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDC_BASE = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const FIELDS = { nonce: 0, gas: 90_000n, maxFeePerGas: 2_000_000_000n, maxPriorityFeePerGas: 100_000_000n };
/** The `s` of a DER signature as KMS returned it, before any normalisation. */
function derS(der: Uint8Array): bigint {
  const sAt = 4 + der[3]!;
  return hexToBigInt(toHex(der.subarray(sAt + 2, sAt + 2 + der[sAt + 1]!)));
}

const owner = () => ({ workspaceId: 'ws_custody_keys', environment: 'live', walletId: `wal_${crypto.randomUUID().slice(0, 8)}` });

describe.skipIf(!available)('KMS custody keys (moto behind the local KMS endpoint)', () => {
  it('creates a non-exportable secp256k1 signing key tagged with its stage and wallet, whose address comes from its public key', async () => {
    const who = owner();
    const { keyArn, address } = await createCustodyKey(who);
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(await addressOfKey(keyArn)).toBe(address);
    const { KeyMetadata } = await kms.send(new DescribeKeyCommand({ KeyId: keyArn }));
    expect(KeyMetadata).toMatchObject({ KeySpec: 'ECC_SECG_P256K1', KeyUsage: 'SIGN_VERIFY', Arn: keyArn });
    const { Tags } = await kms.send(new ListResourceTagsCommand({ KeyId: keyArn }));
    expect(Object.fromEntries((Tags ?? []).map((t) => [t.TagKey, t.TagValue]))).toEqual({
      purpose: 'custody-wallet',
      stage: 'local',
      workspace: who.workspaceId,
      environment: 'live',
      wallet: who.walletId,
    });
  });

  it('signs native and token transfers that recover to the key address and decode to the approved intent, on each chain id', async () => {
    const { keyArn, address } = await createCustodyKey(owner());
    const intents: TransferIntent[] = [
      { chainId: 1, token: null, to: DEST, amount: 10n ** 16n },
      { chainId: 8453, token: USDC_BASE, to: DEST, amount: 1_000_000n },
      { chainId: 11155111, token: null, to: DEST, amount: 1n },
    ];
    // Several signatures per key: KMS returns high-s about half the time, and either recovery bit.
    for (const [i, intent] of intents.entries()) {
      for (const nonce of [i, i + 10]) {
        const { raw, hash } = await signTransaction(keyArn, address, buildTransferTx(intent, { ...FIELDS, nonce }));
        expect(hash).toBe(keccak256(raw));
        expect(await recoverTransactionAddress({ serializedTransaction: raw as `0x02${string}` })).toBe(address);
        const decoded = decodeTransferTx(raw);
        expect(decoded).toEqual({ ...intent, nonce });
        expect(sameIntent(decoded, intent)).toBe(true);
      }
    }
  });

  it('signs the digest as given: KMS verifies the signature as a DIGEST and not as a RAW message', async () => {
    const { keyArn } = await createCustodyKey(owner());
    const digest = hexToBytes(signingDigest(buildTransferTx({ chainId: 1, token: null, to: DEST, amount: 5n }, FIELDS)));
    const { Signature } = await kms.send(
      new SignCommand({ KeyId: keyArn, Message: digest, MessageType: 'DIGEST', SigningAlgorithm: 'ECDSA_SHA_256' }),
    );
    const verify = (MessageType: 'DIGEST' | 'RAW') =>
      kms
        .send(new VerifyCommand({ KeyId: keyArn, Message: digest, MessageType, Signature, SigningAlgorithm: 'ECDSA_SHA_256' }))
        .then((o) => o.SignatureValid);
    expect(await verify('DIGEST')).toBe(true);
    expect(await verify('RAW')).toBe(false);
  });

  it('turns the high-s signatures KMS returns into low-s ones with the right recovery bit', async () => {
    const { keyArn, address } = await createCustodyKey(owner());
    const digest = signingDigest(buildTransferTx({ chainId: 1, token: null, to: DEST, amount: 7n }, FIELDS));
    const seen = new Set<string>();
    // ECDSA's nonce is random: each signature is high-s half the time and has either parity, so
    // 24 of them show every case but in about 1 run in 2^21.
    for (let i = 0; i < 24; i++) {
      const { Signature } = await kms.send(
        new SignCommand({ KeyId: keyArn, Message: hexToBytes(digest), MessageType: 'DIGEST', SigningAlgorithm: 'ECDSA_SHA_256' }),
      );
      const evm = await toEvmSignature(Signature!, digest, address);
      expect(hexToBigInt(evm.s) <= SECP256K1_N / 2n).toBe(true);
      expect(await recoverAddress({ hash: digest, signature: evm })).toBe(address);
      seen.add(derS(Signature!) > SECP256K1_N / 2n ? 'high-s' : 'low-s').add(`yParity ${evm.yParity}`);
    }
    expect([...seen].sort()).toEqual(['high-s', 'low-s', 'yParity 0', 'yParity 1']);
  });

  it('refuses a DIGEST message that is not 32 bytes, as KMS does', async () => {
    const { keyArn } = await createCustodyKey(owner());
    await expect(
      kms.send(new SignCommand({ KeyId: keyArn, Message: new Uint8Array(31), MessageType: 'DIGEST', SigningAlgorithm: 'ECDSA_SHA_256' })),
    ).rejects.toMatchObject({ name: 'ValidationException' });
  });

  it('returns no transaction when the key does not sign for the address on file', async () => {
    const [a, b] = await Promise.all([createCustodyKey(owner()), createCustodyKey(owner())]);
    const tx = buildTransferTx({ chainId: 1, token: null, to: DEST, amount: 1n }, FIELDS);
    await expect(signTransaction(a.keyArn, b.address, tx)).rejects.toMatchObject({ code: 'not-recoverable' });
  });

  it('signs an approved transfer, and nothing that moves anything else, without asking KMS for the latter', async () => {
    const { keyArn, address } = await createCustodyKey(owner());
    const approved: TransferIntent = { chainId: 8453, token: USDC_BASE, to: DEST, amount: 5_000_000n };
    const { raw } = await signApprovedTransfer(keyArn, address, buildTransferTx(approved, FIELDS), {
      ...approved,
      to: DEST.toLowerCase() as `0x${string}`,
    });
    expect(decodeTransferTx(raw)).toMatchObject(approved);
    const signs = signCalls(keyArn);
    const others: Partial<TransferIntent>[] = [{ amount: approved.amount + 1n }, { chainId: 1 }, { token: null }, { to: USDC_BASE }];
    for (const other of others) {
      await expect(
        signApprovedTransfer(keyArn, address, buildTransferTx({ ...approved, ...other }, FIELDS), approved),
      ).rejects.toMatchObject({ code: 'not-approved' });
    }
    const tampered = { ...buildTransferTx(approved, FIELDS), value: 1n };
    await expect(signApprovedTransfer(keyArn, address, tampered, approved)).rejects.toMatchObject({ code: 'value-with-data' });
    expect(signCalls(keyArn)).toBe(signs);
  });

  it('leaves the stack data keys with the stand-in: a custody key has no data keys', async () => {
    const { keyArn } = await createCustodyKey(owner());
    await expect(kms.send(new GenerateDataKeyCommand({ KeyId: keyArn, KeySpec: 'AES_256' }))).rejects.toMatchObject({
      name: 'NotFoundException',
    });
  });
});

describe('a local stack without moto', () => {
  it('starts without it and says what to install', async () => {
    const moto = await startMotoKms('python3-that-is-not-installed');
    expect(moto).toEqual({
      unavailable: expect.stringMatching(
        /python3-that-is-not-installed was not found: install moto's server in a virtual environment: `python3 -m venv ~\/\.moto && .*MOTO_PYTHON=/,
      ),
    });
  });

  it("answers custody's KMS operations with a clear refusal, and still serves its data keys", async () => {
    const keyArn = 'arn:aws:kms:us-east-1:000000000000:key/local-only';
    const standIns = await startAwsStandIns({ secrets: [], kmsKeys: [{ id: 'k', arn: keyArn }], kmsMasterKey: Buffer.alloc(32, 7) });
    const client = new KMSClient({
      region: 'us-east-1',
      endpoint: standIns.url,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });
    try {
      await expect(client.send(new DescribeKeyCommand({ KeyId: keyArn }))).rejects.toMatchObject({
        name: 'UnsupportedOperationException',
        message: expect.stringContaining("needs moto's KMS"),
      });
      const key = await client.send(new GenerateDataKeyCommand({ KeyId: keyArn, KeySpec: 'AES_256' }));
      expect(key.Plaintext).toHaveLength(32);
    } finally {
      client.destroy();
      await standIns.stop();
    }
  });
});
