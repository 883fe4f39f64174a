/** Examples of the provider directory and quote requests (beta). */
import { ids } from '#shared/openapi/examples/values.ts';
import type { RouteExamples } from '#shared/openapi/examples/types.ts';

const naira = {
  id: ids.naira,
  environment: 'sandbox' as const,
  code: 'naira_rails',
  name: 'Naira Rails',
  status: 'active' as const,
  supports_auto_routing: true,
  supported_payout_methods: ['bank' as const, 'mobile_money' as const],
  provider_type: 'payment_processor' as const,
  reliability_score: 0.98,
  speed_profile: 'instant' as const,
  supported_corridor_ids: [ids.ngCorridor],
  metadata: {
    headquarters: 'NG',
    settlement: 'NIP',
    countries: ['NG'],
    currencies: ['NGN'],
    crypto_assets: { USDC: ['ethereum', 'polygon', 'base', 'arbitrum', 'solana'], USDT: ['ethereum', 'tron', 'polygon'] },
  },
};

const panAfrican = {
  id: '30a27133-e9fd-5923-9848-578d6fe6c137',
  environment: 'sandbox' as const,
  code: 'pan_african_exchange',
  name: 'Pan-African Exchange',
  status: 'active' as const,
  supports_auto_routing: false,
  supported_payout_methods: ['bank' as const, 'mobile_money' as const],
  provider_type: 'exchange' as const,
  reliability_score: 0.9,
  speed_profile: 'same_day' as const,
  supported_corridor_ids: ['9b31c688-480b-50d9-a8c0-fae168bc18bc', 'f8c3c256-4cd4-5481-8af7-930d4b8c40cf'],
  metadata: {
    note: 'Quote flow only: not used by automatic routing.',
    countries: ['GH', 'KE', 'NG', 'ZA'],
    currencies: ['GHS', 'KES', 'NGN', 'ZAR'],
  },
};

const REQUESTED = '2026-05-04T14:00:00.000Z';
const EXPIRES = '2026-05-04T14:15:00.000Z';

/** What the caller asked for: the request's body, and the same fields on the quote request. */
const asked = {
  source_asset: 'USDC',
  source_network: 'ethereum',
  source_amount: '100000000',
  destination_country: 'NG',
  destination_currency: 'NGN',
  payout_method: 'bank',
  routing_mode_requested: 'manual' as const,
};

const quoteRequest = {
  id: ids.quoteRequest,
  environment: 'sandbox' as const,
  ...asked,
  status: 'collecting' as const,
  created_at: REQUESTED,
  beneficiary_id: null,
  expires_at: EXPIRES,
  quote_count: 2,
  payment_reference: null,
};

const usdc = (amount: string) => ({ amount, asset: 'USDC', network: 'ethereum' });

const quotes = [
  {
    id: ids.quote,
    quote_request_id: ids.quoteRequest,
    provider: 'naira_rails',
    provider_id: ids.naira,
    speed_profile: 'instant',
    reliability_score: 0.98,
    exchange_rate: '1537.6',
    fee: usdc('500000'),
    source_amount: usdc('100000000'),
    destination_amount: { amount: '15299120', asset: 'NGN' },
    recommended: true,
    expires_at: EXPIRES,
  },
  {
    id: ids.otherQuote,
    quote_request_id: ids.quoteRequest,
    provider: 'pan_african_exchange',
    provider_id: panAfrican.id,
    speed_profile: 'same_day',
    reliability_score: 0.9,
    exchange_rate: '1543.8',
    fee: usdc('300000'),
    source_amount: usdc('100000000'),
    destination_amount: { amount: '15391686', asset: 'NGN' },
    recommended: false,
    expires_at: EXPIRES,
  },
];

const destination = {
  bank_account: { account_name: 'Chinedu Eze', account_number: '0123456789', bank_code: '058', bank_name: 'Guaranty Trust Bank' },
};
const EXECUTED = '2026-05-04T14:05:00.000Z';

export const quoteExamples: RouteExamples = {
  listProviders: { response: { items: [naira, panAfrican], next_cursor: null } },
  getProvider: { response: { provider: naira } },
  createQuoteRequest: {
    request: asked,
    response: { quote_request: quoteRequest },
  },
  getQuoteRequest: { response: { quote_request: quoteRequest } },
  listQuotes: { response: { quote_request_id: ids.quoteRequest, items: quotes } },
  executeQuote: {
    request: { quote_id: ids.quote, destination, metadata: { invoice_id: 'INV-2026-0187' }, idempotency_key: 'payout-INV-2026-0187' },
    response: {
      reference: 'rp_019df34e7ae070c1a4be2d9f6c35e812',
      status: 'pending',
      direction: 'off_ramp',
      rail: 'bank',
      country_code: 'NG',
      provider: 'naira_rails',
      provider_reference: 'NAIRA_RAILS-15A02ABE0C0A',
      quote_reference: ids.quote,
      source: usdc('100000000'),
      destination_amount: { amount: '15299120', asset: 'NGN' },
      fee: usdc('500000'),
      exchange_rate: '1537.6',
      destination,
      funding_instructions: {
        type: 'crypto_deposit',
        network: 'ethereum',
        asset: 'USDC',
        amount: '100000000',
        address: '0x9F0A7B9d0524956F1bd5C2aF3fDB0EaC40706614',
        expires_at: '2026-05-04T14:35:00.000Z',
      },
      delivery: null,
      funding_transfer_id: null,
      failure_reason: null,
      metadata: { invoice_id: 'INV-2026-0187' },
      created_at: EXECUTED,
      updated_at: EXECUTED,
    },
  },
};
