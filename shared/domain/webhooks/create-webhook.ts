/**
 * Creating a webhook, in a module of its own: it checks the URL and seals the new signing secret
 * (KMS), and the other webhook functions carry neither the address library nor the KMS client.
 * It checks the key's read scopes against the event types (scope-guard.ts), holds a place under
 * the workspace's webhook cap (409 `limit_exceeded` at the cap) and writes an audit line for the
 * URL (shared/audit.ts).
 */
import { audit, urlHost } from '#shared/audit.ts';
import { config } from '#shared/config.ts';
import { insertWebhook, type WebhookRecord } from '#shared/db/webhooks.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { sealSigningSecret } from '#shared/domain/webhooks/signing-secret.ts';
import { requireEventReadScopes } from '#shared/domain/webhooks/scope-guard.ts';
import { checkWebhookUrl } from '#shared/domain/webhooks/url-policy.ts';
import { newSigningSecret, toWebhookView } from '#shared/domain/webhooks/webhooks.ts';
import type { AuthContext } from '#shared/model/auth.ts';
import { newId } from '#shared/ids.ts';
import { limitExceeded } from '#shared/limits.ts';
import type { WebhookView } from '#shared/responses/webhooks.ts';

export async function createWebhook(
  tenant: TenantScope,
  auth: AuthContext,
  input: { name: string; url: string; event_types: string[] },
): Promise<{ webhook: WebhookView; signing_secret: string }> {
  requireEventReadScopes(auth.scopes, input.event_types);
  const url = checkWebhookUrl(input.url, tenant.environment, config.WEBHOOK_ALLOW_LOCALHOST, config.WEBHOOK_EXTRA_PORTS);
  const { secret, prefix } = newSigningSecret();
  const clock = new Date();
  const now = clock.toISOString();
  const id = newId(clock);
  const record: WebhookRecord & { holds_slot: true } = {
    id,
    name: input.name,
    url,
    event_types: input.event_types,
    status: 'active',
    signing_secret_sealed: await sealSigningSecret(tenant, id, secret),
    signing_secret_prefix: prefix,
    created_at: now,
    created_by: auth.member,
    updated_at: now,
    event_sequence: 0,
    holds_slot: true,
  };
  if (!(await insertWebhook(tenant, record))) throw limitExceeded('webhooks');
  audit('webhook.created', auth, { webhook_id: record.id, environment: tenant.environment, url_host: urlHost(url) });
  return { webhook: toWebhookView(record), signing_secret: secret };
}
