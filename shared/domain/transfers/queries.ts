/** Reading transfers: `GET /v1/transfers` (filters, newest first) and `GET /v1/transfers/{id}`. */
import { getTransfer, queryTransfers, type TransferFilter } from '#shared/db/transfers.ts';
import { toTransferView } from '#shared/domain/transfers/views.ts';
import { notFound } from '#shared/model/errors.ts';
import type { TransferView } from '#shared/responses/transfers.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';

export async function showTransfer(tenant: TenantScope, id: string): Promise<TransferView> {
  const transfer = await getTransfer(tenant, id);
  if (!transfer) throw notFound('transfer');
  return toTransferView(transfer);
}

export async function listTransfers(tenant: TenantScope, query: TransferFilter & { limit: number; cursor?: string | undefined }) {
  const { limit, cursor, ...filter } = query;
  const page = await queryTransfers(tenant, filter, limit, cursor);
  return { items: page.items.map(toTransferView), next_cursor: page.nextCursor };
}
