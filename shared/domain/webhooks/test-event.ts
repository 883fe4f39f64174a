/**
 * POST /v1/webhooks/{id}/test: records a `webhook.test` event addressed to that webhook only.
 * The event goes through the same outbox, fan-out and dispatcher as every other event, so the
 * receiver sees exactly what a real delivery looks like.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { isTransactionConditionFailed } from '#shared/db/errors.ts';
import type { TenantScope } from '#shared/db/keys.ts';
import { webhookKey } from '#shared/db/webhooks.ts';
import { deliveryIdFor } from '#shared/db/deliveries.ts';
import { eventPut, newEvent } from '#shared/domain/events/emit.ts';
import { toEventView, type EventView } from '#shared/domain/events/events.ts';
import { requireWebhook } from '#shared/domain/webhooks/webhooks.ts';
import { ApiError } from '#shared/http/errors.ts';
import { RETRY_AFTER_SECONDS } from '#shared/http/error-mapper.ts';

/**
 * Concurrent events about one webhook compete for its next sequence number; each lost race is
 * tried again after a short random pause. Past this many tries the caller is asked to retry
 * (503), never shown a 500: many concurrent test requests are a normal, transient condition.
 */
const MAX_TRIES = 8;

export async function sendTestEvent(tenant: TenantScope, webhookId: string): Promise<{ event: EventView; delivery_id: string }> {
  for (let tryNumber = 1; ; tryNumber++) {
    const webhook = await requireWebhook(tenant, webhookId);
    if (webhook.status !== 'active') {
      throw new ApiError('webhook_disabled', 'The webhook is disabled; enable it before sending a test event.');
    }
    const sequence = webhook.event_sequence + 1;
    const event = newEvent(tenant, {
      type: 'webhook.test',
      data: {
        webhook_id: webhook.id,
        message: 'A test event. Check the signature, then answer with any 2xx status within 10 seconds.',
      },
      resource: { type: 'webhook', id: webhook.id },
      sequence,
      targetWebhookId: webhook.id,
    });
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: TABLE_NAME,
                Key: webhookKey(tenant, webhook.id),
                UpdateExpression: 'SET event_sequence = :next',
                ConditionExpression: 'event_sequence = :current AND #status = :active',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: { ':next': sequence, ':current': webhook.event_sequence, ':active': 'active' },
              },
            },
            eventPut(tenant, event),
          ],
        }),
      );
      return { event: toEventView({ ...event, deliveries_succeeded: 0 }), delivery_id: deliveryIdFor(event.id, webhook.id) };
    } catch (error) {
      // Another event about this webhook took the sequence number (or it was disabled): read again.
      if (!isTransactionConditionFailed(error)) throw error;
      if (tryNumber >= MAX_TRIES) {
        throw new ApiError('service_unavailable', 'Too many concurrent events for this webhook; retry the request.', {
          headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * tryNumber));
    }
  }
}
