/**
 * A webhook's failure streak. The first failed attempt after a success sets `failing_since`;
 * any success clears it. When every attempt has failed for `WEBHOOK_AUTO_DISABLE_AFTER_SECONDS`
 * (5 days), the webhook is disabled and a `webhook.disabled` event (in the same transaction)
 * tells the workspace's other webhooks.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '#shared/config.ts';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { isTransactionConditionFailed } from '#shared/db/errors.ts';
import type { TenantScope } from '#shared/db/keys.ts';
import { patchWebhook, webhookKey, type WebhookRecord } from '#shared/db/webhooks.ts';
import { eventPut, newEvent } from '#shared/domain/events/emit.ts';
import { log } from '#shared/log.ts';

export async function noteSuccess(tenant: TenantScope, webhook: WebhookRecord): Promise<void> {
  if (webhook.failing_since) await patchWebhook(tenant, webhook.id, { remove: ['failing_since'] });
}

/** Records a failed attempt; returns true when the webhook has just been disabled for it. */
export async function noteFailure(tenant: TenantScope, webhook: WebhookRecord, now: Date): Promise<boolean> {
  if (!webhook.failing_since) {
    await patchWebhook(tenant, webhook.id, {
      set: { failing_since: now.toISOString() },
      condition: 'attribute_not_exists(failing_since)',
    });
    return false;
  }
  const failingForMs = now.getTime() - Date.parse(webhook.failing_since);
  if (failingForMs < config.WEBHOOK_AUTO_DISABLE_AFTER_SECONDS * 1000) return false;
  return autoDisable(tenant, webhook, now);
}

async function autoDisable(tenant: TenantScope, webhook: WebhookRecord, now: Date): Promise<boolean> {
  const reason = `every delivery failed since ${webhook.failing_since}`;
  const sequence = webhook.event_sequence + 1;
  const event = newEvent(
    tenant,
    {
      type: 'webhook.disabled',
      data: { webhook_id: webhook.id, name: webhook.name, url: webhook.url, disabled_at: now.toISOString(), reason },
      resource: { type: 'webhook', id: webhook.id },
      sequence,
    },
    now,
  );
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: TABLE_NAME,
              Key: webhookKey(tenant, webhook.id),
              UpdateExpression:
                'SET #status = :disabled, disabled_at = :now, disabled_reason = :reason, updated_at = :now, event_sequence = :seq',
              ConditionExpression: '#status = :active AND event_sequence = :prev',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':disabled': 'disabled',
                ':active': 'active',
                ':now': now.toISOString(),
                ':reason': reason,
                ':seq': sequence,
                ':prev': webhook.event_sequence,
              },
            },
          },
          eventPut(tenant, event),
        ],
      }),
    );
  } catch (error) {
    if (isTransactionConditionFailed(error)) return false; // Already disabled or changed meanwhile.
    throw error;
  }
  log.warn('webhook disabled after a failure streak', { webhook_id: webhook.id, failing_since: webhook.failing_since });
  return true;
}
