/** Resending a delivery (POST /v1/webhooks/{id}/deliveries/{deliveryId}/resend). */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { isConditionFailed } from '#shared/db/errors.ts';
import type { TenantScope } from '#shared/db/keys.ts';
import { deliveryKey, type DeliveryRecord } from '#shared/db/deliveries.ts';
import { batchGetItems } from '#shared/db/batch-get.ts';
import { webhookKey, type WebhookRecord } from '#shared/db/webhooks.ts';
import { enqueueDeliveries } from '#shared/domain/webhooks/delivery-queue.ts';
import { ApiError, notFound } from '#shared/http/errors.ts';
import { requireEventReadScopes } from '#shared/domain/webhooks/scope-guard.ts';
import type { Scope } from '#shared/scopes.ts';

export function toDeliveryView(d: DeliveryRecord) {
  return {
    id: d.id,
    webhook_id: d.webhook_id,
    event_id: d.event_id,
    event_type: d.event_type,
    status: d.status,
    attempts: d.attempts,
    next_retry_at: d.next_retry_at ?? null,
    last_attempt_at: d.last_attempt_at ?? null,
    created_at: d.created_at,
  };
}

/**
 * Sends a delivery again, whatever its outcome so far, with a fresh retry schedule. Refused
 * while the delivery is still in progress (409 `delivery_in_progress`) and for a disabled
 * webhook (409 `webhook_disabled`). A resend sends the event to wherever the URL points now,
 * so it needs the read scopes of the delivery's own event type and of every type the webhook
 * carries (403 `forbidden` otherwise): the delivery may date from before its types changed.
 */
export async function resendDelivery(tenant: TenantScope, held: readonly Scope[], webhookId: string, deliveryId: string) {
  // The webhook and the delivery in one round trip.
  const keys = { webhook: webhookKey(tenant, webhookId), delivery: deliveryKey(tenant, deliveryId) };
  const read = await batchGetItems([keys.webhook, keys.delivery]);
  const webhook = read(keys.webhook) as WebhookRecord | undefined;
  const delivery = read(keys.delivery) as DeliveryRecord | undefined;
  if (!webhook) throw notFound('webhook');
  if (!delivery || delivery.webhook_id !== webhookId) throw notFound('delivery');
  requireEventReadScopes(held, [...webhook.event_types, delivery.event_type]);
  if (webhook.status !== 'active') throw new ApiError('webhook_disabled', 'The webhook is disabled; enable it before resending.');
  const token = randomUUID();
  const now = new Date().toISOString();
  let updated: DeliveryRecord;
  try {
    const out = await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: deliveryKey(tenant, deliveryId),
        UpdateExpression: 'SET #status = :pending, dispatch_token = :token, updated_at = :now REMOVE next_retry_at',
        // Or this very update, sent again by the SDK after its answer was lost: the token is ours.
        ConditionExpression: '#status <> :pending OR dispatch_token = :token',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pending': 'pending', ':token': token, ':now': now },
        ReturnValues: 'ALL_NEW',
      }),
    );
    updated = out.Attributes as DeliveryRecord;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    throw new ApiError('delivery_in_progress', 'This delivery is still being attempted; resend it once it has succeeded or failed.');
  }
  const message = {
    v: 1 as const,
    workspace_id: tenant.workspaceId,
    environment: tenant.environment,
    webhook_id: webhookId,
    delivery_id: deliveryId,
    event_id: delivery.event_id,
    dispatch_token: token,
  };
  try {
    await enqueueDeliveries([message]);
  } catch (error) {
    // Without its message the delivery would stay pending for ever: put it back exactly as it
    // was (status, token, times), so a failed resend leaves no trace and can simply be retried.
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: deliveryKey(tenant, deliveryId),
        UpdateExpression: `SET #status = :previous, dispatch_token = :oldToken, updated_at = :oldUpdated${delivery.next_retry_at ? ', next_retry_at = :oldRetry' : ''}`,
        ConditionExpression: 'dispatch_token = :token',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':previous': delivery.status,
          ':token': token,
          ':oldToken': delivery.dispatch_token,
          ':oldUpdated': delivery.updated_at,
          ...(delivery.next_retry_at ? { ':oldRetry': delivery.next_retry_at } : {}),
        },
      }),
    );
    throw error;
  }
  return { delivery: toDeliveryView(updated) };
}
