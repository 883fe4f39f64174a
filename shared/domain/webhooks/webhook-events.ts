/**
 * Emits an event about a webhook (webhook.test, webhook.disabled, webhook.parked, webhook.resumed) in one transaction with the
 * webhook's own change: its `event_sequence` moves to the event's sequence, on condition that
 * nobody else took that number and the webhook is still active.
 */
import { isTransactionConditionFailed } from '#shared/db/errors.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import type { EventRecord } from '#shared/db/events.ts';
import { transact } from '#shared/db/transact.ts';
import { updateItem } from '#shared/db/update-item.ts';
import { webhookKey, type WebhookRecord } from '#shared/db/webhooks.ts';
import { eventPut, newEvent } from '#shared/domain/events/emit.ts';
import type { EventType } from '#shared/model/events/event-types.ts';

/** Returns the event, or null when the webhook changed meanwhile (nothing was written). */
export async function emitWebhookEvent(
  tenant: TenantScope,
  webhook: WebhookRecord,
  input: {
    type: EventType;
    data: Record<string, unknown>;
    targetWebhookId?: string;
    set?: Record<string, unknown>;
    remove?: string[];
    /** Further values the webhook must still hold (null: absent). */
    expect?: Record<string, unknown>;
  },
  now = new Date(),
): Promise<EventRecord | null> {
  const sequence = webhook.event_sequence + 1;
  const event = newEvent(
    tenant,
    { type: input.type, data: input.data, resource: { type: 'webhook', id: webhook.id }, sequence, targetWebhookId: input.targetWebhookId },
    now,
  );
  try {
    await transact([
      updateItem(webhookKey(tenant, webhook.id), {
        set: { ...input.set, event_sequence: sequence },
        ...(input.remove ? { remove: input.remove } : {}),
        expect: { ...input.expect, event_sequence: webhook.event_sequence, status: 'active' },
      }),
      eventPut(tenant, event),
    ]);
    return event;
  } catch (error) {
    if (isTransactionConditionFailed(error)) return null;
    throw error;
  }
}
