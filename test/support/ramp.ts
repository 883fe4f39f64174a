/** Request bodies for ramp tests: one valid create request per rail, and small helpers. */
import { OFF_RAMP } from './resources/request-bodies.ts';
import { api } from './api.ts';

export const ETH_ADDRESS = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
export const SOL_ADDRESS = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';
export const VALID_IBAN = 'DE89370400440532013000';

const bank = (extra: Record<string, unknown>) => ({ bank_account: { account_name: 'Ada Obi', ...extra } });

/** Off-ramp bodies (USDC on ethereum paid out on the rail), each accepted by a mock provider. */
export const OFF_RAMPS = {
  bank: { country_code: OFF_RAMP.country_code, destination_asset: OFF_RAMP.destination_asset, destination: OFF_RAMP.destination },
  mobile_money: {
    country_code: 'KE',
    destination_asset: 'KES',
    source_network: 'polygon',
    destination: { mobile_money: { phone_number: '+254712345678', provider_code: 'mpesa', country_code: 'KE' } },
  },
  ach: { country_code: 'US', destination_asset: 'USD', destination: bank({ account_number: '123456789', routing_number: '011000015', account_type: 'checking' }) },
  wire: { country_code: 'US', destination_asset: 'USD', destination: bank({ account_number: '123456789', routing_number: '011000015' }) },
  sepa: { country_code: 'DE', destination_asset: 'EUR', destination: bank({ account_number: VALID_IBAN, iban: 'DE89 3704 0044 0532 0130 00' }) },
  faster_payments: { country_code: 'GB', destination_asset: 'GBP', destination: bank({ account_number: '31926819', sort_code: '60-16-13' }) },
  interac: { country_code: 'CA', destination_asset: 'CAD', destination: bank({ account_number: '1234567', beneficiary: { email: 'ada@example.com' } }) },
  wallet: { country_code: 'NG', destination_asset: 'USDC', destination: { wallet: { address: SOL_ADDRESS, network: 'solana' } } },
} as const;

export type Rail = keyof typeof OFF_RAMPS;

/** A valid off-ramp create body on `rail`, with overrides. */
export function offRamp(rail: Rail = 'bank', overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...OFF_RAMP, rail, ...OFF_RAMPS[rail], ...overrides };
}

/** A valid on-ramp: NGN paid in over a bank transfer, USDC delivered on base to an external address. */
export function onRamp(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    direction: 'on_ramp',
    rail: 'bank',
    source_asset: 'NGN',
    source_amount: '50000000',
    destination_asset: 'USDC',
    destination_network: 'base',
    country_code: 'NG',
    destination: bank({ account_number: '0123456789', bank_code: '058' }),
    deliver_to: { network: 'base', address: ETH_ADDRESS },
    ...overrides,
  };
}

export function createPayment(token: string, body: unknown, query?: Record<string, string>) {
  return api('POST', '/v1/ramp/payments', { token, body, ...(query ? { query } : {}) });
}

/** Polls the payment until `done` holds or the time is up; returns the last read. */
export async function waitForPayment(token: string, reference: string, done: (p: { status: string }) => boolean, timeoutMs = 8000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await api('GET', `/v1/ramp/payments/${reference}`, { token });
    if (done(res.body.data) || Date.now() > until) return res.body.data;
    await new Promise((r) => setTimeout(r, 150));
  }
}
