/** Request schemas of the event routes; responses: shared/responses/events.ts. */
import * as z from 'zod/mini';
import { EVENT_TYPES } from '#shared/model/events/event-types.ts';
import { dateTimeSchema, paginationQuerySchema } from '#shared/schemas/common.ts';
import { withMeta } from '#shared/schemas/meta.ts';
import { droppable } from '#shared/schemas/droppable.ts';

export const EVENT_ID_PATTERN = /^evt_[0-9a-f]{32}$/;

export const listEventsQuery = /* @__PURE__ */ droppable(() =>
  z.extend(paginationQuerySchema, {
    type: withMeta(z.optional(z.enum(EVENT_TYPES, { message: 'Unknown event type.' })), { description: 'Only events of this type.' }),
    created_after: withMeta(z.optional(dateTimeSchema), { description: 'Only events created after this instant.' }),
    created_before: withMeta(z.optional(dateTimeSchema), { description: 'Only events created before this instant.' }),
    undelivered: withMeta(z.optional(z.enum(['true', 'false'], { message: 'Must be true or false.' })), {
      description: '`true`: only events some webhook has not yet received.',
    }),
  }),
);

export const eventIdParams = /* @__PURE__ */ droppable(() =>
  z.strictObject({
    eventId: withMeta(z.string().check(z.regex(EVENT_ID_PATTERN, 'Must be an event id (evt_ followed by 32 hex digits).')), {
      description: 'The event id (`evt_…`).',
    }),
  }),
);
