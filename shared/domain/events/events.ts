/** Reading events: GET /v1/events (filters, newest first) and GET /v1/events/{id}. */
import { EVENT_SK_PREFIX, getEvent, queryEvents, type StoredEvent } from '#shared/db/events.ts';
import { keys } from '#shared/db/keys.ts';
import { decodeCursor, encodeCursor, ID_FORMS, sortKeyForm } from '#shared/db/cursor.ts';
import { invalidRequest, notFound } from '#shared/model/errors.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';

export interface EventView {
  id: string;
  type: string;
  created_at: string;
  data: Record<string, unknown>;
  resource_type: string;
  resource_id: string;
  sequence: number;
  deliveries_total: number | null;
  deliveries_succeeded: number;
}

export function toEventView(event: Omit<StoredEvent, 'expires_at_epoch'>): EventView {
  return {
    id: event.id,
    type: event.type,
    created_at: event.created_at,
    data: event.data,
    resource_type: event.resource_type,
    resource_id: event.resource_id,
    sequence: event.sequence,
    deliveries_total: event.deliveries_total ?? null,
    deliveries_succeeded: event.deliveries_succeeded ?? 0,
  };
}

export async function showEvent(tenant: TenantScope, eventId: string): Promise<EventView> {
  const event = await getEvent(tenant, eventId);
  if (!event) throw notFound('event');
  return toEventView(event);
}

/**
 * Event ids start with the creation time in milliseconds (UUIDv7), so a created range is a
 * sort-key range: `evt_` + 12 hex digits of the time. `~` sorts after every hex digit.
 */
function timeBound(iso: string | undefined, fallback: string): string {
  if (!iso) return fallback;
  const ms = Math.min(0xffffffffffff, Math.max(0, Date.parse(iso)));
  return EVENT_SK_PREFIX + 'evt_' + ms.toString(16).padStart(12, '0');
}

export async function listEvents(
  tenant: TenantScope,
  query: { limit: number; cursor?: string | undefined; type?: string | undefined; created_after?: string | undefined; created_before?: string | undefined; undelivered?: 'true' | 'false' | undefined },
) {
  if (query.created_after && query.created_before && Date.parse(query.created_after) > Date.parse(query.created_before)) {
    throw invalidRequest({ 'query.created_after': ['Must not be later than created_before.'] });
  }
  const fromSk = timeBound(query.created_after, EVENT_SK_PREFIX + 'evt_');
  const toSk = query.created_before ? timeBound(query.created_before, '') + '~' : EVENT_SK_PREFIX + 'evt_~';
  const startKey = decodeCursor(query.cursor, { pk: keys.tenant(tenant), sk: sortKeyForm(EVENT_SK_PREFIX, ID_FORMS.event), range: { from: fromSk, to: toSk } });
  const page = await queryEvents(
    tenant,
    { type: query.type, fromSk, toSk, undelivered: query.undelivered === 'true' },
    query.limit,
    startKey,
  );
  return { items: page.items.map(toEventView), next_cursor: encodeCursor(page.lastKey) };
}
