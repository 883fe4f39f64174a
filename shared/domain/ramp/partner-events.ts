/**
 * Applying the partner's signed status callbacks (docs/ramp.md, Partner callbacks). A callback
 * names a payment by reference alone: its lookup item (written when the payment was submitted
 * to the partner) gives the workspace and environment, and the callback's provider reference
 * must be the payment's. Due lazy transitions are settled first; then the reported status is
 * reached along the state machine (every intermediate status with its event), or, when the
 * payment is already at or past it, or cannot get there, nothing changes. The callback's record
 * is written in the same transaction as the change, under a condition, so a redelivery or a
 * concurrent duplicate is answered as the first delivery was and never moves the payment twice.
 */
import { createHash } from 'node:crypto';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { handledEventPut, readCallbackContext, type HandledPartnerEvent } from '#shared/db/ramp-partner-events.ts';
import { getPayment } from '#shared/db/ramp-payments.ts';
import { isTransactionConditionFailed } from '#shared/db/errors.ts';
import { withConflictRetry } from '#shared/db/conflict-retry.ts';
import { transact } from '#shared/db/transact.ts';
import { canonicalJson } from '#shared/domain/idempotency/fingerprint.ts';
import { EXPIRY_REASONS, type Step } from '#shared/domain/ramp/lifecycle.ts';
import type { RampPaymentRecord } from '#shared/db/records/ramp-payment.ts';
import { commitSteps, settle } from '#shared/domain/ramp/settle.ts';
import { deliveryOnSuccess } from '#shared/domain/ramp/chain-delivery.ts';
import { creditedByChain } from '#shared/domain/ramp/delivery.ts';
import { pathTo } from '#shared/model/ramp/state-machine.ts';
import type { RampStatus } from '#shared/model/ramp/vocabulary.ts';
import { ApiError } from '#shared/model/errors.ts';
import { log } from '#shared/log.ts';
import type { PartnerEventReceipt } from '#shared/responses/ramp-partner-events.ts';
import type { PartnerEventInput } from '#shared/schemas/ramp-partner-events.ts';

/**
 * Writes lost to a concurrent writer (another callback, a read settling a transition, a cancel)
 * before the partner is told to retry. Each loss means someone else's write went through.
 */
const MAX_ATTEMPTS = 8;

/** Failure reason of a partner-reported failure that gave none. */
export const PARTNER_FAILURE_REASON = 'provider_reported_failure';

type Plan = { kind: 'move'; path: RampStatus[] } | { kind: 'stale' } | { kind: 'unreachable' };

/** Where the reported status leaves a payment in `current`. */
export function planFor(current: RampStatus, reported: RampStatus): Plan {
  const path = pathTo(current, reported);
  if (path && path.length > 0) return { kind: 'move', path };
  // At it, or past it: the report is older news than what the payment already knows.
  if (path || pathTo(reported, current)) return { kind: 'stale' };
  return { kind: 'unreachable' };
}

function reasonFor(to: RampStatus, from: RampStatus, reported: string | undefined): string | null {
  if (to === 'failed') return reported ?? PARTNER_FAILURE_REASON;
  if (to === 'expired') return reported ?? EXPIRY_REASONS[from] ?? null;
  if (to === 'cancelled') return reported ?? null;
  return null;
}

function stepsFor(record: RampPaymentRecord, path: RampStatus[], reported: string | undefined, now: number): Step[] {
  // A transition is never dated before the one it follows.
  const at = Math.max(now, Date.parse(record.status_changed_at));
  let from = record.status;
  return path.map((to) => {
    const step = { to, at, failure_reason: reasonFor(to, from, reported) };
    from = to;
    return step;
  });
}

const receiptOf = (handled: HandledPartnerEvent): PartnerEventReceipt => ({
  received: true,
  applied: handled.applied,
  outcome: handled.outcome,
  payment_status: handled.payment_status,
});

/** True when the record went in; false when the event was recorded meanwhile (the caller re-reads it). */
async function recordAlone(handled: HandledPartnerEvent): Promise<boolean> {
  try {
    await withConflictRetry(() => transact([handledEventPut(handled)]));
    return true;
  } catch (error) {
    if (isTransactionConditionFailed(error)) return false;
    throw error;
  }
}

function fundingInFlight(transferId: string): ApiError {
  return new ApiError(
    'conflict',
    'The payment waits for its funding transfer from a workspace wallet; deliver the event again once that transfer has ended.',
    {
      details: { funding_transfer_id: transferId },
      retryAfterSeconds: 60,
    },
  );
}

function notFound(): ApiError {
  return new ApiError('not_found', 'No payment submitted to the partner has this reference and provider_reference.');
}

/** Handles one callback; the answer is the same for every delivery of its event id. */
export async function receivePartnerEvent(event: PartnerEventInput): Promise<PartnerEventReceipt> {
  const fingerprint = createHash('sha256').update(canonicalJson(event)).digest('hex');
  const { reference, provider_reference, status: reported, failure_reason, tx_hash } = event.data;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const { handled, lookup } = await readCallbackContext(event.id, reference);
    if (handled) {
      if (handled.fingerprint !== fingerprint)
        log.warn('partner event redelivered with another body', { event_id: event.id, reference: handled.reference });
      return receiptOf(handled);
    }
    if (!lookup) throw notFound();
    if (lookup.provider_reference !== provider_reference) {
      log.warn('partner event refused: provider_reference does not match the payment', { event_id: event.id, reference });
      throw notFound();
    }
    const tenant: TenantScope = { workspaceId: lookup.workspace_id, environment: lookup.environment };
    const stored = await getPayment(tenant, reference, true);
    if (!stored) throw notFound();
    const now = Date.now();
    const record = await settle(tenant, stored, now);
    // The partner holds no funds while a workspace wallet's transfer to it is still in flight, and
    // ending the payment here would leave that transfer to pay a payment that is over: the
    // transfer decides first (funding-outcome.ts). Nothing is recorded, so the redelivery applies.
    if (record.funding_transfer_id && record.status === 'pending') throw fundingInFlight(record.funding_transfer_id);
    const plan = planFor(record.status, reported);
    const base = { event_id: event.id, reference, fingerprint };
    if (plan.kind !== 'move') {
      if (plan.kind === 'unreachable') {
        log.warn('partner event cannot be applied: the state machine does not reach the status', {
          event_id: event.id,
          reference,
          status: record.status,
          reported,
        });
      }
      const result: HandledPartnerEvent = { ...base, applied: false, outcome: plan.kind, payment_status: record.status };
      if (await recordAlone(result)) return receiptOf(result);
      continue;
    }
    const result: HandledPartnerEvent = { ...base, applied: true, outcome: 'applied', payment_status: reported };
    // The partner's word replaces the sandbox scenario's: both driving one payment would race.
    const patch: Parameters<typeof commitSteps>[3] = record.sandbox?.auto ? { sandbox: { ...record.sandbox, auto: false } } : {};
    const extra = [handledEventPut(result, now)];
    if (plan.path.includes('succeeded') && creditedByChain(tenant, record) && !record.delivery?.transaction_id) {
      // The chain credits a custody wallet: the success links to the deposit, never credits again.
      const onSuccess = await deliveryOnSuccess(tenant, record, tx_hash, now);
      patch.delivery = onSuccess.delivery;
      extra.push(...onSuccess.items);
    }
    // A concurrent delivery's transaction on the same items is contention, tried again; a lost
    // condition (the payment's, or a deposit's claim) is a verdict: re-read and decide again.
    const steps = stepsFor(record, plan.path, failure_reason, now);
    const written = await withConflictRetry(() => commitSteps(tenant, record, steps, patch, extra));
    if (written) {
      log.info('partner event applied', { event_id: event.id, reference, from: record.status, to: reported });
      return receiptOf(result);
    }
  }
  throw new ApiError('conflict', 'The payment kept changing while the callback was applied; deliver it again.');
}
