/** Wallet use cases: reading and listing wallets (creating one is `create-wallet.ts`). */
import { getWallet, listWallets, type WalletRecord } from '#shared/db/wallets.ts';
import { toWalletView } from '#shared/domain/wallets/views.ts';
import { ApiError, notFound } from '#shared/model/errors.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';

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

export async function listWalletsPage(tenant: TenantScope, limit: number, cursor: string | undefined) {
  const page = await listWallets(tenant, limit, cursor);
  return { wallets: page.items.map(toWalletView), next_cursor: page.nextCursor };
}
