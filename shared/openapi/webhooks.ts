/** The webhook delivery as an OpenAPI `webhooks` entry: body, headers and how to verify the signature. */
import {
  WEBHOOK_MAX_AGE_SECONDS,
  WEBHOOK_RECEIVER_TIMEOUT_SECONDS,
  webhookDeliveryHeaders,
  webhookDeliverySchema,
} from '#shared/schemas/webhook-delivery.ts';
import type { SchemaCollector, SchemaRef } from '#shared/openapi/schema-collector.ts';
import type { PathItem } from '#shared/openapi/types.ts';

const SIGNATURE = `Every delivery is signed. To verify one:

1. Take the \`X-Service-Webhook-Timestamp\` header, a period, and the raw request body exactly as received: \`<timestamp>.<body>\`.
2. Compute HMAC-SHA256 of that string keyed with the webhook's signing secret; the expected header is \`v1=\` followed by its lower-case hex.
3. Compare it with \`X-Service-Webhook-Signature\` in constant time (check the lengths first).
4. Reject the delivery if the timestamp is more than ${WEBHOOK_MAX_AGE_SECONDS / 60} minutes old.

The signing secret is returned once when the webhook is created and again each time it is rotated.
Deliveries are retried when they fail, and can be resent; de-duplicate on \`X-Service-Webhook-ID\`.`;

const EXAMPLE = {
  id: 'evt_01970d4a8e2b7f3c9d1e5a6b7c8d9e0f',
  type: 'webhook.test',
  created_at: '2026-05-04T11:00:00.000Z',
  data: { webhook_id: '01970d49-1c2d-7e3f-8a4b-5c6d7e8f9a0b' },
};

/** Registers the delivery's schemas; returns the builder to call after the collector's `finish`. */
export function planWebhooks(collector: SchemaCollector): () => Record<string, PathItem> {
  const body = collector.add(webhookDeliverySchema, 'WebhookDelivery', 'output');
  const headers: Array<[string, SchemaRef]> = Object.entries(webhookDeliveryHeaders).map(([name, schema], i) => [
    name,
    collector.add(schema, `WebhookHeader${i}`, 'output', { inline: true }),
  ]);
  return () => ({
    event: {
      post: {
        operationId: 'receiveEvent',
        summary: 'An event, POSTed to your webhook',
        description: SIGNATURE,
        tags: ['webhooks'],
        security: [],
        parameters: headers.map(([name, schema]) => {
          const { description, ...rest } = collector.resolve(schema);
          return { name, in: 'header', required: true, description: String(description ?? name), schema: rest };
        }),
        requestBody: {
          required: true,
          content: { 'application/json': { schema: body, examples: { test: { summary: 'webhook.test', value: EXAMPLE } } } },
        },
        responses: {
          '2XX': {
            description: `Any 2xx within ${WEBHOOK_RECEIVER_TIMEOUT_SECONDS} seconds acknowledges the delivery; anything else, or no answer, is retried.`,
          },
        },
      },
    },
  });
}
