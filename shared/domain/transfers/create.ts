/**
 * `POST /v1/transfers`: evaluate (checks 1–6, `evaluate.ts`), then create the transfer, its
 * outbound transaction, the reservation and the events in ONE transaction. The reservation's
 * condition (`available >= amount`) is what makes overdrawing impossible under concurrency; the
 * transaction also fails if the policy or the address book entry changed since they were read,
 * and then the request is evaluated again. Without required approval the transfer is released to
 * custody in the same transaction. A transfer admitted as a ramp payment's funding also checks the
 * payment is unchanged and claims its funding (`ramp-funding.ts`), so one transfer funds it.
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import { transact, type TransactItem } from '#shared/db/transact.ts';
import { failedConditionIndexes } from '#shared/db/errors.ts';
import { withConflictRetry } from '#shared/db/conflict-retry.ts';
import { coversCheck, getBalance, reserveItem } from '#shared/db/ledger.ts';
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
    const ev = await evaluateTransfer(tenant, input, false, options.fundsNew);
    const now = new Date();
    const { transfer, items } = await build(tenant, member, input, ev, transferId, now);
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
      if (evaluation < MAX_EVALUATIONS) continue;
      // Index 0 is the balance: it kept shrinking under us, so the funds are not there.
      if (failed.includes(0)) {
        const balance = await getBalance(tenant, { walletId: ev.wallet.id, network: ev.network.code, symbol: ev.asset.symbol });
        throw insufficientFunds(balance?.available ?? 0n, ev.amount, ev.asset.symbol);
      }
      throw new ApiError('conflict', 'The policy, the destination or the transfer changed while it was being created; retry.', {
        cause: error,
      });
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
  let transfer: TransferRecord = newTransferRecord(id, member, input, ev, required);
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
  const items: TransactItem[] = [
    // A refused withdrawal reserves nothing, but the funds must still be there.
    refused ? coversCheck(tenant, ledgerRef, ev.amount) : reserveItem(tenant, ledgerRef, ev.amount, now.toISOString()),
    transferPut(tenant, transfer),
    ...transactionPuts(tenant, transaction),
    policyUnchangedCheck(tenant, ev.policy.version),
    ...(ev.entry ? [entryActiveCheck(tenant, ev.entry.id)] : []),
    // Refused by custody at once, the transfer takes no funds: it does not hold the payment's funding.
    ...(ev.funding ? rampFundingItems(tenant, ev.funding, transfer.id, !refused) : []),
    ...transferEvents(tenant, transfer, types, 1, now),
    transactionEvent(tenant, transaction, 'transaction.created', now),
    ...jobItem,
  ];
  return { transfer, items };
}
