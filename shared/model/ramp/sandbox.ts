/**
 * The sandbox's deterministic outcomes (docs/ramp.md, Sandbox). The last two digits of
 * `source_amount` pick a scenario; the payment then moves one status per step
 * (RAMP_SANDBOX_STEP_MS, recorded on the payment when it is created).
 */
import type { RampStatus } from '#shared/model/ramp/vocabulary.ts';

export const SANDBOX_SCENARIOS = ['succeed', 'requires_action', 'fail', 'unfunded', 'requires_action_expire'] as const;
export type SandboxScenario = (typeof SANDBOX_SCENARIOS)[number];

const BY_SUFFIX: Record<string, SandboxScenario> = {
  '01': 'requires_action',
  '02': 'fail',
  '03': 'unfunded',
  '04': 'requires_action_expire',
};

export function scenarioFor(sourceAmount: string): SandboxScenario {
  return BY_SUFFIX[sourceAmount.slice(-2)] ?? 'succeed';
}

export const SANDBOX_FAILURE_REASON = 'destination_account_rejected';

/** The next status the scenario moves to from `status` on its own, if any (expiry aside). */
export function sandboxNext(scenario: SandboxScenario, status: RampStatus): { to: RampStatus; failure_reason?: string } | null {
  switch (status) {
    case 'pending':
      if (scenario === 'unfunded') return null;
      return { to: scenario === 'requires_action' || scenario === 'requires_action_expire' ? 'requires_action' : 'processing' };
    case 'requires_action':
      return scenario === 'requires_action_expire' ? null : { to: 'processing' };
    case 'processing':
      return scenario === 'fail' ? { to: 'failed', failure_reason: SANDBOX_FAILURE_REASON } : { to: 'succeeded' };
    default:
      return null;
  }
}
