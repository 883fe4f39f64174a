/**
 * Time-driven transitions, evaluated lazily (docs/ramp.md, Lifecycle): from a stored payment
 * and the current time this computes, deterministically, every transition that has fallen
 * due since the status last changed. Sandbox steps follow the scenario; in both environments
 * an unfunded payment expires at its funding deadline. Pure: the caller persists the result.
 */
import { canTransition } from '#shared/model/ramp/state-machine.ts';
import { sandboxNext } from '#shared/model/ramp/sandbox.ts';
import type { RampPaymentRecord } from '#shared/db/records/ramp-payment.ts';
import type { RampStatus } from '#shared/model/ramp/vocabulary.ts';

export interface Step {
  to: RampStatus;
  /** Epoch milliseconds at which the transition fell due. */
  at: number;
  failure_reason: string | null;
}

/** Why an unfunded payment expired, by the status it expired from. */
export const EXPIRY_REASONS: Partial<Record<RampStatus, string>> = {
  pending: 'funding_not_received',
  requires_action: 'action_not_completed',
};

/** The next transition of the payment if nothing else happens, or null when none is scheduled. */
export function nextStep(r: RampPaymentRecord): Step | null {
  // Funded from a wallet: while the funding transfer is in flight only its outcome moves the
  // payment (written with the transfer's move, `funding-outcome.ts`), neither sandbox steps nor the deadline.
  if (r.funding_transfer_id && r.status === 'pending') return null;
  const changedAt = Date.parse(r.status_changed_at);
  const auto = r.sandbox?.auto ? sandboxNext(r.sandbox.scenario, r.status) : null;
  const autoStep =
    auto && r.sandbox ? { to: auto.to, at: changedAt + r.sandbox.step_ms, failure_reason: auto.failure_reason ?? null } : null;
  const expiryReason = EXPIRY_REASONS[r.status];
  if (expiryReason) {
    const deadline = Date.parse(r.funding_deadline);
    if (!autoStep || autoStep.at >= deadline) return { to: 'expired', at: Math.max(deadline, changedAt), failure_reason: expiryReason };
  }
  return autoStep;
}

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
