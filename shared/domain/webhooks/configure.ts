/**
 * Re-configuring a webhook: with creating (`create-webhook.ts`), the use cases that check a URL,
 * kept apart so the other webhook functions do not carry the URL policy's address library. Both
 * check the key's read scopes against the event types involved (scope-guard.ts) and write an
 * audit record when a URL is set (shared/audit.ts).
 */
import { auditBy, urlHost } from '#shared/audit.ts';
import * as config from '#shared/config.ts';
import { withConflictRetry } from '#shared/db/conflict-retry.ts';
import { isTransactionConditionFailed } from '#shared/db/errors.ts';
import { transact } from '#shared/db/transact.ts';
import { updateItem } from '#shared/db/update-item.ts';
import { getWebhook, patchWebhook, webhookKey, type WebhookRecord } from '#shared/db/webhooks.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { checkWebhookUrl } from '#shared/domain/webhooks/url-policy.ts';
import { guardedWebhookWrite, requireEventReadScopes } from '#shared/domain/webhooks/scope-guard.ts';
import { toWebhookView } from '#shared/domain/webhooks/webhooks.ts';
import { ApiError, notFound } from '#shared/model/errors.ts';
import type { AuthContext } from '#shared/model/auth.ts';
import type { WebhookView } from '#shared/responses/webhooks.ts';

/** How often a URL change reads the webhook again when it changed between the read and the write. */
const URL_CHANGE_TRIES = 5;

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
  if (input.url !== undefined) return setUrl(tenant, auth, id, set, input.event_types);
  if (input.event_types === undefined) {
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
  return toWebhookView({ ...before, ...set } as WebhookRecord);
}

/**
 * A new URL decides where the webhook's events go: it is written with its audit record in one
 * transaction, conditional on the URL and the event types read, so the record names the URL it
 * replaced and the read scopes were checked against the types it carries.
 */
async function setUrl(
  tenant: TenantScope,
  auth: AuthContext,
  id: string,
  set: Record<string, unknown>,
  eventTypes: string[] | undefined,
): Promise<WebhookView> {
  for (let tryNumber = 0; tryNumber < URL_CHANGE_TRIES; tryNumber++) {
    const current = await getWebhook(tenant, id, { consistent: true });
    if (!current) throw notFound('webhook');
    requireEventReadScopes(auth.scopes, [...current.event_types, ...(eventTypes ?? [])]);
    const after = { ...current, ...set } as WebhookRecord;
    const entry =
      after.url === current.url
        ? null
        : auditBy('webhook.url_changed', auth, {
            webhook_id: id,
            environment: tenant.environment,
            url_host: urlHost(after.url),
            previous_url_host: urlHost(current.url),
          });
    const update = updateItem(webhookKey(tenant, id), { set, expect: { url: current.url, event_types: current.event_types } });
    try {
      await withConflictRetry(() => transact([update, ...(entry ? [entry.put] : [])]));
      entry?.logLine();
      return toWebhookView(after);
    } catch (error) {
      if (!isTransactionConditionFailed(error)) throw error;
    }
  }
  throw new ApiError('conflict', 'The webhook kept changing while this request checked it; retry the request.');
}
