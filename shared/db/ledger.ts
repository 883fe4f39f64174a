/**
 * The balance ledger. A wallet's balance for one network and asset is SHARD_COUNTS.BALANCE
 * sub-balances, sub k at `pk = WS#<ws>#<env>#BALANCE#<k>`, `sk = BALANCE#<walletId>#<network>#<symbol>`,
 * each with DynamoDB numbers (exact to 38 digits):
 * - `total`: settled funds held by custody;
 * - `reserved`: amounts of transfers in flight (requested, approved or released);
 * - `available` = total − reserved, kept alongside because a condition cannot do arithmetic:
 *   a reservation is `ADD available -amount` under `available >= amount`, so it never overdraws;
 * - `pending_inbound`: deposits seen but not confirmed yet.
 * The wallet's balance is the sum of its subs. One item takes about 500 transactional writes a
 * second; spread over the subs, a hot wallet's transfers and deposits write different items.
 * Every writer names the sub it writes: a deposit the sub of its transaction id, a transfer the
 * sub it reserved on (`balance_shard` on the transfer; sub 0 for one written before the subs).
 * Every change is a transaction item here, written with the state change that causes it.
 */
import { TABLE_NAME } from '#shared/db/client.ts';
import { batchGetItems } from '#shared/db/batch-get.ts';
import { queryAll } from '#shared/db/query-all.ts';
import * as keys from '#shared/db/keys.ts';
import { SHARD_COUNTS, shardOf, shardPartition, shardPartitions } from '#shared/db/shards.ts';
import { transactGetItems } from '#shared/db/transact-get.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { updateItem } from '#shared/db/update-item.ts';
import { toBaseUnits } from '#shared/model/money/units.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';

export interface BalanceRef {
  walletId: string;
  network: string;
  symbol: string;
}

export interface BalanceRecord {
  wallet_id: string;
  network_code: string;
  asset_symbol: string;
  total: bigint;
  available: bigint;
  reserved: bigint;
  pending_inbound: bigint;
}

/** The sub a new deposit lands on: a function of its transaction's id, recorded on it as `balance_shard`. */
export const depositShard = (transactionId: string) => shardOf('BALANCE', transactionId);

/**
 * The sub a deposit's confirmation settles: the one its pending amount went to. A deposit seen
 * before the sub-balances has none recorded; its pending amount is on sub 0, where the layout's
 * migration put the ledger item.
 */
export const pendingDepositShard = (transaction: { balance_shard?: number }) => transaction.balance_shard ?? 0;

/** The sub a transfer reserved on; one written before the subs reserved on the single item, now sub 0. */
export const transferShard = (transfer: { balance_shard?: number }) => transfer.balance_shard ?? 0;

/** The key of sub-balance `shard`. */
export const balanceKey = (tenant: TenantScope, ref: BalanceRef, shard: number) => ({
  pk: shardPartition(tenant, 'BALANCE', shard),
  sk: keys.balance(ref.walletId, ref.network, ref.symbol),
});

/** The keys of every sub-balance, sub 0 first. */
export const balanceKeys = (tenant: TenantScope, ref: BalanceRef) =>
  Array.from({ length: SHARD_COUNTS.BALANCE }, (_, shard) => balanceKey(tenant, ref, shard));

/** A ledger item (one sub-balance) as read from the table. */
export function balanceFromItem(item: Record<string, unknown>): BalanceRecord {
  return {
    wallet_id: item.wallet_id as string,
    network_code: item.network_code as string,
    asset_symbol: item.asset_symbol as string,
    total: toBaseUnits(item.total as number | bigint),
    available: toBaseUnits(item.available as number | bigint),
    reserved: toBaseUnits(item.reserved as number | bigint),
    pending_inbound: toBaseUnits(item.pending_inbound as number | bigint),
  };
}

/** A wallet's balance as read: each sub's available amount (0 where it has no item) and the sum. */
export interface SubBalances {
  /** Available per sub, sub 0 first. */
  available: bigint[];
  /** The sum of the subs; undefined when none has an item (no deposit yet). */
  sum: BalanceRecord | undefined;
}

/** The subs of one balance from the items read at `balanceKeys` (in that order). */
export function subBalancesFrom(items: readonly (Record<string, unknown> | undefined)[]): SubBalances {
  const records = items.map((item) => (item ? balanceFromItem(item) : undefined));
  const present = records.filter((r) => r !== undefined);
  return {
    available: records.map((r) => r?.available ?? 0n),
    sum: present.length === 0 ? undefined : present.reduce(addBalances),
  };
}

function addBalances(a: BalanceRecord, b: BalanceRecord): BalanceRecord {
  return {
    ...a,
    total: a.total + b.total,
    available: a.available + b.available,
    reserved: a.reserved + b.reserved,
    pending_inbound: a.pending_inbound + b.pending_inbound,
  };
}

/**
 * How a transfer reserves `amount`: on sub `shard`, after `moves` into it (none when it covers
 * the amount on its own). Each move is `ADD available -x, total -x` on its giver under
 * `available >= x`; the taker gets their sum and reserves in one update.
 */
export interface ReservationPlan {
  shard: number;
  moves: { from: number; amount: bigint }[];
}

/**
 * The plan on the subs as read (`available`, per sub): the `preferred` sub if it covers the
 * amount; otherwise the richest other subs give to it, as few as cover the amount, and every sub
 * that takes part is left with an even share of what remains (the first ones get the remainder's
 * units). A wallet funded by one deposit spreads over its subs as it is used, so concurrent
 * transfers reserve on different items; a transfer larger than any one sub gathers from several.
 * Null when the sum does not cover the amount.
 */
export function planReservation(available: readonly bigint[], preferred: number, amount: bigint): ReservationPlan | null {
  if (available[preferred]! >= amount) return { shard: preferred, moves: [] };
  const givers: number[] = [];
  let pooled = available[preferred]!;
  for (const shard of richestFirst(available, preferred)) {
    if (pooled >= amount) break;
    givers.push(shard);
    pooled += available[shard]!;
  }
  if (pooled < amount) return null;
  // What the participants keep, evenly: the last giver added held more than this share (the
  // pool was short of the amount without it), so no giver is asked for more than it holds.
  const participants = [preferred, ...givers];
  const count = BigInt(participants.length);
  const left = pooled - amount;
  const share = (i: number) => left / count + (BigInt(i) < left % count ? 1n : 0n);
  const moves = givers.map((from, i) => ({ from, amount: available[from]! - share(i + 1) })).filter((move) => move.amount > 0n);
  return { shard: preferred, moves };
}

/** The subs other than `preferred` that hold funds, richest first (ties by sub number). */
function richestFirst(available: readonly bigint[], preferred: number): number[] {
  return available
    .map((_, shard) => shard)
    .filter((shard) => shard !== preferred && available[shard]! > 0n)
    .sort((a, b) => (available[a] === available[b] ? a - b : available[a]! > available[b]! ? -1 : 1));
}

/**
 * The ledger items of a plan: the reservation on the taker first, then one per giver. Without
 * moves it is the plain reservation; with them the taker's update adds what it is given and
 * reserves in one, under `available >= amount − given` (it may create the sub when the gift alone
 * covers the amount).
 */
export function reservationItems(tenant: TenantScope, ref: BalanceRef, plan: ReservationPlan, amount: bigint, now: string): TransactItem[] {
  if (plan.moves.length === 0) return [reserveItem(tenant, ref, plan.shard, amount, now)];
  const given = plan.moves.reduce((sum, move) => sum + move.amount, 0n);
  const need = amount - given;
  const taker = updateItem(balanceKey(tenant, ref, plan.shard), {
    set: { wallet_id: ref.walletId, network_code: ref.network, asset_symbol: ref.symbol, entity: 'balance', updated_at: now },
    add: { total: given, available: given - amount, reserved: amount, pending_inbound: 0n },
    mayCreate: true,
    ...(need > 0n
      ? {
          condition: 'attribute_exists(pk) AND #bal_available >= :need',
          names: { '#bal_available': 'available' },
          values: { ':need': need },
        }
      : {}),
  });
  const givers = plan.moves.map((move) =>
    updateItem(balanceKey(tenant, ref, move.from), {
      set: { updated_at: now },
      // Attribute names through placeholders: TOTAL is a DynamoDB reserved word.
      add: { available: -move.amount, total: -move.amount },
      condition: '#bal_available >= :amount',
      names: { '#bal_available': 'available' },
      values: { ':amount': move.amount },
    }),
  );
  return [taker, ...givers];
}

/** Reserves `amount` on one sub; the transaction fails (on this item) when its available funds are short. */
export function reserveItem(tenant: TenantScope, ref: BalanceRef, shard: number, amount: bigint, now: string): TransactItem {
  return updateItem(balanceKey(tenant, ref, shard), {
    set: { updated_at: now },
    add: { reserved: amount, available: -amount },
    condition: '#bal_available >= :amount',
    names: { '#bal_available': 'available' },
    values: { ':amount': amount },
  });
}

/**
 * Fails the transaction unless `amount` is available (a transfer that reserves nothing): the
 * plan's subs, without moving anything, each checked for the part of the amount it covers —
 * the preferred sub's available amount first, then the richest others'. Empty when nothing is
 * asked for; null when the subs as read do not cover it.
 */
export function coversChecks(
  tenant: TenantScope,
  ref: BalanceRef,
  available: readonly bigint[],
  preferred: number,
  amount: bigint,
): TransactItem[] | null {
  const order = [preferred, ...richestFirst(available, preferred)];
  const parts: { shard: number; part: bigint }[] = [];
  let rest = amount;
  for (const shard of order) {
    if (rest <= 0n) break;
    let part = available[shard]!;
    if (part > rest) part = rest;
    if (part > 0n) parts.push({ shard, part });
    rest -= part;
  }
  if (rest > 0n) return null;
  return parts.map(({ shard, part }) => ({
    ConditionCheck: {
      TableName: TABLE_NAME,
      Key: balanceKey(tenant, ref, shard),
      ConditionExpression: '#bal_available >= :amount',
      ExpressionAttributeNames: { '#bal_available': 'available' },
      ExpressionAttributeValues: { ':amount': part },
    },
  }));
}

/** Gives a reservation back (rejection, cancellation, failure), on the sub it was made on. */
export function releaseItem(tenant: TenantScope, ref: BalanceRef, shard: number, amount: bigint, now: string): TransactItem {
  return updateItem(balanceKey(tenant, ref, shard), {
    set: { updated_at: now },
    add: { reserved: -amount, available: amount },
    condition: '#bal_reserved >= :amount',
    names: { '#bal_reserved': 'reserved' },
    values: { ':amount': amount },
  });
}

/** A completed withdrawal: the reserved amount leaves custody, from the sub it was reserved on. */
export function settleWithdrawalItem(tenant: TenantScope, ref: BalanceRef, shard: number, amount: bigint, now: string): TransactItem {
  return updateItem(balanceKey(tenant, ref, shard), {
    set: { updated_at: now },
    add: { reserved: -amount, total: -amount },
    // Attribute names through placeholders: TOTAL is a DynamoDB reserved word.
    condition: '#bal_reserved >= :amount AND #bal_total >= :amount',
    names: { '#bal_reserved': 'reserved', '#bal_total': 'total' },
    values: { ':amount': amount },
  });
}

/** A deposit seen on chain, on its sub (`depositShard`); creates the sub's item on its first deposit. */
export function depositSeenItem(tenant: TenantScope, ref: BalanceRef, shard: number, amount: bigint, now: string): TransactItem {
  // A ledger write that may create the item: ADD of zero initialises the other amounts.
  return updateItem(balanceKey(tenant, ref, shard), {
    set: { wallet_id: ref.walletId, network_code: ref.network, asset_symbol: ref.symbol, entity: 'balance', updated_at: now },
    add: { pending_inbound: amount, total: 0n, available: 0n, reserved: 0n },
    mayCreate: true,
  });
}

/** A confirmed deposit: pending funds become settled and available, on the sub it was seen on. */
export function depositConfirmedItem(tenant: TenantScope, ref: BalanceRef, shard: number, amount: bigint, now: string): TransactItem {
  return updateItem(balanceKey(tenant, ref, shard), {
    set: { updated_at: now },
    add: { pending_inbound: -amount, total: amount, available: amount },
    condition: '#bal_pending >= :amount',
    names: { '#bal_pending': 'pending_inbound' },
    values: { ':amount': amount },
  });
}

/** One balance, summed over its subs: one strongly consistent BatchGetItem of their keys. */
export async function getBalance(tenant: TenantScope, ref: BalanceRef): Promise<BalanceRecord | undefined> {
  const subs = balanceKeys(tenant, ref);
  const read = await batchGetItems(subs, true);
  return subBalancesFrom(subs.map(read)).sum;
}

/**
 * One balance's subs as of one instant (TransactGetItems). A BatchGetItem reads each sub on its
 * own, so a move between two subs may land between their reads and the sum come out short:
 * before a transfer is refused for funds, they are read this way.
 */
export async function getSubBalancesAtOnce(tenant: TenantScope, ref: BalanceRef): Promise<SubBalances> {
  return subBalancesFrom(await transactGetItems(balanceKeys(tenant, ref)));
}

/** Every balance of the tenant, summed over the subs: one Query per sub partition, in parallel. */
export async function listAllBalances(tenant: TenantScope): Promise<BalanceRecord[]> {
  const perShard = await Promise.all(
    shardPartitions(tenant, 'BALANCE').map((pk) => queryAll<Record<string, unknown>>({ pk, prefix: keys.balancePrefix })),
  );
  const sums = new Map<string, BalanceRecord>();
  for (const item of perShard.flat()) {
    const record = balanceFromItem(item);
    const id = `${record.wallet_id}#${record.network_code}#${record.asset_symbol}`;
    const sum = sums.get(id);
    sums.set(id, sum ? addBalances(sum, record) : record);
  }
  return [...sums.values()];
}
