/** Reading events: GET /v1/events (filters, newest first) and GET /v1/events/{id}. */
import { getEvent, queryEvents, type StoredEvent } from '#shared/db/events.ts';
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

/** One page of events, newest first, within the created range (the data layer reads it as a key range). */
export async function listEvents(
  tenant: TenantScope,
  query: {
    limit: number;
    cursor?: string | undefined;
    type?: string | undefined;
    created_after?: string | undefined;
    created_before?: string | undefined;
    undelivered?: 'true' | 'false' | undefined;
  },
) {
  if (query.created_after && query.created_before && Date.parse(query.created_after) > Date.parse(query.created_before)) {
    throw invalidRequest({ 'query.created_after': ['Must not be later than created_before.'] });
  }
  const { type, created_after, created_before } = query;
  const filter = { type, created_after, created_before, undelivered: query.undelivered === 'true' };
  const page = await queryEvents(tenant, filter, query.limit, query.cursor);
  return { items: page.items.map(toEventView), next_cursor: page.nextCursor };
}
