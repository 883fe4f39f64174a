/**
 * POST /v1/webhooks/{id}/test: records a `webhook.test` event addressed to that webhook only.
 * The event goes through the same outbox, fan-out and dispatcher as every other event, so the
 * receiver sees exactly what a real delivery looks like.
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import { deliveryIdFor } from '#shared/db/deliveries.ts';
import { emitWebhookEvent } from '#shared/domain/webhooks/webhook-events.ts';
import { toEventView, type EventView } from '#shared/domain/events/events.ts';
import { requireWebhook } from '#shared/domain/webhooks/webhooks.ts';
import { ApiError } from '#shared/model/errors.ts';
import { RETRY_AFTER_SECONDS } from '#shared/model/errors.ts';

/**
 * Concurrent events about one webhook compete for its next sequence number; each lost race is
 * tried again after a short random pause. Past this many tries the caller is asked to retry
 * (503), never shown a 500: many concurrent test requests are a normal, transient condition.
 */
const MAX_TRIES = 8;

export async function sendTestEvent(tenant: TenantScope, webhookId: string): Promise<{ event: EventView; delivery_id: string }> {
  for (let tryNumber = 1; tryNumber <= MAX_TRIES; tryNumber++) {
    const webhook = await requireWebhook(tenant, webhookId);
    if (webhook.status !== 'active') {
      throw new ApiError('webhook_disabled', 'The webhook is disabled; enable it before sending a test event.');
    }
    const event = await emitWebhookEvent(tenant, webhook, {
      type: 'webhook.test',
      data: {
        webhook_id: webhook.id,
        message: 'A test event. Check the signature, then answer with any 2xx status within 10 seconds.',
      },
      targetWebhookId: webhook.id,
    });
    if (event) return { event: toEventView({ ...event, deliveries_succeeded: 0 }), delivery_id: deliveryIdFor(event.id, webhook.id) };
    // Another event about this webhook took the sequence number (or it was disabled): read again.
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * tryNumber));
  }
  throw new ApiError('service_unavailable', 'Too many concurrent events for this webhook; retry the request.', {
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  });
}
