/**
 * Delivery and attempt items. One delivery per (event, webhook): `sk = DELIVERY#<deliveryId>`,
 * its id derived from both so the fan-out can be retried without creating a second one. One item
 * per HTTP attempt: `sk = ATTEMPT#<webhookId>#<attemptId>`, listed newest first per webhook. Both live
 * in the DELIVERY family's shards (`shards.ts`), by the delivery's and the attempt's id.
 */
import { createHash } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { isConditionFailed, isTransactionConditionFailed } from '#shared/db/errors.ts';
import { ID_FORMS, readPage, sortKeyForm, type CursorPage } from '#shared/db/cursor.ts';
import * as keys from '#shared/db/keys.ts';
import { queryShards } from '#shared/db/query-shards.ts';
import { prefixRange } from '#shared/db/query-page.ts';
import { shardPartitionOf, shardPartitions } from '#shared/db/shards.ts';
import { EVENT_RETENTION_DAYS, eventKey } from '#shared/db/events.ts';
import { transact, type TransactItem } from '#shared/db/transact.ts';
import { updateItem, updateOne } from '#shared/db/update-item.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';

export const DELIVERY_SK_PREFIX = 'DELIVERY#';
export const attemptSkPrefix = (webhookId: string) => `ATTEMPT#${webhookId}#`;

export interface DeliveryRecord {
  id: string;
  webhook_id: string;
  event_id: string;
  event_type: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  attempts: number;
  next_retry_at?: string;
  last_attempt_at?: string;
  /** Set once, by the first success; counts the event as delivered to this webhook. */
  first_succeeded_at?: string;
  /** Matches the message that may attempt this delivery; a resend issues a new one. */
  dispatch_token: string;
  canceled_reason?: string;
  created_at: string;
  updated_at: string;
}

export interface AttemptRecord {
  id: string;
  delivery_id: string;
  webhook_id: string;
  event_id: string;
  event_type: string;
  attempt: number;
  http_status: number | null;
  duration_ms: number;
  error: string | null;
  outcome: 'succeeded' | 'retrying' | 'failed';
  next_retry_at: string | null;
  created_at: string;
}

/** The id of the delivery of `eventId` to `webhookId`: the same on every fan-out retry. */
export function deliveryIdFor(eventId: string, webhookId: string): string {
  return 'dlv_' + createHash('sha256').update(`${eventId}:${webhookId}`).digest('hex').slice(0, 32);
}

export function deliveryKey(tenant: TenantScope, deliveryId: string) {
  return { pk: shardPartitionOf(tenant, 'DELIVERY', deliveryId), sk: DELIVERY_SK_PREFIX + deliveryId };
}

export function attemptKey(tenant: TenantScope, webhookId: string, attemptId: string) {
  return { pk: shardPartitionOf(tenant, 'DELIVERY', attemptId), sk: attemptSkPrefix(webhookId) + attemptId };
}

/** TTL for deliveries and attempts: kept as long as the events they belong to. */
export function retentionEpoch(now: Date): number {
  return Math.floor(now.getTime() / 1000) + (EVENT_RETENTION_DAYS + 5) * 86_400;
}

export async function getDelivery(tenant: TenantScope, deliveryId: string): Promise<DeliveryRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: deliveryKey(tenant, deliveryId) }));
  return out.Item as DeliveryRecord | undefined;
}

/** One page of a webhook's delivery attempts, newest first. */
export function listAttempts(
  tenant: TenantScope,
  webhookId: string,
  limit: number,
  cursor: string | undefined,
): Promise<CursorPage<AttemptRecord>> {
  const spec = { pk: keys.tenant(tenant), sk: sortKeyForm(attemptSkPrefix(webhookId), ID_FORMS.uuid) };
  return readPage(cursor, spec, (startKey) =>
    queryShards<AttemptRecord & { sk: string }>(
      { partitions: shardPartitions(tenant, 'DELIVERY'), cursorPk: spec.pk, ...prefixRange(attemptSkPrefix(webhookId)), limit },
      startKey?.sk as string | undefined,
    ),
  );
}

/** Writes a new delivery; false when one with its id exists already (an earlier fan-out run wrote it). */
export async function insertDelivery(tenant: TenantScope, delivery: DeliveryRecord, now: Date): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: { ...deliveryKey(tenant, delivery.id), entity: 'delivery', ...delivery, expires_at_epoch: retentionEpoch(now) },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Writes one attempt's outcome in a single transaction: the attempt item, the delivery's new
 * state (conditional on the message still owning the delivery, so a duplicate message cannot
 * record twice) and, on the first success, the event's delivered counter. Returns false when
 * the delivery was no longer this message's to record (nothing written).
 */
export async function recordAttempt(
  tenant: TenantScope,
  delivery: DeliveryRecord,
  attempt: AttemptRecord,
  status: DeliveryRecord['status'],
  now: Date,
): Promise<boolean> {
  const firstSuccess = attempt.outcome === 'succeeded' && !delivery.first_succeeded_at;
  const at = now.toISOString();
  const items: TransactItem[] = [
    {
      Put: {
        TableName: TABLE_NAME,
        Item: {
          ...attemptKey(tenant, attempt.webhook_id, attempt.id),
          entity: 'attempt',
          ...attempt,
          expires_at_epoch: retentionEpoch(now),
        },
      },
    },
    updateItem(deliveryKey(tenant, delivery.id), {
      set: {
        attempts: attempt.attempt,
        status,
        last_attempt_at: at,
        updated_at: at,
        ...(firstSuccess ? { first_succeeded_at: at } : {}),
        ...(attempt.next_retry_at ? { next_retry_at: attempt.next_retry_at } : {}),
      },
      ...(attempt.next_retry_at ? {} : { remove: ['next_retry_at'] }),
      expect: { status: 'pending', dispatch_token: delivery.dispatch_token, attempts: delivery.attempts },
    }),
  ];
  if (firstSuccess) items.push(updateItem(eventKey(tenant, delivery.event_id), { add: { deliveries_succeeded: 1 } }));
  try {
    await transact(items);
    return true;
  } catch (error) {
    if (isTransactionConditionFailed(error)) return false;
    throw error;
  }
}

/** Cancels a pending delivery that can no longer be attempted, unless another message took it meanwhile. */
export async function cancelPendingDelivery(tenant: TenantScope, delivery: DeliveryRecord, reason: string): Promise<void> {
  await updateOne(deliveryKey(tenant, delivery.id), {
    set: { status: 'canceled', canceled_reason: reason, updated_at: new Date().toISOString() },
    remove: ['next_retry_at'],
    expect: { status: 'pending', dispatch_token: delivery.dispatch_token },
  });
}

/**
 * Makes a delivery pending again under a new dispatch token, with no retry due. Returns the
 * delivery as it is now, or null while it is still pending under another token (in progress).
 */
export function reopenDelivery(tenant: TenantScope, deliveryId: string, token: string, now: string): Promise<DeliveryRecord | null> {
  return updateOne<DeliveryRecord>(
    deliveryKey(tenant, deliveryId),
    {
      set: { status: 'pending', dispatch_token: token, updated_at: now },
      remove: ['next_retry_at'],
      // Or this very update, sent again by the SDK after its answer was lost: the token is ours.
      condition: '#status <> :pending OR dispatch_token = :token',
      names: { '#status': 'status' },
      values: { ':pending': 'pending', ':token': token },
    },
    'ALL_NEW',
  );
}

/**
 * Puts a reopened delivery back exactly as it was (status, token, times), unless a later
 * reopen replaced `token` meanwhile: then the delivery is that one's, and stays as it is.
 */
export async function restoreDelivery(tenant: TenantScope, before: DeliveryRecord, token: string): Promise<void> {
  await updateOne(deliveryKey(tenant, before.id), {
    set: {
      status: before.status,
      dispatch_token: before.dispatch_token,
      updated_at: before.updated_at,
      ...(before.next_retry_at ? { next_retry_at: before.next_retry_at } : {}),
    },
    expect: { dispatch_token: token },
  });
}
