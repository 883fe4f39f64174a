/**
 * A payment funded from a workspace wallet follows its funding transfer (docs/ramp.md, Funding
 * from a wallet): the transfer's completion moves it `pending` → `processing`, and a transfer that
 * ends with the funds still in the wallet (rejected, canceled, failed) cancels it with a reason
 * naming why. The payment's move is written in the transaction of the transfer's move
 * (`shared/domain/transfers/commit.ts`), under the payment's own condition on its status and
 * event sequence, so each happens exactly once however often the transfer's move is tried.
 */
import { getPayment } from '#shared/db/ramp-payments.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import type { TransferRecord } from '#shared/db/transfers.ts';
import { stepItems } from '#shared/domain/ramp/settle.ts';
import { canTransition } from '#shared/model/ramp/state-machine.ts';
import type { RampStatus } from '#shared/model/ramp/vocabulary.ts';
import { log } from '#shared/log.ts';

export const FUNDING_FAILURE_REASONS = {
  rejected: 'funding_transfer_rejected',
  canceled: 'funding_transfer_cancelled',
  failed: 'funding_transfer_failed',
} as const;

/** What the transfer's move means for the payment it funds, or null when it leaves the payment waiting. */
export function paymentOutcome(before: TransferRecord, after: TransferRecord): { to: RampStatus; failure_reason: string | null } | null {
  if (after.status === before.status) return null;
  if (after.status === 'completed') return { to: 'processing', failure_reason: null };
  if (after.status === 'failed') return { to: 'cancelled', failure_reason: FUNDING_FAILURE_REASONS.failed };
  if (after.status === 'canceled') {
    return {
      to: 'cancelled',
      failure_reason: after.approval_state === 'rejected' ? FUNDING_FAILURE_REASONS.rejected : FUNDING_FAILURE_REASONS.canceled,
    };
  }
  return null;
}

/**
 * The items that move the payment `before` funds, for the transfer's transaction; none when the
 * transfer does not settle a payment or this move leaves it waiting. `failureReason` overrides the
 * reason (a payment cancelled by its own route, which cancels the transfer with it, has none).
 */
export async function fundedPaymentItems(
  tenant: TenantScope,
  before: TransferRecord,
  after: TransferRecord,
  now: Date,
  failureReason?: string | null,
): Promise<TransactItem[]> {
  if (!before.settles_ramp_payment || !before.funds_ramp_payment) return [];
  const outcome = paymentOutcome(before, after);
  if (!outcome) return [];
  const payment = await getPayment(tenant, before.funds_ramp_payment, true);
  // While its transfer is in flight nothing else moves the payment (lifecycle.ts, payments.ts); this is a guard.
  if (payment?.status !== 'pending' || !canTransition(payment.status, outcome.to)) {
    log.warn('funding transfer ended but its payment is not pending', {
      transfer_id: before.id,
      reference: before.funds_ramp_payment,
      status: payment?.status ?? null,
    });
    return [];
  }
  const reason = failureReason === undefined ? outcome.failure_reason : failureReason;
  return stepItems(tenant, payment, [{ to: outcome.to, at: now.getTime(), failure_reason: reason }]).items;
}
