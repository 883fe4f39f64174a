/**
 * The checks a deposit and a transfer share, in the documented order after the wallet itself:
 * the network is enabled for the workspace (and the wallet has an account on it), then the
 * asset is supported on that network. Pure: the caller loads what it needs in parallel.
 */
import type { WalletAccountRecord, WalletRecord } from '#shared/db/wallets.ts';
import type { AssetInfo } from '#shared/model/networks/assets.ts';
import { requireNetworkProfile, type NetworkProfile } from '#shared/model/networks/profile.ts';
import { networkNotEnabled } from '#shared/domain/wallets/wallets.ts';
import { ApiError } from '#shared/model/errors.ts';

export interface ResolvedAccount {
  network: NetworkProfile;
  asset: AssetInfo;
  account: WalletAccountRecord;
}

export function checkAccount(
  wallet: WalletRecord,
  enabledNetworks: readonly string[],
  networkCode: string,
  symbol: string,
): ResolvedAccount {
  if (!enabledNetworks.includes(networkCode)) throw networkNotEnabled([networkCode], 'workspace');
  const account = wallet.accounts.find((a) => a.network_code === networkCode);
  if (!account) throw networkNotEnabled([networkCode], 'wallet');
  const network = requireNetworkProfile(networkCode);
  const asset = network.asset(symbol);
  if (!asset) {
    throw new ApiError('asset_not_supported', `${symbol} is not supported on ${network.display_name}.`, {
      details: { network_code: networkCode, asset_symbol: symbol, supported: network.assets.map((a) => a.symbol) },
    });
  }
  return { network, asset, account };
}
