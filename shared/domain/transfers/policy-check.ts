/**
 * How a transfer policy applies to a destination: a blocked address is always refused; a
 * non-empty allow-list admits only its addresses. Addresses compare in canonical form (the
 * policy stores them canonical; destinations are normalised for their network first).
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import { settingVersionCheck } from '#shared/db/settings.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { ApiError } from '#shared/model/errors.ts';
import type { TransferPolicyView } from '#shared/responses/workspace.ts';

export type PolicyRule = 'blocked_destination' | 'not_in_allow_list';

export interface PolicyVerdict {
  allowed: boolean;
  rule: PolicyRule | null;
}

export function checkPolicy(policy: TransferPolicyView, canonicalAddress: string): PolicyVerdict {
  if (policy.blocked_destination_addresses.includes(canonicalAddress)) return { allowed: false, rule: 'blocked_destination' };
  const allow = policy.allowed_destination_addresses;
  if (allow.length > 0 && !allow.includes(canonicalAddress)) return { allowed: false, rule: 'not_in_allow_list' };
  return { allowed: true, rule: null };
}

/** 422 `transfer_policy_violation` with the rule that refused the destination. */
export function policyViolation(verdict: PolicyVerdict, address: string, policy: TransferPolicyView): ApiError {
  const message =
    verdict.rule === 'blocked_destination'
      ? 'The destination address is on the transfer policy’s block-list.'
      : 'The transfer policy has an allow-list and the destination address is not on it.';
  return new ApiError('transfer_policy_violation', message, {
    details: { rule: verdict.rule, address, policy_version: policy.version },
  });
}

/**
 * Fails the transaction if the policy changed after it was evaluated: on the settings copy a
 * transfer read (`copy`), or on the base item for a reader of the base item (a ramp payout).
 */
export function policyUnchangedCheck(tenant: TenantScope, version: number, copy?: number): TransactItem {
  return settingVersionCheck(tenant, 'TRANSFER_POLICY', version, copy);
}
