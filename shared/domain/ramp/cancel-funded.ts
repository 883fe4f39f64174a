/**
 * `POST /v1/ramp/payments/{reference}/cancel` (docs/ramp.md, Funding from a wallet). A payment
 * funded from a wallet whose transfer still awaits approval is cancelled together with that
 * transfer: one transaction cancels the transfer (its reservation given back, `transfer.canceled`)
 * and the payment (`ramp.payment.cancelled`, no failure reason: the caller cancelled it), through
 * the transfer's one commit path (`commitTransferMove` and `funding-outcome.ts`). Once the
 * transfer is released to custody the funds are moving: 409 `invalid_state_transition`. Every
 * other payment is cancelled as before (`payments.ts`).
 */
import { isTransactionConditionFailed } from '#shared/db/errors.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { getPayment } from '#shared/db/ramp-payments.ts';
import { getTransfer } from '#shared/db/transfers.ts';
import { awaitingFundingTransfer, cancelPayment, showPayment } from '#shared/domain/ramp/payments.ts';
import { commitTransferMove } from '#shared/domain/transfers/commit.ts';
import { canTransition, transition } from '#shared/model/transfers/state-machine.ts';
import { ApiError, notFound } from '#shared/model/errors.ts';
import type { UserReference } from '#shared/model/auth.ts';
import type { RampPaymentView } from '#shared/responses/ramp.ts';

const MAX_TRIES = 5;

export async function cancelRampPayment(tenant: TenantScope, reference: string, member: UserReference): Promise<RampPaymentView> {
  for (let tryNumber = 1; ; tryNumber++) {
    const record = await getPayment(tenant, reference, true);
    if (!record) throw notFound('ramp payment');
    // A pending payment funded from a wallet has no due lifecycle step, so it needs no settling here.
    if (!record.funding_transfer_id || record.status !== 'pending') return cancelPayment(tenant, reference, record);
    const before = await getTransfer(tenant, record.funding_transfer_id, true);
    if (!before || !canTransition(before, 'cancel')) throw awaitingFundingTransfer(record, 'cancelled', before?.status ?? null);
    const now = new Date();
    const at = now.toISOString();
    const after = { ...before, ...transition(before, 'cancel'), canceled_by: member, canceled_at: at, updated_at: at };
    try {
      await commitTransferMove(
        tenant,
        { before, after, events: ['transfer.canceled'], ledger: 'release', paymentFailureReason: null },
        now,
      );
      return await showPayment(tenant, reference);
    } catch (error) {
      // The transfer or the payment moved meanwhile (an approval, a concurrent cancel): decide again.
      if (!isTransactionConditionFailed(error)) throw error;
      if (tryNumber >= MAX_TRIES)
        throw new ApiError('conflict', 'The payment kept changing while it was being cancelled; retry.', { cause: error });
    }
  }
}
