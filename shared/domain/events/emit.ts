/**
 * Event emission, used by every feature: build the event with `newEvent` and add
 * `eventPut(tenant, event)` to the same `TransactWriteItems` as the state change that caused it.
 *
 * Ordering: `sequence` is per resource and must increase by one with each event about that
 * resource. Keep a counter on the resource's own item (for example `event_sequence`), increment
 * it in the same transaction under a condition on its current value, and pass the new value here.
 * Receivers order a resource's events by `sequence`; delivery order is not guaranteed.
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import type { EventRecord } from '#shared/db/events.ts';
import type { EventType } from '#shared/model/events/event-types.ts';
import { newId } from '#shared/ids.ts';

export { eventPut } from '#shared/db/events.ts';

/**
 * Event ids: `evt_` + a UUIDv7 without dashes, so they sort by creation time. The time is the
 * event's `created_at` (`at`), so the created range and the order of a listing, which follow
 * the id, agree with what each event says.
 */
export function newEventId(at: Date): string {
  return 'evt_' + newId(at).replaceAll('-', '');
}

export function newEvent(
  tenant: TenantScope,
  input: {
    type: EventType;
    data: Record<string, unknown>;
    resource: { type: string; id: string };
    sequence: number;
    targetWebhookId?: string;
  },
  now = new Date(),
): EventRecord {
  return {
    id: newEventId(now),
    type: input.type,
    created_at: now.toISOString(),
    data: input.data,
    resource_type: input.resource.type,
    resource_id: input.resource.id,
    sequence: input.sequence,
    workspace_id: tenant.workspaceId,
    environment: tenant.environment,
    ...(input.targetWebhookId ? { target_webhook_id: input.targetWebhookId } : {}),
  };
}
