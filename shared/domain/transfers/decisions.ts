/**
 * Approve, reject and cancel. The approver must be a different member from the requester, and
 * each member approves once (the shared rules of shared/model/approvals/member-approvals.ts). When the last approval needed arrives, the transfer is approved
 * and released to custody in the same transaction. Rejection and cancellation give the
 * reservation back. A concurrent move makes the write's condition fail; the request then reads
 * the transfer again and decides anew (so two racing approvals cannot both count as last).
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import { isTransactionConditionFailed } from '#shared/db/errors.ts';
import { getTransfer, type TransferRecord } from '#shared/db/transfers.ts';
import { commitTransferMove, type TransferMove } from '#shared/domain/transfers/commit.ts';
import { transition } from '#shared/model/transfers/state-machine.ts';
import { toTransferView } from '#shared/domain/transfers/views.ts';
import { refuseRequester } from '#shared/model/approvals/member-approvals.ts';
import { ApiError, notFound } from '#shared/model/errors.ts';
import type { UserReference } from '#shared/model/auth.ts';
import type { TransferView } from '#shared/responses/transfers.ts';

const MAX_TRIES = 5;
export type Decide = (transfer: TransferRecord, now: Date) => Promise<TransferMove>;

/** Reads the transfer, plans the move on it and commits it; read again and planned anew when it moved meanwhile. */
export async function decide(tenant: TenantScope, id: string, plan: Decide): Promise<TransferView> {
  for (let tryNumber = 1; ; tryNumber++) {
    const before = await getTransfer(tenant, id, true);
    if (!before) throw notFound('transfer');
    const now = new Date();
    const move = await plan(before, now);
    try {
      return toTransferView(await commitTransferMove(tenant, move, now));
    } catch (error) {
      if (!isTransactionConditionFailed(error)) throw error;
      if (tryNumber >= MAX_TRIES)
        throw new ApiError('conflict', 'The transfer kept changing while this was decided; retry.', { cause: error });
    }
  }
}

export function rejectTransfer(tenant: TenantScope, member: UserReference, id: string): Promise<TransferView> {
  return decide(tenant, id, async (before, now) => {
    const state = transition(before, 'reject');
    refuseRequester(before, member, 'transfer', 'reject', 'transfers:approve');
    const at = now.toISOString();
    const after = { ...before, ...state, rejected_by: member, rejected_at: at, updated_at: at };
    return { before, after, events: ['transfer.rejected'], ledger: 'release' };
  });
}

export function cancelTransfer(tenant: TenantScope, member: UserReference, id: string): Promise<TransferView> {
  return decide(tenant, id, async (before, now) => {
    const state = transition(before, 'cancel');
    const at = now.toISOString();
    const after = { ...before, ...state, canceled_by: member, canceled_at: at, updated_at: at };
    return { before, after, events: ['transfer.canceled'], ledger: 'release' };
  });
}
