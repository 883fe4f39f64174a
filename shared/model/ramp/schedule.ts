/**
 * A ramp payment's schedule (docs/ramp.md, Lifecycle): the next time-driven transition of a
 * payment if nothing else happens. Sandbox steps follow the scenario; in both environments an
 * unfunded payment expires at its funding deadline. Pure, and on the model floor because two
 * floors need it: the lifecycle computes the due transitions from it, and the data layer indexes
 * each payment by the time its next one falls due (the scheduled step finds due payments there).
 */
import { sandboxNext, type SandboxScenario } from '#shared/model/ramp/sandbox.ts';
import { canTransition } from '#shared/model/ramp/state-machine.ts';
import type { RampStatus } from '#shared/model/ramp/vocabulary.ts';

export interface Step {
  to: RampStatus;
  /** Epoch milliseconds at which the transition fell due. */
  at: number;
  failure_reason: string | null;
}

/** What of a payment its schedule reads. */
export interface Scheduled {
  status: RampStatus;
  status_changed_at: string;
  funding_deadline: string;
  funding_transfer_id?: string | null | undefined;
  sandbox: { scenario: SandboxScenario; step_ms: number; auto: boolean } | null;
}

/** Why an unfunded payment expired, by the status it expired from. */
export const EXPIRY_REASONS: Partial<Record<RampStatus, string>> = {
  pending: 'funding_not_received',
  requires_action: 'action_not_completed',
};

/** The next transition of the payment if nothing else happens, or null when none is scheduled. */
export function nextStep(r: Scheduled): Step | null {
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

/** When the payment's next transition falls due (epoch ms), or null when none is scheduled or it could not apply. */
export function nextDueAt(r: Scheduled): number | null {
  const step = nextStep(r);
  return step && canTransition(r.status, step.to) ? step.at : null;
}
