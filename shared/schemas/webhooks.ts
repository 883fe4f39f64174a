/** Request schemas of the webhook routes (contract 4.6, 4.7 and section 6); responses: shared/responses/webhooks.ts. */
import * as z from 'zod/mini';
import { ALL_EVENTS, EVENT_TYPES } from '#shared/model/events/event-types.ts';
import { idempotencyKeySchema, paginationQuerySchema, uuidSchema, trimmedText } from '#shared/schemas/common.ts';
import { withMeta } from '#shared/schemas/meta.ts';
import { droppable } from '#shared/schemas/droppable.ts';

export const WEBHOOK_STATUSES = ['active', 'disabled'] as const;
export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'canceled'] as const;
export const ATTEMPT_OUTCOMES = ['succeeded', 'retrying', 'failed'] as const;

const eventTypesSchema = /* @__PURE__ */ droppable(() =>
  z.array(z.enum([ALL_EVENTS, ...EVENT_TYPES], { message: `Must be "*" or one of: ${EVENT_TYPES.join(', ')}.` })).check(
    z.minLength(1, 'Subscribe to at least one event type, or ["*"].'),
    z.maxLength(EVENT_TYPES.length + 1),
    z.refine((types) => new Set(types).size === types.length, 'Event types must not repeat.'),
    z.refine((types) => !types.includes(ALL_EVENTS) || types.length === 1, '"*" must stand alone.'),
  ),
);
// The refinements are the server's; the document says them with JSON Schema keywords (withMeta).
const eventTypesDocumented = /* @__PURE__ */ droppable(() =>
  withMeta(eventTypesSchema, {
    uniqueItems: true,
    // "*" stands alone: an array holding "*" has exactly one item.
    if: { contains: { const: ALL_EVENTS } },
    then: { maxItems: 1 },
    description: 'The event types to deliver: each at most once, or `["*"]` alone for every type.',
  }),
);

const nameSchema = /* @__PURE__ */ droppable(() => trimmedText(100));
/**
 * What the document can say of the URL rules (shared/domain/webhooks/url-policy.ts, checked by
 * the handler per environment): an absolute URL, https, or http to a loopback host (sandbox,
 * where the deployment allows it). Public hosts only and "https in live" are in the description.
 */
export const WEBHOOK_URL_PATTERN = '^\\s*(https://|http://(localhost|127\\.0\\.0\\.1|\\[::1\\])([:/]|\\s*$))';
const urlSchema = /* @__PURE__ */ droppable(() =>
  withMeta(trimmedText(2048), {
    format: 'uri',
    pattern: WEBHOOK_URL_PATTERN,
    description:
      'Where deliveries are POSTed: an absolute https URL to a public host (no private, loopback or link-local address, no credentials). In sandbox only, where the deployment allows it, http://localhost, http://127.0.0.1 or http://[::1] is accepted too.',
  }),
);

export const createWebhookBody = /* @__PURE__ */ droppable(() =>
  z.strictObject({
    name: nameSchema,
    url: urlSchema,
    event_types: eventTypesDocumented,
    idempotency_key: withMeta(z.optional(idempotencyKeySchema), {
      description:
        'Makes the create repeatable: the same key and body return the webhook made first (`Idempotent-Replayed: true`) with `signing_secret: null`, since the secret is shown once. Kept 25 hours.',
    }),
  }),
);

export const updateWebhookBody = /* @__PURE__ */ droppable(() =>
  withMeta(
    z
      .strictObject({ name: z.optional(nameSchema), url: z.optional(urlSchema), event_types: z.optional(eventTypesDocumented) })
      .check(z.refine((b) => Object.keys(b).length > 0, 'Send at least one of name, url, event_types.')),
    { minProperties: 1 },
  ),
);

const webhookId = /* @__PURE__ */ droppable(() => withMeta(uuidSchema, { description: 'The webhook id.' }));
export const webhookIdParams = /* @__PURE__ */ droppable(() => z.strictObject({ webhookId }));

export const DELIVERY_ID_PATTERN = /^dlv_[0-9a-f]{32}$/;
export const deliveryIdParams = /* @__PURE__ */ droppable(() =>
  z.strictObject({
    webhookId,
    deliveryId: withMeta(z.string().check(z.regex(DELIVERY_ID_PATTERN, 'Must be a delivery id (dlv_ followed by 32 hex digits).')), {
      description: 'The delivery id (`dlv_…`).',
    }),
  }),
);

export const listWebhooksQuery = paginationQuerySchema;
export const listAttemptsQuery = paginationQuerySchema;
