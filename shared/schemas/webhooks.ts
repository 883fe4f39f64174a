/** Request and response schemas of the webhook routes (contract 4.6, 4.7 and section 6). */
import * as z from 'zod/mini';
import { ALL_EVENTS, EVENT_TYPES } from '#shared/domain/events/event-types.ts';
import { paginationQuerySchema, userReferenceSchema, uuidSchema } from '#shared/schemas/common.ts';
import { withMeta } from '#shared/schemas/meta.ts';

export const WEBHOOK_STATUSES = ['active', 'disabled'] as const;
export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'canceled'] as const;
export const ATTEMPT_OUTCOMES = ['succeeded', 'retrying', 'failed'] as const;

const eventTypesSchema = z
  .array(z.enum([ALL_EVENTS, ...EVENT_TYPES], { message: `Must be "*" or one of: ${EVENT_TYPES.join(', ')}.` }))
  .check(
    z.minLength(1, 'Subscribe to at least one event type, or ["*"].'),
    z.maxLength(EVENT_TYPES.length + 1),
    z.refine((types) => new Set(types).size === types.length, 'Event types must not repeat.'),
    z.refine((types) => !types.includes(ALL_EVENTS) || types.length === 1, '"*" must stand alone.'),
  );

const nameSchema = z.string().check(z.trim(), z.minLength(1, 'Must not be empty.'), z.maxLength(100, 'Must be at most 100 characters.'));
const urlSchema = z.string().check(z.trim(), z.minLength(1, 'Must not be empty.'), z.maxLength(2048, 'Must be at most 2048 characters.'));

export const createWebhookBody = z.strictObject({ name: nameSchema, url: urlSchema, event_types: eventTypesSchema });

export const updateWebhookBody = z
  .strictObject({ name: z.optional(nameSchema), url: z.optional(urlSchema), event_types: z.optional(eventTypesSchema) })
  .check(z.refine((b) => Object.keys(b).length > 0, 'Send at least one of name, url, event_types.'));

export const webhookSchema = withMeta(z.object({
  id: uuidSchema,
  name: z.string(),
  url: z.string(),
  event_types: z.array(z.string()),
  signing_secret_prefix: z.string(),
  status: z.enum(WEBHOOK_STATUSES),
  created_at: z.string(),
  created_by: userReferenceSchema,
  updated_at: z.string(),
  disabled_at: z.nullable(z.string()),
  disabled_reason: z.nullable(z.string()),
}), { id: 'Webhook', description: 'A webhook; its signing secret is shown only when created or rotated.' });
export type WebhookView = z.infer<typeof webhookSchema>;

export const webhookWithSecret = z.object({ webhook: webhookSchema, signing_secret: z.string() });
export const webhookResponse = z.object({ webhook: webhookSchema });
const webhookId = withMeta(uuidSchema, { description: 'The webhook id.' });
export const webhookIdParams = z.strictObject({ webhookId });

export const DELIVERY_ID_PATTERN = /^dlv_[0-9a-f]{32}$/;
export const deliveryIdParams = z.strictObject({
  webhookId,
  deliveryId: withMeta(z.string().check(z.regex(DELIVERY_ID_PATTERN, 'Must be a delivery id (dlv_ followed by 32 hex digits).')), {
    description: 'The delivery id (`dlv_…`).',
  }),
});

export const deliverySchema = z.object({
  id: z.string(),
  webhook_id: uuidSchema,
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().check(z.int()),
  next_retry_at: z.nullable(z.string()),
  last_attempt_at: z.nullable(z.string()),
  created_at: z.string(),
});

export const attemptSchema = z.object({
  id: z.string(),
  delivery_id: z.string(),
  event_id: z.string(),
  event_type: z.string(),
  attempt: z.number().check(z.int()),
  http_status: z.nullable(z.number().check(z.int())),
  duration_ms: z.number().check(z.int()),
  error: z.nullable(z.string()),
  outcome: z.enum(ATTEMPT_OUTCOMES),
  next_retry_at: z.nullable(z.string()),
  created_at: z.string(),
});

export const listWebhooksQuery = paginationQuerySchema;
export const listAttemptsQuery = paginationQuerySchema;
