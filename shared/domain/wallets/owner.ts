/**
 * Which of the workspace's wallets (in this environment) holds an address: an on-ramp that
 * delivers there credits that wallet (docs/ramp.md, Delivery). Addresses compare in canonical
 * form, as the transfer policy compares them.
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import { listAllWallets } from '#shared/db/wallets.ts';
import { normalizeOnNetwork } from '#shared/model/networks/address.ts';
import { findNetwork } from '#shared/model/networks/catalogue.ts';

/** The id of the wallet with an account at `address` on `network`, or null for an external address. */
export async function walletOwning(tenant: TenantScope, target: { network: string; address: string }): Promise<string | null> {
  const network = findNetwork(target.network);
  if (!network) return null;
  // Wallets are few per workspace and never deleted, and their accounts never change: a scan is exact.
  for (const wallet of await listAllWallets(tenant)) {
    const owns = wallet.accounts.some(
      (a) => a.network_code === target.network && normalizeOnNetwork(network, a.address) === target.address,
    );
    if (owns) return wallet.id;
  }
  return null;
}
