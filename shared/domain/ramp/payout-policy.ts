/**
 * The transfer policy governs every outflow: an off-ramp paid out to a wallet address is judged
 * by the one check transfers use (`shared/domain/transfers/policy-check.ts`), on the address in
 * the canonical form the destination check stored (`normalizeOnNetwork`, as for a transfer's
 * `to_address`). A blocked address is refused; a non-empty allow-list admits only its addresses.
 * An on-ramp's delivery address (`deliver_to`, or `destination.wallet` on the wallet rail) is
 * judged the same way, as transfers judge theirs: one of the workspace's own wallets passes a
 * non-empty allow-list (nothing leaves the workspace), and a blocked address stays blocked.
 * Payouts to a bank account or mobile money name no address and are outside the policy.
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { checkPolicy, policyUnchangedCheck, policyViolation, type PolicyVerdict } from '#shared/domain/transfers/policy-check.ts';
import { readTransferPolicy } from '#shared/domain/workspace-settings/transfer-policy.ts';
import { walletOwning } from '#shared/domain/wallets/owner.ts';
import type { RampOrder } from '#shared/domain/ramp/order.ts';
import type { TransferPolicyView } from '#shared/responses/workspace.ts';

export interface PayoutPolicy {
  network: string;
  /** The payout address, canonical for its network. */
  address: string;
  policy: TransferPolicyView;
  verdict: PolicyVerdict;
}

/** The policy's verdict on the order's payout address; null when the payout goes to no address. */
export async function evaluatePayoutPolicy(tenant: TenantScope, order: RampOrder): Promise<PayoutPolicy | null> {
  // An on-ramp's stablecoin leaves the provider for its delivery address: an outflow like a payout.
  const wallet = order.direction === 'on_ramp' ? order.delivery : order.destination.wallet;
  if (!wallet) return null;
  // Strongly consistent: an address blocked a moment ago must not be paid out to.
  const policy = await readTransferPolicy(tenant, true);
  let verdict = checkPolicy(policy, wallet.address);
  // Wallets are never deleted and their accounts never change: the policy's version check covers the rest.
  if (order.direction === 'on_ramp' && verdict.rule === 'not_in_allow_list' && (await walletOwning(tenant, wallet))) {
    verdict = { allowed: true, rule: null };
  }
  return { network: wallet.network, address: wallet.address, policy, verdict };
}

/**
 * Throws 422 `transfer_policy_violation` when the policy refuses the payout; otherwise returns
 * the transaction items that fail the payment's write if the policy changes before it commits.
 */
export async function enforcePayoutPolicy(tenant: TenantScope, order: RampOrder): Promise<TransactItem[]> {
  const payout = await evaluatePayoutPolicy(tenant, order);
  if (!payout) return [];
  if (!payout.verdict.allowed) throw policyViolation(payout.verdict, payout.address, payout.policy);
  return [policyUnchangedCheck(tenant, payout.policy.version)];
}
