/**
 * Sandbox funding instructions (docs/ramp.md, Funding instructions), simulated: on-ramp, where
 * and how the payer sends fiat, always with a payment reference to quote; off-ramp, the deposit
 * address on the source network. Nobody holds these accounts or addresses, so they are never
 * given in live, where the provider's own instructions are the only ones (`provider-funding.ts`).
 */
import { createHash } from 'node:crypto';
import type { ProviderDefinition } from '#shared/adapters/provider-network/types.ts';
import { depositAddress } from '#shared/domain/ramp/deposit-address.ts';
import type { RampRail } from '#shared/model/ramp/vocabulary.ts';

export interface FundingInput {
  reference: string;
  direction: 'on_ramp' | 'off_ramp';
  rail: RampRail;
  provider: ProviderDefinition;
  source: { amount: string; asset: string; network?: string | undefined };
  expiresAt: string;
}

/** A short code the payer quotes so the provider can match the transfer: `RP` + 10 characters. */
export function payerReference(reference: string): string {
  const digest = createHash('sha256').update(reference).digest();
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return 'RP' + [...digest.subarray(0, 10)].map((b) => alphabet[b % alphabet.length]).join('');
}

/** Digits unique to the payment, for virtual collection accounts. */
function accountDigits(reference: string, length: number): string {
  const n = BigInt(`0x${createHash('sha256').update(`account:${reference}`).digest('hex')}`);
  return (n % 10n ** BigInt(length)).toString().padStart(length, '0');
}

function collectionAccount(rail: RampRail, p: ProviderDefinition, reference: string): Record<string, unknown> {
  const name = `${p.name} Collections`;
  switch (rail) {
    case 'sepa':
      return { method: 'sepa_credit_transfer', account_name: name, iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' };
    case 'faster_payments':
      return { method: 'faster_payments', account_name: name, sort_code: '040004', account_number: accountDigits(reference, 8) };
    case 'ach':
      return {
        method: 'ach_credit',
        account_name: name,
        routing_number: '011000015',
        account_number: accountDigits(reference, 12),
        account_type: 'checking',
      };
    case 'wire':
      return {
        method: 'wire',
        account_name: name,
        routing_number: '011000015',
        swift_code: 'BOFAUS3N',
        account_number: accountDigits(reference, 12),
      };
    case 'interac':
      return {
        method: 'interac_e_transfer',
        recipient_name: name,
        recipient_email: `pay+${reference.slice(-12)}@${p.code.replaceAll('_', '-')}.example`,
      };
    case 'mobile_money':
      return {
        method: 'mobile_money',
        merchant_name: name,
        paybill_number: accountDigits(p.code, 6),
        account_reference: payerReference(reference),
      };
    default:
      return { method: 'bank_transfer', bank_name: `${p.name} Bank`, account_name: name, account_number: accountDigits(reference, 10) };
  }
}

export function fundingInstructions(f: FundingInput): Record<string, unknown> {
  if (f.direction === 'off_ramp') {
    return {
      type: 'crypto_deposit',
      network: f.source.network,
      asset: f.source.asset,
      amount: f.source.amount,
      address: depositAddress(f.source.network!, f.reference),
      expires_at: f.expiresAt,
    };
  }
  return {
    type: 'fiat_transfer',
    ...collectionAccount(f.rail, f.provider, f.reference),
    amount: f.source.amount,
    currency: f.source.asset,
    reference: payerReference(f.reference),
    expires_at: f.expiresAt,
  };
}
