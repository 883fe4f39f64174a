/** Response schemas of the quote request routes (contract 2 Quote request, 4.11), by route id. */
import * as z from 'zod/mini';
import { withMeta } from '#shared/schemas/meta.ts';
import { QUOTE_REQUEST_STATUSES, ROUTING_MODES } from '#shared/schemas/quote-requests.ts';
import { rampPaymentSchema } from '#shared/responses/ramp.ts';

export const quoteRequestSchema = withMeta(
  z.object({
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
  }),
  { id: 'QuoteRequest', description: 'A request for quotes from the provider network for an off-ramp payout.' },
);
export type QuoteRequestView = z.infer<typeof quoteRequestSchema>;
const amount = z.object({ amount: z.string(), asset: z.string(), network: z.optional(z.string()) });
export const quoteSchema = withMeta(
  z.object({
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
  }),
  { id: 'Quote', description: "One provider's quote for a quote request." },
);
export type QuoteView = z.infer<typeof quoteSchema>;
export const quoteRequestResponse = z.object({ quote_request: quoteRequestSchema });
export const quotesResponse = z.object({ quote_request_id: z.string(), items: z.array(quoteSchema) });

export const quoteRequestResponses = {
  createQuoteRequest: quoteRequestResponse,
  getQuoteRequest: quoteRequestResponse,
  listQuotes: quotesResponse,
  executeQuote: rampPaymentSchema,
} satisfies Record<string, z.ZodMiniType>;
