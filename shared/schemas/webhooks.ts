/** Request and response schemas of the webhook routes (contract 4.6, 4.7 and section 6). */
import * as z from 'zod';
import { ALL_EVENTS, EVENT_TYPES } from '#shared/domain/events/event-types.ts';
import { paginationQuerySchema, userReferenceSchema, uuidSchema } from '#shared/schemas/common.ts';

export const WEBHOOK_STATUSES = ['active', 'disabled'] as const;
export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'canceled'] as const;
export const ATTEMPT_OUTCOMES = ['succeeded', 'retrying', 'failed'] as const;

const eventTypesSchema = z
  .array(z.enum([ALL_EVENTS, ...EVENT_TYPES], { message: `Must be "*" or one of: ${EVENT_TYPES.join(', ')}.` }))
  .min(1, 'Subscribe to at least one event type, or ["*"].')
  .max(EVENT_TYPES.length + 1)
  .refine((types) => new Set(types).size === types.length, 'Event types must not repeat.')
  .refine((types) => !types.includes(ALL_EVENTS) || types.length === 1, '"*" must stand alone.');

const nameSchema = z.string().trim().min(1, 'Must not be empty.').max(100, 'Must be at most 100 characters.');
const urlSchema = z.string().trim().min(1, 'Must not be empty.').max(2048, 'Must be at most 2048 characters.');

export const createWebhookBody = z.strictObject({ name: nameSchema, url: urlSchema, event_types: eventTypesSchema });

export const updateWebhookBody = z
  .strictObject({ name: nameSchema.optional(), url: urlSchema.optional(), event_types: eventTypesSchema.optional() })
  .refine((b) => Object.keys(b).length > 0, 'Send at least one of name, url, event_types.');

export const webhookSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  url: z.string(),
  event_types: z.array(z.string()),
  signing_secret_prefix: z.string(),
  status: z.enum(WEBHOOK_STATUSES),
  created_at: z.string(),
  created_by: userReferenceSchema,
  updated_at: z.string(),
  disabled_at: z.string().nullable(),
  disabled_reason: z.string().nullable(),
}).meta({ id: 'Webhook', description: 'A webhook; its signing secret is shown only when created or rotated.' });
export type WebhookView = z.infer<typeof webhookSchema>;

export const webhookWithSecret = z.object({ webhook: webhookSchema, signing_secret: z.string() });
export const webhookResponse = z.object({ webhook: webhookSchema });
const webhookId = uuidSchema.meta({ description: 'The webhook id.' });
export const webhookIdParams = z.strictObject({ webhookId });

export const DELIVERY_ID_PATTERN = /^dlv_[0-9a-f]{32}$/;
export const deliveryIdParams = z.strictObject({
  webhookId,
  deliveryId: z
    .string()
    .regex(DELIVERY_ID_PATTERN, 'Must be a delivery id (dlv_ followed by 32 hex digits).')
    .meta({ description: 'The delivery id (`dlv_…`).' }),
});

export const deliverySchema = z.object({
  id: z.string(),
  webhook_id: uuidSchema,
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  next_retry_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  created_at: z.string(),
});

export const attemptSchema = z.object({
  id: z.string(),
  delivery_id: z.string(),
  event_id: z.string(),
  event_type: z.string(),
  attempt: z.number().int(),
  http_status: z.number().int().nullable(),
  duration_ms: z.number().int(),
  error: z.string().nullable(),
  outcome: z.enum(ATTEMPT_OUTCOMES),
  next_retry_at: z.string().nullable(),
  created_at: z.string(),
});

export const listWebhooksQuery = paginationQuerySchema;
export const listAttemptsQuery = paginationQuerySchema;
