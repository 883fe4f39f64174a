/**
 * The partner interface's provider and payment payloads, validated before use.
 *
 * Built on first use, not at import: only the hybrid provider network calls the partner, and
 * every ramp and quote function bundles both networks (the mode is configuration), so a
 * container in mock mode would otherwise build these at every cold start for nothing.
 */
import * as z from 'zod/mini';
import { PROVIDER_STATUSES, PROVIDER_TYPES, RAMP_DIRECTIONS, RAMP_RAILS, SPEED_PROFILES } from '#shared/model/ramp/vocabulary.ts';
import { AMOUNT_PATTERN } from '#shared/model/ramp/money.ts';

function buildPartnerSchemas() {
  const amount = z.string().check(z.regex(AMOUNT_PATTERN));

  const corridor = z.object({
    id: z.uuid(),
    country: z.string().check(z.regex(/^[A-Z]{2}$/)),
    currency: z.nullable(z.string().check(z.regex(/^[A-Z]{3}$/))),
    directions: z.array(z.enum(RAMP_DIRECTIONS)).check(z.minLength(1)),
    rails: z.array(z.enum(RAMP_RAILS)).check(z.minLength(1)),
    min_amount: amount,
    max_amount: amount,
    fee_bps: z.number().check(z.int(), z.gte(0), z.lte(5000)),
    spread_bps: z.number().check(z.int(), z.gte(0), z.lte(5000)),
  });

  const provider = z.object({
    id: z.string().check(z.minLength(1), z.maxLength(100)),
    code: z.string().check(z.regex(/^[a-z0-9_]{2,50}$/)),
    name: z.string().check(z.minLength(1), z.maxLength(200)),
    status: z.enum(PROVIDER_STATUSES),
    supports_auto_routing: z.boolean(),
    provider_type: z.enum(PROVIDER_TYPES),
    reliability_score: z.number().check(z.gte(0), z.lte(1)),
    speed_profile: z.enum(SPEED_PROFILES),
    crypto_assets: z.record(z.string(), z.array(z.string())),
    corridors: z.array(corridor),
    metadata: z._default(z.record(z.string(), z.unknown()), {}),
  });

  return {
    providersResponse: z.object({ providers: z.array(provider) }),
    paymentResponse: z.object({
      provider_reference: z.string().check(z.minLength(1), z.maxLength(200)),
      funding_instructions: z.optional(z.record(z.string(), z.unknown())),
    }),
  };
}

type PartnerSchemas = ReturnType<typeof buildPartnerSchemas>;

let built: PartnerSchemas | undefined;

/** The partner payload schemas, built once per container on the first partner call. */
export function partnerSchemas(): PartnerSchemas {
  return (built ??= buildPartnerSchemas());
}
