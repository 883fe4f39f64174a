/**
 * Wallet use cases. A wallet gets one account per requested network, each network enabled for
 * the workspace in this environment; addresses and derivation paths come from custody, so in an
 * environment without a custody provider creation fails with 503 `custody_unavailable`.
 */
import { getWallet, insertWallet, listWallets, type WalletRecord } from '#shared/db/wallets.ts';
import { keys, type TenantScope } from '#shared/db/keys.ts';
import { custodyFor } from '#shared/adapters/custody/custody-for.ts';
import { readEnabledNetworks } from '#shared/domain/workspace-settings/networks.ts';
import { toWalletView } from '#shared/domain/wallets/views.ts';
import type { NetworkCode } from '#shared/domain/networks/catalogue.ts';
import { decodeCursor, encodeCursor, ID_FORMS, sortKeyForm } from '#shared/http/pagination.ts';
import { ApiError, notFound } from '#shared/http/errors.ts';
import { newId } from '#shared/ids.ts';
import type { UserReference } from '#shared/responses/common.ts';
import type { WalletView } from '#shared/responses/wallets.ts';

/** The wallet, or 404 when it is not in this workspace and environment. */
export async function requireWallet(tenant: TenantScope, id: string): Promise<WalletRecord> {
  const wallet = await getWallet(tenant, id);
  if (!wallet) throw notFound('wallet');
  return wallet;
}

/** 422 `network_not_enabled` naming the networks that are not enabled. */
export function networkNotEnabled(networks: string[], reason: 'workspace' | 'wallet'): ApiError {
  const where = reason === 'workspace' ? 'enabled for this workspace in this environment' : 'an account of this wallet';
  return new ApiError('network_not_enabled', `Not ${where}: ${networks.join(', ')}.`, { details: { networks, reason } });
}

export async function createWallet(
  tenant: TenantScope,
  member: UserReference,
  input: { name: string; networks: NetworkCode[] },
): Promise<WalletView> {
  const { enabled_networks: enabled } = await readEnabledNetworks(tenant);
  const missing = input.networks.filter((n) => !enabled.includes(n));
  if (missing.length > 0) throw networkNotEnabled(missing, 'workspace');
  // The id and created_at are one clock reading, taken before custody is asked.
  const clock = new Date();
  const id = newId(clock);
  const custody = custodyFor(tenant.environment);
  const made = await custody.createWallet(id, input.networks);
  const now = clock.toISOString();
  const record: WalletRecord = {
    id,
    name: input.name,
    status: 'active',
    wallet_type: 'custodial',
    custody_wallet_id: made.custody_wallet_id,
    custody_status: made.custody_status,
    custody_provider: custody.provider,
    // The first network named is the wallet's default account.
    accounts: made.accounts.map((a, i) => ({ ...a, is_default: i === 0 })),
    created_at: now,
    created_by: member,
    updated_at: now,
  };
  await insertWallet(tenant, record);
  return toWalletView(record);
}

export async function listWalletsPage(tenant: TenantScope, limit: number, cursor: string | undefined) {
  const page = await listWallets(tenant, limit, decodeCursor(cursor, { pk: keys.tenant(tenant), sk: sortKeyForm(keys.walletPrefix, ID_FORMS.uuid) }));
  return { wallets: page.items.map(toWalletView), next_cursor: encodeCursor(page.lastKey) };
}
