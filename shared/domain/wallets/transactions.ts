/**
 * Reading wallet transactions: a wallet's listing (`GET /v1/wallets/{id}/transactions`) and one
 * transaction with the transfer that made it (`GET /v1/transactions/{id}`; `transfer` is null
 * for a deposit).
 */
import { getTransactionById, queryWalletTransactions, type TransactionFilter, type TransactionRecord } from '#shared/db/transactions.ts';
import type { CursorPage } from '#shared/db/cursor.ts';
import { requireWallet } from '#shared/domain/wallets/wallets.ts';
import { toTransactionView } from '#shared/domain/wallets/views.ts';
import { toTransferView } from '#shared/domain/transfers/views.ts';
import { ApiError, invalidRequest, notFound } from '#shared/model/errors.ts';
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
  let page: CursorPage<TransactionRecord>;
  try {
    page = await queryWalletTransactions(tenant, walletId, filter, limit, cursor);
  } catch (error) {
    // A cursor is refused before anything is read: a wallet that is not theirs is 404 first.
    if (error instanceof ApiError && error.code === 'invalid_cursor') await requireWallet(tenant, walletId);
    throw error;
  }
  if (page.items.length === 0) await requireWallet(tenant, walletId);
  return { items: page.items.map(toTransactionView), next_cursor: page.nextCursor };
}

export async function showTransaction(tenant: TenantScope, id: string) {
  const found = await getTransactionById(tenant, id);
  if (!found) throw notFound('transaction');
  return { transaction: toTransactionView(found.transaction), transfer: found.transfer ? toTransferView(found.transfer) : null };
}
