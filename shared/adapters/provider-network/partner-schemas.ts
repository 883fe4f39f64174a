/** The partner interface's provider and payment payloads, validated before use. */
import { z } from 'zod';
import { PROVIDER_STATUSES, PROVIDER_TYPES, RAMP_DIRECTIONS, RAMP_RAILS, SPEED_PROFILES } from '#shared/domain/ramp/vocabulary.ts';
import { AMOUNT_PATTERN } from '#shared/domain/ramp/money.ts';

const amount = z.string().regex(AMOUNT_PATTERN);

export const partnerCorridorSchema = z.object({
  id: z.uuid(),
  country: z.string().regex(/^[A-Z]{2}$/),
  currency: z.string().regex(/^[A-Z]{3}$/).nullable(),
  directions: z.array(z.enum(RAMP_DIRECTIONS)).min(1),
  rails: z.array(z.enum(RAMP_RAILS)).min(1),
  min_amount: amount,
  max_amount: amount,
  fee_bps: z.number().int().min(0).max(5000),
  spread_bps: z.number().int().min(0).max(5000),
});

export const partnerProviderSchema = z.object({
  id: z.string().min(1).max(100),
  code: z.string().regex(/^[a-z0-9_]{2,50}$/),
  name: z.string().min(1).max(200),
  status: z.enum(PROVIDER_STATUSES),
  supports_auto_routing: z.boolean(),
  provider_type: z.enum(PROVIDER_TYPES),
  reliability_score: z.number().min(0).max(1),
  speed_profile: z.enum(SPEED_PROFILES),
  crypto_assets: z.record(z.string(), z.array(z.string())),
  corridors: z.array(partnerCorridorSchema),
  metadata: z.record(z.string(), z.unknown()).default({}),
});

export const partnerProvidersResponse = z.object({ providers: z.array(partnerProviderSchema) });

export const partnerPaymentResponse = z.object({
  provider_reference: z.string().min(1).max(200),
  funding_instructions: z.record(z.string(), z.unknown()).optional(),
});
