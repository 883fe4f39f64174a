/**
 * The EVM transfer transaction custody signs: built from an intent, decoded back from the exact
 * bytes (signed or not), compared with the approved intent, and everything else refused.
 */
import { describe, expect, it } from 'vitest';
import { encodeFunctionData, erc20Abi, serializeTransaction, type Hex, type TransactionSerializable } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  buildTransferTx,
  decodeTransferTx,
  sameIntent,
  TransferTxError,
  type TransferIntent,
  type TransferTxRefusal,
} from '#shared/adapters/custody/evm/transfer-tx.ts';

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const DEST = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
// USDC's contract on Ethereum mainnet.
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const FIELDS = { nonce: 42, gas: 65_000n, maxFeePerGas: 40_000_000_000n, maxPriorityFeePerGas: 2_000_000_000n };
const native: TransferIntent = { chainId: 1, token: null, to: DEST, amount: 1_500_000_000_000_000_000n };
const token: TransferIntent = { chainId: 1, token: USDC, to: DEST, amount: 250_000_000n };

function refusal(serialized: Hex): TransferTxRefusal | 'accepted' {
  try {
    decodeTransferTx(serialized);
    return 'accepted';
  } catch (error) {
    if (error instanceof TransferTxError) return error.code;
    throw error;
  }
}

describe('building and decoding EVM transfer transactions', () => {
  it('builds a native transfer as value to the destination with no calldata', () => {
    const tx = buildTransferTx(native, FIELDS);
    expect(tx).toMatchObject({ type: 'eip1559', chainId: 1, to: DEST, value: native.amount, nonce: 42, gas: 65_000n });
    expect(tx.data).toBeUndefined();
  });

  it('builds a token transfer as a zero-value call of transfer(destination, amount) on the token contract', () => {
    const tx = buildTransferTx(token, FIELDS);
    expect(tx).toMatchObject({ type: 'eip1559', to: USDC, value: 0n });
    // transfer(0x7099..79c8, 250000000), encoded by hand.
    expect(tx.data).toBe(
      '0xa9059cbb00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8000000000000000000000000000000000000000000000000000000000ee6b280',
    );
  });

  it('decodes what it built, unsigned and signed, to the same intent and nonce', async () => {
    for (const intent of [native, token, { ...token, chainId: 8453 }, { ...native, chainId: 137, amount: 0n }]) {
      const tx = buildTransferTx(intent, FIELDS);
      const unsigned = serializeTransaction(tx);
      const signed = await account.signTransaction(tx);
      for (const serialized of [unsigned, signed]) {
        const decoded = decodeTransferTx(serialized);
        expect(decoded).toEqual({ ...intent, nonce: 42 });
        expect(sameIntent(decoded, intent)).toBe(true);
      }
    }
  });

  it('decodes addresses checksummed whatever case they were built with', () => {
    const decoded = decodeTransferTx(
      serializeTransaction(buildTransferTx({ ...token, to: DEST.toLowerCase() as Hex, token: USDC.toLowerCase() as Hex }, FIELDS)),
    );
    expect(decoded.to).toBe(DEST);
    expect(decoded.token).toBe(USDC);
  });

  it('keeps a transaction built for another chain on that chain', () => {
    expect(decodeTransferTx(serializeTransaction(buildTransferTx({ ...native, chainId: 11155111 }, FIELDS))).chainId).toBe(11155111);
  });
});

describe('comparing intents', () => {
  it('matches addresses case-insensitively', () => {
    expect(sameIntent(token, { ...token, to: DEST.toLowerCase() as Hex, token: USDC.toUpperCase().replace('0X', '0x') as Hex })).toBe(true);
  });
  it.each<[string, Partial<TransferIntent>]>([
    ['another chain', { chainId: 10 }],
    ['another amount', { amount: token.amount + 1n }],
    ['another destination', { to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' }],
    ['another token', { token: '0xdAC17F958D2ee523a2206206994597C13D831ec7' }],
    ['the native coin', { token: null }],
    ['a destination that is no address', { to: 'not-an-address' as Hex }],
  ])('tells a token transfer from one with %s', (_name, change) => {
    expect(sameIntent(token, { ...token, ...change })).toBe(false);
    expect(sameIntent({ ...token, ...change }, token)).toBe(false);
  });
});

describe('refusing what custody does not sign', () => {
  const base = buildTransferTx(token, FIELDS);
  const calldata = base.data!;
  const cases: Array<[string, () => Hex, TransferTxRefusal]> = [
    [
      'a legacy transaction',
      () => serializeTransaction({ type: 'legacy', chainId: 1, nonce: 1, gasPrice: 1n, gas: 21000n, to: DEST, value: 1n }),
      'not-eip1559',
    ],
    [
      'an EIP-2930 transaction',
      () => serializeTransaction({ type: 'eip2930', chainId: 1, nonce: 1, gasPrice: 1n, gas: 21000n, to: DEST, value: 1n, accessList: [] }),
      'not-eip1559',
    ],
    ['another type byte', () => `0x03${serializeTransaction(base).slice(4)}` as Hex, 'not-eip1559'],
    ['text that is not hex', () => '0x02zz' as Hex, 'malformed'],
    ['a truncated transaction', () => serializeTransaction(base).slice(0, 40) as Hex, 'malformed'],
    ['a transaction with bytes after it', () => `${serializeTransaction(base)}00` as Hex, 'malformed'],
    ['a contract creation', () => serializeTransaction({ ...base, to: undefined } as TransactionSerializable), 'contract-creation'],
    ['an access list', () => serializeTransaction({ ...base, accessList: [{ address: USDC, storageKeys: [] }] }), 'access-list'],
    [
      'an approve call',
      () => serializeTransaction({ ...base, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [DEST, 1n] }) }),
      'unknown-selector',
    ],
    ['a transferFrom call', () => serializeTransaction({ ...base, data: `0x23b872dd${calldata.slice(10)}` as Hex }), 'unknown-selector'],
    ['a bare selector-less call', () => serializeTransaction({ ...base, data: '0x01' }), 'unknown-selector'],
    ['value sent with a token transfer', () => serializeTransaction({ ...base, value: 1n }), 'value-with-data'],
    [
      'calldata beyond the two arguments',
      () => serializeTransaction({ ...base, data: `${calldata}${'00'.repeat(32)}` as Hex }),
      'extra-calldata',
    ],
    ['one extra calldata byte', () => serializeTransaction({ ...base, data: `${calldata}00` as Hex }), 'extra-calldata'],
    ['calldata cut short', () => serializeTransaction({ ...base, data: calldata.slice(0, -2) as Hex }), 'malformed'],
    [
      'bits above the destination address',
      () => serializeTransaction({ ...base, data: `${calldata.slice(0, 10)}ff${calldata.slice(12)}` as Hex }),
      'non-canonical-calldata',
    ],
  ];
  it.each(cases)('refuses %s', (_name, make, code) => {
    expect(refusal(make())).toBe(code);
  });

  it('refuses to build a negative amount', () => {
    expect(() => buildTransferTx({ ...native, amount: -1n }, FIELDS)).toThrow(RangeError);
  });
});
