/**
 * Releasing an approved (or approval-free) transfer to custody. Custody either accepts the
 * withdrawal (`custody_status: submitted`; a broadcast job is scheduled) or refuses it at once
 * (`rejected`: the transfer fails and its reservation is given back). Either way the release is
 * recorded: who released it and when, and the custody withdrawal id.
 */
import * as config from '#shared/config.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import type { TransferRecord } from '#shared/db/transfers.ts';
import { newCustodyJob, type CustodyJob } from '#shared/db/custody-jobs.ts';
import { custodyFor } from '#shared/adapters/custody/custody-for.ts';
import type { WithdrawalRequest } from '#shared/adapters/custody/port.ts';
import type { EventType } from '#shared/model/events/event-types.ts';
import { transition } from '#shared/model/transfers/state-machine.ts';
import type { NetworkCode } from '#shared/model/networks/catalogue.ts';
import type { UserReference } from '#shared/model/auth.ts';

export interface ReleasePlan {
  /** The transfer after the release. */
  after: TransferRecord;
  events: EventType[];
  /** The broadcast step, when custody accepted the withdrawal. */
  job: CustodyJob | null;
  /** Custody refused the withdrawal: the reservation must be given back in the same write. */
  refused: boolean;
}

/** Hands `transfer` (approved, or needing no approval) to custody and plans the write. */
export async function planRelease(tenant: TenantScope, transfer: TransferRecord, by: UserReference, now: Date): Promise<ReleasePlan> {
  const submission = await custodyFor(tenant.environment).submitWithdrawal(withdrawalRequestOf(transfer));
  const refused = submission.custody_status === 'rejected';
  const state = transition(transfer, refused ? 'custody_reject' : 'release');
  const at = now.toISOString();
  const after: TransferRecord = {
    ...transfer,
    ...state,
    provider_released_by: by,
    provider_released_at: at,
    custody_withdrawal_id: submission.custody_withdrawal_id,
    provider_failure_reason: submission.failure_reason,
    tx_error: refused ? submission.failure_reason : null,
    updated_at: at,
  };
  const job = refused
    ? null
    : newCustodyJob(
        tenant,
        { kind: 'withdrawal.broadcast', resource_id: transfer.id, wallet_id: transfer.wallet_id },
        config.SANDBOX_SETTLEMENT_DELAY_SECONDS,
        now,
      );
  return { after, events: refused ? ['transfer.released', 'transfer.failed'] : ['transfer.released'], job, refused };
}

/** What custody is asked to move for a transfer. */
export function withdrawalRequestOf(transfer: TransferRecord): WithdrawalRequest {
  return {
    transfer_id: transfer.id,
    network_code: transfer.network_code as NetworkCode,
    asset_symbol: transfer.asset_symbol,
    amount_base_units: transfer.amount_base_units,
    from_address: transfer.from_address,
    to_address: transfer.to_address,
  };
}

/** The changes a transfer's state brings to its outbound transaction. */
export function transactionChanges(after: TransferRecord) {
  return {
    status: after.status,
    tx_hash: after.tx_hash,
    tx_error: after.tx_error,
    completed_at: after.completed_at,
    updated_at: after.updated_at,
  };
}
