/**
 * Webhook use cases: create, read, list, update, delete, disable, enable, rotate the secret.
 * A webhook is workspace- and environment-scoped. Its signing secret (`whsec_` + 43 base64url
 * characters, 32 bytes from the CSPRNG) is returned on create and rotate only.
 */
import { randomBytes } from 'node:crypto';
import { deleteWebhook, getWebhook, listWebhooks, patchWebhook, type WebhookRecord } from '#shared/db/webhooks.ts';
import { notFound } from '#shared/model/errors.ts';
import type { WebhookView } from '#shared/responses/webhooks.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';

const SECRET_PREFIX_LENGTH = 12;

export function newSigningSecret(): { secret: string; prefix: string } {
  const secret = 'whsec_' + randomBytes(32).toString('base64url');
  return { secret, prefix: secret.slice(0, SECRET_PREFIX_LENGTH) };
}

export function toWebhookView(record: WebhookRecord): WebhookView {
  return {
    id: record.id,
    name: record.name,
    url: record.url,
    event_types: record.event_types,
    signing_secret_prefix: record.signing_secret_prefix,
    status: record.status,
    created_at: record.created_at,
    created_by: record.created_by,
    updated_at: record.updated_at,
    disabled_at: record.disabled_at ?? null,
    disabled_reason: record.disabled_reason ?? null,
  };
}

/** The webhook, or 404 when it is not in this workspace and environment. */
export async function requireWebhook(tenant: TenantScope, id: string): Promise<WebhookRecord> {
  const record = await getWebhook(tenant, id);
  if (!record) throw notFound('webhook');
  return record;
}

export async function listWebhooksPage(tenant: TenantScope, limit: number, cursor: string | undefined) {
  const page = await listWebhooks(tenant, limit, cursor);
  return { items: page.items.map(toWebhookView), next_cursor: page.nextCursor };
}

export async function removeWebhook(tenant: TenantScope, id: string): Promise<{ id: string; deleted: true }> {
  if (!(await deleteWebhook(tenant, id))) throw notFound('webhook');
  return { id, deleted: true };
}

/** Disables a webhook, keeping its configuration. Disabling a disabled webhook changes nothing. */
export async function disableWebhook(tenant: TenantScope, id: string, reason = 'disabled through the API'): Promise<WebhookView> {
  const now = new Date().toISOString();
  const updated = await patchWebhook(tenant, id, {
    set: { status: 'disabled', disabled_at: now, disabled_reason: reason, updated_at: now },
    expect: { status: 'active' },
  });
  return toWebhookView(updated ?? (await requireWebhook(tenant, id)));
}

/** Enables a webhook again; its failure streak starts over. Enabling an active webhook changes nothing. */
export async function enableWebhook(tenant: TenantScope, id: string): Promise<WebhookView> {
  const updated = await patchWebhook(tenant, id, {
    set: { status: 'active', updated_at: new Date().toISOString() },
    // A fresh start: the failure streak and any park of the circuit breaker are forgotten.
    remove: [
      'disabled_at',
      'disabled_reason',
      'failing_since',
      'consecutive_failures',
      'parked_until',
      'parked_at',
      'park_seconds',
      'probe_until',
    ],
    expect: { status: 'disabled' },
  });
  return toWebhookView(updated ?? (await requireWebhook(tenant, id)));
}
