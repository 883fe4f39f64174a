/**
 * Webhook items: `pk = WS#<ws>#<env>`, `sk = WEBHOOK#<id>`. The signing secret is stored sealed
 * (`shared/domain/webhooks/signing-secret.ts`: only the dispatcher can open it) and never leaves
 * through the API except in the create and rotate responses.
 */
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { isConditionFailed } from '#shared/db/errors.ts';
import { keys, type TenantScope } from '#shared/db/keys.ts';
import type { Sealed } from '#shared/crypto/envelope.ts';
import type { UserReference } from '#shared/responses/common.ts';

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
  /** Sequence of the last event about this webhook (webhook.disabled). */
  event_sequence: number;
}

const key = (tenant: TenantScope, id: string) => ({ pk: keys.tenant(tenant), sk: WEBHOOK_SK_PREFIX + id });

export async function insertWebhook(tenant: TenantScope, record: WebhookRecord): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: { ...key(tenant, record.id), entity: 'webhook', ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getWebhook(tenant: TenantScope, id: string): Promise<WebhookRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: key(tenant, id) }));
  return out.Item as WebhookRecord | undefined;
}

export async function listWebhooks(tenant: TenantScope, limit: number, startKey?: Record<string, unknown>) {
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
    const page = await listWebhooks(tenant, 100, startKey);
    all.push(...page.items);
    startKey = page.lastKey;
  } while (startKey);
  return all;
}

/**
 * Sets and removes attributes of an existing webhook, optionally only when `condition` holds
 * (an expression over `#status` and the values given). Returns the new item, or null when the
 * webhook does not exist or the condition failed.
 */
export async function patchWebhook(
  tenant: TenantScope,
  id: string,
  change: { set?: Record<string, unknown>; remove?: string[]; condition?: string; values?: Record<string, unknown> },
): Promise<WebhookRecord | null> {
  // DynamoDB refuses names that the expressions do not use, so `#status` only when needed.
  const names: Record<string, string> = change.condition?.includes('#status') ? { '#status': 'status' } : {};
  const values: Record<string, unknown> = { ...change.values };
  const sets = Object.entries(change.set ?? {}).map(([field, value], i) => {
    names[`#s${i}`] = field;
    values[`:s${i}`] = value;
    return `#s${i} = :s${i}`;
  });
  const removes = (change.remove ?? []).map((field, i) => {
    names[`#r${i}`] = field;
    return `#r${i}`;
  });
  const expression = [sets.length ? `SET ${sets.join(', ')}` : '', removes.length ? `REMOVE ${removes.join(', ')}` : '']
    .filter(Boolean)
    .join(' ');
  try {
    const out = await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: key(tenant, id),
        UpdateExpression: expression,
        ConditionExpression: ['attribute_exists(pk)', change.condition].filter(Boolean).join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: Object.keys(values).length ? values : undefined,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes as WebhookRecord;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

/** Deletes a webhook; returns what was deleted, or null when there was nothing. */
export async function deleteWebhook(tenant: TenantScope, id: string): Promise<WebhookRecord | null> {
  try {
    const out = await db.send(
      new DeleteCommand({
        TableName: TABLE_NAME,
        Key: key(tenant, id),
        ConditionExpression: 'attribute_exists(pk)',
        ReturnValues: 'ALL_OLD',
      }),
    );
    return (out.Attributes as WebhookRecord | undefined) ?? null;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

export function webhookKey(tenant: TenantScope, id: string) {
  return key(tenant, id);
}

/** Replaces a clear signing secret by its sealed form, unless the secret changed meanwhile (a rotation). */
export async function sealStoredSecret(tenant: TenantScope, id: string, clear: string, sealed: Sealed): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: key(tenant, id),
        UpdateExpression: 'SET signing_secret_sealed = :sealed REMOVE signing_secret',
        ConditionExpression: 'signing_secret = :clear',
        ExpressionAttributeValues: { ':sealed': sealed, ':clear': clear },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}
