/** Request and response schemas of the event routes. */
import * as z from 'zod';
import { EVENT_TYPES } from '#shared/domain/events/event-types.ts';
import { dateTimeSchema, paginationQuerySchema } from '#shared/schemas/common.ts';

export const EVENT_ID_PATTERN = /^evt_[0-9a-f]{32}$/;

export const eventSchema = z.object({
  id: z.string(),
  type: z.string(),
  created_at: z.string(),
  data: z.record(z.string(), z.unknown()),
  resource_type: z.string(),
  resource_id: z.string(),
  sequence: z.number().int(),
  /** How many webhooks the event was sent to, and how many of them have received it. */
  deliveries_total: z.number().int().nullable(),
  deliveries_succeeded: z.number().int(),
});

export const listEventsQuery = paginationQuerySchema.extend({
  type: z.enum(EVENT_TYPES, { message: 'Unknown event type.' }).optional().meta({ description: 'Only events of this type.' }),
  created_after: dateTimeSchema.optional().meta({ description: 'Only events created after this instant.' }),
  created_before: dateTimeSchema.optional().meta({ description: 'Only events created before this instant.' }),
  undelivered: z
    .enum(['true', 'false'], { message: 'Must be true or false.' })
    .optional()
    .meta({ description: '`true`: only events some webhook has not yet received.' }),
});

export const eventIdParams = z.strictObject({
  eventId: z
    .string()
    .regex(EVENT_ID_PATTERN, 'Must be an event id (evt_ followed by 32 hex digits).')
    .meta({ description: 'The event id (`evt_…`).' }),
});
