/** Response schemas of the event routes, by route id; the event shape is also what a webhook test sends. */
import * as z from 'zod/mini';
import { withMeta } from '#shared/schemas/meta.ts';
import { pageOf } from '#shared/responses/common.ts';

export const eventSchema = withMeta(
  z.object({
    id: z.string(),
    type: z.string(),
    created_at: z.string(),
    data: z.record(z.string(), z.unknown()),
    resource_type: z.string(),
    resource_id: z.string(),
    sequence: z.number().check(z.int()),
    /** How many webhooks the event was sent to, and how many of them have received it. */
    deliveries_total: z.nullable(z.number().check(z.int())),
    deliveries_succeeded: z.number().check(z.int()),
  }),
  { id: 'Event', description: 'Something that happened in the workspace, as webhooks deliver it.' },
);

export const eventResponses = {
  listEvents: pageOf(eventSchema),
  getEvent: z.object({ event: eventSchema }),
} satisfies Record<string, z.ZodMiniType>;
