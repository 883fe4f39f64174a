/**
 * Creating a webhook, in a module of its own: it checks the URL and seals the new signing secret
 * (KMS), and the other webhook functions carry neither the address library nor the KMS client.
 * It checks the key's read scopes against the event types (scope-guard.ts), holds a place under
 * the workspace's webhook cap (409 `limit_exceeded` at the cap) and writes an audit line for the
 * URL (shared/audit.ts). With `idempotency_key` (the shared idempotency module) a repeat replays
 * the webhook made first without its signing secret (`signing_secret: null`): a secret is shown
 * once, on create, as on every route that makes one; rotating it shows a new one.
 */
import { auditBy, urlHost } from '#shared/audit.ts';
import * as config from '#shared/config.ts';
import { failedConditionIndexes } from '#shared/db/errors.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { getWebhook, insertWebhook, type WebhookRecord } from '#shared/db/webhooks.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { runIdempotent } from '#shared/domain/idempotency/idempotency.ts';
import { keyInProgress } from '#shared/domain/idempotency/in-progress.ts';
import { sealSigningSecret } from '#shared/domain/webhooks/signing-secret.ts';
import { requireEventReadScopes } from '#shared/domain/webhooks/scope-guard.ts';
import { checkWebhookUrl } from '#shared/domain/webhooks/url-policy.ts';
import { newSigningSecret, toWebhookView } from '#shared/domain/webhooks/webhooks.ts';
import type { AuthContext } from '#shared/model/auth.ts';
import { idTime, newId } from '#shared/ids.ts';
import { limitExceeded } from '#shared/limits.ts';
import type { WebhookView } from '#shared/responses/webhooks.ts';

export interface CreateWebhookInput {
  name: string;
  url: string;
  event_types: string[];
  idempotency_key?: string | undefined;
}

export async function createWebhook(
  tenant: TenantScope,
  auth: AuthContext,
  input: CreateWebhookInput,
): Promise<{ created: { webhook: WebhookView; signing_secret: string | null }; replayed: boolean }> {
  requireEventReadScopes(auth.scopes, input.event_types);
  const url = checkWebhookUrl(input.url, tenant.environment, config.WEBHOOK_ALLOW_LOCALHOST, config.WEBHOOK_EXTRA_PORTS);
  if (input.idempotency_key === undefined) return { created: await makeWebhook(tenant, auth, input, url, newId(), []), replayed: false };
  const { result, replayed } = await runIdempotent<{ webhook: WebhookView; signing_secret: string | null }>(
    { tenant, key: input.idempotency_key, operation: 'webhook.create', body: input, newResourceId: newId },
    (claim) => makeWebhook(tenant, auth, input, url, claim.resourceId, [claim.completeItem]),
    async (id) => {
      // Strongly consistent: the webhook was written in the transaction that completed the claim just read.
      const record = await getWebhook(tenant, id, { consistent: true });
      if (!record) throw new Error(`The webhook ${id} of a completed idempotency record is missing.`);
      return { webhook: toWebhookView(record), signing_secret: null };
    },
  );
  return { created: result, replayed };
}

async function makeWebhook(
  tenant: TenantScope,
  auth: AuthContext,
  input: CreateWebhookInput,
  url: string,
  id: string,
  extra: TransactItem[],
): Promise<{ webhook: WebhookView; signing_secret: string }> {
  const { secret, prefix } = newSigningSecret();
  // created_at is the id's own clock reading, so listings (newest first, by id) agree with it.
  const now = new Date(idTime(id)).toISOString();
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
  const entry = auditBy('webhook.created', auth, { webhook_id: record.id, environment: tenant.environment, url_host: urlHost(url) });
  let inserted: boolean;
  try {
    // The audit record last: the claim's completion keeps its index.
    inserted = await insertWebhook(tenant, record, [...extra, entry.put]);
  } catch (error) {
    // The claim's completion (after the webhook and its place): another attempt took the key over.
    if (failedConditionIndexes(error).some((i) => i >= 2)) throw keyInProgress();
    throw error;
  }
  if (!inserted) throw limitExceeded('webhooks');
  entry.logLine();
  return { webhook: toWebhookView(record), signing_secret: secret };
}
