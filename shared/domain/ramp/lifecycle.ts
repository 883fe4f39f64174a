/**
 * Time-driven transitions (docs/ramp.md, Lifecycle): from a stored payment and the current time
 * this computes, deterministically, every transition that has fallen due since the status last
 * changed, following the payment's schedule (`shared/model/ramp/schedule.ts`). Pure: the caller
 * persists the result, on a read (lazily) or in the scheduled step (`due-payments.ts`).
 */
import { canTransition } from '#shared/model/ramp/state-machine.ts';
import { EXPIRY_REASONS, nextStep, type Step } from '#shared/model/ramp/schedule.ts';
import type { RampPaymentRecord } from '#shared/db/records/ramp-payment.ts';

export { EXPIRY_REASONS, nextStep, type Step };

/** The record after `step`. */
export function applyStep(r: RampPaymentRecord, step: Step): RampPaymentRecord {
  const at = new Date(step.at).toISOString();
  return { ...r, status: step.to, status_changed_at: at, updated_at: at, failure_reason: step.failure_reason };
}

/** Every transition due at `now`, in order, and the record after them. */
export function dueSteps(r: RampPaymentRecord, now: number): { steps: Step[]; after: RampPaymentRecord } {
  const steps: Step[] = [];
  let current = r;
  // A payment has at most four transitions; the bound only guards against a scheduling bug.
  for (let i = 0; i < 8; i++) {
    const step = nextStep(current);
    if (!step || step.at > now || !canTransition(current.status, step.to)) break;
    steps.push(step);
    current = applyStep(current, step);
  }
  return { steps, after: current };
}
