/**
 * The items that link a live on-ramp into a custody wallet to the chain deposit that delivered
 * it (docs/ramp.md, Delivery; docs/live-custody.md, Deposits):
 * - `CHAIN#<network>` / `AWAIT#<address>#<reference>`: a payment the partner reported succeeded
 *   and whose deposit is not linked yet. Whoever deletes it (under the condition that it exists)
 *   links the payment, so a payment is linked once;
 * - a deposit is claimed by setting `ramp_payment_reference` on its wallet transaction under the
 *   condition that it has none, so a deposit is linked to one payment at most;
 * - the payment's `delivery` is updated in place (`transaction_id`, `chain_credit`), in the same
 *   transaction as both.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { chainKeys } from '#shared/db/chain-keys.ts';
import * as keys from '#shared/db/keys.ts';
import { queryAll } from '#shared/db/query-all.ts';
import { uuidTimeBound } from '#shared/db/query-page.ts';
import { shardPartitions } from '#shared/db/shards.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { transactionUpdate, type TransactionRecord } from '#shared/db/transactions.ts';
import { putNew, updateItem } from '#shared/db/update-item.ts';
import type { CreditRecord } from '#shared/db/chain.ts';
import type { TenantScope, Environment } from '#shared/model/tenancy.ts';

export interface AwaitedDeliveryRecord {
  network_code: string;
  /** The delivery address as the payment holds it. */
  address: string;
  reference: string;
  provider: string;
  workspace_id: string;
  environment: Environment;
  wallet_id: string;
  asset_symbol: string;
  amount_base_units: string;
  /** The partner's transaction hash (lower case), when it gave one: then only that transaction matches. */
  tx_hash: string | null;
  succeeded_at: string;
  /** Set when the wait ran out with no deposit (the alarm was logged). */
  deposit_missing_at?: string;
}

const awaitedKey = (r: Pick<AwaitedDeliveryRecord, 'network_code' | 'address' | 'reference'>) => ({
  pk: chainKeys.chain(r.network_code),
  sk: chainKeys.awaitedDelivery(r.address, r.reference),
});

export function awaitedDeliveryPut(record: AwaitedDeliveryRecord): TransactItem {
  return putNew(awaitedKey(record), 'awaited_delivery', record);
}

/** The payments of a network waiting for their deposit, at one address or all. */
export async function listAwaitedDeliveries(network: string, address?: string): Promise<AwaitedDeliveryRecord[]> {
  const prefix = chainKeys.awaitedDeliveryPrefix(address);
  return queryAll<AwaitedDeliveryRecord>({ pk: chainKeys.chain(network), prefix, consistent: true });
}

/** Ends the wait: fails unless the item is still there (no one linked the payment meanwhile). */
export function awaitedDeliveryDelete(record: AwaitedDeliveryRecord): TransactItem {
  return { Delete: { TableName: TABLE_NAME, Key: awaitedKey(record), ConditionExpression: 'attribute_exists(pk)' } };
}

/** Marks the wait as run out, once. */
export function awaitedDeliveryFlag(record: AwaitedDeliveryRecord, at: string): TransactItem {
  return updateItem(awaitedKey(record), { set: { deposit_missing_at: at }, expect: { deposit_missing_at: null } });
}

/** Links a deposit to a payment: only if no payment has claimed it. */
export function depositClaim(tenant: TenantScope, deposit: Pick<TransactionRecord, 'wallet_id' | 'id'>, reference: string): TransactItem {
  return transactionUpdate(tenant, deposit, { set: { ramp_payment_reference: reference }, expect: { ramp_payment_reference: null } });
}

export interface DeliveryLink {
  transaction_id: string;
  tx_hash: string;
  matched_by: 'tx_hash' | 'amount';
  matched_at: string;
}

const paymentKey = (tenant: TenantScope, reference: string) => ({ pk: keys.tenant(tenant), sk: keys.rampPayment(reference) });

/** The succeeded payment's delivery linked to its deposit (no transition: its status stays `succeeded`). */
export function paymentDeliveryLinked(tenant: TenantScope, reference: string, link: DeliveryLink): TransactItem {
  return updateItem(paymentKey(tenant, reference), {
    set: {
      'delivery.transaction_id': link.transaction_id,
      'delivery.chain_credit.status': 'credited',
      'delivery.chain_credit.tx_hash': link.tx_hash,
      'delivery.chain_credit.matched_by': link.matched_by,
      'delivery.chain_credit.matched_at': link.matched_at,
      updated_at: link.matched_at,
    },
    expect: { status: 'succeeded' },
    condition: 'attribute_exists(#d.#cc)',
    names: { '#d': 'delivery', '#cc': 'chain_credit' },
  });
}

/** The succeeded payment's delivery marked as missing its deposit, only while it still awaits one. */
export function paymentDeliveryMissing(tenant: TenantScope, reference: string, at: string): TransactItem {
  return updateItem(paymentKey(tenant, reference), {
    set: { 'delivery.chain_credit.status': 'deposit_missing', 'delivery.chain_credit.deposit_missing_at': at, updated_at: at },
    expect: { status: 'succeeded', 'delivery.chain_credit.status': 'awaiting_deposit' },
  });
}

/** The credits of one chain transaction (every transfer it made to a custody address). */
export async function creditsOfTransaction(network: string, txHash: string): Promise<CreditRecord[]> {
  const prefix = `${chainKeys.chainCreditPrefix}${txHash.toLowerCase()}#`;
  return queryAll<CreditRecord>({ pk: chainKeys.chain(network), prefix, consistent: true });
}

export interface DepositQuery {
  walletId: string;
  network: string;
  asset: string;
  amount: string;
  /** Only deposits created at or after this instant. */
  since: string;
}

/**
 * The wallet's chain deposits (a transaction hash) of exactly this network, asset and amount,
 * created since `since`, no payment has claimed yet; oldest first. Transactions are spread over
 * the TXN family's shards (`shards.ts`): each is read, in parallel, and the matches merged by id
 * (a UUIDv7, so in creation order).
 */
export async function unclaimedDeposits(tenant: TenantScope, q: DepositQuery): Promise<TransactionRecord[]> {
  const perShard = await Promise.all(shardPartitions(tenant, 'TXN').map((pk) => unclaimedDepositsIn(pk, q)));
  return perShard.flat().sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

async function unclaimedDepositsIn(pk: string, q: DepositQuery): Promise<TransactionRecord[]> {
  const prefix = keys.walletTransactionPrefix(q.walletId);
  const found: TransactionRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await db.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        FilterExpression:
          '#type = :deposit AND network_code = :network AND asset_symbol = :asset AND amount_base_units = :amount ' +
          'AND attribute_not_exists(ramp_payment_reference) AND attribute_type(tx_hash, :string)',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':pk': pk,
          ':from': uuidTimeBound(prefix, q.since, false),
          ':to': `${prefix}\uffff`,
          ':deposit': 'deposit',
          ':network': q.network,
          ':asset': q.asset,
          ':amount': q.amount,
          ':string': 'S',
        },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    found.push(...((out.Items ?? []) as TransactionRecord[]));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return found;
}
