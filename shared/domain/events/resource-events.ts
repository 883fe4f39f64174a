/**
 * Events about transfers and transactions. Each carries its per-resource `sequence` in `data`
 * too, because the webhook body is `{ id, type, created_at, data }` and receivers order a
 * resource's events by it. The caller bumps the resource's `event_sequence` in the same
 * transaction, conditional on the value it read (docs/wallets-transfers.md, Events).
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import type { TransferRecord } from '#shared/db/transfers.ts';
import type { TransactionRecord } from '#shared/db/transactions.ts';
import { eventPut, newEvent } from '#shared/domain/events/emit.ts';
import type { EventType } from '#shared/model/events/event-types.ts';
import { toTransferView } from '#shared/domain/transfers/views.ts';
import { toTransactionView } from '#shared/domain/wallets/views.ts';

/** The event puts for `types`, about the transfer as it will be after the write. */
export function transferEvents(
  tenant: TenantScope,
  after: TransferRecord,
  types: EventType[],
  firstSequence: number,
  now: Date,
): TransactItem[] {
  return types.map((type, i) =>
    eventPut(
      tenant,
      newEvent(
        tenant,
        {
          type,
          data: { sequence: firstSequence + i, transfer: toTransferView(after) },
          resource: { type: 'transfer', id: after.id },
          sequence: firstSequence + i,
        },
        now,
      ),
    ),
  );
}

/** The event put for a transaction event, about the transaction as it will be after the write. */
export function transactionEvent(tenant: TenantScope, after: TransactionRecord, type: EventType, now: Date): TransactItem {
  return eventPut(
    tenant,
    newEvent(
      tenant,
      {
        type,
        data: { sequence: after.event_sequence, transaction: toTransactionView(after) },
        resource: { type: 'transaction', id: after.id },
        sequence: after.event_sequence,
      },
      now,
    ),
  );
}
