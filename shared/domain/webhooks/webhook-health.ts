/**
 * A webhook's health: its failure streak and its circuit breaker (docs/webhooks.md, Fair
 * delivery). The first failed attempt after a success sets `failing_since`; every failure counts
 * in `consecutive_failures`; any success clears both. After `WEBHOOK_PARK_AFTER_FAILURES`
 * failures in a row the webhook is parked for `WEBHOOK_PARK_SECONDS`: its deliveries wait
 * without being attempted, and a `webhook.parked` event tells the workspace. When the park ends,
 * one delivery goes out as a probe: a success resumes the webhook (`webhook.resumed`), a failure
 * parks it again for twice as long (up to an hour). When every attempt has failed for
 * `WEBHOOK_AUTO_DISABLE_AFTER_SECONDS` (5 days), the webhook is disabled and a `webhook.disabled`
 * event tells the workspace's other webhooks. Each event is written in one transaction with the
 * change it announces, on condition that the webhook is as it was read, so concurrent
 * dispatchers announce a change once.
 */
import * as config from '#shared/config.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { claimWebhookProbe, patchWebhook, type WebhookRecord } from '#shared/db/webhooks.ts';
import { emitWebhookEvent } from '#shared/domain/webhooks/webhook-events.ts';
import { log } from '#shared/log.ts';

/** The longest a failed probe parks a webhook for. */
export const MAX_PARK_SECONDS = 3600;

const PARK_FIELDS = ['parked_until', 'parked_at', 'park_seconds', 'probe_until'];

/** True while the circuit breaker holds the webhook's deliveries back. */
export function isParked(webhook: WebhookRecord): boolean {
  return webhook.parked_until !== undefined;
}

/**
 * Takes the right to probe a parked webhook whose park has ended, for `holdMs` (one delivery
 * at a time: others wait). False when the park has not ended or another delivery holds it.
 */
export async function claimProbe(tenant: TenantScope, webhook: WebhookRecord, now: Date, holdMs: number): Promise<boolean> {
  if (!webhook.parked_until || Date.parse(webhook.parked_until) > now.getTime()) return false;
  return claimWebhookProbe(tenant, webhook.id, webhook.parked_until, now, new Date(now.getTime() + holdMs));
}

export async function noteSuccess(tenant: TenantScope, webhook: WebhookRecord, now: Date): Promise<void> {
  if (isParked(webhook)) {
    await resume(tenant, webhook, now);
    return;
  }
  if (webhook.failing_since || webhook.consecutive_failures) {
    await patchWebhook(tenant, webhook.id, { remove: ['failing_since', 'consecutive_failures'] });
  }
}

/** Records a failed attempt (`probe`: the one sent after a park); returns true when the webhook has just been disabled for it. */
export async function noteFailure(tenant: TenantScope, webhook: WebhookRecord, now: Date, probe = false): Promise<boolean> {
  // Counted beside the streak's start, in parallel: the attempt is recorded only after both.
  const [counted] = await Promise.all([
    patchWebhook(tenant, webhook.id, { add: { consecutive_failures: 1 } }),
    webhook.failing_since
      ? null
      : patchWebhook(tenant, webhook.id, { set: { failing_since: now.toISOString() }, expect: { failing_since: null } }),
  ]);
  const failingForMs = webhook.failing_since ? now.getTime() - Date.parse(webhook.failing_since) : 0;
  if (failingForMs >= config.WEBHOOK_AUTO_DISABLE_AFTER_SECONDS * 1000 && (await autoDisable(tenant, webhook, now))) return true;
  if (probe) await parkAgain(tenant, webhook, now);
  else if (!isParked(webhook) && (counted?.consecutive_failures ?? 0) >= config.WEBHOOK_PARK_AFTER_FAILURES) {
    await park(tenant, webhook, now);
  }
  return false;
}

async function park(tenant: TenantScope, webhook: WebhookRecord, now: Date): Promise<void> {
  const seconds = config.WEBHOOK_PARK_SECONDS;
  const until = new Date(now.getTime() + seconds * 1000).toISOString();
  const reason = `${config.WEBHOOK_PARK_AFTER_FAILURES} or more failed attempts in a row`;
  const event = await emitWebhookEvent(
    tenant,
    webhook,
    {
      type: 'webhook.parked',
      data: { webhook_id: webhook.id, name: webhook.name, url: webhook.url, parked_until: until, reason },
      set: { parked_until: until, parked_at: now.toISOString(), park_seconds: seconds, updated_at: now.toISOString() },
      expect: { parked_until: null },
    },
    now,
  );
  if (event) log.warn('webhook parked after failures in a row', { webhook_id: webhook.id, parked_until: until });
}

/** A failed probe: parked again, for twice as long (no new event: it was never resumed). */
async function parkAgain(tenant: TenantScope, webhook: WebhookRecord, now: Date): Promise<void> {
  const seconds = Math.min(MAX_PARK_SECONDS, (webhook.park_seconds ?? config.WEBHOOK_PARK_SECONDS) * 2);
  await patchWebhook(tenant, webhook.id, {
    set: { parked_until: new Date(now.getTime() + seconds * 1000).toISOString(), park_seconds: seconds },
    remove: ['probe_until'],
    expect: { parked_until: webhook.parked_until ?? null },
  });
}

async function resume(tenant: TenantScope, webhook: WebhookRecord, now: Date): Promise<void> {
  const event = await emitWebhookEvent(
    tenant,
    webhook,
    {
      type: 'webhook.resumed',
      data: {
        webhook_id: webhook.id,
        name: webhook.name,
        url: webhook.url,
        resumed_at: now.toISOString(),
        parked_since: webhook.parked_at,
      },
      remove: ['failing_since', 'consecutive_failures', ...PARK_FIELDS],
      set: { updated_at: now.toISOString() },
      expect: { parked_until: webhook.parked_until ?? null },
    },
    now,
  );
  if (event) log.info('webhook resumed after a successful probe', { webhook_id: webhook.id });
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
      remove: PARK_FIELDS,
    },
    now,
  );
  if (!event) return false; // Already disabled, or changed meanwhile.
  log.warn('webhook disabled after a failure streak', { webhook_id: webhook.id, failing_since: webhook.failing_since });
  return true;
}
