/**
 * What a webhook receiver gets (contract section 6): the delivery body and headers, and the
 * signing rules. The OpenAPI document describes the delivery from these, and the dispatcher
 * (shared/domain/webhooks/dispatch.ts) takes its user agent and timeout from here.
 */
import * as z from 'zod';
import { EVENT_TYPES } from '#shared/domain/events/event-types.ts';
import { dateTimeSchema } from '#shared/schemas/common.ts';
import { EVENT_ID_PATTERN } from '#shared/schemas/events.ts';

export const WEBHOOK_USER_AGENT = 'Service-Webhooks/1.0';
/** Receivers reject deliveries signed longer ago than this. */
export const WEBHOOK_MAX_AGE_SECONDS = 5 * 60;
/** A receiver must answer 2xx within this time, or the delivery counts as failed. */
export const WEBHOOK_RECEIVER_TIMEOUT_SECONDS = 10;

const eventId = z.string().regex(EVENT_ID_PATTERN);

/** The headers of every delivery, by name. */
export const webhookDeliveryHeaders = {
  'X-Service-Webhook-ID': eventId.meta({
    description: 'The event id, equal to `id` in the body; the same on every retry and resend, so receivers de-duplicate on it.',
  }),
  'X-Service-Webhook-Type': z.enum(EVENT_TYPES).meta({ description: 'The event type, equal to `type` in the body.' }),
  'X-Service-Webhook-Timestamp': z.string().regex(/^\d+$/).meta({ description: 'Unix seconds at which the delivery was signed.' }),
  'X-Service-Webhook-Signature': z
    .string()
    .regex(/^v1=[0-9a-f]{64}$/)
    .meta({ description: '`v1=` followed by the lower-case hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the signing secret.' }),
  'X-Service-Webhook-Sequence': z.string().regex(/^[1-9]\d*$/).meta({
    description: "The event's sequence number for its resource (1, 2, 3 …), beyond the contract: receivers order a resource's events by it.",
  }),
  'User-Agent': z.literal(WEBHOOK_USER_AGENT).meta({ description: 'Identifies the sender and the delivery format version.' }),
} as const;

export const webhookDeliverySchema = z
  .looseObject({
    id: eventId.meta({ description: 'Event id (`evt_` prefix).' }),
    type: z.enum(EVENT_TYPES),
    created_at: dateTimeSchema,
    data: z.record(z.string(), z.unknown()).meta({ description: 'The event payload; its shape depends on `type`.' }),
  })
  .meta({ id: 'WebhookDelivery', description: 'One event, as POSTed to a webhook. Receivers ignore fields they do not know.' });
