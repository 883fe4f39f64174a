/**
 * Webhook signing secrets at rest: sealed by envelope encryption under the `webhook-secrets` KMS
 * key (`shared/crypto/envelope.ts`), bound to their workspace, environment and webhook. The
 * functions that create or rotate a secret seal it; only the dispatcher, which signs, opens it.
 * A webhook written before secrets were sealed still holds its secret in clear: it signs as
 * before, and the dispatcher seals it on that webhook's next delivery.
 */
import * as config from '#shared/config.ts';
import { open, seal, type Sealed } from '#shared/crypto/envelope.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import type { WebhookRecord } from '#shared/db/webhooks.ts';

function keyArn(): string {
  if (!config.WEBHOOK_SECRETS_KEY_ARN)
    throw new Error('WEBHOOK_SECRETS_KEY_ARN is not set: the route must declare the webhook-secrets key in uses.');
  return config.WEBHOOK_SECRETS_KEY_ARN;
}

const contextOf = (tenant: TenantScope, webhookId: string) => ({
  workspace_id: tenant.workspaceId,
  environment: tenant.environment,
  webhook_id: webhookId,
});

/** The secret sealed for storage on the webhook `webhookId`. */
export function sealSigningSecret(tenant: TenantScope, webhookId: string, secret: string): Promise<Sealed> {
  return seal(secret, contextOf(tenant, webhookId), keyArn());
}

/** The webhook's secret in clear, to sign with; `legacy` when it was stored unsealed. */
export async function signingSecretOf(tenant: TenantScope, webhook: WebhookRecord): Promise<{ secret: string; legacy: boolean }> {
  if (webhook.signing_secret_sealed)
    return { secret: await open(webhook.signing_secret_sealed, contextOf(tenant, webhook.id), keyArn()), legacy: false };
  if (webhook.signing_secret) return { secret: webhook.signing_secret, legacy: true };
  throw new Error(`Webhook ${webhook.id} has no signing secret.`);
}
