/**
 * Driving the local anvil chain from tests, all over JSON-RPC: funding, minting TestUSDC,
 * mining on demand, reorgs and dropped transactions. Transactions come from anvil's first dev
 * account (or an impersonated one), which anvil signs for, so no key appears in a test.
 */
import { type Address, decodeFunctionResult, encodeFunctionData, type Hash, type Hex, parseAbi } from 'viem';

/** The parts of TestUSDC's interface the tests call (infra/local/chain/TestUSDC.sol). */
export const testUsdcAbi = parseAbi([
  'function decimals() view returns (uint8)',
  'function symbol() view returns (string)',
  'function name() view returns (string)',
  'function balanceOf(address) view returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function mint(address to, uint256 amount)',
  'function blockAccount(address account)',
  'function unblockAccount(address account)',
]);

/** The revert reason of a transfer from or to a blocked account. */
export const BLOCKED_REASON = 'TestUSDC: account blocked';

export interface Receipt {
  transactionHash: Hash;
  blockNumber: Hex;
  blockHash: Hash;
  status: '0x1' | '0x0';
  contractAddress: Address | null;
}

let nextId = 1;

/** One JSON-RPC call; throws with the node's message (and revert data) on an error answer. */
export async function rpc<T = unknown>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as { result?: T; error?: { code: number; message: string; data?: unknown } };
  if (body.error) throw new RpcError(method, body.error.code, body.error.message, body.error.data);
  return body.result as T;
}

export class RpcError extends Error {
  readonly method: string;
  readonly code: number;
  /** The node's message, e.g. `execution reverted: <reason>`. */
  readonly rpcMessage: string;
  readonly data: unknown;
  constructor(method: string, code: number, rpcMessage: string, data: unknown) {
    super(`${method}: ${rpcMessage}`);
    this.method = method;
    this.code = code;
    this.rpcMessage = rpcMessage;
    this.data = data;
  }
}

/** A transaction that was mined but failed (status 0): anvil mines a reverting transaction rather than refusing it. */
export class TransactionReverted extends Error {
  readonly hash: Hash;
  constructor(hash: Hash) {
    super(`Transaction ${hash} was mined and reverted.`);
    this.hash = hash;
  }
}

const hex = (n: bigint | number) => `0x${BigInt(n).toString(16)}`;

/** Sets an address's ETH balance outright (anvil_setBalance): no transaction, no block. */
export async function fundNative(url: string, address: Address, wei: bigint): Promise<void> {
  await rpc(url, 'anvil_setBalance', [address, hex(wei)]);
}

export async function nativeBalance(url: string, address: Address): Promise<bigint> {
  return BigInt(await rpc<Hex>(url, 'eth_getBalance', [address, 'latest']));
}

export async function blockNumber(url: string): Promise<bigint> {
  return BigInt(await rpc<Hex>(url, 'eth_blockNumber'));
}

/** Mines `blocks` blocks now, whatever the automine setting. */
export async function mine(url: string, blocks = 1): Promise<void> {
  await rpc(url, 'anvil_mine', [hex(blocks)]);
}

/** Automine on: every transaction is mined as it arrives. Off: transactions wait in the pool for mine(). */
export async function setAutomine(url: string, on: boolean): Promise<void> {
  await rpc(url, 'evm_setAutomine', [on]);
}

export async function automine(url: string): Promise<boolean> {
  return rpc<boolean>(url, 'anvil_getAutomine');
}

/**
 * Replaces the last `depth` blocks with as many new empty ones (anvil_reorg): the chain keeps its
 * height, the replaced blocks' hashes change, and their transactions are gone (not back in the
 * pool), as if another branch had won.
 */
export async function reorg(url: string, depth: number): Promise<void> {
  await rpc(url, 'anvil_reorg', [depth, []]);
}

/** Removes a pending transaction from anvil's pool: it will never be mined. */
export async function dropTransaction(url: string, hash: Hash): Promise<void> {
  await rpc(url, 'anvil_dropTransaction', [hash]);
}

export async function receipt(url: string, hash: Hash): Promise<Receipt | null> {
  return rpc<Receipt | null>(url, 'eth_getTransactionReceipt', [hash]);
}

export async function balanceOf(url: string, token: Address, address: Address): Promise<bigint> {
  const data = encodeFunctionData({ abi: testUsdcAbi, functionName: 'balanceOf', args: [address] });
  const result = await rpc<Hex>(url, 'eth_call', [{ to: token, data }, 'latest']);
  return decodeFunctionResult({ abi: testUsdcAbi, functionName: 'balanceOf', data: result });
}

/** anvil's first dev account (funded, unlocked). */
export async function devAccount(url: string): Promise<Address> {
  const [first] = await rpc<Address[]>(url, 'eth_accounts');
  if (!first) throw new Error('anvil reported no dev accounts.');
  return first;
}

/**
 * Sends a transaction as `from` (a dev account, or any address: it is impersonated for the call)
 * and, with automine on, waits for its receipt and throws TransactionReverted if it failed. With automine off the
 * transaction stays pending and only its hash comes back.
 */
export async function sendAs(url: string, from: Address, tx: { to: Address; data?: Hex; value?: bigint; priorityFeeWei?: bigint }): Promise<Hash> {
  const dev = (await rpc<Address[]>(url, 'eth_accounts')).some((a) => a.toLowerCase() === from.toLowerCase());
  if (!dev) await rpc(url, 'anvil_impersonateAccount', [from]);
  try {
    const hash = await rpc<Hash>(url, 'eth_sendTransaction', [
      {
        from,
        to: tx.to,
        ...(tx.data ? { data: tx.data } : {}),
        ...(tx.value !== undefined ? { value: hex(tx.value) } : {}),
        // A higher tip puts it first in the next block (anvil orders pending transactions by fee).
        ...(tx.priorityFeeWei !== undefined ? { maxPriorityFeePerGas: hex(tx.priorityFeeWei), maxFeePerGas: hex(tx.priorityFeeWei * 2n) } : {}),
      },
    ]);
    if (!(await automine(url))) return hash;
    const mined = await waitForReceipt(url, hash);
    if (mined.status !== '0x1') throw new TransactionReverted(hash);
    return hash;
  } finally {
    if (!dev) await rpc(url, 'anvil_stopImpersonatingAccount', [from]);
  }
}

/** Mints TestUSDC to `to` in a real transaction from the dev account (amount in 6-decimal units). */
export async function mintUsdc(url: string, token: Address, to: Address, amount: bigint): Promise<Hash> {
  return sendAs(url, await devAccount(url), { to: token, data: encodeFunctionData({ abi: testUsdcAbi, functionName: 'mint', args: [to, amount] }) });
}

/** Transfers TestUSDC out of `from`'s balance (impersonated when not a dev account). */
export async function transferUsdc(url: string, token: Address, from: Address, to: Address, amount: bigint): Promise<Hash> {
  return sendAs(url, from, { to: token, data: encodeFunctionData({ abi: testUsdcAbi, functionName: 'transfer', args: [to, amount] }) });
}

/** Makes every TestUSDC transfer from or to `account` revert with BLOCKED_REASON (or stop doing so). */
export async function setUsdcBlocked(url: string, token: Address, account: Address, blocked: boolean, priorityFeeWei?: bigint): Promise<Hash> {
  const functionName = blocked ? 'blockAccount' : 'unblockAccount';
  const data = encodeFunctionData({ abi: testUsdcAbi, functionName, args: [account] });
  return sendAs(url, await devAccount(url), { to: token, data, ...(priorityFeeWei === undefined ? {} : { priorityFeeWei }) });
}

export async function waitForReceipt(url: string, hash: Hash, timeoutMs = 10_000): Promise<Receipt> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mined = await receipt(url, hash);
    if (mined) return mined;
    if (Date.now() > deadline) throw new Error(`No receipt for ${hash} within ${timeoutMs} ms.`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Mines a block every `seconds` (0 stops interval mining: with automine off too, nothing is mined until mine()). */
export async function setIntervalMining(url: string, seconds: number): Promise<void> {
  await rpc(url, 'evm_setIntervalMining', [seconds]);
}

/** Sends ETH from the dev account in a real transaction, as a deposit arrives. */
export async function sendNative(url: string, to: Address, wei: bigint): Promise<Hash> {
  return sendAs(url, await devAccount(url), { to, value: wei });
}

/** The nonce a mined or pending transaction took. */
export async function transactionNonce(url: string, hash: Hash | string): Promise<number> {
  const tx = await rpc<{ nonce: Hex } | null>(url, 'eth_getTransactionByHash', [hash]);
  if (!tx) throw new Error(`No transaction ${hash}.`);
  return Number(BigInt(tx.nonce));
}
