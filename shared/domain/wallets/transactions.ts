/**
 * Reading wallet transactions: a wallet's listing (`GET /v1/wallets/{id}/transactions`) and one
 * transaction with the transfer that made it (`GET /v1/transactions/{id}`; `transfer` is null
 * for a deposit).
 */
import { keys } from '#shared/db/keys.ts';
import { getTransactionById, queryWalletTransactions, transactionRange, type TransactionFilter } from '#shared/db/transactions.ts';
import { requireWallet } from '#shared/domain/wallets/wallets.ts';
import { toTransactionView } from '#shared/domain/wallets/views.ts';
import { toTransferView } from '#shared/domain/transfers/views.ts';
import { decodeCursor, encodeCursor, ID_FORMS, sortKeyForm } from '#shared/db/cursor.ts';
import { invalidRequest, notFound } from '#shared/model/errors.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';

export async function listWalletTransactions(
  tenant: TenantScope,
  walletId: string,
  query: TransactionFilter & { limit: number; cursor?: string | undefined },
) {
  const { limit, cursor, ...filter } = query;
  if (filter.created_after && filter.created_before && Date.parse(filter.created_after) > Date.parse(filter.created_before)) {
    throw invalidRequest({ 'query.created_after': ['Must not be later than created_before.'] });
  }
  // The page is read first: the wallet's key range is in the caller's partition, so a
  // transaction found proves the wallet is theirs (wallets are never deleted). Only an empty
  // page (or a bad cursor) reads the wallet, to answer 404 for a wallet that is not theirs.
  let startKey: Record<string, unknown> | undefined;
  try {
    startKey = decodeCursor(cursor, {
      pk: keys.tenant(tenant),
      sk: sortKeyForm(keys.walletTransactionPrefix(walletId), ID_FORMS.uuid),
      range: transactionRange(walletId, filter),
    });
  } catch (error) {
    await requireWallet(tenant, walletId);
    throw error;
  }
  const page = await queryWalletTransactions(tenant, walletId, filter, limit, startKey);
  if (page.items.length === 0) await requireWallet(tenant, walletId);
  return { items: page.items.map(toTransactionView), next_cursor: encodeCursor(page.lastKey) };
}

export async function showTransaction(tenant: TenantScope, id: string) {
  const found = await getTransactionById(tenant, id);
  if (!found) throw notFound('transaction');
  return { transaction: toTransactionView(found.transaction), transfer: found.transfer ? toTransferView(found.transfer) : null };
}
