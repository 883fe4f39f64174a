/**
 * What a webhook receiver gets (contract section 6): the delivery body and headers, and the
 * signing rules. The OpenAPI document describes the delivery from these, and the dispatcher
 * (shared/domain/webhooks/dispatch.ts) takes its user agent and timeout from here.
 */
import * as z from 'zod/mini';
import { EVENT_TYPES } from '#shared/model/events/event-types.ts';
import { dateTimeSchema } from '#shared/schemas/common.ts';
import { EVENT_ID_PATTERN } from '#shared/schemas/events.ts';
import { withMeta } from '#shared/schemas/meta.ts';
import { droppable } from '#shared/schemas/droppable.ts';

export const WEBHOOK_USER_AGENT = 'Service-Webhooks/1.0';
/** Receivers reject deliveries signed longer ago than this. */
export const WEBHOOK_MAX_AGE_SECONDS = 5 * 60;
/** A receiver must answer 2xx within this time, or the delivery counts as failed. */
export const WEBHOOK_RECEIVER_TIMEOUT_SECONDS = 10;

const eventId = /* @__PURE__ */ droppable(() => z.string().check(z.regex(EVENT_ID_PATTERN)));

/** The headers of every delivery, by name. */
export const webhookDeliveryHeaders = /* @__PURE__ */ droppable(
  () =>
    ({
      'X-Service-Webhook-ID': withMeta(eventId, {
        description: 'The event id, equal to `id` in the body; the same on every retry and resend, so receivers de-duplicate on it.',
      }),
      'X-Service-Webhook-Type': withMeta(z.enum(EVENT_TYPES), { description: 'The event type, equal to `type` in the body.' }),
      'X-Service-Webhook-Timestamp': withMeta(z.string().check(z.regex(/^\d+$/)), {
        description: 'Unix seconds at which the delivery was signed.',
      }),
      'X-Service-Webhook-Signature': withMeta(z.string().check(z.regex(/^v1=[0-9a-f]{64}$/)), {
        description: '`v1=` followed by the lower-case hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the signing secret.',
      }),
      'X-Service-Webhook-Sequence': withMeta(z.string().check(z.regex(/^[1-9]\d*$/)), {
        description:
          "The event's sequence number for its resource (1, 2, 3 …), beyond the contract: receivers order a resource's events by it.",
      }),
      'User-Agent': withMeta(z.literal(WEBHOOK_USER_AGENT), { description: 'Identifies the sender and the delivery format version.' }),
    }) as const,
);

export const webhookDeliverySchema = /* @__PURE__ */ droppable(() =>
  withMeta(
    z.looseObject({
      id: withMeta(eventId, { description: 'Event id (`evt_` prefix).' }),
      type: z.enum(EVENT_TYPES),
      created_at: dateTimeSchema,
      data: withMeta(z.record(z.string(), z.unknown()), { description: 'The event payload; its shape depends on `type`.' }),
    }),
    { id: 'WebhookDelivery', description: 'One event, as POSTed to a webhook. Receivers ignore fields they do not know.' },
  ),
);
