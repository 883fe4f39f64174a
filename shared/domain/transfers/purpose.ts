/**
 * What an approver is shown of a transfer besides its money (docs/wallets-transfers.md, What an
 * approver sees), recorded on the transfer when it is created so a read stays one GetItem:
 * - its purpose: for the funding of a ramp payment, the payment's reference, direction, provider,
 *   the amount the beneficiary receives and the beneficiary, account and phone numbers masked
 *   here, so the clear numbers are never copied onto the transfer (identity fields not at all);
 * - the address book entry of its destination, if the workspace has an active one;
 * - the policy verdict: which policy version let it through and why, and what approval required.
 */
import type { AddressBookRecord } from '#shared/db/address-book.ts';
import type { RampPaymentRecord } from '#shared/db/records/ramp-payment.ts';
import type { TransferEvaluation } from '#shared/domain/transfers/evaluate.ts';
import type { TransferAddressBook, TransferPolicyVerdict, TransferPurpose } from '#shared/responses/transfers.ts';

type Beneficiary = TransferPurpose['ramp_payment']['beneficiary'];

/** All but the last four characters as `*` (half, when shorter than eight): enough to recognise, not to reuse. */
export function maskNumber(value: string): string {
  const shown = Math.min(4, Math.floor(value.length / 2));
  return '*'.repeat(value.length - shown) + value.slice(value.length - shown);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function beneficiaryOf(destination: Record<string, unknown>): Beneficiary {
  const bank = destination.bank_account as Record<string, unknown> | undefined;
  if (bank) {
    return {
      type: 'bank_account',
      account_name: String(bank.account_name ?? ''),
      account_number_masked: maskNumber(String(bank.account_number ?? '')),
      bank_name: text(bank.bank_name),
      bank_code: text(bank.bank_code),
    };
  }
  const mobile = destination.mobile_money as Record<string, unknown> | undefined;
  if (mobile) {
    const phone = String(mobile.phone_number ?? '');
    const plus = phone.startsWith('+') ? '+' : '';
    return {
      type: 'mobile_money',
      account_name: text(mobile.account_name),
      phone_number_masked: plus + maskNumber(phone.slice(plus.length)),
      provider_code: String(mobile.provider_code ?? ''),
      country_code: String(mobile.country_code ?? ''),
    };
  }
  const wallet = (destination.wallet ?? {}) as Record<string, unknown>;
  return { type: 'wallet', network: String(wallet.network ?? ''), address: String(wallet.address ?? '') };
}

/** The purpose of a transfer funding `payment`, from the payment as stored or read. */
export function rampFundingPurpose(payment: RampPaymentRecord): TransferPurpose {
  return {
    type: 'ramp_payment_funding',
    ramp_payment: {
      reference: payment.reference,
      direction: payment.direction,
      rail: payment.rail,
      country_code: payment.country_code,
      provider: payment.provider,
      destination_amount: { amount: payment.destination_amount.amount, asset: payment.destination_amount.asset },
      beneficiary: beneficiaryOf(payment.destination),
    },
  };
}

export function addressBookSnapshot(entry: AddressBookRecord | null): TransferAddressBook | null {
  return entry ? { entry_id: entry.id, label: entry.label, trust_status: entry.trust_status } : null;
}

/** The verdict of an evaluation that admitted the transfer, with the approvals it was requested under. */
export function policyVerdict(ev: TransferEvaluation, requiredApprovals: number): TransferPolicyVerdict {
  const allow = ev.policy.allowed_destination_addresses;
  const allowedBy =
    allow.length === 0
      ? 'no_allow_list'
      : allow.includes(ev.toAddress)
        ? 'allow_list'
        : ev.ownWallet
          ? 'own_wallet'
          : 'ramp_payment_funding';
  return {
    policy_version: ev.policy.version,
    allowed_by: allowedBy,
    approval: { required: requiredApprovals > 0, required_approvals: requiredApprovals, approval_settings_version: ev.approvals.version },
  };
}
