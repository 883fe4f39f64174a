/** The ramp's enumerations (contract section 2, Enumerations) and the provider vocabulary. */
export const RAMP_DIRECTIONS = ['on_ramp', 'off_ramp'] as const;
export type RampDirection = (typeof RAMP_DIRECTIONS)[number];

export const RAMP_RAILS = ['bank', 'mobile_money', 'wallet', 'ach', 'wire', 'sepa', 'faster_payments', 'interac'] as const;
export type RampRail = (typeof RAMP_RAILS)[number];

export const RAMP_STATUSES = ['pending', 'processing', 'requires_action', 'succeeded', 'failed', 'cancelled', 'expired'] as const;
export type RampStatus = (typeof RAMP_STATUSES)[number];

export const PROVIDER_STATUSES = ['active', 'inactive'] as const;
export const PROVIDER_TYPES = ['bank', 'payment_processor', 'mobile_money_aggregator', 'exchange', 'crypto_payout'] as const;
/** Fastest first: the order the provider selection rule uses. */
export const SPEED_PROFILES = ['instant', 'same_day', 'next_day', 'multi_day'] as const;

export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];
export type ProviderType = (typeof PROVIDER_TYPES)[number];
export type SpeedProfile = (typeof SPEED_PROFILES)[number];
