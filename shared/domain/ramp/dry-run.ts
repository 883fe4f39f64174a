/**
 * `POST /v1/ramp/payments` with `dry_run: true`: the checks of a real create, in its order, with
 * nothing created, submitted or claimed. Validation and the corridor still fail as errors (400):
 * without a valid order and a provider there is nothing to evaluate. The transfer policy's
 * verdict on a wallet payout or an on-ramp's delivery address is reported instead of refused, as
 * a transfer's dry run reports it.
 */
import { providerNetwork } from '#shared/adapters/provider-network/index.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { toRampOrder } from '#shared/domain/ramp/order.ts';
import { assertLiveRampsServed } from '#shared/domain/ramp/provider-funding.ts';
import { evaluatePayoutPolicy } from '#shared/domain/ramp/payout-policy.ts';
import { eligibleCandidates } from '#shared/domain/ramp/select-provider.ts';
import { dryRunWalletFunding, withWalletNetwork } from '#shared/domain/ramp/wallet-funding.ts';
import { newReference } from '#shared/domain/ramp/reference.ts';
import type { CreateRampPaymentInput } from '#shared/schemas/ramp.ts';
import type { RampDryRunView } from '#shared/responses/ramp.ts';

export async function dryRunRampPayment(tenant: TenantScope, input: CreateRampPaymentInput): Promise<RampDryRunView> {
  const requested = toRampOrder(input);
  // A dry run answers as the create would: it never promises a live payment no provider can take.
  assertLiveRampsServed(tenant);
  // Funded from a wallet: its problems (404, 422) are errors as for a create; the transfer's policy and balance are reported.
  const order = requested.source_wallet_id ? await withWalletNetwork(tenant, requested) : requested;
  const payout = await evaluatePayoutPolicy(tenant, order);
  const [best] = eligibleCandidates(await providerNetwork.listProviders(tenant.environment), order, true);
  const funding = order.source_wallet_id ? await dryRunWalletFunding(tenant, order, newReference()) : null;
  return {
    dry_run: true,
    would_succeed: (payout?.verdict.allowed ?? true) && (funding ? funding.policy.allowed && funding.balance.sufficient : true),
    provider: best!.provider.code,
    destination: payout ? { network: payout.network, address: payout.address } : null,
    policy: payout ? { allowed: payout.verdict.allowed, rule: payout.verdict.rule, version: payout.policy.version } : null,
    funding_transfer: funding,
  };
}
