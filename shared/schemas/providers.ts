/** Schemas of the provider directory (contract 2 Provider, 4.8, 9 and 10). */
import { z } from 'zod';
import { pageOf, paginationQuerySchema } from '#shared/schemas/common.ts';
import { PROVIDER_STATUSES, PROVIDER_TYPES, RAMP_RAILS, SPEED_PROFILES } from '#shared/domain/ramp/vocabulary.ts';

const upper = (length: number, what: string) =>
  z.string().transform((v) => v.toUpperCase()).pipe(z.string().regex(new RegExp(`^[A-Z]{${length}}$`), `Must be ${what}.`));

export const listProvidersQuery = paginationQuerySchema.extend({
  country: upper(2, 'an ISO 3166-1 alpha-2 country code').optional(),
  currency: z.string().transform((v) => v.toUpperCase()).pipe(z.string().regex(/^[A-Z0-9]{2,10}$/, 'Must be a currency or asset code.')).optional(),
  rail: z.enum(RAMP_RAILS, { message: `Must be one of: ${RAMP_RAILS.join(', ')}.` }).optional(),
  payout_method: z.enum(RAMP_RAILS, { message: `Must be one of: ${RAMP_RAILS.join(', ')}.` }).optional(),
  status: z.enum(PROVIDER_STATUSES, { message: `Must be one of: ${PROVIDER_STATUSES.join(', ')}.` }).optional(),
});

export const providerIdParams = z.object({
  providerId: z.string().min(1).max(100).regex(/^[A-Za-z0-9_-]+$/, 'Must be a provider id or code.'),
});

export const providerSchema = z.object({
  id: z.string(),
  environment: z.enum(['sandbox', 'live']),
  code: z.string(),
  name: z.string(),
  status: z.enum(PROVIDER_STATUSES),
  supports_auto_routing: z.boolean(),
  supported_payout_methods: z.array(z.enum(RAMP_RAILS)),
  provider_type: z.enum(PROVIDER_TYPES),
  reliability_score: z.number(),
  speed_profile: z.enum(SPEED_PROFILES),
  supported_corridor_ids: z.array(z.string()),
  metadata: z.record(z.string(), z.unknown()),
});
export type ProviderView = z.infer<typeof providerSchema>;

export const providerPage = pageOf(providerSchema);
export const providerResponse = z.object({ provider: providerSchema });
