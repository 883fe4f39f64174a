/** Request and response schemas of the event routes. */
import * as z from 'zod/mini';
import { EVENT_TYPES } from '#shared/domain/events/event-types.ts';
import { dateTimeSchema, paginationQuerySchema } from '#shared/schemas/common.ts';
import { withMeta } from '#shared/schemas/meta.ts';

export const EVENT_ID_PATTERN = /^evt_[0-9a-f]{32}$/;

export const eventSchema = z.object({
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
});

export const listEventsQuery = z.extend(paginationQuerySchema, {
  type: withMeta(z.optional(z.enum(EVENT_TYPES, { message: 'Unknown event type.' })), { description: 'Only events of this type.' }),
  created_after: withMeta(z.optional(dateTimeSchema), { description: 'Only events created after this instant.' }),
  created_before: withMeta(z.optional(dateTimeSchema), { description: 'Only events created before this instant.' }),
  undelivered: withMeta(z.optional(z.enum(['true', 'false'], { message: 'Must be true or false.' })), {
    description: '`true`: only events some webhook has not yet received.',
  }),
});

export const eventIdParams = z.strictObject({
  eventId: withMeta(z.string().check(z.regex(EVENT_ID_PATTERN, 'Must be an event id (evt_ followed by 32 hex digits).')), {
    description: 'The event id (`evt_…`).',
  }),
});
