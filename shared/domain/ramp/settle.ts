/**
 * Persists transitions: the payment item replaced under a condition on the status and event
 * sequence it was read with, and one event per transition, in one transaction. Used for the
 * lazily evaluated time-driven steps (on every read) and for cancel and sandbox advance. A move
 * to `succeeded` of an on-ramp into an own wallet also credits the wallet (`delivery.ts`).
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import { getPayment, paymentReplaceItem, replacePayment } from '#shared/db/ramp-payments.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { paymentEventPut } from '#shared/domain/ramp/events.ts';
import { applyStep, dueSteps, type Step } from '#shared/domain/ramp/lifecycle.ts';
import type { RampPaymentRecord } from '#shared/db/records/ramp-payment.ts';
import { eventTypeFor } from '#shared/model/ramp/state-machine.ts';
import { creditDelivery } from '#shared/domain/ramp/delivery.ts';
import { withConflictRetry } from '#shared/db/conflict-retry.ts';

/**
 * Applies `steps` to `before` and writes them, with `extra` items in the same transaction (a
 * partner callback's record); null when another writer moved the payment first or an extra
 * item's condition failed. `patch.delivery` replaces the delivery at the move to succeeded.
 */
export async function commitSteps(
  tenant: TenantScope,
  before: RampPaymentRecord,
  steps: Step[],
  patch: Patch = {},
  extra: TransactItem[] = [],
): Promise<RampPaymentRecord | null> {
  const { after, events } = applySteps(tenant, before, steps, patch);
  return (await replacePayment(tenant, before, after, [...events, ...extra])) ? after : null;
}

/**
 * The items that write `steps` inside another resource's transaction (a funding transfer's
 * move): the payment replaced under the same condition as `commitSteps`, and its events.
 */
export function stepItems(
  tenant: TenantScope,
  before: RampPaymentRecord,
  steps: Step[],
): { after: RampPaymentRecord; items: TransactItem[] } {
  const { after, events } = applySteps(tenant, before, steps, {});
  return { after, items: [paymentReplaceItem(tenant, before, after), ...events] };
}

type Patch = Partial<Pick<RampPaymentRecord, 'sandbox' | 'delivery'>>;

function applySteps(tenant: TenantScope, before: RampPaymentRecord, steps: Step[], patch: Patch) {
  // A delivery given here is what the move to succeeded leaves (a live on-ramp's link to its deposit).
  const { delivery: deliveryOnSuccess, ...rest } = patch;
  let current = { ...before, ...rest };
  const now = new Date();
  const items: TransactItem[] = [];
  for (const step of steps) {
    current = applyStep(current, step);
    current = { ...current, event_sequence: current.event_sequence + 1 };
    if (step.to === 'succeeded') {
      if (deliveryOnSuccess) current = { ...current, delivery: deliveryOnSuccess };
      // The credit rides in the transition's own write: one transition, one credit.
      const credit = creditDelivery(tenant, current, step.at, now);
      current = credit.record;
      items.push(...credit.items);
    }
    items.push(paymentEventPut(tenant, eventTypeFor(step.to), current, now));
  }
  return { after: current, events: items };
}

/**
 * The payment as of now, with every due transition written. When a concurrent writer wins,
 * its result is re-read (strongly consistent) and settled again. Concurrent reads of one payment
 * all try to write the same due step, so a write in flight is common: the write waits for it
 * and tries again (whose condition then fails and the winner's result is read), rather than
 * answering a read with 503.
 */
export async function settle(tenant: TenantScope, record: RampPaymentRecord, now = Date.now()): Promise<RampPaymentRecord> {
  let current = record;
  for (let attempt = 0; attempt < 3; attempt++) {
    const { steps, after } = dueSteps(current, now);
    if (steps.length === 0) return current;
    const written = await withConflictRetry(() => commitSteps(tenant, current, steps));
    if (written) return written;
    const fresh = await getPayment(tenant, current.reference, true);
    if (!fresh) return after;
    current = fresh;
  }
  return dueSteps(current, now).after;
}
