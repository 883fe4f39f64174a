/**
 * The only EVM transactions custody signs: an EIP-1559 transfer of the native coin, or an ERC-20
 * `transfer(to, amount)`. `buildTransferTx` makes one from a released transfer's intent;
 * `decodeTransferTx` reads the intent back out of the exact bytes about to be signed, so the
 * signer compares what it will sign (`sameIntent`) with what was approved, rather than trusting
 * whoever assembled the transaction. Anything the builder would not have produced is refused
 * with a typed error instead of being decoded loosely: another transaction type, another call,
 * a value sent along with a call, calldata beyond the two arguments, an access list.
 *
 * Pure: no AWS, no I/O.
 */
import {
  encodeFunctionData,
  erc20Abi,
  getAddress,
  hexToBigInt,
  parseTransaction,
  serializeTransaction,
  type Address,
  type Hex,
  type TransactionSerializableEIP1559,
} from 'viem';

export interface TransferIntent {
  chainId: number;
  /** The ERC-20 contract, or null for the network's native coin. */
  token: Address | null;
  /** The destination of the funds (not the contract called, for a token). */
  to: Address;
  /** In the asset's smallest unit. */
  amount: bigint;
}

export interface TransferTxFields {
  nonce: number;
  gas: bigint;
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

export type TransferTxRefusal =
  | 'malformed'
  | 'not-eip1559'
  | 'contract-creation'
  | 'access-list'
  | 'unknown-selector'
  | 'value-with-data'
  | 'extra-calldata'
  | 'non-canonical-calldata';

export class TransferTxError extends Error {
  readonly code: TransferTxRefusal;
  constructor(code: TransferTxRefusal, message: string) {
    super(message);
    this.code = code;
    this.name = 'TransferTxError';
  }
}

/** `transfer(address,uint256)`. */
export const ERC20_TRANSFER_SELECTOR = '0xa9059cbb';
/** Selector and two 32-byte words. */
const TRANSFER_CALLDATA_BYTES = 4 + 32 + 32;

function transferCalldata(to: Address, amount: bigint): Hex {
  return encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] });
}

/** The unsigned EIP-1559 transaction carrying `intent`, with the given nonce and fees. */
export function buildTransferTx(intent: TransferIntent, fields: TransferTxFields): TransactionSerializableEIP1559 {
  if (intent.amount < 0n) throw new RangeError('A transfer amount cannot be negative.');
  const common = {
    type: 'eip1559' as const,
    chainId: intent.chainId,
    nonce: fields.nonce,
    gas: fields.gas,
    maxFeePerGas: fields.maxFeePerGas,
    maxPriorityFeePerGas: fields.maxPriorityFeePerGas,
  };
  if (intent.token === null) return { ...common, to: getAddress(intent.to), value: intent.amount };
  return { ...common, to: getAddress(intent.token), value: 0n, data: transferCalldata(getAddress(intent.to), intent.amount) };
}

/** The unsigned bytes of a transaction `buildTransferTx` made. */
export function serializeTransferTx(tx: TransactionSerializableEIP1559): Hex {
  return serializeTransaction(tx);
}

/** The gas limit of a serialized transaction, signed or not. */
export function gasLimitOf(serialized: Hex): bigint | undefined {
  return parseTransaction(serialized).gas;
}

/**
 * The intent (and nonce) of a serialized EIP-1559 transfer, signed or not. Throws
 * `TransferTxError` for anything `buildTransferTx` would not have produced.
 */
export function decodeTransferTx(serialized: Hex): TransferIntent & { nonce: number } {
  if (!/^0x([0-9a-fA-F]{2})+$/.test(serialized)) throw new TransferTxError('malformed', 'The transaction is not hex bytes.');
  // The type byte first: viem parses legacy and other typed envelopes too, and they must not get that far.
  if (!serialized.toLowerCase().startsWith('0x02'))
    throw new TransferTxError('not-eip1559', 'Only EIP-1559 (type 2) transactions are signed.');
  let tx: ReturnType<typeof parseTransaction>;
  try {
    tx = parseTransaction(serialized);
  } catch (error) {
    throw new TransferTxError(
      'malformed',
      `The transaction does not parse: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
  }
  if (tx.type !== 'eip1559') throw new TransferTxError('not-eip1559', 'Only EIP-1559 (type 2) transactions are signed.');
  if (typeof tx.chainId !== 'number' || tx.chainId <= 0) throw new TransferTxError('malformed', 'The transaction has no chain id.');
  if (!tx.to) throw new TransferTxError('contract-creation', 'The transaction creates a contract.');
  if (tx.accessList && tx.accessList.length > 0) throw new TransferTxError('access-list', 'The transaction carries an access list.');
  const nonce = tx.nonce ?? 0;
  const value = tx.value ?? 0n;
  const data = (tx.data ?? '0x').toLowerCase() as Hex;
  if (data === '0x') return { chainId: tx.chainId, token: null, to: getAddress(tx.to), amount: value, nonce };

  if (!data.startsWith(ERC20_TRANSFER_SELECTOR))
    throw new TransferTxError('unknown-selector', 'The transaction calls something other than an ERC-20 transfer.');
  if (value !== 0n) throw new TransferTxError('value-with-data', 'The transaction sends value along with a token transfer.');
  const bytes = (data.length - 2) / 2;
  if (bytes > TRANSFER_CALLDATA_BYTES)
    throw new TransferTxError('extra-calldata', 'The token transfer carries calldata beyond its two arguments.');
  if (bytes < TRANSFER_CALLDATA_BYTES) throw new TransferTxError('malformed', 'The token transfer calldata is too short.');
  const addressWord = data.slice(10, 74);
  if (!addressWord.startsWith('0'.repeat(24)))
    throw new TransferTxError('non-canonical-calldata', 'The destination word has bits above its 20 bytes.');
  const to = getAddress(`0x${addressWord.slice(24)}`);
  const amount = hexToBigInt(`0x${data.slice(74)}`);
  // Belt and braces: the calldata must be byte for byte what the builder makes for this intent.
  if (transferCalldata(to, amount) !== data)
    throw new TransferTxError('non-canonical-calldata', 'The token transfer calldata is not canonical.');
  return { chainId: tx.chainId, token: getAddress(tx.to), to, amount, nonce };
}

/** Same 20 bytes, whatever the case of the hex; a string that is no address equals nothing. */
function sameAddress(a: string, b: string): boolean {
  const shape = /^0x[0-9a-fA-F]{40}$/;
  return shape.test(a) && shape.test(b) && a.toLowerCase() === b.toLowerCase();
}

/**
 * True when both intents move the same amount of the same asset on the same chain to the same
 * address. Addresses compare case-insensitively: a stored lower-case address and a checksummed
 * decoded one are the same account.
 */
export function sameIntent(a: TransferIntent, b: TransferIntent): boolean {
  if (a.chainId !== b.chainId || a.amount !== b.amount || !sameAddress(a.to, b.to)) return false;
  if (a.token === null || b.token === null) return a.token === b.token;
  return sameAddress(a.token, b.token);
}
