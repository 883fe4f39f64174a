/**
 * Examples of the ramp payment routes, the partner's callback and identity lookup. Creating a
 * payment has one request example per rail family (bank, mobile money, wallet) and direction.
 */
import { addresses, IBAN, ids } from '#shared/openapi/examples/values.ts';
import type { NamedExample, RouteExamples } from '#shared/openapi/examples/types.ts';
import type { BodyOf } from '#shared/http/route.ts';
import type { routes } from '#shared/routes.ts';

type CreateBody = BodyOf<(typeof routes)['createRampPayment']>;

/** A sandbox BVN that resolves to a person; the tests look it up too (shared/fixtures/request-bodies.ts builds on these examples). */
export const IDENTITY_QUERY = { country_code: 'NG', id_type: 'bvn', id_number: '22222222222' } as const;

const metadata = { invoice_id: 'INV-2026-0142', customer_id: 'cus_8Hq2Lm4N' };

/** Ramp payment bodies by rail family and direction (docs/ramp.md, Rails and destinations). */
export const RAMP_PAYMENT_REQUESTS = {
  offRampBank: {
    summary: 'Off-ramp to a bank account (SEPA)',
    description: '250 USDC sent on Ethereum, paid out in euros to a German IBAN. `funding_instructions` give the deposit address.',
    value: {
      direction: 'off_ramp',
      rail: 'sepa',
      source_asset: 'USDC',
      source_network: 'ethereum',
      source_amount: '250000000',
      destination_asset: 'EUR',
      country_code: 'DE',
      destination: {
        bank_account: {
          account_name: 'Lena Schmidt',
          account_number: IBAN,
          iban: 'DE89 3704 0044 0532 0130 00',
          swift_code: 'COBADEFFXXX',
        },
      },
      metadata,
      idempotency_key: 'payout-INV-2026-0142',
    },
  },
  offRampBankNigeria: {
    summary: 'Off-ramp to a bank account (Nigeria)',
    description: '250 USDC sent on Ethereum, paid out in naira to a Nigerian bank account (NUBAN account number and bank code).',
    value: {
      direction: 'off_ramp',
      rail: 'bank',
      source_asset: 'USDC',
      source_network: 'ethereum',
      source_amount: '250000000',
      destination_asset: 'NGN',
      country_code: 'NG',
      destination: { bank_account: { account_name: 'Ada Obi', account_number: '0123456789', bank_code: '058' } },
      metadata,
    },
  },
  offRampAch: {
    summary: 'Off-ramp by ACH (United States)',
    description: '250 USDC sent on Ethereum, paid out in dollars by ACH: account number, ABA routing number and account type.',
    value: {
      direction: 'off_ramp',
      rail: 'ach',
      source_asset: 'USDC',
      source_network: 'ethereum',
      source_amount: '250000000',
      destination_asset: 'USD',
      country_code: 'US',
      destination: {
        bank_account: { account_name: 'Ada Obi', account_number: '123456789', routing_number: '011000015', account_type: 'checking' },
      },
    },
  },
  offRampWire: {
    summary: 'Off-ramp by wire (United States)',
    description: '250 USDC sent on Ethereum, paid out in dollars by domestic wire: account number and ABA routing number.',
    value: {
      direction: 'off_ramp',
      rail: 'wire',
      source_asset: 'USDC',
      source_network: 'ethereum',
      source_amount: '250000000',
      destination_asset: 'USD',
      country_code: 'US',
      destination: { bank_account: { account_name: 'Ada Obi', account_number: '123456789', routing_number: '011000015' } },
    },
  },
  offRampFasterPayments: {
    summary: 'Off-ramp by Faster Payments (United Kingdom)',
    description: '250 USDC sent on Ethereum, paid out in pounds: account number and sort code.',
    value: {
      direction: 'off_ramp',
      rail: 'faster_payments',
      source_asset: 'USDC',
      source_network: 'ethereum',
      source_amount: '250000000',
      destination_asset: 'GBP',
      country_code: 'GB',
      destination: { bank_account: { account_name: 'Ada Obi', account_number: '31926819', sort_code: '60-16-13' } },
    },
  },
  offRampInterac: {
    summary: 'Off-ramp by Interac e-Transfer (Canada)',
    description: '250 USDC sent on Ethereum, paid out in Canadian dollars to the beneficiary’s Interac e-mail.',
    value: {
      direction: 'off_ramp',
      rail: 'interac',
      source_asset: 'USDC',
      source_network: 'ethereum',
      source_amount: '250000000',
      destination_asset: 'CAD',
      country_code: 'CA',
      destination: { bank_account: { account_name: 'Ada Obi', account_number: '1234567', beneficiary: { email: 'ada@example.com' } } },
    },
  },
  onRampBank: {
    summary: 'On-ramp from a bank account (Nigeria)',
    description: 'NGN 500,000.00 paid in by bank transfer from the payer’s account; USDC delivered on Base to `deliver_to`.',
    value: {
      direction: 'on_ramp',
      rail: 'bank',
      source_asset: 'NGN',
      source_amount: '50000000',
      destination_asset: 'USDC',
      destination_network: 'base',
      country_code: 'NG',
      destination: {
        bank_account: { account_name: 'Adaeze Okafor', account_number: '0123456789', bank_code: '058', bank_name: 'Guaranty Trust Bank' },
      },
      deliver_to: { network: 'base', address: addresses.treasuryBase },
      metadata,
    },
  },
  offRampMobileMoney: {
    summary: 'Off-ramp to mobile money (M-Pesa, Kenya)',
    description: '75 USDC sent on Polygon, paid out in shillings to an M-Pesa number.',
    value: {
      direction: 'off_ramp',
      rail: 'mobile_money',
      source_asset: 'USDC',
      source_network: 'polygon',
      source_amount: '75000000',
      destination_asset: 'KES',
      country_code: 'KE',
      destination: {
        mobile_money: {
          phone_number: '+254712345678',
          provider_code: 'mpesa',
          country_code: 'KE',
          account_name: 'Wanjiru Kamau',
          currency_code: 'KES',
        },
      },
      metadata,
    },
  },
  onRampMobileMoney: {
    summary: 'On-ramp from mobile money (M-Pesa, Kenya)',
    description: 'KES 10,000.00 paid in from an M-Pesa number; USDC delivered on Base to `deliver_to`.',
    value: {
      direction: 'on_ramp',
      rail: 'mobile_money',
      source_asset: 'KES',
      source_amount: '1000000',
      destination_asset: 'USDC',
      country_code: 'KE',
      destination: {
        mobile_money: { phone_number: '+254712345678', provider_code: 'mpesa', country_code: 'KE', account_name: 'Wanjiru Kamau' },
      },
      deliver_to: { network: 'base', address: addresses.treasuryBase },
    },
  },
  offRampWallet: {
    summary: 'Off-ramp to a wallet (USDC on Solana)',
    description: '250 USDC sent on Ethereum, paid out as USDC to a Solana address (the transfer policy judges the address).',
    value: {
      direction: 'off_ramp',
      rail: 'wallet',
      source_asset: 'USDC',
      source_network: 'ethereum',
      source_amount: '250000000',
      destination_asset: 'USDC',
      destination_network: 'solana',
      country_code: 'NG',
      destination: { wallet: { network: 'solana', address: addresses.payeeSolana } },
    },
  },
  onRampWallet: {
    summary: 'On-ramp to a wallet (Nigeria, USDC on Base)',
    description:
      'NGN paid in over the corridor’s collection method (a virtual bank account); USDC delivered to `destination.wallet`, no `deliver_to`.',
    value: {
      direction: 'on_ramp',
      rail: 'wallet',
      source_asset: 'NGN',
      source_amount: '50000000',
      destination_asset: 'USDC',
      country_code: 'NG',
      destination: { wallet: { network: 'base', address: addresses.treasuryBase } },
    },
  },
} as const satisfies Record<string, NamedExample<CreateBody>>;

const CREATED = '2026-05-04T14:10:00.000Z';

/** The SEPA off-ramp above, as created: waiting for the USDC at its deposit address. */
const offRamp = {
  reference: ids.offRampPayment,
  status: 'pending' as const,
  direction: 'off_ramp' as const,
  rail: 'sepa' as const,
  country_code: 'DE',
  provider: 'euro_sepa_link',
  provider_reference: 'EURO_SEPA_LINK-6A1F0C93D2B7',
  quote_reference: null,
  source: { amount: '250000000', asset: 'USDC', network: 'ethereum' },
  destination_amount: { amount: '22968', asset: 'EUR' },
  fee: { amount: '750000', asset: 'USDC', network: 'ethereum' },
  exchange_rate: '0.9215',
  destination: { bank_account: { account_name: 'Lena Schmidt', account_number: IBAN, iban: IBAN, swift_code: 'COBADEFFXXX' } },
  funding_instructions: {
    type: 'crypto_deposit',
    network: 'ethereum',
    asset: 'USDC',
    amount: '250000000',
    address: addresses.offRampDeposit,
    expires_at: '2026-05-04T14:40:00.000Z',
  },
  delivery: null,
  funding_transfer_id: null,
  failure_reason: null,
  metadata,
  created_at: CREATED,
  updated_at: CREATED,
};

const SUCCEEDED = '2026-05-04T14:31:12.000Z';

/** The Nigerian bank on-ramp above, settled: the USDC reached the treasury's Base address. */
const onRamp = {
  reference: ids.onRampPayment,
  status: 'succeeded' as const,
  direction: 'on_ramp' as const,
  rail: 'bank' as const,
  country_code: 'NG',
  provider: 'naira_rails',
  provider_reference: 'NAIRA_RAILS-2C7E94B0A15D',
  quote_reference: null,
  source: { amount: '50000000', asset: 'NGN' },
  destination_amount: { amount: '323375000', asset: 'USDC', network: 'base' },
  fee: { amount: '250000', asset: 'NGN' },
  exchange_rate: '0.00065',
  destination: {
    bank_account: { account_name: 'Adaeze Okafor', account_number: '0123456789', bank_code: '058', bank_name: 'Guaranty Trust Bank' },
  },
  funding_instructions: {
    type: 'fiat_transfer',
    method: 'bank_transfer',
    bank_name: 'Naira Rails Bank',
    account_name: 'Naira Rails Collections',
    account_number: '7302915846',
    amount: '50000000',
    currency: 'NGN',
    reference: 'RP82TZKGRDDP',
    expires_at: '2026-05-04T14:45:00.000Z',
  },
  delivery: { network: 'base', address: addresses.treasuryBase, asset: 'USDC', amount: '323375000', wallet_id: null, transaction_id: null },
  funding_transfer_id: null,
  failure_reason: null,
  metadata,
  created_at: '2026-05-04T14:15:00.000Z',
  updated_at: SUCCEEDED,
};

export const rampExamples: RouteExamples = {
  createRampPayment: {
    requests: RAMP_PAYMENT_REQUESTS,
    response: offRamp,
    also: {
      // The wallet off-ramp above with `dry_run: true`: the payout address passes the transfer policy.
      200: {
        dry_run: true,
        would_succeed: true,
        provider: 'chainpay_wallets',
        destination: { network: 'solana', address: addresses.payeeSolana },
        policy: { allowed: true, rule: null, version: 3 },
        funding_transfer: null,
      },
    },
  },
  listRampPayments: { response: { items: [onRamp, offRamp], next_cursor: null } },
  getRampPayment: { response: onRamp },
  cancelRampPayment: { response: { ...offRamp, status: 'cancelled', updated_at: '2026-05-04T14:12:00.000Z' } },
  advanceSandboxRampPayment: {
    request: { status: 'processing' },
    response: { ...offRamp, status: 'processing', updated_at: '2026-05-04T14:12:00.000Z' },
  },
  receivePartnerEvent: {
    request: {
      id: 'pev_7Kq2Xw9Lm4Rt8Yz1',
      type: 'payment.status_changed',
      created_at: '2026-05-04T14:20:05.000Z',
      data: { reference: ids.onRampPayment, provider_reference: 'NAIRA_RAILS-2C7E94B0A15D', status: 'processing' },
    },
    response: { received: true, applied: true, outcome: 'applied', payment_status: 'processing' },
  },
  resolveIdentity: {
    request: IDENTITY_QUERY,
    response: {
      first_name: 'Adaeze',
      middle_name: 'Chioma',
      last_name: 'Okafor',
      date_of_birth: '1990-04-12',
      phone_number: '+2348031234567',
    },
  },
};
