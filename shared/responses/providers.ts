/** Response schemas of the provider directory (contract 2 Provider, 4.8, 9 and 10), by route id. */
import * as z from 'zod/mini';
import { withMeta } from '#shared/schemas/meta.ts';
import { PROVIDER_STATUSES, PROVIDER_TYPES, RAMP_RAILS, SPEED_PROFILES } from '#shared/model/ramp/vocabulary.ts';
import { pageOf } from '#shared/responses/common.ts';

export const providerSchema = withMeta(
  z.object({
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
  }),
  { id: 'Provider', description: 'A payment provider of the directory.' },
);
export type ProviderView = z.infer<typeof providerSchema>;
export const providerPage = pageOf(providerSchema);
export const providerResponse = z.object({ provider: providerSchema });

export const providerResponses = {
  listProviders: providerPage,
  getProvider: providerResponse,
} satisfies Record<string, z.ZodMiniType>;
