/**
 * Wallet transaction items: `sk = TXN#<walletId>#<transactionId>`, so one wallet's transactions
 * are one Query per shard of the TXN family, newest first (UUIDv7 ids), and a created range is a key range. A reference
 * item `sk = TXNREF#<transactionId>` (written once, never changed) names the wallet, so a read
 * by id needs no index. An outbound transaction has the id of the transfer that made it.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { ID_FORMS, readPage, sortKeyForm, type CursorPage } from '#shared/db/cursor.ts';
import * as keys from '#shared/db/keys.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { putNew, updateItem, type UpdateSpec } from '#shared/db/update-item.ts';
import { uuidTimeBound } from '#shared/db/query-page.ts';
import { equalsFilter, queryShards } from '#shared/db/query-shards.ts';
import { shardPartitionOf, shardPartitions } from '#shared/db/shards.ts';
import { transferKey, type TransferRecord } from '#shared/db/transfers.ts';
import { batchGetItems } from '#shared/db/batch-get.ts';
import { transactGetItems } from '#shared/db/transact-get.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';

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
  /** A deposit: the sub-balance its pending amount went to, which its confirmation settles (internal). */
  balance_shard?: number;
}

/** A transaction and its reference live in the TXN family's shard of the transaction id (`shards.ts`). */
export const transactionKey = (tenant: TenantScope, walletId: string, id: string) => ({
  pk: shardPartitionOf(tenant, 'TXN', id),
  sk: keys.transaction(walletId, id),
});
const refKey = (tenant: TenantScope, id: string) => ({ pk: shardPartitionOf(tenant, 'TXN', id), sk: keys.transactionRef(id) });

/** The transaction and its reference item. */
export function transactionPuts(tenant: TenantScope, record: TransactionRecord): TransactItem[] {
  return [
    putNew(transactionKey(tenant, record.wallet_id, record.id), 'transaction', record),
    putNew(refKey(tenant, record.id), 'transaction_ref', { transaction_id: record.id, wallet_id: record.wallet_id }),
  ];
}

/** A conditional update of a transaction (see `updateItem`). */
export function transactionUpdate(
  tenant: TenantScope,
  record: Pick<TransactionRecord, 'wallet_id' | 'id'>,
  spec: UpdateSpec,
): TransactItem {
  return updateItem(transactionKey(tenant, record.wallet_id, record.id), spec);
}

export async function getWalletTransaction(tenant: TenantScope, walletId: string, id: string, consistent = false) {
  const out = await db.send(
    new GetCommand({ TableName: TABLE_NAME, Key: transactionKey(tenant, walletId, id), ConsistentRead: consistent }),
  );
  return out.Item as TransactionRecord | undefined;
}

/**
 * A transaction by id, with the transfer that made it (if any), as one snapshot: a transfer's
 * moves change it and its transaction in one write, and a caller must never see them disagree.
 * Two round trips: the reference item (which names the wallet) with the transfer, read plainly;
 * then, for a transfer's transaction, both items in one TransactGetItems, the answer. A deposit
 * has no transfer, so its one item is read plainly. The first read of the transfer only tells
 * which kind it is; a transfer it missed (an eventually consistent read just after creation)
 * shows in the transaction's direction, and the snapshot is read then.
 */
export async function getTransactionById(
  tenant: TenantScope,
  id: string,
): Promise<{ transaction: TransactionRecord; transfer: TransferRecord | undefined } | undefined> {
  const refK = refKey(tenant, id);
  const transferK = transferKey(tenant, id);
  const first = await batchGetItems([refK, transferK]);
  const ref = first(refK);
  if (!ref) return undefined;
  const walletId = ref.wallet_id as string;
  if (!first(transferK)) {
    const transaction = await getWalletTransaction(tenant, walletId, id);
    if (!transaction) return undefined;
    if (transaction.direction === 'inbound') return { transaction, transfer: undefined };
  }
  const [transaction, transfer] = await transactGetItems([transactionKey(tenant, walletId, id), transferK]);
  return transaction
    ? { transaction: transaction as unknown as TransactionRecord, transfer: transfer as TransferRecord | undefined }
    : undefined;
}

export interface TransactionFilter {
  type?: string | undefined;
  status?: string | undefined;
  network_code?: string | undefined;
  asset_symbol?: string | undefined;
  created_after?: string | undefined;
  created_before?: string | undefined;
}

/** One page of a wallet's transactions, newest first, merged from the family's shards. */
export async function queryWalletTransactions(
  tenant: TenantScope,
  walletId: string,
  filter: TransactionFilter,
  limit: number,
  cursor: string | undefined,
): Promise<CursorPage<TransactionRecord>> {
  const range = transactionRange(walletId, filter);
  const spec = { pk: keys.tenant(tenant), sk: sortKeyForm(keys.walletTransactionPrefix(walletId), ID_FORMS.uuid), range };
  return readPage(cursor, spec, (startKey) =>
    queryShards<TransactionRecord & { sk: string }>(
      {
        partitions: shardPartitions(tenant, 'TXN'),
        cursorPk: spec.pk,
        ...range,
        filter: equalsFilter({
          type: filter.type,
          status: filter.status,
          network_code: filter.network_code,
          asset_symbol: filter.asset_symbol,
        }),
        limit,
      },
      startKey?.sk as string | undefined,
    ),
  );
}

/** The sort-key range a wallet's transaction listing reads: the wallet's, narrowed by the created range. */
export function transactionRange(
  walletId: string,
  filter: Pick<TransactionFilter, 'created_after' | 'created_before'>,
): { from: string; to: string } {
  const prefix = keys.walletTransactionPrefix(walletId);
  return {
    from: filter.created_after ? uuidTimeBound(prefix, filter.created_after, false) : prefix,
    to: filter.created_before ? uuidTimeBound(prefix, filter.created_before, true) : prefix + '\uffff',
  };
}
