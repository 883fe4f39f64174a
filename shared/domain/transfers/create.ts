/**
 * `POST /v1/transfers`: evaluate (checks 1–6, `evaluate.ts`), then create the transfer, its
 * outbound transaction, the reservation and the events in ONE transaction. The reservation is on
 * the transfer's sub-balance, after moving funds into it from other subs when it is short
 * (`planReservation` in `ledger.ts`); its conditions (`available >= amount` on the sub, `>= x` on
 * each giver) are what make overdrawing impossible under concurrency. The transaction also fails
 * if the policy (its copy read) or the address book entry changed since they were read, or if a
 * sub moved, and then the request is evaluated again. Without required approval the transfer is released to
 * custody in the same transaction. A transfer admitted as a ramp payment's funding also checks the
 * payment is unchanged and claims its funding (`ramp-funding.ts`), so one transfer funds it.
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import { transact, type TransactItem } from '#shared/db/transact.ts';
import { failedConditionIndexes } from '#shared/db/errors.ts';
import { withConflictRetry } from '#shared/db/conflict-retry.ts';
import { coversChecks, getSubBalancesAtOnce, planReservation, reservationItems } from '#shared/db/ledger.ts';
import { shardOf } from '#shared/db/shards.ts';
import { transferPut, type TransferRecord } from '#shared/db/transfers.ts';
import { transactionPuts } from '#shared/db/transactions.ts';
import { custodyJobPut } from '#shared/db/custody-jobs.ts';
import { entryActiveCheck } from '#shared/db/address-book.ts';
import type { EventType } from '#shared/model/events/event-types.ts';
import { transactionEvent, transferEvents } from '#shared/domain/events/resource-events.ts';
import { evaluateTransfer, insufficientFunds, type TransferEvaluation } from '#shared/domain/transfers/evaluate.ts';
import { keyInProgress } from '#shared/domain/idempotency/in-progress.ts';
import { approvalsNeeded } from '#shared/domain/transfers/approval-settings.ts';
import { policyUnchangedCheck } from '#shared/domain/transfers/policy-check.ts';
import { rampFundingItems, type RampFunding } from '#shared/domain/transfers/ramp-funding.ts';
import { planRelease } from '#shared/domain/transfers/release.ts';
import { newWithdrawalTransaction, newTransferRecord } from '#shared/domain/transfers/records.ts';
import { toTransferView } from '#shared/domain/transfers/views.ts';
import { ApiError } from '#shared/model/errors.ts';
import type { UserReference } from '#shared/model/auth.ts';
import type { CreateTransferInput } from '#shared/schemas/transfers.ts';
import type { TransferView } from '#shared/responses/transfers.ts';

/** Evaluations are repeated at most this often when what they read changed meanwhile. */
const MAX_EVALUATIONS = 3;
/**
 * As often when only sub-balances moved and their sum still covered the amount: each such
 * failure is another transfer's reservation landing, so a burst from one wallet needs more.
 */
const MAX_LEDGER_EVALUATIONS = 16;

/** Items committed with the transfer: fixed, or built from the transfer and its evaluation. */
export type ExtraItems = TransactItem[] | ((transfer: TransferRecord, ev: TransferEvaluation) => TransactItem[]);

export interface RequestOptions {
  /** The ramp payment created in the same transaction, which the transfer funds (`ramp-funding.ts`). */
  fundsNew?: RampFunding;
  /** A failed condition of an extra item is rethrown as DynamoDB reported it, for the caller to classify. */
  rethrowExtraFailures?: boolean;
}

export async function requestTransfer(
  tenant: TenantScope,
  member: UserReference,
  input: CreateTransferInput,
  transferId: string,
  extraItems: ExtraItems = [],
  options: RequestOptions = {},
): Promise<TransferView> {
  for (let evaluation = 1; ; evaluation++) {
    const ev = await evaluateTransfer(tenant, input, false, options.fundsNew, transferId);
    const now = new Date();
    const { transfer, items, ledgerItems } = await build(tenant, member, input, ev, transferId, now);
    const extra = typeof extraItems === 'function' ? extraItems(transfer, ev) : extraItems;
    try {
      await withConflictRetry(() => transact([...items, ...extra]));
      return toTransferView(transfer);
    } catch (error) {
      const failed = failedConditionIndexes(error);
      if (failed.length === 0) throw error;
      // An extra item (the idempotency claim's completion) failed: another request holds the key.
      if (failed.some((i) => i >= items.length)) {
        if (options.rethrowExtraFailures) throw error;
        throw keyInProgress();
      }
      // The first `ledgerItems` items are the sub-balances; the next evaluation refuses when their sum no longer covers.
      const onlyLedger = failed.every((i) => i < ledgerItems);
      if (evaluation < MAX_EVALUATIONS || (onlyLedger && evaluation < MAX_LEDGER_EVALUATIONS)) continue;
      if (failed.some((i) => i < ledgerItems)) {
        const balance = await getSubBalancesAtOnce(tenant, { walletId: ev.wallet.id, network: ev.network.code, symbol: ev.asset.symbol });
        const available = balance.sum?.available ?? 0n;
        if (available < ev.amount) throw insufficientFunds(available, ev.amount, ev.asset.symbol);
      }
      throw new ApiError(
        'conflict',
        'The policy, the destination, the balance or the transfer changed while it was being created; retry.',
        {
          cause: error,
        },
      );
    }
  }
}

async function build(
  tenant: TenantScope,
  member: UserReference,
  input: CreateTransferInput,
  ev: TransferEvaluation,
  id: string,
  now: Date,
) {
  const required = approvalsNeeded(ev.approvals);
  const balanceShard = shardOf('BALANCE', id);
  let transfer: TransferRecord = { ...newTransferRecord(id, member, input, ev, required), balance_shard: balanceShard };
  const types: EventType[] = ['transfer.requested'];
  const ledgerRef = { walletId: ev.wallet.id, network: ev.network.code, symbol: ev.asset.symbol };
  let refused = false;
  let jobItem: TransactItem[] = [];
  if (required === 0) {
    const plan = await planRelease(tenant, transfer, member, now);
    transfer = plan.after;
    types.push(...plan.events);
    refused = plan.refused;
    if (plan.job) jobItem = [custodyJobPut(tenant, plan.job)];
  }
  transfer = { ...transfer, event_sequence: types.length };
  const transaction = newWithdrawalTransaction(transfer);
  // A refused withdrawal reserves nothing, but the funds must still be there: the subs that cover it are checked.
  const plan = refused ? null : planReservation(ev.subBalances, balanceShard, ev.amount);
  const ledger = refused
    ? coversChecks(tenant, ledgerRef, ev.subBalances, balanceShard, ev.amount)
    : plan && reservationItems(tenant, ledgerRef, plan, ev.amount, now.toISOString());
  // The evaluation refused a sum short of the amount; the subs it planned on are the ones it summed.
  if (!ledger) throw insufficientFunds(ev.available, ev.amount, ev.asset.symbol);
  const items: TransactItem[] = [
    ...ledger,
    transferPut(tenant, transfer),
    ...transactionPuts(tenant, transaction),
    policyUnchangedCheck(tenant, ev.policy.version, ev.settingsCopy),
    ...(ev.entry ? [entryActiveCheck(tenant, ev.entry.id)] : []),
    // Refused by custody at once, the transfer takes no funds: it does not hold the payment's funding.
    ...(ev.funding ? rampFundingItems(tenant, ev.funding, transfer.id, !refused) : []),
    ...transferEvents(tenant, transfer, types, 1, now),
    transactionEvent(tenant, transaction, 'transaction.created', now),
    ...jobItem,
  ];
  return { transfer, items, ledgerItems: ledger.length };
}
