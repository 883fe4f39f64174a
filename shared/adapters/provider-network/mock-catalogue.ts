/**
 * The mock provider network: fictional providers with realistic corridors (NG, KE, GH, UG, ZA
 * bank and mobile money; US ACH and wire; SEPA; UK Faster Payments; Interac; wallet payouts).
 * Ids are UUIDv5 of environment and code, so they are stable across restarts and differ per
 * environment (providers are per environment).
 */
import { v5 } from 'uuid';
import type { Environment } from '#shared/model/tenancy.ts';
import type { Corridor, ProviderDefinition } from '#shared/adapters/provider-network/types.ts';
import type { RampDirection, RampRail } from '#shared/model/ramp/vocabulary.ts';

/** Namespace of the mock catalogue's UUIDv5 ids. */
const NAMESPACE = '1b671a64-40d5-491e-99b0-da01ff1f3341';
const BOTH: RampDirection[] = ['on_ramp', 'off_ramp'];
const OFF: RampDirection[] = ['off_ramp'];
const EUROZONE = ['DE', 'FR', 'NL', 'ES', 'IT', 'IE', 'BE', 'PT', 'AT', 'FI'];

type CorridorSpec = Omit<Corridor, 'id'>;
const c = (
  country: string,
  currency: string | null,
  directions: RampDirection[],
  rails: RampRail[],
  min: string,
  max: string,
  fee: number,
  spread: number,
): CorridorSpec => ({
  country,
  currency,
  directions,
  rails,
  min_amount: min,
  max_amount: max,
  fee_bps: fee,
  spread_bps: spread,
});

type Spec = Omit<ProviderDefinition, 'id' | 'corridors' | 'status'> & { corridors: CorridorSpec[] };

const EVM_STABLES = { USDC: ['ethereum', 'polygon', 'base', 'arbitrum', 'solana'], USDT: ['ethereum', 'tron', 'polygon'] };

const SPECS: Spec[] = [
  {
    code: 'naira_rails',
    name: 'Naira Rails',
    supports_auto_routing: true,
    provider_type: 'payment_processor',
    reliability_score: 0.98,
    speed_profile: 'instant',
    crypto_assets: EVM_STABLES,
    corridors: [c('NG', 'NGN', BOTH, ['bank', 'mobile_money'], '100000', '5000000000', 50, 80)],
    metadata: { headquarters: 'NG', settlement: 'NIP' },
  },
  {
    code: 'savanna_pay',
    name: 'Savanna Pay',
    supports_auto_routing: true,
    provider_type: 'mobile_money_aggregator',
    reliability_score: 0.96,
    speed_profile: 'instant',
    crypto_assets: { USDC: ['polygon', 'base', 'solana'], USDT: ['tron'] },
    corridors: [
      c('KE', 'KES', BOTH, ['mobile_money', 'bank'], '10000', '100000000', 60, 90),
      c('UG', 'UGX', BOTH, ['mobile_money'], '5000', '20000000', 80, 120),
      c('GH', 'GHS', BOTH, ['mobile_money', 'bank'], '1000', '10000000', 70, 100),
    ],
    metadata: { headquarters: 'KE' },
  },
  {
    code: 'pan_african_exchange',
    name: 'Pan-African Exchange',
    supports_auto_routing: false,
    provider_type: 'exchange',
    reliability_score: 0.9,
    speed_profile: 'same_day',
    crypto_assets: EVM_STABLES,
    corridors: [
      c('NG', 'NGN', BOTH, ['bank', 'mobile_money'], '100000', '10000000000', 30, 40),
      c('KE', 'KES', BOTH, ['mobile_money', 'bank'], '10000', '200000000', 40, 50),
      c('GH', 'GHS', BOTH, ['mobile_money', 'bank'], '1000', '20000000', 40, 50),
      c('ZA', 'ZAR', BOTH, ['bank'], '1000', '50000000', 40, 50),
    ],
    metadata: { note: 'Quote flow only: not used by automatic routing.' },
  },
  {
    code: 'cape_transfers',
    name: 'Cape Transfers',
    supports_auto_routing: true,
    provider_type: 'bank',
    reliability_score: 0.95,
    speed_profile: 'same_day',
    crypto_assets: { USDC: ['ethereum', 'solana'] },
    corridors: [c('ZA', 'ZAR', BOTH, ['bank'], '1000', '100000000', 50, 70), c('GH', 'GHS', OFF, ['bank'], '1000', '10000000', 90, 120)],
    metadata: { headquarters: 'ZA' },
  },
  {
    code: 'liberty_ach',
    name: 'Liberty ACH',
    supports_auto_routing: true,
    provider_type: 'bank',
    reliability_score: 0.99,
    speed_profile: 'next_day',
    crypto_assets: { USDC: ['ethereum', 'base', 'solana'], USDT: ['ethereum'] },
    corridors: [c('US', 'USD', BOTH, ['ach', 'wire'], '100', '100000000', 20, 10)],
    metadata: { headquarters: 'US' },
  },
  {
    code: 'euro_sepa_link',
    name: 'Euro SEPA Link',
    supports_auto_routing: true,
    provider_type: 'payment_processor',
    reliability_score: 0.97,
    speed_profile: 'same_day',
    crypto_assets: { USDC: ['ethereum', 'base', 'arbitrum', 'solana'] },
    corridors: [
      ...EUROZONE.map((country) => c(country, 'EUR', BOTH, ['sepa'], '100', '50000000', 25, 30)),
      c('GB', 'GBP', BOTH, ['faster_payments'], '100', '25000000', 25, 30),
    ],
    metadata: { headquarters: 'IE' },
  },
  {
    code: 'maple_interac',
    name: 'Maple Interac',
    supports_auto_routing: true,
    provider_type: 'payment_processor',
    reliability_score: 0.95,
    speed_profile: 'instant',
    crypto_assets: { USDC: ['ethereum', 'polygon'] },
    corridors: [c('CA', 'CAD', BOTH, ['interac'], '100', '1000000', 40, 50), c('CA', 'CAD', OFF, ['wire'], '10000', '100000000', 30, 40)],
    metadata: { headquarters: 'CA' },
  },
  {
    code: 'chainpay_wallets',
    name: 'ChainPay Wallets',
    supports_auto_routing: true,
    provider_type: 'crypto_payout',
    reliability_score: 0.99,
    speed_profile: 'instant',
    crypto_assets: EVM_STABLES,
    corridors: ['NG', 'KE', 'GH', 'UG', 'ZA', 'US', 'GB', 'CA', ...EUROZONE].map((country) =>
      c(country, null, OFF, ['wallet'], '100', '100000000', 10, 0),
    ),
    metadata: { note: 'Stablecoin payouts to a wallet address.' },
  },
];

/** Freezes `value` and everything it holds (the catalogue is plain data: objects, arrays, strings, numbers). */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

function buildCatalogue(environment: Environment): ProviderDefinition[] {
  return SPECS.map((spec) => ({
    ...spec,
    id: v5(`${environment}:provider:${spec.code}`, NAMESPACE),
    status: 'active',
    crypto_assets: structuredClone(spec.crypto_assets),
    corridors: spec.corridors.map((corridor) => ({
      ...structuredClone(corridor),
      id: v5(`${environment}:corridor:${spec.code}:${corridor.country}:${corridor.currency}:${corridor.rails.join(',')}`, NAMESPACE),
    })),
    metadata: structuredClone(spec.metadata),
  }));
}

/**
 * Built once per environment and container: its UUIDv5 ids (a SHA-1 each) and copies cost
 * time that every ramp payment and quote paid on each request (docs/performance.md). The providers are deeply
 * frozen, so a caller cannot corrupt the shared copy (a write throws); the hybrid adapter's
 * cached inventory is shared the same way. The array itself is a fresh copy each call.
 */
const catalogues = new Map<Environment, readonly ProviderDefinition[]>();

/** The catalogue of one environment: frozen providers, in a new array. */
export function mockProviders(environment: Environment): ProviderDefinition[] {
  let catalogue = catalogues.get(environment);
  if (!catalogue) {
    catalogue = deepFreeze(buildCatalogue(environment));
    catalogues.set(environment, catalogue);
  }
  return [...catalogue];
}
