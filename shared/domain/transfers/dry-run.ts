/**
 * `dry_run: true`: the same checks as a real request, in the same order, but the policy and the
 * balance are reported instead of refused, and nothing is written. Checks 1–4 still fail as
 * errors: without a wallet, network, asset and valid destination there is nothing to evaluate.
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import { evaluateTransfer } from '#shared/domain/transfers/evaluate.ts';
import { approvalsNeeded } from '#shared/domain/transfers/approval-settings.ts';
import type { CreateTransferInput } from '#shared/schemas/transfers.ts';
import type { DryRunView } from '#shared/responses/transfers.ts';

export async function dryRunTransfer(tenant: TenantScope, input: CreateTransferInput): Promise<DryRunView> {
  const ev = await evaluateTransfer(tenant, input, true);
  const sufficient = ev.available >= ev.amount;
  const required = approvalsNeeded(ev.approvals);
  return {
    dry_run: true,
    would_succeed: ev.verdict.allowed && sufficient,
    destination: { to_address: ev.toAddress, address_book_entry_id: ev.entry?.id ?? null },
    policy: {
      allowed: ev.verdict.allowed,
      rule: ev.verdict.rule,
      version: ev.policy.version,
      funds_ramp_payment: ev.funding?.reference ?? null,
    },
    balance: {
      sufficient,
      available: ev.available.toString(),
      requested: ev.amount.toString(),
      asset_symbol: ev.asset.symbol,
      decimals: ev.asset.decimals,
    },
    approval: { required: required > 0, required_approvals: required },
  };
}
