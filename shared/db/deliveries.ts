/**
 * Delivery and attempt items. One delivery per (event, webhook): `sk = DELIVERY#<deliveryId>`,
 * its id derived from both so the fan-out can be retried without creating a second one. One item
 * per HTTP attempt: `sk = ATTEMPT#<webhookId>#<attemptId>`, listed newest first per webhook.
 */
import { createHash } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { keys, type TenantScope } from '#shared/db/keys.ts';
import { EVENT_RETENTION_DAYS } from '#shared/db/events.ts';

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
  return { pk: keys.tenant(tenant), sk: DELIVERY_SK_PREFIX + deliveryId };
}

export function attemptKey(tenant: TenantScope, webhookId: string, attemptId: string) {
  return { pk: keys.tenant(tenant), sk: attemptSkPrefix(webhookId) + attemptId };
}

/** TTL for deliveries and attempts: kept as long as the events they belong to. */
export function retentionEpoch(now: Date): number {
  return Math.floor(now.getTime() / 1000) + (EVENT_RETENTION_DAYS + 5) * 86_400;
}

export async function getDelivery(tenant: TenantScope, deliveryId: string): Promise<DeliveryRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: deliveryKey(tenant, deliveryId) }));
  return out.Item as DeliveryRecord | undefined;
}

export async function listAttempts(tenant: TenantScope, webhookId: string, limit: number, startKey?: Record<string, unknown>) {
  const out = await db.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.tenant(tenant), ':prefix': attemptSkPrefix(webhookId) },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { items: (out.Items ?? []) as AttemptRecord[], lastKey: out.LastEvaluatedKey };
}
