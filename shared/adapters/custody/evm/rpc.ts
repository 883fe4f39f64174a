/**
 * What live custody asks of an EVM chain over JSON-RPC (viem), behind a client of its own types,
 * so the domain (`shared/domain/custody/live/`) never imports the EVM library. One client per
 * chain and container. Only the live custody consumer and the deposit watcher import this, so
 * only they carry viem.
 */
import { createPublicClient, http, parseAbiItem, type PublicClient } from 'viem';
import type { Address, LiveChain } from '#shared/adapters/custody/evm/chains.ts';

export type Hex = `0x${string}`;

export interface ChainReceipt {
  status: 'success' | 'reverted';
  transactionHash: Hex;
  blockNumber: bigint;
  blockHash: Hex;
  logs: readonly { logIndex: number }[];
}

export interface ChainTransaction {
  hash: Hex;
  from: Address;
  to: Address | null;
  value: bigint;
}

/** An ERC-20 `Transfer` log. */
export interface TransferLog {
  address: Address;
  args: { from?: Address; to?: Address; value?: bigint };
  transactionHash: Hex | null;
  logIndex: number | null;
  blockNumber: bigint | null;
  blockHash: Hex | null;
}

/** A call a transaction would make: its target, value and calldata. */
export interface ChainCall {
  to: Address;
  value: bigint;
  data?: Hex | undefined;
}

export interface ChainClient {
  /** The newest block's number, never cached. */
  head(): Promise<bigint>;
  getBlock(blockNumber: bigint): Promise<{ hash: Hex }>;
  getBlockWithTransactions(blockNumber: bigint): Promise<{ hash: Hex; transactions: readonly ChainTransaction[] }>;
  /** Throws when the node has no receipt for it. */
  getTransactionReceipt(hash: Hex): Promise<ChainReceipt>;
  /** Null while the transaction is not mined (or not known). */
  findReceipt(hash: Hex): Promise<ChainReceipt | null>;
  /** Whether the node knows the transaction, mined or pending. */
  isKnown(hash: Hex): Promise<boolean>;
  transferLogs(tokens: readonly Address[], fromBlock: bigint, toBlock: bigint): Promise<readonly TransferLog[]>;
  estimateGas(from: Address, call: ChainCall): Promise<bigint>;
  estimateFeesPerGas(): Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }>;
  getBalance(address: Address): Promise<bigint>;
  /** The address's next nonce, its pending transactions included. */
  pendingNonce(address: Address): Promise<number>;
  /** Sends signed bytes; a node that already has them, or has mined their nonce, is not an error. */
  sendRaw(raw: Hex): Promise<void>;
  /** Runs `call` at `blockNumber`; throws with the node's reason when it reverts. */
  call(from: Address, call: ChainCall, blockNumber: bigint): Promise<void>;
}

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

/** The node's reason for an error, as plain text. */
export function reasonOf(error: unknown): string {
  if (error && typeof error === 'object') {
    const e = error as { shortMessage?: string; details?: string; message?: string };
    return e.details ?? e.shortMessage ?? e.message ?? 'unknown error';
  }
  return String(error);
}

function chainClient(client: PublicClient): ChainClient {
  return {
    head: () => client.getBlockNumber({ cacheTime: 0 }),
    getBlock: (blockNumber) => client.getBlock({ blockNumber }),
    getBlockWithTransactions: (blockNumber) => client.getBlock({ blockNumber, includeTransactions: true }),
    getTransactionReceipt: (hash) => client.getTransactionReceipt({ hash }),
    findReceipt: async (hash) => {
      try {
        return await client.getTransactionReceipt({ hash });
      } catch (error) {
        if ((error as { name?: string }).name === 'TransactionReceiptNotFoundError') return null;
        throw error;
      }
    },
    isKnown: async (hash) => {
      try {
        await client.getTransaction({ hash });
        return true;
      } catch (error) {
        if ((error as { name?: string }).name === 'TransactionNotFoundError') return false;
        throw error;
      }
    },
    transferLogs: (tokens, fromBlock, toBlock) => client.getLogs({ address: [...tokens], event: TRANSFER, fromBlock, toBlock }),
    estimateGas: (from, call) => client.estimateGas({ account: from, ...call }),
    estimateFeesPerGas: () => client.estimateFeesPerGas(),
    getBalance: (address) => client.getBalance({ address }),
    pendingNonce: (address) => client.getTransactionCount({ address, blockTag: 'pending' }),
    sendRaw: async (raw) => {
      try {
        await client.sendRawTransaction({ serializedTransaction: raw });
      } catch (error) {
        const text = reasonOf(error).toLowerCase();
        if (text.includes('already known') || text.includes('nonce too low') || text.includes('already imported')) return;
        throw error;
      }
    },
    call: async (from, call, blockNumber) => {
      await client.call({ account: from, ...call, blockNumber });
    },
  };
}

const clients = new Map<string, ChainClient>();

export function rpcClient(chain: LiveChain): ChainClient {
  let client = clients.get(chain.rpcUrl);
  if (!client) {
    // No batching or caching: every read must see the chain as it is now.
    client = chainClient(
      createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 2, timeout: 10_000 }), cacheTime: 0 }) as PublicClient,
    );
    clients.set(chain.rpcUrl, client);
  }
  return client;
}
