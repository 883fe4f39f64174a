/**
 * Seeds events and deliveries into the table through the data layer, for tests that run the dispatcher
 * in-process (batch timing, live SSRF) and for fixtures no route can make (a delivery whose
 * attempts all failed; the bench's resend). The events are of a type the seeded webhooks are not
 * subscribed to, so the stack's own fan-out leaves them alone and only the caller delivers them.
 */
import { randomBytes } from 'node:crypto';
import type { SQSEvent } from 'aws-lambda';
import type { TenantScope } from '#shared/db/keys.ts';
import { insertDelivery } from '#shared/db/deliveries.ts';
import { transact } from '#shared/db/transact.ts';
import { eventPut, newEvent } from '#shared/domain/events/emit.ts';
import type { DeliveryMessage } from '#shared/domain/webhooks/delivery-queue.ts';
import { maxAttempts } from '#shared/domain/webhooks/retry-schedule.ts';

/**
 * One event and its delivery to `webhookId`: `pending` (never attempted, ready to dispatch), or
 * `failed` (every attempt spent, as the dispatcher leaves one).
 */
export async function seedDelivery(tenant: TenantScope, webhookId: string, status: 'pending' | 'failed' = 'pending'): Promise<DeliveryMessage> {
  const event = newEvent(tenant, { type: 'webhook.test', data: { seeded: true }, resource: { type: 'test', id: webhookId }, sequence: 1 });
  await transact([eventPut(tenant, event)]);
  const now = new Date();
  const id = 'dlv_' + randomBytes(16).toString('hex');
  const token = 'seeded';
  const written = await insertDelivery(
    tenant,
    {
      id,
      webhook_id: webhookId,
      event_id: event.id,
      event_type: event.type,
      status,
      ...(status === 'failed' ? { attempts: maxAttempts(), last_attempt_at: now.toISOString() } : { attempts: 0 }),
      dispatch_token: token,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    },
    now,
  );
  if (!written) throw new Error(`delivery ${id} exists already`);
  return {
    v: 1,
    workspace_id: tenant.workspaceId,
    environment: tenant.environment,
    webhook_id: webhookId,
    delivery_id: id,
    event_id: event.id,
    dispatch_token: token,
  };
}

/** An SQS event as Lambda's event source would build it for these messages. */
export function sqsEventOf(messages: DeliveryMessage[]): SQSEvent {
  return {
    Records: messages.map((m, i) => ({
      messageId: `m-${i}-${m.delivery_id}`,
      receiptHandle: `rh-${i}`,
      body: JSON.stringify(m),
      attributes: {
        ApproximateReceiveCount: '1',
        SentTimestamp: String(Date.now()),
        SenderId: 'test',
        ApproximateFirstReceiveTimestamp: String(Date.now()),
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:test',
      awsRegion: 'us-east-1',
    })),
  };
}
