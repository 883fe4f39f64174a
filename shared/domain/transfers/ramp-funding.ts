/**
 * The one exception to a non-empty allow-list (docs/wallets-transfers.md, Funding a ramp
 * payment): a transfer to the deposit address of one of the tenant's off-ramp payments passes
 * as that payment's funding, and only as that: same network, same asset, the exact amount
 * (compared in BigInt), the payment still waiting for funds (`pending` as of now, lifecycle
 * steps included, so before its funding deadline), and no other transfer admitted as its funding
 * already. A blocked address stays blocked: this is consulted only for `not_in_allow_list`.
 * Reads happen only then: one GetItem of the deposit lookup, then the payment and its claim.
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import * as keys from '#shared/db/keys.ts';
import { batchGetItems } from '#shared/db/batch-get.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { fundingClaimKey, fundingClaimPut, getDepositLookup } from '#shared/db/ramp-deposits.ts';
import { paymentUnchangedCheck } from '#shared/db/ramp-payments.ts';
import { dueSteps } from '#shared/domain/ramp/lifecycle.ts';
import type { RampPaymentRecord } from '#shared/db/records/ramp-payment.ts';
import { rampFundingPurpose } from '#shared/domain/transfers/purpose.ts';
import type { TransferPurpose } from '#shared/responses/transfers.ts';

/** The payment a transfer funds, as read: what the transfer's transaction checks is unchanged. */
export interface RampFunding {
  reference: string;
  status: string;
  eventSequence: number;
  fundingDeadline: string;
  /**
   * The payment is created in the transfer's own transaction (funded from a wallet, `source_wallet_id`):
   * nothing to check or claim, and the payment follows the transfer's outcome (`settles_ramp_payment`).
   */
  createdWithTransfer?: boolean;
  /** What the transfer records as its purpose (absent where no transfer is stored: prechecks, dry runs). */
  purpose?: TransferPurpose;
}

export interface OutflowToMatch {
  network: string;
  /** Canonical for the network, as the transfer stores it. */
  address: string;
  asset: string;
  amount: bigint;
}

/** The payment the transfer would fund exactly, or null. */
export async function findRampFunding(tenant: TenantScope, out: OutflowToMatch, now = Date.now()): Promise<RampFunding | null> {
  const lookup = await getDepositLookup(tenant, out.network, out.address);
  if (!lookup) return null;
  const paymentKey = { pk: keys.tenant(tenant), sk: keys.rampPayment(lookup.reference) };
  const claimKey = fundingClaimKey(tenant, lookup.reference);
  const read = await batchGetItems([paymentKey, claimKey], true);
  const payment = read(paymentKey) as RampPaymentRecord | undefined;
  const claim = read(claimKey) as { expires_at_epoch: number } | undefined;
  if (!payment || (claim && claim.expires_at_epoch > now / 1000)) return null;
  const f = payment.funding_instructions;
  const exact =
    payment.direction === 'off_ramp' &&
    f.type === 'crypto_deposit' &&
    f.network === out.network &&
    f.asset === out.asset &&
    typeof f.amount === 'string' &&
    /^\d+$/.test(f.amount) &&
    BigInt(f.amount) === out.amount;
  // The lookup names the address in canonical form; the payment's own instructions decide the rest.
  if (!exact || dueSteps(payment, now).after.status !== 'pending') return null;
  return {
    reference: payment.reference,
    status: payment.status,
    eventSequence: payment.event_sequence,
    fundingDeadline: payment.funding_deadline,
    purpose: rampFundingPurpose(payment),
  };
}

/**
 * The funding transfer's items: the payment unchanged since it was read (still waiting for
 * funds), and the claim, unless the transfer was refused by custody at once and takes no funds.
 */
export function rampFundingItems(tenant: TenantScope, funding: RampFunding, transferId: string, claim: boolean): TransactItem[] {
  // Its payment is put in the same transaction (one operation per item), and names this transfer itself.
  if (funding.createdWithTransfer) return [];
  const check = paymentUnchangedCheck(tenant, funding.reference, funding.status, funding.eventSequence);
  return claim ? [check, fundingClaimPut(tenant, funding.reference, transferId, funding.fundingDeadline)] : [check];
}
