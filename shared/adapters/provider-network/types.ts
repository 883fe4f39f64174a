/**
 * The provider network port: where the ramp learns which providers exist (with their corridors
 * and pricing) and where it submits a payment. Two adapters: `mock` (in-process catalogue) and
 * `hybrid` (the upstream partner interface, docs/ramp.md).
 */
import type { Environment } from '#shared/model/tenancy.ts';
import type { ProviderStatus, ProviderType, RampDirection, RampRail, SpeedProfile } from '#shared/model/ramp/vocabulary.ts';

/** One country/currency route a provider serves, with its rails, limits and pricing. */
export interface Corridor {
  id: string;
  country: string;
  /** Fiat currency; null for crypto payouts to a wallet. */
  currency: string | null;
  directions: RampDirection[];
  rails: RampRail[];
  /** Limits in minor units of `currency` (US cents for wallet corridors). */
  min_amount: string;
  max_amount: string;
  /** Provider fee on the source amount, and spread on the mid rate, in basis points. */
  fee_bps: number;
  spread_bps: number;
}

export interface ProviderDefinition {
  id: string;
  code: string;
  name: string;
  status: ProviderStatus;
  supports_auto_routing: boolean;
  provider_type: ProviderType;
  /** 0 to 1: the share of payments the provider completes. */
  reliability_score: number;
  speed_profile: SpeedProfile;
  /** Stablecoin → networks the provider sends or receives it on. */
  crypto_assets: Record<string, string[]>;
  corridors: Corridor[];
  metadata: Record<string, unknown>;
}

/** What the ramp asks a provider to do once it has chosen it. */
export interface PaymentSubmission {
  reference: string;
  provider: ProviderDefinition;
  corridor: Corridor;
  direction: RampDirection;
  rail: RampRail;
  source: { amount: string; asset: string; network?: string | undefined };
  destination_amount: { amount: string; asset: string; network?: string | undefined };
  quote_reference: string | null;
  /** Where the payout goes (off-ramps) or the payer's account (on-ramps): the request's `destination`. */
  destination: Record<string, unknown>;
  /** On-ramps: where the stablecoin is to be delivered; null for off-ramps. */
  delivery: { network: string; address: string } | null;
}

export interface SubmittedPayment {
  provider_reference: string;
  /** Provider-supplied funding details; merged over the service's own. */
  funding_instructions?: Record<string, unknown> | undefined;
}

export interface ProviderNetwork {
  readonly mode: 'mock' | 'hybrid';
  listProviders(environment: Environment): Promise<ProviderDefinition[]>;
  submitPayment(environment: Environment, submission: PaymentSubmission): Promise<SubmittedPayment>;
}
