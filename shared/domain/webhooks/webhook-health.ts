/**
 * A webhook's failure streak. The first failed attempt after a success sets `failing_since`;
 * any success clears it. When every attempt has failed for `WEBHOOK_AUTO_DISABLE_AFTER_SECONDS`
 * (5 days), the webhook is disabled and a `webhook.disabled` event (in the same transaction)
 * tells the workspace's other webhooks.
 */
import { config } from '#shared/config.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { patchWebhook, type WebhookRecord } from '#shared/db/webhooks.ts';
import { emitWebhookEvent } from '#shared/domain/webhooks/webhook-events.ts';
import { log } from '#shared/log.ts';

export async function noteSuccess(tenant: TenantScope, webhook: WebhookRecord): Promise<void> {
  if (webhook.failing_since) await patchWebhook(tenant, webhook.id, { remove: ['failing_since'] });
}

/** Records a failed attempt; returns true when the webhook has just been disabled for it. */
export async function noteFailure(tenant: TenantScope, webhook: WebhookRecord, now: Date): Promise<boolean> {
  if (!webhook.failing_since) {
    await patchWebhook(tenant, webhook.id, {
      set: { failing_since: now.toISOString() },
      expect: { failing_since: null },
    });
    return false;
  }
  const failingForMs = now.getTime() - Date.parse(webhook.failing_since);
  if (failingForMs < config.WEBHOOK_AUTO_DISABLE_AFTER_SECONDS * 1000) return false;
  return autoDisable(tenant, webhook, now);
}

async function autoDisable(tenant: TenantScope, webhook: WebhookRecord, now: Date): Promise<boolean> {
  const reason = `every delivery failed since ${webhook.failing_since}`;
  const at = now.toISOString();
  const event = await emitWebhookEvent(
    tenant,
    webhook,
    {
      type: 'webhook.disabled',
      data: { webhook_id: webhook.id, name: webhook.name, url: webhook.url, disabled_at: at, reason },
      set: { status: 'disabled', disabled_at: at, disabled_reason: reason, updated_at: at },
    },
    now,
  );
  if (!event) return false; // Already disabled, or changed meanwhile.
  log.warn('webhook disabled after a failure streak', { webhook_id: webhook.id, failing_since: webhook.failing_since });
  return true;
}
