/**
 * Request schema of the partner's signed callbacks (`POST /v1/ramp/partner-events`, docs/ramp.md,
 * Partner callbacks); response: shared/responses/ramp-partner-events.ts. Objects are not strict:
 * fields the partner adds later are ignored rather than refused, so a partner release never
 * turns every callback into a 400 it would retry forever.
 */
import * as z from 'zod/mini';
import { RAMP_STATUSES } from '#shared/model/ramp/vocabulary.ts';
import { dateTimeSchema, oneOf } from '#shared/schemas/common.ts';
import { REFERENCE_PATTERN } from '#shared/schemas/ramp.ts';
import { withMeta } from '#shared/schemas/meta.ts';
import { droppable } from '#shared/schemas/droppable.ts';

export const PARTNER_EVENT_TYPES = ['payment.status_changed'] as const;
const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

export const partnerEventBody = /* @__PURE__ */ droppable(() =>
  z.object({
    id: withMeta(z.string().check(z.regex(/^[\x21-\x7e]{1,255}$/, 'Must be 1 to 255 printable ASCII characters without spaces.')), {
      description: "The partner's event id: a redelivery with the same id is answered as the first delivery was and changes nothing.",
    }),
    type: withMeta(oneOf(PARTNER_EVENT_TYPES), { description: 'What happened.' }),
    created_at: withMeta(dateTimeSchema, { description: 'When the partner recorded the event.' }),
    data: z.object({
      reference: withMeta(z.string().check(z.regex(REFERENCE_PATTERN, 'Must be a payment reference (rp_ and 32 hex digits).')), {
        description: "This service's payment reference, as submitted to the partner.",
      }),
      provider_reference: withMeta(
        z.string().check(z.regex(/^[\x21-\x7e]{1,255}$/, 'Must be 1 to 255 printable ASCII characters without spaces.')),
        {
          description: "The partner's reference of the payment; must be the one the payment holds.",
        },
      ),
      status: withMeta(oneOf(RAMP_STATUSES), { description: "The payment's status at the partner." }),
      failure_reason: withMeta(z.optional(z.string().check(z.regex(/^[a-z][a-z0-9_]{0,63}$/, 'Must be a snake_case reason code.'))), {
        description: 'Why the payment failed (with `failed`; kept on the payment as `failure_reason`).',
      }),
      tx_hash: withMeta(z.optional(z.string().check(z.regex(TX_HASH, 'Must be a transaction hash (0x and 64 hex digits).'))), {
        description:
          'With `succeeded` of an on-ramp: the chain transaction that delivered the stablecoin. A live on-ramp into a custody wallet ' +
          'is linked to the deposit of exactly that transaction (otherwise it is matched by amount).',
      }),
    }),
  }),
);
export type PartnerEventInput = z.infer<typeof partnerEventBody>;
