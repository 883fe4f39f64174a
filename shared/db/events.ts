/**
 * Event items: the outbox. `pk = WS#<ws>#<env>#EVENT#<shard of the id>`, `sk = EVENT#<eventId>`. An event is written in
 * the same transaction as the state change that caused it; the table's stream carries every new
 * event item to the fan-out function, which enqueues one delivery per matching webhook. So an
 * event that is committed is delivered even if the writer dies right after the commit.
 */
import { GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { updateOne } from '#shared/db/update-item.ts';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { ID_FORMS, readPage, sortKeyForm, type CursorPage } from '#shared/db/cursor.ts';
import * as keys from '#shared/db/keys.ts';
import { queryShards } from '#shared/db/query-shards.ts';
import { shardPartitionOf, shardPartitions } from '#shared/db/shards.ts';
import type { EventType } from '#shared/model/events/event-types.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';

/** Events are kept (and listable, resendable) for at least this long. */
export const EVENT_RETENTION_DAYS = 30;

export interface EventRecord {
  id: string;
  type: EventType;
  created_at: string;
  data: Record<string, unknown>;
  /** The resource the event is about, and its per-resource sequence number (1, 2, 3 ...). */
  resource_type: string;
  resource_id: string;
  sequence: number;
  workspace_id: string;
  environment: TenantScope['environment'];
  /** When set, the event is delivered to this webhook only (webhook.test). */
  target_webhook_id?: string;
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export const EVENT_SK_PREFIX = 'EVENT#';

/** The put that records an event; add it to the transaction of the state change. */
export function eventPut(tenant: TenantScope, event: EventRecord): TransactItem {
  const createdMs = Date.parse(event.created_at);
  return {
    Put: {
      TableName: TABLE_NAME,
      Item: {
        pk: shardPartitionOf(tenant, 'EVENT', event.id),
        sk: EVENT_SK_PREFIX + event.id,
        entity: 'event',
        ...event,
        // Counters kept by the fan-out (total) and the dispatcher (first success per webhook).
        deliveries_succeeded: 0,
        // TTL a few days past the retention promise: DynamoDB deletes expired items lazily.
        expires_at_epoch: Math.floor(createdMs / 1000) + (EVENT_RETENTION_DAYS + 5) * 86_400,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** An event item as stored: the record plus the delivery counters. */
export interface StoredEvent extends EventRecord {
  deliveries_total?: number;
  deliveries_succeeded: number;
  expires_at_epoch: number;
}

export function eventKey(tenant: TenantScope, eventId: string) {
  return { pk: shardPartitionOf(tenant, 'EVENT', eventId), sk: EVENT_SK_PREFIX + eventId };
}

export async function getEvent(tenant: TenantScope, eventId: string): Promise<StoredEvent | undefined> {
  const out = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: eventKey(tenant, eventId) }));
  const item = out.Item as StoredEvent | undefined;
  // TTL deletion lags: an expired event is gone as far as callers are concerned.
  return item && item.expires_at_epoch > Date.now() / 1000 ? item : undefined;
}

export interface EventFilter {
  type?: string | undefined;
  created_after?: string | undefined;
  created_before?: string | undefined;
  undelivered?: boolean;
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

/** One page of events, newest first, within the created range and filters. */
export function queryEvents(
  tenant: TenantScope,
  filter: EventFilter,
  limit: number,
  cursor: string | undefined,
): Promise<CursorPage<StoredEvent>> {
  const fromSk = timeBound(filter.created_after, EVENT_SK_PREFIX + 'evt_');
  const toSk = filter.created_before ? timeBound(filter.created_before, '') + '~' : EVENT_SK_PREFIX + 'evt_~';
  const spec = { pk: keys.tenant(tenant), sk: sortKeyForm(EVENT_SK_PREFIX, ID_FORMS.event), range: { from: fromSk, to: toSk } };
  return readPage(cursor, spec, (startKey) => eventPage(tenant, { ...filter, fromSk, toSk }, limit, startKey));
}

function eventPage(
  tenant: TenantScope,
  filter: EventFilter & { fromSk: string; toSk: string },
  limit: number,
  startKey: Record<string, unknown> | undefined,
) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':now': Math.floor(Date.now() / 1000) };
  const conditions = ['expires_at_epoch > :now'];
  if (filter.type) {
    names['#type'] = 'type';
    values[':type'] = filter.type;
    conditions.push('#type = :type');
  }
  if (filter.undelivered) conditions.push('(attribute_not_exists(deliveries_total) OR deliveries_succeeded < deliveries_total)');
  return queryShards<StoredEvent & { sk: string }>(
    {
      partitions: shardPartitions(tenant, 'EVENT'),
      cursorPk: keys.tenant(tenant),
      from: filter.fromSk,
      to: filter.toSk,
      filter: { expression: conditions.join(' AND '), names, values },
      limit,
    },
    startKey?.sk as string | undefined,
  );
}

/** Records how many webhooks an event was fanned out to; an event already gone (TTL) is left alone. */
export async function setDeliveriesTotal(tenant: TenantScope, eventId: string, total: number): Promise<void> {
  await updateOne(eventKey(tenant, eventId), { set: { deliveries_total: total } });
}
