/**
 * Runs one custody job of the settlement queue (docs/wallets-transfers.md, Settlement): confirm
 * a deposit (a sandbox one, or a live one the watcher found final), broadcast a released sandbox
 * withdrawal, or settle a broadcast one as the simulator's chain says (completed or failed).
 * Live withdrawals are moved by the live custody consumer (`live/withdrawals.ts`). Each step is
 * a conditional transaction from the state it expects, so a job that runs twice (at-least-once
 * queues) or late changes nothing the second time (`job-consumer.ts`).
 */
import * as config from '#shared/config.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { transact } from '#shared/db/transact.ts';
import { withConflictRetry } from '#shared/db/conflict-retry.ts';
import { newCustodyJob, type CustodyJob } from '#shared/db/custody-jobs.ts';
import type { WithdrawalProgress } from '#shared/adapters/custody/port.ts';
import { depositConfirmedItem, pendingDepositShard } from '#shared/db/ledger.ts';
import { getWalletTransaction, transactionUpdate, type TransactionRecord } from '#shared/db/transactions.ts';
import { getTransfer, type TransferRecord } from '#shared/db/transfers.ts';
import { sandboxCustody } from '#shared/adapters/custody/sandbox-custody.ts';
import type { CustodyStep } from '#shared/domain/custody/job-consumer.ts';
import { transactionEvent } from '#shared/domain/events/resource-events.ts';
import { commitTransferMove, type TransferMove } from '#shared/domain/transfers/commit.ts';
import { canTransition, confirmDeposit, transition } from '#shared/model/transfers/state-machine.ts';
import { withdrawalRequestOf } from '#shared/domain/transfers/release.ts';
import { log } from '#shared/log.ts';

/** The settlement queue's step (run in the custody job envelope, `job-consumer.ts`). */
export const settlementStep: CustodyStep = (tenant, job, now) =>
  job.kind === 'deposit.confirm' ? confirm(tenant, job, now) : moveWithdrawal(tenant, job, now);

async function confirm(tenant: TenantScope, job: CustodyJob, now: Date): Promise<string> {
  const txn = await getWalletTransaction(tenant, job.wallet_id, job.resource_id, true);
  if (!txn) return 'transaction not found';
  if (txn.status !== 'pending') return `already ${txn.status}`;
  const at = now.toISOString();
  const after: TransactionRecord = {
    ...txn,
    status: confirmDeposit(txn.status),
    completed_at: at,
    updated_at: at,
    event_sequence: txn.event_sequence + 1,
  };
  const ref = { walletId: txn.wallet_id, network: txn.network_code, symbol: txn.asset_symbol };
  await withConflictRetry(() =>
    transact([
      transactionUpdate(tenant, txn, {
        set: { status: after.status, completed_at: at, updated_at: at, event_sequence: after.event_sequence },
        expect: { status: 'pending', event_sequence: txn.event_sequence },
      }),
      depositConfirmedItem(tenant, ref, pendingDepositShard(txn), BigInt(txn.amount_base_units), at),
      transactionEvent(tenant, after, 'transaction.completed', now),
    ]),
  );
  return 'deposit confirmed';
}

async function moveWithdrawal(tenant: TenantScope, job: CustodyJob, now: Date): Promise<string> {
  const before = await getTransfer(tenant, job.resource_id, true);
  if (!before) return 'transfer not found';
  const move = job.kind === 'withdrawal.broadcast' ? await broadcast(tenant, before, now) : await settle(before, now);
  if (!move) return `nothing to do (custody_status ${before.custody_status})`;
  await commitTransferMove(tenant, move, now);
  log.info('custody step applied', { transfer_id: before.id, custody_status: move.after.custody_status });
  return `withdrawal ${move.after.custody_status}`;
}

async function broadcast(tenant: TenantScope, before: TransferRecord, now: Date): Promise<TransferMove | null> {
  if (!canTransition(before, 'broadcast')) return null;
  const sent = await sandboxCustody.broadcastWithdrawal(withdrawalOf(before));
  const at = now.toISOString();
  const after: TransferRecord = { ...before, ...transition(before, 'broadcast'), tx_hash: sent.tx_hash, updated_at: at };
  const next = newCustodyJob(
    tenant,
    { kind: 'withdrawal.settle', resource_id: before.id, wallet_id: before.wallet_id },
    config.SANDBOX_SETTLEMENT_DELAY_SECONDS,
    now,
  );
  return { before, after, events: [], job: next };
}

function withdrawalOf(transfer: TransferRecord) {
  return { ...withdrawalRequestOf(transfer), custody_withdrawal_id: transfer.custody_withdrawal_id ?? '' };
}

async function settle(before: TransferRecord, now: Date): Promise<TransferMove | null> {
  const progress = await sandboxCustody.trackWithdrawal(withdrawalOf(before));
  return settleMove(before, progress, now);
}

/** The transfer's move once custody says its withdrawal is final; null while it is not, or when it has moved already. */
export function settleMove(before: TransferRecord, progress: WithdrawalProgress, now: Date): TransferMove | null {
  const at = now.toISOString();
  if (progress.state === 'pending' || progress.state === 'dropped') return null;
  if (progress.state === 'confirmed') {
    if (!canTransition(before, 'complete')) return null;
    const after: TransferRecord = { ...before, ...transition(before, 'complete'), completed_at: at, updated_at: at };
    return { before, after, events: ['transfer.completed'], ledger: 'settle' };
  }
  if (!canTransition(before, 'fail')) return null;
  const reason = progress.reason;
  const after: TransferRecord = {
    ...before,
    ...transition(before, 'fail'),
    provider_failure_reason: reason,
    tx_error: reason,
    updated_at: at,
  };
  return { before, after, events: ['transfer.failed'], ledger: 'release' };
}
