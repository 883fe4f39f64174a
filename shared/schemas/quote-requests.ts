/** Request schemas of the quote request routes (contract 4.11); responses: shared/responses/quote-requests.ts. */
import * as z from 'zod/mini';
import { RAMP_RAILS } from '#shared/model/ramp/vocabulary.ts';
import {
  amountSchema,
  countryCodeSchema,
  cryptoAssetCodeSchema,
  currencyCodeSchema,
  metadataSchema,
  networkCodeSchema,
  sourceWalletIdSchema,
} from '#shared/schemas/ramp.ts';
import { destinationSchema } from '#shared/schemas/ramp-destination.ts';
import { idempotencyKeySchema, oneOf, uuidSchema } from '#shared/schemas/common.ts';
import { withMeta } from '#shared/schemas/meta.ts';
import { droppable } from '#shared/schemas/droppable.ts';

export const QUOTE_REQUEST_STATUSES = ['collecting', 'executed', 'expired'] as const;
export const ROUTING_MODES = ['manual', 'auto'] as const;
/** Quote requests price fiat payouts; a wallet payout is created directly. */
const PAYOUT_METHODS = /* @__PURE__ */ droppable(() => RAMP_RAILS.filter((r) => r !== 'wallet') as [string, ...string[]]);

export const createQuoteRequestBody = /* @__PURE__ */ droppable(() =>
  z.strictObject({
    source_asset: cryptoAssetCodeSchema,
    source_network: networkCodeSchema,
    source_amount: amountSchema,
    destination_country: countryCodeSchema,
    destination_currency: currencyCodeSchema,
    payout_method: oneOf(PAYOUT_METHODS),
    routing_mode_requested: z._default(z.enum(ROUTING_MODES, { message: 'Must be manual or auto.' }), 'manual'),
    beneficiary_id: z.optional(uuidSchema),
    idempotency_key: withMeta(z.optional(idempotencyKeySchema), {
      description:
        'Makes the create repeatable: the same key and body return the quote request made first (`Idempotent-Replayed: true`). Kept 25 hours.',
    }),
  }),
);
export type CreateQuoteRequestInput = z.infer<typeof createQuoteRequestBody>;

export const quoteRequestParams = /* @__PURE__ */ droppable(() =>
  z.object({ quoteRequestId: withMeta(uuidSchema, { description: 'The quote request id.' }) }),
);

export const executeQuoteBody = /* @__PURE__ */ droppable(() =>
  z.strictObject({
    quote_id: uuidSchema,
    destination: destinationSchema,
    metadata: z.optional(metadataSchema),
    source_wallet_id: sourceWalletIdSchema,
    idempotency_key: z.optional(idempotencyKeySchema),
  }),
);
export type ExecuteQuoteInput = z.infer<typeof executeQuoteBody>;
