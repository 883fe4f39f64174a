/**
 * One view of everything the service knows about a network: the catalogue entry (display name,
 * native asset, address format) and its supported assets (symbol, name, decimals, CAIP-19).
 * Wallets, transfers, the address book and balances read networks through it. Address checks
 * are `normalizeAddress` (address.ts), imported only where an address is checked: the codecs
 * behind it are bundle weight that the many routes which only show networks need not load.
 */
import { findNetwork, type NetworkCode, type NetworkInfo } from '#shared/model/networks/catalogue.ts';
import { ASSETS, type AssetInfo } from '#shared/model/networks/assets.ts';

export interface NetworkProfile extends NetworkInfo {
  code: NetworkCode;
  assets: readonly AssetInfo[];
  nativeAsset: AssetInfo;
  /** The asset with this symbol on this network, or undefined. */
  asset(symbol: string): AssetInfo | undefined;
}

const cache = new Map<string, NetworkProfile>();

/** The profile of a supported network, or undefined for an unknown code. */
export function networkProfile(code: string): NetworkProfile | undefined {
  const hit = cache.get(code);
  if (hit) return hit;
  const info = findNetwork(code);
  if (!info) return undefined;
  const assets = ASSETS[info.code as NetworkCode];
  const nativeAsset = assets.find((a) => a.native);
  // The catalogue and the asset table are kept in step by a unit test; this guards the invariant.
  if (!nativeAsset || nativeAsset.symbol !== info.native_asset) throw new Error(`Network ${code}: native asset mismatch`);
  const profile: NetworkProfile = {
    ...info,
    code: info.code as NetworkCode,
    assets,
    nativeAsset,
    asset: (symbol) => assets.find((a) => a.symbol === symbol),
  };
  cache.set(code, profile);
  return profile;
}

/** Like `networkProfile` for a code already validated against the catalogue. */
export function requireNetworkProfile(code: string): NetworkProfile {
  const profile = networkProfile(code);
  if (!profile) throw new Error(`Unknown network code ${code}`);
  return profile;
}
