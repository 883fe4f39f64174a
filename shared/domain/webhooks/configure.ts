/**
 * Re-configuring a webhook: with creating (`create-webhook.ts`), the use cases that check a URL,
 * kept apart so the other webhook functions do not carry the URL policy's address library.
 */
import { config } from '#shared/config.ts';
import { patchWebhook } from '#shared/db/webhooks.ts';
import type { TenantScope } from '#shared/db/keys.ts';
import { checkWebhookUrl } from '#shared/domain/webhooks/url-policy.ts';
import { toWebhookView } from '#shared/domain/webhooks/webhooks.ts';
import { notFound } from '#shared/http/errors.ts';
import type { WebhookView } from '#shared/responses/webhooks.ts';

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
