/**
 * The data the scenarios run against. The main workspace has a full-access key, settings in both
 * lists, a page of API keys, and (made on first use, then shared) a funded wallet, a transfer, an
 * address book entry, a webhook with deliveries, settled ramp payments and a quote request.
 * Routes that change a resource get a fresh one per invocation (`fresh*`): a revoked key, an
 * approved transfer or a cancelled payment cannot be revoked, approved or cancelled again.
 *
 * Creations that would pile up where other routes read (hundreds of wallets summed by
 * `GET /v1/balances`, webhooks every event fans out to, ramp payments a listing settles) go to
 * scratch workspaces of their own, so every listing measured here reads a workspace of a
 * realistic size. Fixtures are made through the routes' own handlers (bench/context/invoke.ts).
 * Import only after the local stack has set the environment (the shared modules read it).
 */
import { createApiKey } from '#shared/domain/api-keys/api-keys.ts';
import { replaceEnabledNetworks } from '#shared/domain/workspace-settings/networks.ts';
import { replaceTransferPolicy } from '#shared/domain/workspace-settings/transfer-policy.ts';
import { createWorkspace } from '#shared/domain/workspaces/provision.ts';
import type { TenantScope } from '#shared/db/keys.ts';
import type { UserReference } from '#shared/responses/common.ts';
import { once } from '#bench/context/once.ts';
import { rampFixtures, type RampFixtures } from '#bench/context/ramp.ts';
import { settingChangeFixtures, type SettingChangeFixtures } from '#bench/context/setting-changes.ts';
import { walletFixtures, type WalletFixtures } from '#bench/context/wallets.ts';
import { webhookFixtures, type WebhookFixtures } from '#bench/context/webhooks.ts';
import { ENABLED_NETWORKS, POLICY } from '#test/support/resources/request-bodies.ts';
import { LIMITS } from '#shared/limits.ts';

export interface BenchWorkspace {
  workspaceId: string;
  /** A full-access key (`*`) of the owner, as most integrations hold. */
  token: string;
  /** That key's id. */
  apiKeyId: string;
  tenant: TenantScope;
  owner: UserReference;
}

export interface BenchContext extends WebhookFixtures, WalletFixtures, RampFixtures, SettingChangeFixtures {
  workspaceId: string;
  /** The main workspace's full-access key. */
  token: string;
  /** An existing key of the workspace (the one above). */
  apiKeyId: string;
  /** Creates a fresh key and returns its id (for routes that change a key, such as revoke). */
  newApiKeyId(): Promise<string>;
  /** The key of a scratch workspace where created keys pile up (a new one before the cap on active keys). */
  apiKeyScratchToken(): Promise<string>;
  /** A fresh key of such a scratch workspace and its owner's token, for a route that changes a key (revoke). */
  freshScratchApiKey(): Promise<{ token: string; id: string }>;
  /** Stops what the fixtures started (the webhook receiver). */
  close(): Promise<void>;
}

/** Extra keys, so `GET /v1/api-keys` returns a full default page (20). */
const LISTED_KEYS = 24;

/** A workspace with the bench's policy and enabled networks (sandbox). */
export async function createBenchWorkspace(name: string): Promise<BenchWorkspace> {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  const ws = await createWorkspace({ name, ownerEmail: `${slug}@bench.test`, ownerName: 'Bench' });
  const tenant = { workspaceId: ws.workspace_id, environment: 'sandbox' as const };
  await replaceTransferPolicy(tenant, POLICY);
  await replaceEnabledNetworks(tenant, [...ENABLED_NETWORKS]);
  const owner = { id: ws.owner.id, email: ws.owner.email, display_name: ws.owner.display_name };
  return { workspaceId: ws.workspace_id, token: ws.token, apiKeyId: ws.api_key.id, tenant, owner };
}

/**
 * A scratch workspace for `capacity` creations, replaced by a new one once they are used up: the
 * caps of shared/limits.ts (16 webhooks, 100 active keys) would refuse the hundreds of creates a
 * bench run makes in one workspace.
 */
function rotatingScratch(purpose: string, capacity: number): () => Promise<BenchWorkspace> {
  let current: Promise<BenchWorkspace> | undefined;
  let used = 0;
  return () => {
    if (!current || used >= capacity) {
      current = createBenchWorkspace(`Bench scratch ${purpose}`);
      used = 0;
    }
    used++;
    return current;
  };
}

/** Makes the bench's main workspace; everything else is made on first use. */
export async function createBenchContext(): Promise<BenchContext> {
  const main = await createBenchWorkspace('Bench workspace');
  const scratch = new Map<string, () => Promise<BenchWorkspace>>();
  /** A scratch workspace per purpose, made on first use. */
  const scratchFor = (purpose: string) => {
    if (!scratch.has(purpose)) scratch.set(purpose, once(() => createBenchWorkspace(`Bench scratch ${purpose}`)));
    return scratch.get(purpose)!();
  };
  const newApiKeyId = async () => {
    const { apiKey } = await createApiKey({
      workspaceId: main.workspaceId,
      name: 'Bench dashboard key',
      scopes: ['wallets:read', 'transfers:read'],
      expiresAt: null,
      createdBy: main.owner,
    });
    return apiKey.id;
  };
  for (let i = 0; i < LISTED_KEYS; i++) await newApiKeyId();
  // Webhooks: a place each under the webhook cap; keys: the owner key holds one place already.
  const webhooks = webhookFixtures(main, rotatingScratch('webhooks', LIMITS.webhooks));
  const keyScratch = rotatingScratch('api keys', LIMITS.api_keys - 1);
  return {
    workspaceId: main.workspaceId,
    token: main.token,
    apiKeyId: main.apiKeyId,
    newApiKeyId,
    apiKeyScratchToken: async () => (await keyScratch()).token,
    // A run revokes more keys than the cap on active keys allows in one workspace.
    freshScratchApiKey: async () => {
      const ws = await keyScratch();
      const { apiKey } = await createApiKey({ workspaceId: ws.workspaceId, name: 'Bench dashboard key', scopes: ['wallets:read', 'transfers:read'], expiresAt: null, createdBy: ws.owner });
      return { token: ws.token, id: apiKey.id };
    },
    ...webhooks,
    ...walletFixtures(main, () => scratchFor('wallets')),
    ...rampFixtures(main, () => scratchFor('ramp')),
    ...settingChangeFixtures(() => scratchFor('settings')),
    close: webhooks.closeWebhookFixtures,
  };
}

