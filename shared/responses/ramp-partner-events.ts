/** Response schema of the partner's signed callbacks, by route id. */
import * as z from 'zod/mini';
import { RAMP_STATUSES } from '#shared/model/ramp/vocabulary.ts';
import { withMeta } from '#shared/schemas/meta.ts';

export const PARTNER_EVENT_OUTCOMES = ['applied', 'stale', 'unreachable'] as const;

export const partnerEventReceiptSchema = z.object({
  received: z.literal(true),
  applied: withMeta(z.boolean(), { description: 'True when this event moved the payment (on its first delivery).' }),
  outcome: withMeta(z.enum(PARTNER_EVENT_OUTCOMES), {
    description:
      '`applied`: the payment moved to the status (through the intermediate ones the state machine requires); `stale`: it already was at or past it (a late or out-of-order event); `unreachable`: the state machine cannot reach it from where the payment is (succeeded after cancelled), nothing changed.',
  }),
  payment_status: withMeta(z.enum(RAMP_STATUSES), { description: "The payment's status after the event was handled." }),
});
export type PartnerEventReceipt = z.infer<typeof partnerEventReceiptSchema>;

export const partnerEventResponses = {
  receivePartnerEvent: partnerEventReceiptSchema,
} satisfies Record<string, z.ZodMiniType>;
