/**
 * The data the scenarios run against: one workspace of its own in DynamoDB Local, with a
 * full-access key, settings in both lists, and enough API keys that a listing fills a page.
 * Import only after the local stack has set the environment (the shared modules read it).
 */
import { createApiKey } from '#shared/domain/api-keys/api-keys.ts';
import { replaceEnabledNetworks } from '#shared/domain/workspace-settings/networks.ts';
import { replaceTransferPolicy } from '#shared/domain/workspace-settings/transfer-policy.ts';
import { createWorkspace } from '#shared/domain/workspaces/provision.ts';
import { ENABLED_NETWORKS, POLICY } from '#bench/fixtures.ts';

export interface BenchContext {
  workspaceId: string;
  /** A full-access key (`*`), as most integrations hold. */
  token: string;
  /** An existing key of the workspace (the one above). */
  apiKeyId: string;
  /** Creates a fresh key and returns its id (for routes that change a key, such as revoke). */
  newApiKeyId(): Promise<string>;
}

/** Extra keys, so `GET /v1/api-keys` returns a full default page (20). */
const LISTED_KEYS = 24;

/** Makes the bench's workspace (owner key, policy, networks, a page of keys) in the running stack's table. */
export async function createBenchContext(): Promise<BenchContext> {
  const ws = await createWorkspace({ name: 'Bench workspace', ownerEmail: 'bench@bench.test', ownerName: 'Bench' });
  const tenant = { workspaceId: ws.workspace_id, environment: 'sandbox' as const };
  const createdBy = { id: ws.owner.id, email: ws.owner.email, display_name: ws.owner.display_name };
  const newApiKeyId = async () => {
    const { apiKey } = await createApiKey({
      workspaceId: ws.workspace_id,
      name: 'Bench dashboard key',
      scopes: ['wallets:read', 'transfers:read'],
      expiresAt: null,
      createdBy,
    });
    return apiKey.id;
  };
  await replaceTransferPolicy(tenant, POLICY);
  await replaceEnabledNetworks(tenant, [...ENABLED_NETWORKS]);
  for (let i = 0; i < LISTED_KEYS; i++) await newApiKeyId();
  return { workspaceId: ws.workspace_id, token: ws.token, apiKeyId: ws.api_key.id, newApiKeyId };
}
