/**
 * Re-configuring a webhook: with creating (`create-webhook.ts`), the use cases that check a URL,
 * kept apart so the other webhook functions do not carry the URL policy's address library. Both
 * check the key's read scopes against the event types involved (scope-guard.ts) and write an
 * audit line when a URL is set (shared/audit.ts).
 */
import { audit, urlHost } from '#shared/audit.ts';
import { config } from '#shared/config.ts';
import { patchWebhook, type WebhookRecord } from '#shared/db/webhooks.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { checkWebhookUrl } from '#shared/domain/webhooks/url-policy.ts';
import { guardedWebhookWrite } from '#shared/domain/webhooks/scope-guard.ts';
import { toWebhookView } from '#shared/domain/webhooks/webhooks.ts';
import { notFound } from '#shared/model/errors.ts';
import type { AuthContext } from '#shared/model/auth.ts';
import type { WebhookView } from '#shared/responses/webhooks.ts';

/**
 * Changes name, URL or event types. A new URL or new event types need the read scopes of every
 * type the webhook carries before and after the change: the URL decides where those events go,
 * and the types which events go there. A name alone needs nothing more than `webhooks:write`.
 */
export async function updateWebhook(
  tenant: TenantScope,
  auth: AuthContext,
  id: string,
  input: { name?: string | undefined; url?: string | undefined; event_types?: string[] | undefined },
): Promise<WebhookView> {
  const set: Record<string, unknown> = { updated_at: new Date().toISOString() };
  if (input.name !== undefined) set.name = input.name;
  if (input.event_types !== undefined) set.event_types = input.event_types;
  if (input.url !== undefined)
    set.url = checkWebhookUrl(input.url, tenant.environment, config.WEBHOOK_ALLOW_LOCALHOST, config.WEBHOOK_EXTRA_PORTS);
  if (input.url === undefined && input.event_types === undefined) {
    const updated = await patchWebhook(tenant, id, { set });
    if (!updated) throw notFound('webhook');
    return toWebhookView(updated);
  }
  const before = await guardedWebhookWrite(
    tenant,
    auth.scopes,
    id,
    (current) => [...current.event_types, ...(input.event_types ?? [])],
    (guard) => patchWebhook(tenant, id, { set, returnOld: true, ...(guard ?? {}) }),
  );
  const after = { ...before, ...set } as WebhookRecord;
  if (after.url !== before.url) {
    await audit('webhook.url_changed', auth, {
      webhook_id: id,
      environment: tenant.environment,
      url_host: urlHost(after.url),
      previous_url_host: urlHost(before.url),
    });
  }
  return toWebhookView(after);
}
