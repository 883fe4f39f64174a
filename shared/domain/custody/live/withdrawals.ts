/**
 * Live withdrawals under KMS custody (docs/live-custody.md, Withdrawals), run by the live custody
 * consumer, the only function that may sign with a custody key:
 * - `withdrawal.broadcast`: re-read the transfer; sign only a released one, and only a
 *   transaction whose decoded chain id, token, destination and amount equal the transfer's; take
 *   the address's next nonce with a conditional write in the same transaction that stores the
 *   signed bytes; then send them. A retry finds the stored bytes and sends them again: it never
 *   signs twice or takes a second nonce.
 * - `withdrawal.track`: look for a receipt of any attempt; complete after the chain's
 *   confirmations once the receipt's block is still the chain's block at that height, fail with
 *   the revert reason, send the same bytes again when the chain forgot them or reorganised them
 *   out, and replace a transaction stuck past the chain's wait at the same nonce with higher fees.
 * Transfer moves and events are those of the sandbox (`settleMove`, `commitTransferMove`).
 */
import { liveChain, type Address, type LiveChain } from '#shared/adapters/custody/evm/chains.ts';
import { reasonOf, rpcClient, type ChainClient, type ChainReceipt, type Hex } from '#shared/adapters/custody/evm/rpc.ts';
import { signTransaction } from '#shared/adapters/custody/evm/sign.ts';
import {
  buildTransferTx,
  decodeTransferTx,
  gasLimitOf,
  sameIntent,
  serializeTransferTx,
  type TransferIntent,
} from '#shared/adapters/custody/evm/transfer-tx.ts';
import {
  addAttempt,
  chainTransactionPut,
  getChainTransaction,
  getRecordedNonce,
  nonceClaim,
  noteChainProgress,
  type ChainTransactionRecord,
  type SignedAttempt,
} from '#shared/db/chain.ts';
import { custodyJobPut, newCustodyJob, type CustodyJob } from '#shared/db/custody-jobs.ts';
import { isTransactionConditionFailed } from '#shared/db/errors.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { transact } from '#shared/db/transact.ts';
import { getTransfer, type TransferRecord } from '#shared/db/transfers.ts';
import { getWallet } from '#shared/db/wallets.ts';
import type { CustodyStep } from '#shared/domain/custody/job-consumer.ts';
import { settleMove } from '#shared/domain/custody/settlement.ts';
import { intentOf, isReleased } from '#shared/domain/custody/live/intent.ts';
import { requireNetworkProfile } from '#shared/model/networks/profile.ts';
import { commitTransferMove } from '#shared/domain/transfers/commit.ts';
import { canTransition, transition } from '#shared/model/transfers/state-machine.ts';
import { log } from '#shared/log.ts';

/** Attempts at taking a nonce before the step is left to the queue's retry. */
const NONCE_CLAIMS = 40;
/** Gas limit over the node's estimate: state may change between estimate and inclusion. */
const GAS_MARGIN_PERCENT = 120n;
/** A replacement pays at least this much more than the transaction it replaces (nodes require 10 %). */
const REPLACEMENT_BUMP_PERCENT = 125n;

/** The live custody queue's step (run in the custody job envelope, `job-consumer.ts`). */
export const liveWithdrawalStep: CustodyStep = async (tenant, job, now) => {
  const transfer = await getTransfer(tenant, job.resource_id, true);
  if (!transfer) return 'transfer not found';
  return job.kind === 'withdrawal.broadcast' ? send(tenant, transfer, now) : track(tenant, transfer, now);
};

async function send(tenant: TenantScope, transfer: TransferRecord, now: Date): Promise<string> {
  if (!canTransition(transfer, 'broadcast')) return `nothing to do (custody_status ${transfer.custody_status})`;
  if (!isReleased(transfer)) throw new Error(`Transfer ${transfer.id} is not released; the signer refuses it.`);
  const chain = await liveChain(transfer.network_code);
  if (!chain) return fail(tenant, transfer, `Live custody has no chain for ${transfer.network_code} in its live-chains secret.`, now);
  let record = await getChainTransaction(tenant, transfer.id);
  if (!record) {
    const signed = await signFirst(tenant, transfer, chain);
    if (typeof signed === 'string') return fail(tenant, transfer, signed, now);
    record = signed;
  }
  const attempt = record.attempts.at(-1)!;
  await rpcClient(chain).sendRaw(attempt.raw as Hex);
  const after: TransferRecord = { ...transfer, ...transition(transfer, 'broadcast'), tx_hash: attempt.hash, updated_at: now.toISOString() };
  await commitTransferMove(tenant, { before: transfer, after, events: [], job: trackJob(tenant, transfer, chain, now) }, now);
  log.info('live withdrawal broadcast', { transfer_id: transfer.id, tx_hash: attempt.hash, nonce: record.nonce });
  return 'withdrawal broadcast';
}

/** Signs the first transaction of a withdrawal and stores it with its nonce; or says why it cannot be sent. */
async function signFirst(tenant: TenantScope, transfer: TransferRecord, chain: LiveChain): Promise<ChainTransactionRecord | string> {
  const wallet = await getWallet(tenant, transfer.wallet_id);
  if (!wallet) throw new Error(`Wallet ${transfer.wallet_id} of transfer ${transfer.id} is missing`);
  const client = rpcClient(chain);
  const intent = intentOf(transfer, chain);
  const from = transfer.from_address as Address;
  const call = callOf(intent);
  let gas: bigint;
  try {
    gas = ((await client.estimateGas(from, call)) * GAS_MARGIN_PERCENT) / 100n;
  } catch (error) {
    return `The transaction would revert: ${reasonOf(error)}`;
  }
  const [fees, balance] = await Promise.all([client.estimateFeesPerGas(), client.getBalance(from)]);
  const needed = gas * fees.maxFeePerGas + (intent.token === null ? intent.amount : 0n);
  if (balance < needed) {
    const coin = requireNetworkProfile(transfer.network_code).nativeAsset.symbol;
    return `Not enough ${coin} for gas at ${from}: it holds ${balance} wei and the transaction needs up to ${needed} wei (short by ${needed - balance} wei); send ${coin} to that address and create the transfer again.`;
  }
  for (let claim = 0; claim < NONCE_CLAIMS; claim++) {
    const recorded = await getRecordedNonce(chain.network, from);
    // Only this service signs for a custody address, so its record is the truth once it exists.
    const nonce = recorded ?? (await client.pendingNonce(from));
    const tx = buildTransferTx(intent, { nonce, gas, maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas });
    verify(decodeTransferTx(serializeTransferTx(tx)), intent, nonce);
    const signed = await signTransaction(wallet.custody_wallet_id, from, tx);
    verify(decodeTransferTx(signed.raw), intent, nonce);
    const at = new Date().toISOString();
    const record: ChainTransactionRecord = {
      transfer_id: transfer.id,
      network_code: chain.network,
      from_address: from,
      nonce,
      attempts: [attemptOf(signed, fees, at)],
      block_number: null,
      block_hash: null,
      rebroadcasts: 0,
      created_at: at,
      updated_at: at,
    };
    try {
      await transact([nonceClaim(chain.network, from, recorded, nonce), chainTransactionPut(tenant, record)]);
      return record;
    } catch (error) {
      if (!isTransactionConditionFailed(error)) throw error;
      // A duplicate of this job stored its transaction first; or another withdrawal took the nonce.
      const stored = await getChainTransaction(tenant, transfer.id);
      if (stored) return stored;
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 90));
    }
  }
  throw new Error(`Could not take a nonce for ${from} on ${chain.network}; the queue retries the step.`);
}

/** Refuses a transaction whose content is not exactly the released transfer's. */
function verify(decoded: TransferIntent & { nonce: number }, intent: TransferIntent, nonce: number): void {
  if (!sameIntent(decoded, intent) || decoded.nonce !== nonce) {
    throw new Error('The transaction to sign does not match the released transfer; nothing was signed or sent.');
  }
}

function callOf(intent: TransferIntent) {
  const tx = buildTransferTx(intent, { nonce: 0, gas: 0n, maxFeePerGas: 0n, maxPriorityFeePerGas: 0n });
  return { to: tx.to!, value: tx.value ?? 0n, data: tx.data };
}

function attemptOf(
  signed: { raw: Hex; hash: Hex },
  fees: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint },
  at: string,
): SignedAttempt {
  return {
    hash: signed.hash,
    raw: signed.raw,
    max_fee_per_gas: fees.maxFeePerGas.toString(),
    max_priority_fee_per_gas: fees.maxPriorityFeePerGas.toString(),
    signed_at: at,
  };
}

function trackJob(tenant: TenantScope, transfer: TransferRecord, chain: LiveChain, now: Date): CustodyJob {
  return newCustodyJob(
    tenant,
    { kind: 'withdrawal.track', resource_id: transfer.id, wallet_id: transfer.wallet_id },
    chain.pollSeconds,
    now,
  );
}

/** Looks again later: a new tracking job, so no message lives long on the queue. */
async function later(tenant: TenantScope, transfer: TransferRecord, chain: LiveChain, now: Date, why: string): Promise<string> {
  await transact([custodyJobPut(tenant, trackJob(tenant, transfer, chain, now))]);
  return why;
}

async function fail(tenant: TenantScope, transfer: TransferRecord, reason: string, now: Date): Promise<string> {
  const move = settleMove(transfer, { state: 'failed', reason }, now);
  if (!move) return `nothing to do (custody_status ${transfer.custody_status})`;
  await commitTransferMove(tenant, move, now);
  log.warn('live withdrawal failed', { transfer_id: transfer.id, reason });
  return 'withdrawal failed';
}

async function track(tenant: TenantScope, transfer: TransferRecord, now: Date): Promise<string> {
  if (transfer.custody_status !== 'broadcast') return `nothing to do (custody_status ${transfer.custody_status})`;
  const chain = await liveChain(transfer.network_code);
  const record = await getChainTransaction(tenant, transfer.id);
  if (!chain || !record) throw new Error(`Transfer ${transfer.id}: no live chain or no signed transaction to track`);
  const client = rpcClient(chain);
  const at = now.toISOString();
  for (const attempt of [...record.attempts].reverse()) {
    const receipt = await client.findReceipt(attempt.hash as Hex);
    if (!receipt) continue;
    if (record.block_hash !== receipt.blockHash) {
      await noteChainProgress(tenant, transfer.id, { block_number: receipt.blockNumber.toString(), block_hash: receipt.blockHash }, at);
    }
    const head = await client.head();
    if (head - receipt.blockNumber + 1n < BigInt(chain.confirmations))
      return later(tenant, transfer, chain, now, 'waiting for confirmations');
    // The block at the receipt's height must still be the receipt's block: otherwise it was reorganised out.
    const block = await client.getBlock(receipt.blockNumber);
    if (block.hash !== receipt.blockHash) {
      await resend(tenant, record, attempt, client, at);
      return later(tenant, transfer, chain, now, 'reorganised out; sent again');
    }
    const progress =
      receipt.status === 'success'
        ? ({ state: 'confirmed' } as const)
        : ({ state: 'failed', reason: await revertReason(client, record, receipt) } as const);
    const move = settleMove(transfer, progress, now);
    if (!move) return 'already final';
    await commitTransferMove(tenant, { ...move, after: { ...move.after, tx_hash: attempt.hash } }, now);
    log.info('live withdrawal final', { transfer_id: transfer.id, tx_hash: attempt.hash, state: progress.state });
    return `withdrawal ${progress.state}`;
  }
  const latest = record.attempts.at(-1)!;
  if (!(await client.isKnown(latest.hash as Hex))) {
    await resend(tenant, record, latest, client, at);
    return later(tenant, transfer, chain, now, 'dropped; sent again');
  }
  if (now.getTime() - Date.parse(latest.signed_at) > chain.stuckAfterSeconds * 1000) {
    await replace(tenant, transfer, record, chain, client, now);
    return later(tenant, transfer, chain, now, 'stuck; replaced');
  }
  return later(tenant, transfer, chain, now, 'pending');
}

async function resend(
  tenant: TenantScope,
  record: ChainTransactionRecord,
  attempt: SignedAttempt,
  client: ChainClient,
  at: string,
): Promise<void> {
  await client.sendRaw(attempt.raw as Hex);
  await noteChainProgress(tenant, record.transfer_id, { rebroadcasts: record.rebroadcasts + 1, block_number: null, block_hash: null }, at);
  log.warn('live withdrawal sent again', { transfer_id: record.transfer_id, tx_hash: attempt.hash });
}

/** The same transfer at the same nonce with higher fees: whichever of the two is mined, the transfer is paid once. */
async function replace(
  tenant: TenantScope,
  transfer: TransferRecord,
  record: ChainTransactionRecord,
  chain: LiveChain,
  client: ChainClient,
  now: Date,
): Promise<void> {
  const wallet = await getWallet(tenant, transfer.wallet_id);
  if (!wallet) throw new Error(`Wallet ${transfer.wallet_id} of transfer ${transfer.id} is missing`);
  const previous = record.attempts.at(-1)!;
  const current = await client.estimateFeesPerGas();
  const bump = (before: string, now: bigint) => {
    const raised = (BigInt(before) * REPLACEMENT_BUMP_PERCENT) / 100n;
    return raised > now ? raised : now;
  };
  const fees = {
    maxFeePerGas: bump(previous.max_fee_per_gas, current.maxFeePerGas),
    maxPriorityFeePerGas: bump(previous.max_priority_fee_per_gas, current.maxPriorityFeePerGas),
  };
  const intent = intentOf(transfer, chain);
  const gas = decodeGas(previous.raw);
  const tx = buildTransferTx(intent, { nonce: record.nonce, gas, ...fees });
  verify(decodeTransferTx(serializeTransferTx(tx)), intent, record.nonce);
  const signed = await signTransaction(wallet.custody_wallet_id, transfer.from_address as Address, tx);
  verify(decodeTransferTx(signed.raw), intent, record.nonce);
  // Only one replacement per look: a concurrent look that replaced first wins.
  if (!(await addAttempt(tenant, record, attemptOf(signed, fees, now.toISOString()), now.toISOString()))) return;
  await client.sendRaw(signed.raw);
  log.warn('live withdrawal stuck; replaced at the same nonce', {
    transfer_id: transfer.id,
    nonce: record.nonce,
    replaced: previous.hash,
    tx_hash: signed.hash,
  });
}

function decodeGas(raw: string): bigint {
  const gas = gasLimitOf(raw as Hex);
  if (gas === undefined) throw new Error('A stored transaction has no gas limit');
  return gas;
}

/** Why a mined transaction reverted: the node's answer to the same call at that block, or the block alone. */
async function revertReason(client: ChainClient, record: ChainTransactionRecord, receipt: ChainReceipt): Promise<string> {
  const latest = record.attempts.find((a) => a.hash === receipt.transactionHash) ?? record.attempts.at(-1)!;
  const decoded = decodeTransferTx(latest.raw as Hex);
  try {
    await client.call(record.from_address as Address, callOf(decoded), receipt.blockNumber);
  } catch (error) {
    return `The transaction reverted on chain (block ${receipt.blockNumber}): ${reasonOf(error)}`;
  }
  return `The transaction reverted on chain (block ${receipt.blockNumber}).`;
}
