/** Request data the scenarios send and the bench workspaces are seeded with (plain data: nothing that reads configuration). */
import { randomBytes } from 'node:crypto';

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

/** What the bench's treasury wallet is funded with once (1,000,000 USDC): enough for every transfer the bench reserves. */
export const FUNDING = { network_code: 'ethereum', asset_symbol: 'USDC', amount_base_units: '1000000000000' } as const;

/** A supplier payout of 25 USDC, as test/integration/transfers-flow.test.ts requests one. */
export function transferBody(walletId: string) {
  return {
    wallet_id: walletId,
    network_code: 'ethereum',
    asset_symbol: 'USDC',
    amount_base_units: '25000000',
    to_address: PAYOUT_ADDRESS,
    description: 'Supplier invoice 42',
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

/** A quote request for the same off-ramp (test/integration/ramp-providers-quotes.test.ts). */
export const QUOTE_REQUEST = {
  source_asset: 'USDC',
  source_network: 'ethereum',
  source_amount: '100000000',
  destination_country: 'NG',
  destination_currency: 'NGN',
  payout_method: 'bank',
};

/** A sandbox BVN that resolves to a person (test/integration/ramp-identity.test.ts). */
/** The partner callback secret of the bench's local stack (bench/live.ts). */
export const BENCH_PARTNER_CALLBACK_SECRET = 'bench-partner-callback-secret';

export const IDENTITY_QUERY = { country_code: 'NG', id_type: 'bvn', id_number: '22222222222' };

/** A valid EVM address nobody else holds (the address book keeps one active entry per network and address). */
export function randomEvmAddress(): string {
  return '0x' + randomBytes(20).toString('hex');
}
