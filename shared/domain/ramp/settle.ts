/**
 * Persists transitions: the payment item replaced under a condition on the status and event
 * sequence it was read with, and one event per transition, in one transaction. Used for the
 * lazily evaluated time-driven steps (on every read) and for cancel and sandbox advance.
 */
import type { TenantScope } from '#shared/db/keys.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { getPayment, replacePayment } from '#shared/db/ramp-payments.ts';
import { paymentEventPut } from '#shared/domain/ramp/events.ts';
import { applyStep, dueSteps, type Step } from '#shared/domain/ramp/lifecycle.ts';
import type { RampPaymentRecord } from '#shared/domain/ramp/record.ts';
import { eventTypeFor } from '#shared/domain/ramp/state-machine.ts';

/**
 * Applies `steps` to `before` and writes them, with `extra` items in the same transaction (a
 * partner callback's record); null when another writer moved the payment first or an extra
 * item's condition failed.
 */
export async function commitSteps(
  tenant: TenantScope,
  before: RampPaymentRecord,
  steps: Step[],
  patch: Partial<Pick<RampPaymentRecord, 'sandbox'>> = {},
  extra: TransactItem[] = [],
): Promise<RampPaymentRecord | null> {
  let current = { ...before, ...patch };
  const events = [];
  for (const step of steps) {
    current = applyStep(current, step);
    current = { ...current, event_sequence: current.event_sequence + 1 };
    events.push(paymentEventPut(tenant, eventTypeFor(step.to), current));
  }
  return (await replacePayment(tenant, before, current, [...events, ...extra])) ? current : null;
}

/**
 * The payment as of now, with every due transition written. When a concurrent writer wins,
 * its result is re-read (strongly consistent) and settled again.
 */
export async function settle(tenant: TenantScope, record: RampPaymentRecord, now = Date.now()): Promise<RampPaymentRecord> {
  let current = record;
  for (let attempt = 0; attempt < 3; attempt++) {
    const { steps, after } = dueSteps(current, now);
    if (steps.length === 0) return current;
    const written = await commitSteps(tenant, current, steps);
    if (written) return written;
    const fresh = await getPayment(tenant, current.reference, true);
    if (!fresh) return after;
    current = fresh;
  }
  return dueSteps(current, now).after;
}
