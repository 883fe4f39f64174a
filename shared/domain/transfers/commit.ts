/**
 * Commits one move of a transfer: the transfer (conditional on the revision that was read), its
 * outbound transaction (conditional on the status it had), the ledger, the events and the next
 * custody job, all in one transaction, with the move of the ramp payment the transfer settles, if
 * any (`funding-outcome.ts`). Every move of a transfer after creation goes through here.
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import { transact, type TransactItem } from '#shared/db/transact.ts';
import { withConflictRetry } from '#shared/db/conflict-retry.ts';
import { releaseItem, settleWithdrawalItem, transferShard } from '#shared/db/ledger.ts';
import { transferUpdate, type TransferRecord } from '#shared/db/transfers.ts';
import { transactionUpdate, type TransactionRecord } from '#shared/db/transactions.ts';
import { custodyJobPut, type CustodyJob } from '#shared/db/custody-jobs.ts';
import { fundingClaimRelease } from '#shared/db/ramp-deposits.ts';
import { fundedPaymentItems } from '#shared/domain/ramp/funding-outcome.ts';
import type { EventType } from '#shared/model/events/event-types.ts';
import { transactionEvent, transferEvents } from '#shared/domain/events/resource-events.ts';
import { newWithdrawalTransaction } from '#shared/domain/transfers/records.ts';
import { transactionChanges } from '#shared/domain/transfers/release.ts';

export interface TransferMove {
  before: TransferRecord;
  /** The transfer after the move; its `event_sequence` is set here. */
  after: TransferRecord;
  events: EventType[];
  /** What the move does to the reservation: give it back, or settle it (funds left custody). */
  ledger?: 'release' | 'settle';
  job?: CustodyJob | null;
  /** The failure reason the payment this transfer settles gets, instead of the one its outcome names. */
  paymentFailureReason?: string | null;
  /** Written in the same transaction, after the move's own items (a signed approval's nonce and passkey counter). */
  extra?: TransactItem[];
}

/** Commits the move; returns the transfer as written. Condition failures are left to the caller. */
export async function commitTransferMove(tenant: TenantScope, move: TransferMove, now: Date): Promise<TransferRecord> {
  const { before } = move;
  const after: TransferRecord = { ...move.after, event_sequence: before.event_sequence + move.events.length };
  const amount = BigInt(before.amount_base_units);
  const ref = { walletId: before.wallet_id, network: before.network_code, symbol: before.asset_symbol };
  const at = now.toISOString();
  const completed = after.status === 'completed' && before.status !== 'completed';
  // Ended with the funds still in the wallet: the ramp payment it funded may be funded by another transfer.
  const endedUnpaid = (after.status === 'canceled' || after.status === 'failed') && before.status !== after.status;
  // A withdrawal's transaction has two events: created (1) when requested, completed (2).
  const transaction: TransactionRecord = { ...newWithdrawalTransaction(after), event_sequence: completed ? 2 : 1 };
  const items: TransactItem[] = [
    transferUpdate(tenant, before, after),
    transactionUpdate(tenant, before, {
      set: { ...transactionChanges(after), event_sequence: transaction.event_sequence },
      expect: { status: before.status, event_sequence: 1 },
    }),
    ...(move.ledger === 'release' ? [releaseItem(tenant, ref, transferShard(before), amount, at)] : []),
    ...(move.ledger === 'settle' ? [settleWithdrawalItem(tenant, ref, transferShard(before), amount, at)] : []),
    ...transferEvents(tenant, after, move.events, before.event_sequence + 1, now),
    ...(completed ? [transactionEvent(tenant, transaction, 'transaction.completed', now)] : []),
    ...(move.job ? [custodyJobPut(tenant, move.job)] : []),
    ...(endedUnpaid && before.funds_ramp_payment ? [fundingClaimRelease(tenant, before.funds_ramp_payment, before.id)] : []),
    // Funded from a wallet, the payment moves with the transfer's completion or end, in this transaction.
    ...(await fundedPaymentItems(tenant, before, after, now, move.paymentFailureReason)),
  ];
  items.push(...(move.extra ?? []));
  await withConflictRetry(() => transact(items));
  return after;
}
