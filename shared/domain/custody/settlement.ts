/**
 * Runs one custody job (docs/wallets-transfers.md, Settlement): confirm a sandbox deposit,
 * broadcast a released withdrawal, or settle a broadcast one (completed or failed). Each step is
 * a conditional transaction from the state it expects, so a job that runs twice (at-least-once
 * queues) or late changes nothing the second time.
 */
import { config } from '#shared/config.ts';
import type { TenantScope } from '#shared/db/keys.ts';
import { transact } from '#shared/db/transact.ts';
import { isTransactionConditionFailed } from '#shared/db/errors.ts';
import { withConflictRetry } from '#shared/db/conflict-retry.ts';
import { newCustodyJob, type CustodyJob } from '#shared/db/custody-jobs.ts';
import { depositConfirmedItem } from '#shared/db/ledger.ts';
import { getWalletTransaction, transactionUpdate, type TransactionRecord } from '#shared/db/transactions.ts';
import { getTransfer, type TransferRecord } from '#shared/db/transfers.ts';
import { custodyFor } from '#shared/adapters/custody/custody-for.ts';
import { transactionEvent } from '#shared/domain/events/resource-events.ts';
import { commitTransferMove, type TransferMove } from '#shared/domain/transfers/commit.ts';
import { canTransition, confirmDeposit, transition } from '#shared/domain/transfers/state-machine.ts';
import type { NetworkCode } from '#shared/domain/networks/catalogue.ts';
import { log } from '#shared/log.ts';

export type JobOutcome = { kind: 'done'; result: string } | { kind: 'wait'; seconds: number };

export async function runCustodyJob(job: CustodyJob, now = new Date()): Promise<JobOutcome> {
  const early = Date.parse(job.due_at) - now.getTime();
  // SQS delays stop at 15 minutes and may round; a job that comes back early waits again.
  if (early > 1000) return { kind: 'wait', seconds: Math.ceil(early / 1000) };
  const tenant: TenantScope = { workspaceId: job.workspace_id, environment: job.environment };
  try {
    const result = job.kind === 'deposit.confirm' ? await confirm(tenant, job, now) : await moveWithdrawal(tenant, job, now);
    return { kind: 'done', result };
  } catch (error) {
    // Someone else applied this step first (a duplicate message): nothing left to do.
    if (isTransactionConditionFailed(error)) return { kind: 'done', result: 'already applied' };
    throw error;
  }
}

async function confirm(tenant: TenantScope, job: CustodyJob, now: Date): Promise<string> {
  const txn = await getWalletTransaction(tenant, job.wallet_id, job.resource_id, true);
  if (!txn) return 'transaction not found';
  if (txn.status !== 'pending') return `already ${txn.status}`;
  const at = now.toISOString();
  const after: TransactionRecord = { ...txn, status: confirmDeposit(txn.status), completed_at: at, updated_at: at, event_sequence: txn.event_sequence + 1 };
  const ref = { walletId: txn.wallet_id, network: txn.network_code, symbol: txn.asset_symbol };
  await withConflictRetry(() => transact([
    transactionUpdate(tenant, txn, {
      set: { status: after.status, completed_at: at, updated_at: at, event_sequence: after.event_sequence },
      expect: { status: 'pending', event_sequence: txn.event_sequence },
    }),
    depositConfirmedItem(tenant, ref, BigInt(txn.amount_base_units), at),
    transactionEvent(tenant, after, 'transaction.completed', now),
  ]));
  return 'deposit confirmed';
}

async function moveWithdrawal(tenant: TenantScope, job: CustodyJob, now: Date): Promise<string> {
  const before = await getTransfer(tenant, job.resource_id, true);
  if (!before) return 'transfer not found';
  const move = job.kind === 'withdrawal.broadcast' ? await broadcast(tenant, before, now) : settle(job, before, now);
  if (!move) return `nothing to do (custody_status ${before.custody_status})`;
  await commitTransferMove(tenant, move, now);
  log.info('custody step applied', { transfer_id: before.id, custody_status: move.after.custody_status });
  return `withdrawal ${move.after.custody_status}`;
}

async function broadcast(tenant: TenantScope, before: TransferRecord, now: Date): Promise<TransferMove | null> {
  if (!canTransition(before, 'broadcast')) return null;
  const sent = await custodyFor(tenant.environment).broadcastWithdrawal({
    transfer_id: before.id,
    network_code: before.network_code as NetworkCode,
    asset_symbol: before.asset_symbol,
    amount_base_units: before.amount_base_units,
    from_address: before.from_address,
    to_address: before.to_address,
    custody_withdrawal_id: before.custody_withdrawal_id ?? '',
  });
  const at = now.toISOString();
  const after: TransferRecord = { ...before, ...transition(before, 'broadcast'), tx_hash: sent.tx_hash, updated_at: at };
  const next = newCustodyJob(
    tenant,
    { kind: 'withdrawal.settle', resource_id: before.id, wallet_id: before.wallet_id, outcome: sent.outcome, failure_reason: sent.failure_reason },
    config.SANDBOX_SETTLEMENT_DELAY_SECONDS,
    now,
  );
  return { before, after, events: [], job: next };
}

function settle(job: CustodyJob, before: TransferRecord, now: Date): TransferMove | null {
  const at = now.toISOString();
  if (job.outcome === 'completed') {
    if (!canTransition(before, 'complete')) return null;
    const after: TransferRecord = { ...before, ...transition(before, 'complete'), completed_at: at, updated_at: at };
    return { before, after, events: ['transfer.completed'], ledger: 'settle' };
  }
  if (!canTransition(before, 'fail')) return null;
  const reason = job.failure_reason ?? 'custody reported the withdrawal failed';
  const after: TransferRecord = { ...before, ...transition(before, 'fail'), provider_failure_reason: reason, tx_error: reason, updated_at: at };
  return { before, after, events: ['transfer.failed'], ledger: 'release' };
}
