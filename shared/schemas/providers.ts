/** Request schemas of the provider directory (contract 4.8, 9 and 10); responses: shared/responses/providers.ts. */
import * as z from 'zod/mini';
import { oneOf, paginationQuerySchema } from '#shared/schemas/common.ts';
import { PROVIDER_STATUSES, RAMP_RAILS } from '#shared/model/ramp/vocabulary.ts';
import { withMeta } from '#shared/schemas/meta.ts';
import { droppable } from '#shared/schemas/droppable.ts';

const upper = (length: number, what: string) =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((v) => v.toUpperCase()),
    ),
    z.string().check(z.regex(new RegExp(`^[A-Z]{${length}}$`), `Must be ${what}.`)),
  );

export const listProvidersQuery = /* @__PURE__ */ droppable(() =>
  z.extend(paginationQuerySchema, {
    country: withMeta(z.optional(upper(2, 'an ISO 3166-1 alpha-2 country code')), {
      description: 'Only providers serving this country (ISO 3166-1 alpha-2, any case).',
      // The server upper-cases before its check, so the document says the same in either case.
      pattern: '^[A-Za-z]{2}$',
    }),
    currency: withMeta(
      z.optional(
        z.pipe(
          z.pipe(
            z.string(),
            z.transform((v) => v.toUpperCase()),
          ),
          z.string().check(z.regex(/^[A-Z0-9]{2,10}$/, 'Must be a currency or asset code.')),
        ),
      ),
      { description: 'Only providers handling this currency or asset code (any case).', pattern: '^[A-Za-z0-9]{2,10}$' },
    ),
    rail: withMeta(z.optional(oneOf(RAMP_RAILS)), {
      description: 'Only providers offering this rail.',
    }),
    payout_method: withMeta(z.optional(oneOf(RAMP_RAILS)), {
      description: 'Only providers paying out by this method.',
    }),
    status: withMeta(z.optional(oneOf(PROVIDER_STATUSES)), {
      description: 'Only providers in this status.',
    }),
  }),
);

export const providerIdParams = /* @__PURE__ */ droppable(() =>
  z.object({
    providerId: withMeta(
      z.string().check(z.minLength(1), z.maxLength(100), z.regex(/^[A-Za-z0-9_-]+$/, 'Must be a provider id or code.')),
      {
        description: 'A provider id or code, as the listing returns them.',
      },
    ),
  }),
);
