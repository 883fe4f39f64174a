/**
 * The outbox fan-out: for a newly committed event, one delivery per matching webhook and one
 * queue message per delivery. It runs from the table's stream, so it is retried until it
 * succeeds; every step is idempotent (delivery ids are derived from event and webhook, puts are
 * conditional) and a retry sends at most a duplicate message, which the dispatcher drops. A batch's
 * messages are admitted together, paced per tenant (docs/webhooks.md, Fair delivery).
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import { setDeliveriesTotal, type StoredEvent } from '#shared/db/events.ts';
import { deliveryIdFor, getDelivery, insertDelivery, type DeliveryRecord } from '#shared/db/deliveries.ts';
import { getWebhook, listAllWebhooks, type WebhookRecord } from '#shared/db/webhooks.ts';
import { ALL_EVENTS } from '#shared/model/events/event-types.ts';
import { admitDeliveries, type DeliveryMessage } from '#shared/domain/webhooks/delivery-queue.ts';

/** The first dispatch token of every delivery; a resend replaces it. */
export const INITIAL_DISPATCH_TOKEN = 'initial';

/** The tenant's webhooks, read once per batch for all of its events. */
type WebhookLists = Map<string, Promise<WebhookRecord[]>>;

/** Active webhooks subscribed to the event that existed when it was emitted. */
async function targetsOf(tenant: TenantScope, event: StoredEvent, lists: WebhookLists): Promise<WebhookRecord[]> {
  let candidates: WebhookRecord[];
  if (event.target_webhook_id) {
    candidates = [await getWebhook(tenant, event.target_webhook_id)].filter((w): w is WebhookRecord => w !== undefined);
  } else {
    const key = `${tenant.workspaceId}#${tenant.environment}`;
    if (!lists.has(key)) lists.set(key, listAllWebhooks(tenant));
    candidates = await lists.get(key)!;
  }
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

/** Events of a batch whose deliveries are made at once: the batch's table calls, a few at a time. */
const EVENTS_AT_ONCE = 10;

/** One event's deliveries, made, and the messages still to send for them. */
async function prepare(event: StoredEvent, lists: WebhookLists, now: Date) {
  const tenant: TenantScope = { workspaceId: event.workspace_id, environment: event.environment };
  const targets = await targetsOf(tenant, event, lists);
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
  return { tenant, event, targets: targets.length, messages };
}

/**
 * Fans a batch of events out: their deliveries, then their messages admitted together (one
 * admission count per tenant in the batch, `admitDeliveries`), then each event's delivery total.
 */
export async function fanOutEvents(events: readonly StoredEvent[], now = new Date()) {
  const lists: WebhookLists = new Map();
  const prepared: Awaited<ReturnType<typeof prepare>>[] = [];
  for (let i = 0; i < events.length; i += EVENTS_AT_ONCE) {
    prepared.push(...(await Promise.all(events.slice(i, i + EVENTS_AT_ONCE).map((event) => prepare(event, lists, now)))));
  }
  const plan = await admitDeliveries(prepared.flatMap((p) => p.messages));
  await Promise.all(prepared.map((p) => setDeliveriesTotal(p.tenant, p.event.id, p.targets)));
  return { targets: prepared.reduce((n, p) => n + p.targets, 0), admitted: plan.admitted.length, paced: plan.paced.length };
}
