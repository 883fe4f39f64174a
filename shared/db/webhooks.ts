/**
 * Webhook items: `pk = WS#<ws>#<env>`, `sk = WEBHOOK#<id>`. The signing secret is stored sealed
 * (`shared/domain/webhooks/signing-secret.ts`: only the dispatcher can open it) and never leaves
 * through the API except in the create and rotate responses.
 */
import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { withConflictRetry } from '#shared/db/conflict-retry.ts';
import { failedConditionIndexes, isConditionFailed, isTransactionConditionFailed } from '#shared/db/errors.ts';
import { COUNTER_CONFLICT_TRIES, limitCounterKey, releaseSlot, takeSlot } from '#shared/db/limit-counters.ts';
import { ID_FORMS, readPage, sortKeyForm, type CursorPage } from '#shared/db/cursor.ts';
import * as keys from '#shared/db/keys.ts';
import { updateOne, type UpdateSpec } from '#shared/db/update-item.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import type { Sealed } from '#shared/crypto/envelope.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import type { UserReference } from '#shared/model/auth.ts';

export const WEBHOOK_SK_PREFIX = 'WEBHOOK#';

export interface WebhookRecord {
  id: string;
  name: string;
  url: string;
  event_types: string[];
  status: 'active' | 'disabled';
  /** The signing secret, sealed by envelope encryption. */
  signing_secret_sealed?: Sealed;
  /** The signing secret in clear, on webhooks written before secrets were sealed (until their next delivery). */
  signing_secret?: string;
  signing_secret_prefix: string;
  created_at: string;
  created_by: UserReference;
  updated_at: string;
  disabled_at?: string;
  disabled_reason?: string;
  /** Set by the first failed attempt after a success; cleared by any success. */
  failing_since?: string;
  /** Failed attempts since the last success (the circuit breaker's count). */
  consecutive_failures?: number;
  /** Set while the circuit breaker holds the webhook's deliveries back: none is sent before this. */
  parked_until?: string;
  parked_at?: string;
  /** How long the current park lasts; a failed probe doubles it. */
  park_seconds?: number;
  /** While a probe is out after a park (one delivery sent to test the receiver): until when it holds the right. */
  probe_until?: string;
  /** Sequence of the last event about this webhook (webhook.disabled, webhook.parked, webhook.resumed). */
  event_sequence: number;
  /** True when the webhook counts against the cap (limit-counters.ts); absent on webhooks made before it. */
  holds_slot?: boolean;
}

const key = (tenant: TenantScope, id: string) => ({ pk: keys.tenant(tenant), sk: WEBHOOK_SK_PREFIX + id });

/**
 * Writes a new webhook and takes its place under the cap in one transaction (it must hold
 * `holds_slot: true`), with `extra` items (an idempotency claim's completion, whose failed
 * condition is rethrown). False when the tenant is at the cap, and nothing was written.
 */
export async function insertWebhook(
  tenant: TenantScope,
  record: WebhookRecord & { holds_slot: true },
  extra: TransactItem[] = [],
): Promise<boolean> {
  try {
    await withConflictRetry(
      () =>
        db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: TABLE_NAME,
                  Item: { ...key(tenant, record.id), entity: 'webhook', ...record },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              takeSlot(limitCounterKey.webhooks(tenant), 'webhooks'),
              ...extra,
            ],
          }),
        ),
      { maxTries: COUNTER_CONFLICT_TRIES },
    );
    return true;
  } catch (error) {
    if (failedConditionIndexes(error).includes(1)) return false;
    throw error;
  }
}

/** `consistent` when a write is about to depend on what is read (a scope check on its event types). */
export async function getWebhook(
  tenant: TenantScope,
  id: string,
  options: { consistent?: boolean } = {},
): Promise<WebhookRecord | undefined> {
  const out = await db.send(
    new GetCommand({ TableName: TABLE_NAME, Key: key(tenant, id), ...(options.consistent ? { ConsistentRead: true } : {}) }),
  );
  return out.Item as WebhookRecord | undefined;
}

/** One page of the tenant's webhooks, newest first. */
export function listWebhooks(tenant: TenantScope, limit: number, cursor: string | undefined): Promise<CursorPage<WebhookRecord>> {
  const spec = { pk: keys.tenant(tenant), sk: sortKeyForm(WEBHOOK_SK_PREFIX, ID_FORMS.uuid) };
  return readPage(cursor, spec, (startKey) => webhookPage(tenant, limit, startKey));
}

async function webhookPage(tenant: TenantScope, limit: number, startKey: Record<string, unknown> | undefined) {
  const out = await db.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.tenant(tenant), ':prefix': WEBHOOK_SK_PREFIX },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { items: (out.Items ?? []) as WebhookRecord[], lastKey: out.LastEvaluatedKey };
}

/** Every webhook of the tenant (fan-out reads them all; a workspace has few). */
export async function listAllWebhooks(tenant: TenantScope): Promise<WebhookRecord[]> {
  const all: WebhookRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await webhookPage(tenant, 100, startKey);
    all.push(...page.items);
    startKey = page.lastKey;
  } while (startKey);
  return all;
}

/**
 * Sets, adds to and removes attributes of an existing webhook, optionally only while its
 * attributes hold the values in `expect` (null: absent). Returns the new
 * item (the item as it was with `returnOld`), or null when the webhook does not exist or a
 * condition failed.
 */
export function patchWebhook(
  tenant: TenantScope,
  id: string,
  change: Pick<UpdateSpec, 'set' | 'add' | 'remove' | 'expect'> & { returnOld?: boolean },
): Promise<WebhookRecord | null> {
  const { returnOld, ...spec } = change;
  return updateOne<WebhookRecord>(key(tenant, id), spec, returnOld ? 'ALL_OLD' : 'ALL_NEW');
}

/**
 * Deletes a webhook, giving its place under the cap back in the same transaction. False when
 * there was nothing to delete. A webhook made before the cap holds no place and is deleted alone.
 */
export async function deleteWebhook(tenant: TenantScope, id: string): Promise<boolean> {
  try {
    await withConflictRetry(
      () =>
        db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Delete: {
                  TableName: TABLE_NAME,
                  Key: key(tenant, id),
                  ConditionExpression: 'holds_slot = :true',
                  ExpressionAttributeValues: { ':true': true },
                },
              },
              releaseSlot(limitCounterKey.webhooks(tenant)),
            ],
          }),
        ),
      { maxTries: COUNTER_CONFLICT_TRIES },
    );
    return true;
  } catch (error) {
    if (!isTransactionConditionFailed(error)) throw error;
  }
  // Missing, or one that holds no place (`holds_slot` is only ever set when a webhook is created).
  try {
    await db.send(
      new DeleteCommand({
        TableName: TABLE_NAME,
        Key: key(tenant, id),
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(holds_slot)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

export function webhookKey(tenant: TenantScope, id: string) {
  return key(tenant, id);
}

/** Replaces a clear signing secret by its sealed form, unless the secret changed meanwhile (a rotation). */
export async function sealStoredSecret(tenant: TenantScope, id: string, clear: string, sealed: Sealed): Promise<void> {
  await updateOne(key(tenant, id), {
    set: { signing_secret_sealed: sealed },
    remove: ['signing_secret'],
    expect: { signing_secret: clear },
  });
}

/**
 * Takes the right to probe a parked webhook whose park (`parkedUntil`) has ended, until `holdUntil`:
 * one probe at a time. False when the webhook is parked otherwise now, or another probe holds it.
 */
export async function claimWebhookProbe(
  tenant: TenantScope,
  id: string,
  parkedUntil: string,
  now: Date,
  holdUntil: Date,
): Promise<boolean> {
  const claimed = await updateOne(key(tenant, id), {
    set: { probe_until: holdUntil.toISOString() },
    expect: { parked_until: parkedUntil, status: 'active' },
    condition: 'attribute_not_exists(#probe) OR #probe < :now',
    names: { '#probe': 'probe_until' },
    values: { ':now': now.toISOString() },
  });
  return claimed !== null;
}
