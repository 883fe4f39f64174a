/**
 * Creating a wallet: one account per requested network, each network enabled for the workspace
 * in this environment; addresses and derivation paths come from custody, so in an environment
 * without a custody provider creation fails with 503 `custody_unavailable`. Kept apart from the
 * other wallet use cases: only this one needs custody's account maker (and, in live, KMS).
 */
import { insertWallet, walletPut, type WalletRecord } from '#shared/db/wallets.ts';
import type { TenantScope } from '#shared/db/keys.ts';
import { custodyAddressPut } from '#shared/db/chain.ts';
import { transact } from '#shared/db/transact.ts';
import { accountsFor } from '#shared/adapters/custody/accounts-for.ts';
import { readEnabledNetworks } from '#shared/domain/workspace-settings/networks.ts';
import { networkNotEnabled } from '#shared/domain/wallets/wallets.ts';
import { toWalletView } from '#shared/domain/wallets/views.ts';
import type { NetworkCode } from '#shared/domain/networks/catalogue.ts';
import { newId } from '#shared/ids.ts';
import type { UserReference } from '#shared/responses/common.ts';
import type { WalletView } from '#shared/responses/wallets.ts';

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
  const custody = accountsFor(tenant.environment);
  const made = await custody.createWallet({ workspaceId: tenant.workspaceId, environment: tenant.environment, walletId: id }, input.networks);
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
  if (tenant.environment === 'live') {
    // Live addresses are on a real chain: the deposit watcher finds their owner through these.
    const owner = { workspace_id: tenant.workspaceId, environment: tenant.environment, wallet_id: id };
    await transact([walletPut(tenant, record), ...made.accounts.map((a) => custodyAddressPut({ ...owner, network_code: a.network_code, address: a.address }))]);
  } else {
    await insertWallet(tenant, record);
  }
  return toWalletView(record);
}
