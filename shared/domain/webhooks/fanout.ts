/**
 * The outbox fan-out: for a newly committed event, one delivery per matching webhook and one
 * queue message per delivery. It runs from the table's stream, so it is retried until it
 * succeeds; every step is idempotent (delivery ids are derived from event and webhook, puts are
 * conditional) and a retry sends at most a duplicate message, which the dispatcher drops.
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import { setDeliveriesTotal, type StoredEvent } from '#shared/db/events.ts';
import { deliveryIdFor, getDelivery, insertDelivery, type DeliveryRecord } from '#shared/db/deliveries.ts';
import { getWebhook, listAllWebhooks, type WebhookRecord } from '#shared/db/webhooks.ts';
import { ALL_EVENTS } from '#shared/model/events/event-types.ts';
import { enqueueDeliveries, type DeliveryMessage } from '#shared/domain/webhooks/delivery-queue.ts';

/** The first dispatch token of every delivery; a resend replaces it. */
export const INITIAL_DISPATCH_TOKEN = 'initial';

/** Active webhooks subscribed to the event that existed when it was emitted. */
async function targetsOf(tenant: TenantScope, event: StoredEvent): Promise<WebhookRecord[]> {
  const candidates = event.target_webhook_id
    ? [await getWebhook(tenant, event.target_webhook_id)].filter((w): w is WebhookRecord => w !== undefined)
    : await listAllWebhooks(tenant);
  return candidates.filter(
    (w) =>
      w.status === 'active' &&
      w.created_at <= event.created_at &&
      (event.target_webhook_id !== undefined || w.event_types.includes(ALL_EVENTS) || w.event_types.includes(event.type)),
  );
}

/** Creates the delivery unless a previous run did; true when its first message still has to go out. */
async function ensureDelivery(tenant: TenantScope, event: StoredEvent, webhook: WebhookRecord, now: Date): Promise<boolean> {
  const delivery: DeliveryRecord = {
    id: deliveryIdFor(event.id, webhook.id),
    webhook_id: webhook.id,
    event_id: event.id,
    event_type: event.type,
    status: 'pending',
    attempts: 0,
    dispatch_token: INITIAL_DISPATCH_TOKEN,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  if (await insertDelivery(tenant, delivery, now)) return true;
  const existing = await getDelivery(tenant, delivery.id);
  return existing?.status === 'pending' && existing.attempts === 0 && existing.dispatch_token === INITIAL_DISPATCH_TOKEN;
}

/** Fans one event out; returns how many webhooks it targets. */
export async function fanOutEvent(event: StoredEvent, now = new Date()): Promise<number> {
  const tenant: TenantScope = { workspaceId: event.workspace_id, environment: event.environment };
  const targets = await targetsOf(tenant, event);
  const toSend = await Promise.all(targets.map((webhook) => ensureDelivery(tenant, event, webhook, now)));
  const messages: DeliveryMessage[] = targets
    .filter((_, i) => toSend[i])
    .map((webhook) => ({
      v: 1,
      workspace_id: tenant.workspaceId,
      environment: tenant.environment,
      webhook_id: webhook.id,
      delivery_id: deliveryIdFor(event.id, webhook.id),
      event_id: event.id,
      dispatch_token: INITIAL_DISPATCH_TOKEN,
    }));
  await enqueueDeliveries(messages);
  await setDeliveriesTotal(tenant, event.id, targets.length);
  return targets.length;
}
