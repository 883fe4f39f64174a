/**
 * The live deposit watcher (docs/live-custody.md, Deposits): each pass reads every live chain from
 * its cursor up to the newest block with the chain's confirmations, finds native transfers and
 * ERC-20 `Transfer` logs to custody addresses, and credits each once, keyed by chain, transaction
 * hash and the transfer's position in its transaction (0 for the native value, 1 + the log's
 * position for a token), which stays the same if the transaction is mined again elsewhere. A
 * credit is the sandbox's deposit (`inboundDepositItems`), confirmed at once: the same
 * transaction, balance moves and events. Credits of the last blocks are checked again: one whose
 * block left the chain and whose transaction is not mined elsewhere is marked and logged as an
 * error (an alarm); its credit stays until an operator decides.
 */
import { LiveChainsUnconfigured, liveChains, type Address, type LiveChain } from '#shared/adapters/custody/evm/chains.ts';
import { rpcClient, type ChainClient, type Hex } from '#shared/adapters/custody/evm/rpc.ts';
import { servedNetworks } from '#shared/adapters/custody/evm/served-networks.ts';
import {
  moveWatchCursor,
  creditPut,
  getWatchCursor,
  listCustodyAddresses,
  listRecentCredits,
  markCreditReorgedOut,
  noteCreditBlock,
  type CustodyAddressRecord,
  type CreditRecord,
  type WatchCursor,
} from '#shared/db/chain.ts';
import { failedConditionIndexes, isTransactionConditionFailed } from '#shared/db/errors.ts';
import { withConflictRetry } from '#shared/db/conflict-retry.ts';
import type { AwaitedDeliveryRecord } from '#shared/db/chain-deliveries.ts';
import { awaitedFor, checkAwaitedDeliveries, linkItems } from '#shared/domain/ramp/chain-delivery.ts';
import { transact } from '#shared/db/transact.ts';
import type { TransactionRecord } from '#shared/db/transactions.ts';
import { inboundDepositItems } from '#shared/domain/custody/inbound.ts';
import type { ObservedDeposit } from '#shared/adapters/custody/port.ts';
import { normalizeAddress } from '#shared/model/networks/address.ts';
import { requireNetworkProfile } from '#shared/model/networks/profile.ts';
import { newId } from '#shared/ids.ts';
import { log } from '#shared/log.ts';

/** Blocks one pass reads at most per chain; the next pass goes on from there. */
const BLOCKS_PER_PASS = 500n;
/** Where a chain's first pass starts when the secret names no `start_block`. */
const FIRST_PASS_WINDOW = 1000n;
/** How far behind the final head credited deposits are checked again. */
const RECHECK_BLOCKS = 256n;

export interface WatchReport {
  network: string;
  from: string;
  to: string;
  credited: number;
  reorged_out: number;
  /** Blocks between the newest final block and the last one read: the watcher's lag. */
  lag_blocks: number;
  /** Waiting live on-ramps linked to a deposit credited earlier, and those found still without one after the wait. */
  deliveries_linked: number;
  deliveries_missing: number;
}

/** Whether this container has said that the live-chains secret is not configured yet. */
let saidUnconfigured = false;

/**
 * The live chains, or undefined while the live-chains secret still holds its placeholder: live
 * custody switched on before the secret was put is a step of the set-up, not a failure every
 * minute, so the watcher waits and says so once per container.
 */
async function configuredChains(): Promise<Map<string, LiveChain> | undefined> {
  try {
    const chains = await liveChains();
    saidUnconfigured = false;
    return chains;
  } catch (error) {
    if (!(error instanceof LiveChainsUnconfigured)) throw error;
    if (!saidUnconfigured)
      log.warn('live deposit watcher waiting: the live-chains secret is not configured yet', { reason: error.message });
    saidUnconfigured = true;
    return undefined;
  }
}

export async function watchLiveChains(now = new Date()): Promise<WatchReport[]> {
  const served = servedNetworks();
  if (served.length === 0) return [];
  const chains = await configuredChains();
  if (!chains) return [];
  const unreachable = served.filter((n) => !chains.has(n));
  // A served network the secret does not describe can neither receive nor send: an operator must know.
  if (unreachable.length > 0) log.error('live custody serves networks the live-chains secret lacks', { networks: unreachable });
  const reports: WatchReport[] = [];
  for (const network of served) {
    const chain = chains.get(network);
    if (chain) reports.push(await watchChain(chain, now));
  }
  return reports;
}

async function watchChain(chain: LiveChain, now: Date): Promise<WatchReport> {
  const client = rpcClient(chain);
  const head = await client.head();
  const final = head - BigInt(chain.confirmations - 1);
  const cursor = await getWatchCursor(chain.network);
  const from = cursor ? await resumeAt(client, cursor) : (chain.startBlock ?? (final > FIRST_PASS_WINDOW ? final - FIRST_PASS_WINDOW : 0n));
  const to = final < from + BLOCKS_PER_PASS - 1n ? final : from + BLOCKS_PER_PASS - 1n;
  let credited = 0;
  if (to >= from) {
    const owners = new Map((await listCustodyAddresses(chain.network)).map((a) => [a.address.toLowerCase(), a]));
    if (owners.size > 0) {
      for (const deposit of await findDeposits(client, chain, owners, from, to)) {
        if (await credit(deposit, owners.get(deposit.to_address.toLowerCase())!, now)) credited++;
      }
    }
    // Two passes at once read the same blocks; credits are keyed, and only one moves the cursor.
    const last = await client.getBlock(to);
    await moveWatchCursor(chain.network, cursor, { next_block: to + 1n, last_hash: last.hash! });
  }
  const reorged = await recheck(client, chain, final, now);
  const deliveries = await checkAwaitedDeliveries(chain.network, chain.deliveryWaitSeconds, now);
  const report = {
    network: chain.network,
    from: from.toString(),
    to: to.toString(),
    credited,
    reorged_out: reorged,
    lag_blocks: Number(final - (to >= from ? to : from - 1n)),
    deliveries_linked: deliveries.linked,
    deliveries_missing: deliveries.missing,
  };
  // A caught-up pass that found nothing is routine (one a minute per chain): debug. Any lag, credit,
  // reorganisation or delivery is info, which is all the WatcherLag alarm needs (its metric reads lag_blocks).
  const routine = report.lag_blocks === 0 && credited === 0 && reorged === 0 && deliveries.linked === 0 && deliveries.missing === 0;
  (routine ? log.debug : log.info)('live deposits watched', { ...report });
  return report;
}

/**
 * The cursor's block, unless the block before it changed since it was read: the chain was
 * reorganised there, and the watcher reads the recheck window again (credits are keyed, so
 * nothing is credited twice; a deposit mined again in the new blocks is found).
 */
async function resumeAt(client: ChainClient, cursor: WatchCursor): Promise<bigint> {
  if (cursor.next_block === 0n) return 0n;
  const before = await client.getBlock(cursor.next_block - 1n).catch(() => null);
  if (before?.hash === cursor.last_hash) return cursor.next_block;
  const back = cursor.next_block > RECHECK_BLOCKS ? cursor.next_block - RECHECK_BLOCKS : 0n;
  log.warn('live chain reorganised below the watcher cursor; reading again', {
    from: back.toString(),
    cursor: cursor.next_block.toString(),
  });
  return back;
}

async function findDeposits(
  client: ChainClient,
  chain: LiveChain,
  owners: Map<string, CustodyAddressRecord>,
  from: bigint,
  to: bigint,
): Promise<ObservedDeposit[]> {
  const profile = requireNetworkProfile(chain.network);
  const found: ObservedDeposit[] = [];
  const checksum = (a: string) => normalizeAddress('evm', a) ?? a;
  for (let number = from; number <= to; number++) {
    const block = await client.getBlockWithTransactions(number);
    for (const tx of block.transactions) {
      if (!tx.to || tx.value === 0n || !owners.has(tx.to.toLowerCase())) continue;
      const receipt = await client.getTransactionReceipt(tx.hash);
      if (receipt.status !== 'success') continue;
      found.push({
        network_code: chain.network,
        asset_symbol: profile.nativeAsset.symbol,
        amount_base_units: tx.value.toString(),
        from_address: checksum(tx.from),
        to_address: checksum(tx.to),
        tx_hash: tx.hash,
        log_index: 0,
        block_number: number.toString(),
        block_hash: block.hash!,
      });
    }
  }
  const bySymbol = new Map(Object.entries(chain.tokens).map(([symbol, contract]) => [contract.toLowerCase(), symbol]));
  if (bySymbol.size === 0) return found;
  const logs = await client.transferLogs([...bySymbol.keys()] as Address[], from, to);
  for (const entry of logs) {
    const recipient = entry.args.to;
    if (!recipient || !owners.has(recipient.toLowerCase()) || !entry.args.value) continue;
    const receipt = await client.getTransactionReceipt(entry.transactionHash!);
    const position = receipt.logs.findIndex((l) => l.logIndex === entry.logIndex);
    found.push({
      network_code: chain.network,
      asset_symbol: bySymbol.get(entry.address.toLowerCase())!,
      amount_base_units: entry.args.value.toString(),
      from_address: checksum(entry.args.from!),
      to_address: checksum(recipient),
      tx_hash: entry.transactionHash!,
      log_index: 1 + position,
      block_number: entry.blockNumber!.toString(),
      block_hash: entry.blockHash!,
    });
  }
  return found;
}

/**
 * Credits a deposit once: false when it was credited already. A live on-ramp waiting for this
 * deposit is linked in the same transaction (`chain-delivery.ts`); when that link loses to a
 * concurrent one, the deposit is credited anyway and the next pass decides the link again.
 */
async function credit(deposit: ObservedDeposit, owner: CustodyAddressRecord, now: Date): Promise<boolean> {
  const awaited = await awaitedFor(deposit, owner);
  if (awaited) {
    try {
      return await creditOnce(deposit, owner, now, awaited);
    } catch (error) {
      if (!isTransactionConditionFailed(error)) throw error;
    }
  }
  return creditOnce(deposit, owner, now, undefined);
}

type Awaited = AwaitedDeliveryRecord | undefined;

async function creditOnce(deposit: ObservedDeposit, owner: CustodyAddressRecord, now: Date, awaited: Awaited): Promise<boolean> {
  try {
    await creditWrite(deposit, owner, now, awaited);
    return true;
  } catch (error) {
    // The credit item's own condition: this deposit was credited already.
    if (failedConditionIndexes(error).includes(0)) return false;
    throw error;
  }
}

async function creditWrite(deposit: ObservedDeposit, owner: CustodyAddressRecord, now: Date, awaited: Awaited): Promise<void> {
  const tenant = { workspaceId: owner.workspace_id, environment: owner.environment };
  const at = now.toISOString();
  const transaction: TransactionRecord = {
    id: newId(now),
    wallet_id: owner.wallet_id,
    type: 'deposit',
    direction: 'inbound',
    status: 'pending',
    description: `Deposit of ${deposit.asset_symbol}`,
    network_code: deposit.network_code,
    asset_symbol: deposit.asset_symbol,
    amount_base_units: deposit.amount_base_units,
    from_address: deposit.from_address,
    to_address: deposit.to_address,
    tx_hash: deposit.tx_hash,
    tx_error: null,
    created_at: at,
    updated_at: at,
    completed_at: null,
    event_sequence: 1,
    ...(awaited ? { ramp_payment_reference: awaited.reference } : {}),
  };
  const record: CreditRecord = {
    network_code: deposit.network_code,
    tx_hash: deposit.tx_hash,
    log_index: deposit.log_index,
    block_number: deposit.block_number,
    block_hash: deposit.block_hash,
    workspace_id: owner.workspace_id,
    environment: owner.environment,
    wallet_id: owner.wallet_id,
    transaction_id: transaction.id,
    credited_at: at,
  };
  const link = awaited ? linkItems(awaited, { id: transaction.id, tx_hash: deposit.tx_hash }, at) : [];
  // Final already: its confirmation job is due at once. The credit item stays first (`creditOnce`).
  await withConflictRetry(() => transact([creditPut(record), ...inboundDepositItems(tenant, transaction, now, 0), ...link]));
  log.info('live deposit credited', {
    network: deposit.network_code,
    tx_hash: deposit.tx_hash,
    transaction_id: transaction.id,
    ...(awaited ? { ramp_payment_reference: awaited.reference } : {}),
  });
}

async function recheck(client: ChainClient, chain: LiveChain, final: bigint, now: Date): Promise<number> {
  let reorged = 0;
  for (const credit of await listRecentCredits(chain.network, final - RECHECK_BLOCKS)) {
    const block = await client.getBlock(BigInt(credit.block_number)).catch(() => null);
    if (block?.hash === credit.block_hash) continue;
    const again = await client.getTransactionReceipt(credit.tx_hash as Hex).catch(() => null);
    if (again?.status === 'success') {
      // Mined again in another block: the credit stands, on its new block.
      await noteCreditBlock(credit, again.blockNumber.toString(), again.blockHash);
      continue;
    }
    await markCreditReorgedOut(credit, now.toISOString());
    reorged++;
    log.error('credited live deposit reorganised out', {
      network: credit.network_code,
      tx_hash: credit.tx_hash,
      workspace_id: credit.workspace_id,
      wallet_id: credit.wallet_id,
      transaction_id: credit.transaction_id,
    });
  }
  return reorged;
}
