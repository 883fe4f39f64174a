/**
 * Creating and re-configuring webhooks: the two use cases that check a URL, kept apart so the
 * other webhook functions do not carry the URL policy's address library.
 */
import { config } from '#shared/config.ts';
import { insertWebhook, patchWebhook, type WebhookRecord } from '#shared/db/webhooks.ts';
import type { TenantScope } from '#shared/db/keys.ts';
import { checkWebhookUrl } from '#shared/domain/webhooks/url-policy.ts';
import { newSigningSecret, toWebhookView } from '#shared/domain/webhooks/webhooks.ts';
import { notFound } from '#shared/http/errors.ts';
import { newId } from '#shared/ids.ts';
import type { UserReference } from '#shared/responses/common.ts';
import type { WebhookView } from '#shared/responses/webhooks.ts';

export async function createWebhook(
  tenant: TenantScope,
  member: UserReference,
  input: { name: string; url: string; event_types: string[] },
): Promise<{ webhook: WebhookView; signing_secret: string }> {
  const url = checkWebhookUrl(input.url, tenant.environment, config.WEBHOOK_ALLOW_LOCALHOST);
  const { secret, prefix } = newSigningSecret();
  const now = new Date().toISOString();
  const record: WebhookRecord = {
    id: newId(),
    name: input.name,
    url,
    event_types: input.event_types,
    status: 'active',
    signing_secret: secret,
    signing_secret_prefix: prefix,
    created_at: now,
    created_by: member,
    updated_at: now,
    event_sequence: 0,
  };
  await insertWebhook(tenant, record);
  return { webhook: toWebhookView(record), signing_secret: secret };
}

export async function updateWebhook(
  tenant: TenantScope,
  id: string,
  input: { name?: string | undefined; url?: string | undefined; event_types?: string[] | undefined },
): Promise<WebhookView> {
  const set: Record<string, unknown> = { updated_at: new Date().toISOString() };
  if (input.name !== undefined) set.name = input.name;
  if (input.event_types !== undefined) set.event_types = input.event_types;
  if (input.url !== undefined) set.url = checkWebhookUrl(input.url, tenant.environment, config.WEBHOOK_ALLOW_LOCALHOST);
  const updated = await patchWebhook(tenant, id, { set });
  if (!updated) throw notFound('webhook');
  return toWebhookView(updated);
}
