/**
 * Rotating a webhook's signing secret, in a module of its own: it seals the new secret (KMS), and
 * the other webhook functions must not carry the KMS client for it.
 */
import { patchWebhook } from '#shared/db/webhooks.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { guardedWebhookWrite } from '#shared/domain/webhooks/scope-guard.ts';
import { sealSigningSecret } from '#shared/domain/webhooks/signing-secret.ts';
import { newSigningSecret, toWebhookView } from '#shared/domain/webhooks/webhooks.ts';
import type { WebhookView } from '#shared/responses/webhooks.ts';
import type { Scope } from '#shared/model/scopes.ts';

/**
 * Replaces the signing secret at once: every delivery signed after this uses the new one. The
 * secret is what makes a delivery believable to its receiver, so whoever holds it could sign
 * events of every type the webhook carries: rotating needs the read scopes of those types. The
 * write is conditional on the event types that were checked (scope-guard.ts).
 */
export async function rotateSigningSecret(
  tenant: TenantScope,
  held: readonly Scope[],
  id: string,
): Promise<{ webhook: WebhookView; signing_secret: string }> {
  const { secret, prefix } = newSigningSecret();
  const sealed = await sealSigningSecret(tenant, id, secret);
  const updated = await guardedWebhookWrite(
    tenant,
    held,
    id,
    (current) => current.event_types,
    (guard) =>
      patchWebhook(tenant, id, {
        set: { signing_secret_sealed: sealed, signing_secret_prefix: prefix, updated_at: new Date().toISOString() },
        remove: ['signing_secret'],
        ...(guard ?? {}),
      }),
  );
  return { webhook: toWebhookView(updated), signing_secret: secret };
}
