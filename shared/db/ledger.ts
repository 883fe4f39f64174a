/**
 * The balance ledger: one item per wallet, network and asset,
 * `sk = BALANCE#<walletId>#<network>#<symbol>`, with DynamoDB numbers (exact to 38 digits):
 * - `total`: settled funds held by custody;
 * - `reserved`: amounts of transfers in flight (requested, approved or released);
 * - `available` = total − reserved, kept alongside because a condition cannot do arithmetic:
 *   a reservation is `ADD available -amount` under `available >= amount`, so it never overdraws;
 * - `pending_inbound`: deposits seen but not confirmed yet.
 * Every change is a transaction item here, written with the state change that causes it.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { queryAll } from '#shared/db/query-all.ts';
import * as keys from '#shared/db/keys.ts';
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

export const balanceKey = (tenant: TenantScope, ref: BalanceRef) => ({
  pk: keys.tenant(tenant),
  sk: keys.balance(ref.walletId, ref.network, ref.symbol),
});

/** A ledger item as read from the table. */
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

/** Reserves `amount`; the transaction fails (on this item) when available funds are short. */
export function reserveItem(tenant: TenantScope, ref: BalanceRef, amount: bigint, now: string): TransactItem {
  return updateItem(balanceKey(tenant, ref), {
    set: { updated_at: now },
    add: { reserved: amount, available: -amount },
    condition: '#bal_available >= :amount',
    names: { '#bal_available': 'available' },
    values: { ':amount': amount },
  });
}

/** Fails the transaction unless `amount` is available (a transfer that reserves nothing). */
export function coversCheck(tenant: TenantScope, ref: BalanceRef, amount: bigint): TransactItem {
  return {
    ConditionCheck: {
      TableName: TABLE_NAME,
      Key: balanceKey(tenant, ref),
      ConditionExpression: '#bal_available >= :amount',
      ExpressionAttributeNames: { '#bal_available': 'available' },
      ExpressionAttributeValues: { ':amount': amount },
    },
  };
}

/** Gives a reservation back (rejection, cancellation, failure). */
export function releaseItem(tenant: TenantScope, ref: BalanceRef, amount: bigint, now: string): TransactItem {
  return updateItem(balanceKey(tenant, ref), {
    set: { updated_at: now },
    add: { reserved: -amount, available: amount },
    condition: '#bal_reserved >= :amount',
    names: { '#bal_reserved': 'reserved' },
    values: { ':amount': amount },
  });
}

/** A completed withdrawal: the reserved amount leaves custody. */
export function settleWithdrawalItem(tenant: TenantScope, ref: BalanceRef, amount: bigint, now: string): TransactItem {
  return updateItem(balanceKey(tenant, ref), {
    set: { updated_at: now },
    add: { reserved: -amount, total: -amount },
    // Attribute names through placeholders: TOTAL is a DynamoDB reserved word.
    condition: '#bal_reserved >= :amount AND #bal_total >= :amount',
    names: { '#bal_reserved': 'reserved', '#bal_total': 'total' },
    values: { ':amount': amount },
  });
}

/** A deposit seen on chain; creates the ledger item on the first deposit. */
export function depositSeenItem(tenant: TenantScope, ref: BalanceRef, amount: bigint, now: string): TransactItem {
  // The one ledger write that may create the item: ADD of zero initialises the other amounts.
  return updateItem(balanceKey(tenant, ref), {
    set: { wallet_id: ref.walletId, network_code: ref.network, asset_symbol: ref.symbol, entity: 'balance', updated_at: now },
    add: { pending_inbound: amount, total: 0n, available: 0n, reserved: 0n },
    mayCreate: true,
  });
}

/** A confirmed deposit: pending funds become settled and available. */
export function depositConfirmedItem(tenant: TenantScope, ref: BalanceRef, amount: bigint, now: string): TransactItem {
  return updateItem(balanceKey(tenant, ref), {
    set: { updated_at: now },
    add: { pending_inbound: -amount, total: amount, available: amount },
    condition: '#bal_pending >= :amount',
    names: { '#bal_pending': 'pending_inbound' },
    values: { ':amount': amount },
  });
}

/** One ledger item, read strongly consistent (transfer checks). */
export async function getBalance(tenant: TenantScope, ref: BalanceRef): Promise<BalanceRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: balanceKey(tenant, ref), ConsistentRead: true }));
  return out.Item ? balanceFromItem(out.Item) : undefined;
}

/** Every ledger item of the tenant. */
export async function listAllBalances(tenant: TenantScope): Promise<BalanceRecord[]> {
  const items = await queryAll<Record<string, unknown>>({ pk: keys.tenant(tenant), prefix: keys.balancePrefix });
  return items.map(balanceFromItem);
}
