/**
 * Wallet transaction items: `sk = TXN#<walletId>#<transactionId>`, so one wallet's transactions
 * are one Query, newest first (UUIDv7 ids), and a created range is a key range. A reference
 * item `sk = TXNREF#<transactionId>` (written once, never changed) names the wallet, so a read
 * by id needs no index. An outbound transaction has the id of the transfer that made it.
 */
import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { keys, type TenantScope } from '#shared/db/keys.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { putNew, updateItem, type UpdateSpec } from '#shared/db/update-item.ts';
import { queryPage, uuidTimeBound } from '#shared/db/query-page.ts';
import type { TransferRecord } from '#shared/db/transfers.ts';

export type TransactionStatus = 'pending' | 'processing' | 'completed' | 'failed' | 'canceled';

export interface TransactionRecord {
  id: string;
  wallet_id: string;
  type: 'deposit' | 'withdrawal';
  direction: 'inbound' | 'outbound';
  status: TransactionStatus;
  description: string;
  network_code: string;
  asset_symbol: string;
  amount_base_units: string;
  from_address: string;
  to_address: string;
  tx_hash: string | null;
  tx_error: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  /** Sequence of the last event about this transaction. */
  event_sequence: number;
  /** An inbound transaction that delivers an on-ramp: the payment's reference. */
  ramp_payment_reference?: string;
}

export const transactionKey = (tenant: TenantScope, walletId: string, id: string) => ({
  pk: keys.tenant(tenant),
  sk: keys.transaction(walletId, id),
});
const refKey = (tenant: TenantScope, id: string) => ({ pk: keys.tenant(tenant), sk: keys.transactionRef(id) });

/** The transaction and its reference item. */
export function transactionPuts(tenant: TenantScope, record: TransactionRecord): TransactItem[] {
  return [
    putNew(transactionKey(tenant, record.wallet_id, record.id), 'transaction', record),
    putNew(refKey(tenant, record.id), 'transaction_ref', { transaction_id: record.id, wallet_id: record.wallet_id }),
  ];
}

/** A conditional update of a transaction (see `updateItem`). */
export function transactionUpdate(tenant: TenantScope, record: Pick<TransactionRecord, 'wallet_id' | 'id'>, spec: UpdateSpec): TransactItem {
  return updateItem(transactionKey(tenant, record.wallet_id, record.id), spec);
}

export async function getWalletTransaction(tenant: TenantScope, walletId: string, id: string, consistent = false) {
  const out = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: transactionKey(tenant, walletId, id), ConsistentRead: consistent }));
  return out.Item as TransactionRecord | undefined;
}

/**
 * A transaction by id, with the transfer that made it (if any): the reference item and the
 * transfer are read together, then the transaction itself.
 */
export async function getTransactionById(tenant: TenantScope, id: string) {
  const out = await db.send(
    new BatchGetCommand({
      RequestItems: { [TABLE_NAME]: { Keys: [refKey(tenant, id), { pk: keys.tenant(tenant), sk: keys.transfer(id) }] } },
    }),
  );
  if (out.UnprocessedKeys && Object.keys(out.UnprocessedKeys).length > 0) throw new Error('BatchGet left keys unprocessed');
  const items = (out.Responses?.[TABLE_NAME] ?? []) as ({ sk: string } & Record<string, unknown>)[];
  const ref = items.find((i) => i.sk.startsWith('TXNREF#'));
  const transfer = items.find((i) => i.sk.startsWith('TRANSFER#')) as TransferRecord | undefined;
  if (!ref) return undefined;
  const transaction = await getWalletTransaction(tenant, ref.wallet_id as string, id);
  return transaction ? { transaction, transfer } : undefined;
}

export interface TransactionFilter {
  type?: string | undefined;
  status?: string | undefined;
  network_code?: string | undefined;
  asset_symbol?: string | undefined;
  created_after?: string | undefined;
  created_before?: string | undefined;
}

/** One page of a wallet's transactions, newest first. */
export async function queryWalletTransactions(
  tenant: TenantScope,
  walletId: string,
  filter: TransactionFilter,
  limit: number,
  startKey?: Record<string, unknown>,
) {
  return queryPage<TransactionRecord>({
    pk: keys.tenant(tenant),
    ...transactionRange(walletId, filter),
    equals: { type: filter.type, status: filter.status, network_code: filter.network_code, asset_symbol: filter.asset_symbol },
    limit,
    startKey,
  });
}

/** The sort-key range a wallet's transaction listing reads: the wallet's, narrowed by the created range. */
export function transactionRange(walletId: string, filter: Pick<TransactionFilter, 'created_after' | 'created_before'>): { from: string; to: string } {
  const prefix = keys.walletTransactionPrefix(walletId);
  return {
    from: filter.created_after ? uuidTimeBound(prefix, filter.created_after, false) : prefix,
    to: filter.created_before ? uuidTimeBound(prefix, filter.created_before, true) : prefix + '\uffff',
  };
}
