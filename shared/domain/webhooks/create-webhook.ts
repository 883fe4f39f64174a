/**
 * Creating a webhook, in a module of its own: it checks the URL and seals the new signing secret
 * (KMS), and the other webhook functions carry neither the address library nor the KMS client.
 */
import { config } from '#shared/config.ts';
import { insertWebhook, type WebhookRecord } from '#shared/db/webhooks.ts';
import type { TenantScope } from '#shared/db/keys.ts';
import { sealSigningSecret } from '#shared/domain/webhooks/signing-secret.ts';
import { checkWebhookUrl } from '#shared/domain/webhooks/url-policy.ts';
import { newSigningSecret, toWebhookView } from '#shared/domain/webhooks/webhooks.ts';
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
  const id = newId();
  const record: WebhookRecord = {
    id,
    name: input.name,
    url,
    event_types: input.event_types,
    status: 'active',
    signing_secret_sealed: await sealSigningSecret(tenant, id, secret),
    signing_secret_prefix: prefix,
    created_at: now,
    created_by: member,
    updated_at: now,
    event_sequence: 0,
  };
  await insertWebhook(tenant, record);
  return { webhook: toWebhookView(record), signing_secret: secret };
}
