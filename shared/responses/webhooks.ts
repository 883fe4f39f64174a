/** Response schemas of the webhook routes (contract 4.6, 4.7 and section 6), by route id. */
import * as z from 'zod/mini';
import { ATTEMPT_OUTCOMES, DELIVERY_STATUSES, WEBHOOK_STATUSES } from '#shared/schemas/webhooks.ts';
import { uuidSchema } from '#shared/schemas/common.ts';
import { withMeta } from '#shared/schemas/meta.ts';
import { pageOf, userReferenceSchema } from '#shared/responses/common.ts';
import { eventSchema } from '#shared/responses/events.ts';

export const webhookSchema = withMeta(
  z.object({
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
  }),
  { id: 'Webhook', description: 'A webhook; its signing secret is shown only when created or rotated.' },
);
export type WebhookView = z.infer<typeof webhookSchema>;
export const webhookWithSecret = z.object({ webhook: webhookSchema, signing_secret: z.string() });
export const webhookResponse = z.object({ webhook: webhookSchema });
export const deliverySchema = withMeta(
  z.object({
    delivery_id: z.string(),
    webhook_id: uuidSchema,
    event_id: z.string(),
    event_type: z.string(),
    status: z.enum(DELIVERY_STATUSES),
    attempts: z.number().check(z.int()),
    next_retry_at: z.nullable(z.string()),
    last_attempt_at: z.nullable(z.string()),
    created_at: z.string(),
  }),
  {
    id: 'Delivery',
    description: 'One event queued for one webhook; its attempts are listed by `GET /v1/webhooks/{webhookId}/deliveries`.',
  },
);
export const attemptSchema = withMeta(
  z.object({
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
  }),
  {
    id: 'DeliveryAttempt',
    description: 'One attempt to deliver an event to a webhook; `delivery_id` names the delivery that `resend` takes.',
  },
);

export const webhookResponses = {
  createWebhook: z.object({
    webhook: webhookSchema,
    signing_secret: withMeta(z.nullable(z.string()), {
      description:
        'The signing secret, shown this once; null on a replay (`Idempotent-Replayed: true`), which does not show it again: rotate the secret (`POST /v1/webhooks/{webhookId}/rotate-secret`) if the first answer was lost.',
    }),
  }),
  listWebhooks: pageOf(webhookSchema),
  getWebhook: webhookResponse,
  updateWebhook: webhookResponse,
  deleteWebhook: z.object({ id: uuidSchema, deleted: z.literal(true) }),
  disableWebhook: webhookResponse,
  enableWebhook: webhookResponse,
  rotateWebhookSecret: webhookWithSecret,
  testWebhook: z.object({ event: eventSchema, delivery_id: z.string() }),
  listWebhookDeliveries: pageOf(attemptSchema),
  resendWebhookDelivery: z.object({ delivery: deliverySchema }),
} satisfies Record<string, z.ZodMiniType>;
