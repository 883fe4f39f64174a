/**
 * Rotating a webhook's signing secret, in a module of its own: it seals the new secret (KMS), and
 * the other webhook functions must not carry the KMS client for it.
 */
import { patchWebhook } from '#shared/db/webhooks.ts';
import type { TenantScope } from '#shared/db/keys.ts';
import { sealSigningSecret } from '#shared/domain/webhooks/signing-secret.ts';
import { newSigningSecret, toWebhookView } from '#shared/domain/webhooks/webhooks.ts';
import { notFound } from '#shared/http/errors.ts';
import type { WebhookView } from '#shared/responses/webhooks.ts';

/** Replaces the signing secret at once: every delivery signed after this uses the new one. */
export async function rotateSigningSecret(tenant: TenantScope, id: string): Promise<{ webhook: WebhookView; signing_secret: string }> {
  const { secret, prefix } = newSigningSecret();
  const sealed = await sealSigningSecret(tenant, id, secret);
  const updated = await patchWebhook(tenant, id, {
    set: { signing_secret_sealed: sealed, signing_secret_prefix: prefix, updated_at: new Date().toISOString() },
    remove: ['signing_secret'],
  });
  if (!updated) throw notFound('webhook');
  return { webhook: toWebhookView(updated), signing_secret: secret };
}
