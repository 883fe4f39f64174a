/**
 * The DER-to-EVM signature conversion custody applies to what KMS returns: signatures are made
 * here with a known private key (viem's secp256k1 signer, which emits low-s), DER-encoded by the
 * test in both the low-s form and the high-s form KMS may return, and converted back.
 */
import { describe, expect, it } from 'vitest';
import { hexToBigInt, keccak256, recoverTransactionAddress, serializeTransaction, toHex, type Hex } from 'viem';
import { sign } from 'viem/accounts';
import { parseDerSignature, recoveryBit, SECP256K1_N, SignatureError, toEvmSignature } from '#shared/adapters/custody/evm/signature.ts';
import { buildTransferTx } from '#shared/adapters/custody/evm/transfer-tx.ts';

// The first account of the well-known development mnemonic ("test test ... junk").
const PRIVATE_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** Minimal big-endian bytes of a positive integer, with the 0x00 DER needs when the top bit is set. */
function derInteger(value: bigint): number[] {
  const bytes: number[] = [];
  for (let v = value; v > 0n; v >>= 8n) bytes.unshift(Number(v & 0xffn));
  if (bytes.length === 0 || bytes[0]! & 0x80) bytes.unshift(0);
  return [0x02, bytes.length, ...bytes];
}

function der(r: bigint, s: bigint): Uint8Array {
  const body = [...derInteger(r), ...derInteger(s)];
  return Uint8Array.from([0x30, body.length, ...body]);
}

async function signed(hash: Hex) {
  const sig = await sign({ hash, privateKey: PRIVATE_KEY });
  return { r: hexToBigInt(sig.r), s: hexToBigInt(sig.s), yParity: sig.yParity as 0 | 1 };
}

const hashOf = (i: number) => keccak256(toHex(`custody signature vector ${i}`));

describe('DER signature to EVM signature', () => {
  it('keeps a low-s signature as it is and finds the recovery bit of the known address', async () => {
    for (let i = 0; i < 8; i++) {
      const hash = hashOf(i);
      const { r, s, yParity } = await signed(hash);
      expect(s <= SECP256K1_N / 2n).toBe(true);
      expect(parseDerSignature(der(r, s))).toEqual({ r, s });
      expect(await recoveryBit(hash, { r, s }, ADDRESS)).toBe(yParity);
    }
  });

  it('turns a high-s signature into its low-s twin with the same recovery bit as the low-s form', async () => {
    for (let i = 0; i < 8; i++) {
      const hash = hashOf(i);
      const { r, s, yParity } = await signed(hash);
      const evm = await toEvmSignature(der(r, SECP256K1_N - s), hash, ADDRESS);
      expect(evm).toEqual({ r: toHex(r, { size: 32 }), s: toHex(s, { size: 32 }), yParity });
    }
  });

  it('pads an r shorter than 32 bytes (a DER INTEGER of 31 bytes or fewer) back to 32', async () => {
    let i = 0;
    let found: { hash: Hex; r: bigint; s: bigint } | undefined;
    while (!found && i < 5000) {
      const hash = hashOf(1000 + i++);
      const sig = await signed(hash);
      if (sig.r < 1n << 248n) found = { hash, ...sig };
    }
    expect(found).toBeDefined();
    const evm = await toEvmSignature(der(found!.r, found!.s), found!.hash, ADDRESS);
    expect(evm.r).toHaveLength(66);
    expect(hexToBigInt(evm.r)).toBe(found!.r);
  });

  it('normalises s at the boundary: n/2 stays, n/2 + 1 becomes n/2', () => {
    const half = SECP256K1_N >> 1n;
    expect(parseDerSignature(der(1n, half)).s).toBe(half);
    expect(parseDerSignature(der(1n, half + 1n)).s).toBe(SECP256K1_N - (half + 1n));
  });

  it('signs an EIP-1559 transaction that viem recovers to the known address, from either s form', async () => {
    const tx = buildTransferTx(
      { chainId: 11155111, token: null, to: OTHER_ADDRESS, amount: 10n ** 15n },
      { nonce: 7, gas: 21000n, maxFeePerGas: 30_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n },
    );
    const hash = keccak256(serializeTransaction(tx));
    const { r, s } = await signed(hash);
    for (const sForm of [s, SECP256K1_N - s]) {
      const sig = await toEvmSignature(der(r, sForm), hash, ADDRESS);
      const raw = serializeTransaction(tx, sig);
      expect(await recoverTransactionAddress({ serializedTransaction: raw as `0x02${string}` })).toBe(ADDRESS);
    }
  });

  it('refuses a signature that recovers neither parity to the expected address', async () => {
    const hash = hashOf(1);
    const { r, s } = await signed(hash);
    await expect(toEvmSignature(der(r, s), hash, OTHER_ADDRESS)).rejects.toMatchObject({ code: 'not-recoverable' });
    await expect(toEvmSignature(der(r, s), hashOf(2), ADDRESS)).rejects.toMatchObject({ code: 'not-recoverable' });
  });

  const good = der(5n, 7n);
  const malformed: Array<[string, Uint8Array, SignatureError['code']]> = [
    ['an empty signature', new Uint8Array(), 'malformed-der'],
    ['a non-SEQUENCE', Uint8Array.from([0x31, ...good.slice(1)]), 'malformed-der'],
    ['a SEQUENCE length that does not match', Uint8Array.from([0x30, good[1]! + 1, ...good.slice(2)]), 'malformed-der'],
    ['trailing bytes after the integers', Uint8Array.from([0x30, good[1]! + 1, ...good.slice(2), 0]), 'malformed-der'],
    ['a negative r', Uint8Array.from([0x30, 6, 0x02, 1, 0x85, 0x02, 1, 7]), 'malformed-der'],
    ['an r with a needless leading zero', Uint8Array.from([0x30, 7, 0x02, 2, 0x00, 0x05, 0x02, 1, 7]), 'malformed-der'],
    ['an INTEGER running past the end', Uint8Array.from([0x30, 6, 0x02, 1, 5, 0x02, 9, 7]), 'malformed-der'],
    ['a BIT STRING in place of s', Uint8Array.from([0x30, 6, 0x02, 1, 5, 0x03, 1, 7]), 'malformed-der'],
    ['r = 0', der(0n, 7n), 'out-of-range'],
    ['s = n', der(5n, SECP256K1_N), 'out-of-range'],
  ];
  it.each(malformed)('refuses %s', (_name, bytes, code) => {
    expect(() => parseDerSignature(bytes)).toThrow(SignatureError);
    try {
      parseDerSignature(bytes);
    } catch (error) {
      expect((error as SignatureError).code).toBe(code);
    }
  });
});
