/**
 * The one registry of per-route request bodies, and the plain data they are made of: the tests'
 * examples and factories (examples.ts, *-factories.ts) and the bench's scenarios
 * (bench/scenarios/) all build a route's body here, so a body that a route stops accepting
 * breaks both at once. Plain data only: nothing that reads configuration, imports
 * vitest or sends a request, because the bench imports it outside the test runner.
 */
import { randomBytes } from 'node:crypto';
import { IDENTITY_QUERY, RAMP_PAYMENT_REQUESTS } from '#shared/openapi/examples/ramp.ts';
import { IBAN } from '#shared/openapi/examples/values.ts';

/** Valid addresses on four networks, as a real policy would list them. */
export const POLICY = {
  allowed_destination_addresses: [
    '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359',
    'So11111111111111111111111111111111111111112',
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  ],
  blocked_destination_addresses: ['TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'],
};

export const ENABLED_NETWORKS = ['ethereum', 'polygon', 'solana'] as const;

/** The policy's allowed EVM address, checksummed as a client would copy it. */
export const PAYOUT_ADDRESS = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
export const ETH_ADDRESS = PAYOUT_ADDRESS;

/** The network every wallet fixture lives on (test/support/resources/wallet-factories.ts). */
export const WALLET_NETWORK = 'ethereum';

/** What a tenant's wallet is funded with once (1 ETH): enough for many thousands of one-wei transfers. */
export const FUNDING = { network_code: WALLET_NETWORK, asset_symbol: 'ETH', amount_base_units: '1000000000000000000' } as const;

/** A one-wei payout from the funded wallet to the policy's allowed address; `label` names it. */
export function transferBody(walletId: string, label: string) {
  return {
    wallet_id: walletId,
    network_code: WALLET_NETWORK,
    asset_symbol: 'ETH',
    amount_base_units: '1',
    to_address: PAYOUT_ADDRESS,
    description: `transfer ${label}`,
  };
}

/** A webhook an integration would register (subscribed to transfer outcomes only, so bench traffic fans out little). */
export const WEBHOOK_EVENT_TYPES = ['transfer.completed', 'transfer.failed'];

/** Off-ramp of 250 USDC on ethereum to a Nigerian bank account: the bank rail's body in the tests too (`offRamp('bank')`). */
export const OFF_RAMP = {
  direction: 'off_ramp',
  rail: 'bank',
  source_asset: 'USDC',
  source_network: 'ethereum',
  source_amount: '250000000',
  destination_asset: 'NGN',
  country_code: 'NG',
  destination: { bank_account: { account_name: 'Ada Obi', account_number: '0123456789', bank_code: '058' } },
} as const;

/**
 * A sandbox amount ending in 03 picks the `unfunded` scenario (shared/domain/ramp/sandbox.ts): the
 * payment stays `pending` until its funding deadline, so it can still be cancelled or advanced.
 */
export const UNFUNDED_AMOUNT = '250000003';

export const SOL_ADDRESS = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';
export const VALID_IBAN = IBAN;

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

/**
 * A valid on-ramp: the documented NGN bank on-ramp (shared/openapi/examples/ramp.ts), paid in from
 * the tests' bank account and delivering USDC on base to an external address, without metadata.
 */
export function onRamp(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { metadata: _documented, ...documented } = RAMP_PAYMENT_REQUESTS.onRampBank!.value;
  return {
    ...documented,
    destination: bank({ account_number: '0123456789', bank_code: '058' }),
    deliver_to: { network: 'base', address: ETH_ADDRESS },
    ...overrides,
  };
}

/** A quote request for the same off-ramp (test/integration/ramp-providers-quotes.test.ts). */
export const QUOTE_REQUEST = {
  source_asset: 'USDC',
  source_network: 'ethereum',
  source_amount: '100000000',
  destination_country: 'NG',
  destination_currency: 'NGN',
  payout_method: 'bank',
};

/** The partner callback secret of the bench's local stack (bench/live.ts). */
export const BENCH_PARTNER_CALLBACK_SECRET = 'bench-partner-callback-secret';

/** The documented sandbox BVN that resolves to a person (test/integration/ramp-identity.test.ts). */
export { IDENTITY_QUERY };

/** A valid EVM address nobody else holds (the address book keeps one active entry per network and address). */
export function randomEvmAddress(): string {
  return '0x' + randomBytes(20).toString('hex');
}

/**
 * One body per route that takes one, keyed by route id. `label` is what a caller names the
 * resource: a realistic name in the bench, the tenant's canary in the tests (which must never
 * show up in another tenant's responses). Where a route needs a resource or a destination, the
 * caller passes it; everything else is fixed here.
 */
export const ROUTE_BODIES = {
  createApiKey: (label: string) => ({ name: `key ${label}`, scopes: ['workspace:read'], expires_at: null }),
  putTransferPolicy: (blocked: readonly string[] = POLICY.blocked_destination_addresses, allowed: readonly string[] = POLICY.allowed_destination_addresses) => ({
    allowed_destination_addresses: [...allowed],
    blocked_destination_addresses: [...blocked],
  }),
  putNetworks: (networks: readonly string[] = ENABLED_NETWORKS) => ({ enabled_networks: [...networks] }),
  // The default requirement, restated: transfers keep waiting for one approver.
  putTransferApprovals: () => ({ approval_required: true, required_approvals: 1 }),
  createWebhook: (label: string, url: string, eventTypes: readonly string[] = WEBHOOK_EVENT_TYPES) => ({ name: `hook ${label}`, url, event_types: [...eventTypes] }),
  updateWebhook: (label: string) => ({ name: `renamed ${label}` }),
  createWallet: (label: string, networks: readonly string[]) => ({ name: `wallet ${label}`, networks: [...networks] }),
  createSandboxDeposit: (network: string, asset: string, amount: string) => ({ network_code: network, asset_symbol: asset, amount_base_units: amount }),
  createAddressBookEntry: (label: string, address: string, network: string) => ({
    label: `entry ${label}`.slice(0, 100),
    address,
    network_code: network,
    asset_symbol: 'USDC',
    notes: label,
  }),
  updateAddressBookEntry: (label: string) => ({ notes: `renamed ${label}` }),
  advanceSandboxRampPayment: () => ({ status: 'processing' }),
  createQuoteRequest: () => QUOTE_REQUEST,
  executeQuote: (quoteId: string, extra: Record<string, unknown> = {}) => ({ quote_id: quoteId, destination: OFF_RAMP.destination, ...extra }),
  resolveIdentity: () => IDENTITY_QUERY,
} as const;
