/**
 * Which destination member belongs to which rail, and which directions a rail serves
 * (docs/ramp.md, Rails). For an off-ramp the destination is where the payout goes. For an
 * on-ramp on a fiat rail it is the payer's account on that rail (the provider matches the
 * incoming fiat to it and refunds to it) and `deliver_to` names where the stablecoin goes; for
 * an on-ramp on the wallet rail `destination.wallet` is where the stablecoin goes and the fiat
 * comes in by the corridor's own collection method.
 */
import type { RampDirection, RampRail } from '#shared/model/ramp/vocabulary.ts';

export type DestinationMember = 'bank_account' | 'mobile_money' | 'wallet';

export const RAIL_DESTINATION: Record<RampRail, DestinationMember> = {
  bank: 'bank_account',
  ach: 'bank_account',
  wire: 'bank_account',
  sepa: 'bank_account',
  faster_payments: 'bank_account',
  interac: 'bank_account',
  mobile_money: 'mobile_money',
  wallet: 'wallet',
};

/** Every rail serves both directions; a wallet-rail on-ramp is paid in over the corridor's first fiat rail. */
export const RAIL_DIRECTIONS: Record<RampRail, readonly RampDirection[]> = {
  bank: ['on_ramp', 'off_ramp'],
  ach: ['on_ramp', 'off_ramp'],
  wire: ['on_ramp', 'off_ramp'],
  sepa: ['on_ramp', 'off_ramp'],
  faster_payments: ['on_ramp', 'off_ramp'],
  interac: ['on_ramp', 'off_ramp'],
  mobile_money: ['on_ramp', 'off_ramp'],
  wallet: ['on_ramp', 'off_ramp'],
};

/** Mobile money operators by country, with the country's calling code (phone numbers are E.164). */
export const MOBILE_MONEY: Record<string, { callingCode: string; operators: readonly string[] }> = {
  NG: { callingCode: '234', operators: ['opay', 'palmpay', 'moniepoint', 'paga'] },
  KE: { callingCode: '254', operators: ['mpesa', 'airtel'] },
  GH: { callingCode: '233', operators: ['mtn', 'telecel', 'airteltigo'] },
  UG: { callingCode: '256', operators: ['mtn', 'airtel'] },
  ZA: { callingCode: '27', operators: ['vodacom', 'mtn'] },
};

/** How the fiat of a wallet-rail on-ramp is paid in: the corridor's first fiat rail. */
export function collectionRail(rails: readonly RampRail[]): RampRail | undefined {
  return rails.find((r) => r !== 'wallet');
}
