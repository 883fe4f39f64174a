/** Resending a delivery (POST /v1/webhooks/{id}/deliveries/{deliveryId}/resend). */
import { randomUUID } from 'node:crypto';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { deliveryKey, reopenDelivery, restoreDelivery, type DeliveryRecord } from '#shared/db/deliveries.ts';
import { batchGetItems } from '#shared/db/batch-get.ts';
import { webhookKey, type WebhookRecord } from '#shared/db/webhooks.ts';
import { enqueueDeliveries } from '#shared/domain/webhooks/delivery-queue.ts';
import { ApiError, notFound } from '#shared/model/errors.ts';
import { requireEventReadScopes } from '#shared/domain/webhooks/scope-guard.ts';
import type { Scope } from '#shared/model/scopes.ts';

export function toDeliveryView(d: DeliveryRecord) {
  return {
    delivery_id: d.id,
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
  const updated = await reopenDelivery(tenant, deliveryId, token, now);
  if (!updated)
    throw new ApiError('delivery_in_progress', 'This delivery is still being attempted; resend it once it has succeeded or failed.');
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
    await restoreDelivery(tenant, delivery, token);
    throw error;
  }
  return { delivery: toDeliveryView(updated) };
}
