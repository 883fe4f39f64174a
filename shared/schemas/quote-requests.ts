/** Schemas of the quote request routes (contract 2 Quote request, 4.11). */
import * as z from 'zod/mini';
import { RAMP_RAILS } from '#shared/domain/ramp/vocabulary.ts';
import { amountSchema, assetCodeSchema, countryCodeSchema, idempotencyKeySchema, metadataSchema, networkCodeSchema } from '#shared/schemas/ramp.ts';
import { destinationSchema } from '#shared/schemas/ramp-destination.ts';
import { uuidSchema } from '#shared/schemas/common.ts';
import { withMeta } from '#shared/schemas/meta.ts';

export const QUOTE_REQUEST_STATUSES = ['collecting', 'executed', 'expired'] as const;
export const ROUTING_MODES = ['manual', 'auto'] as const;
/** Quote requests price fiat payouts; a wallet payout is created directly. */
const PAYOUT_METHODS = RAMP_RAILS.filter((r) => r !== 'wallet') as [string, ...string[]];

export const createQuoteRequestBody = z.strictObject({
  source_asset: assetCodeSchema,
  source_network: networkCodeSchema,
  source_amount: amountSchema,
  destination_country: countryCodeSchema,
  destination_currency: assetCodeSchema,
  payout_method: z.enum(PAYOUT_METHODS, { message: `Must be one of: ${PAYOUT_METHODS.join(', ')}.` }),
  routing_mode_requested: z._default(z.enum(ROUTING_MODES, { message: 'Must be manual or auto.' }), 'manual'),
  beneficiary_id: z.optional(uuidSchema),
});
export type CreateQuoteRequestInput = z.infer<typeof createQuoteRequestBody>;

export const quoteRequestSchema = z.object({
  id: z.string(),
  environment: z.enum(['sandbox', 'live']),
  source_asset: z.string(),
  source_network: z.string(),
  source_amount: z.string(),
  destination_country: z.string(),
  destination_currency: z.string(),
  payout_method: z.string(),
  routing_mode_requested: z.enum(ROUTING_MODES),
  status: z.enum(QUOTE_REQUEST_STATUSES),
  created_at: z.string(),
  beneficiary_id: z.nullable(z.string()),
  expires_at: z.string(),
  quote_count: z.number(),
  payment_reference: z.nullable(z.string()),
});
export type QuoteRequestView = z.infer<typeof quoteRequestSchema>;

const amount = z.object({ amount: z.string(), asset: z.string(), network: z.optional(z.string()) });
export const quoteSchema = z.object({
  id: z.string(),
  quote_request_id: z.string(),
  provider: z.string(),
  provider_id: z.string(),
  speed_profile: z.string(),
  reliability_score: z.number(),
  exchange_rate: z.string(),
  fee: amount,
  source_amount: amount,
  destination_amount: amount,
  recommended: z.boolean(),
  expires_at: z.string(),
});
export type QuoteView = z.infer<typeof quoteSchema>;

export const quoteRequestParams = z.object({ quoteRequestId: withMeta(uuidSchema, { description: 'The quote request id.' }) });
export const quoteRequestResponse = z.object({ quote_request: quoteRequestSchema });
export const quotesResponse = z.object({ quote_request_id: z.string(), items: z.array(quoteSchema) });

export const executeQuoteBody = z.strictObject({
  quote_id: uuidSchema,
  destination: destinationSchema,
  metadata: z.optional(metadataSchema),
  idempotency_key: z.optional(idempotencyKeySchema),
});
export type ExecuteQuoteInput = z.infer<typeof executeQuoteBody>;
