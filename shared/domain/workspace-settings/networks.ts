/**
 * Enabled networks, per workspace and environment. PUT replaces the list; codes are checked
 * against the catalogue by the route's schema and de-duplicated here (first occurrence kept).
 * A new environment has no network enabled.
 */
import { getSetting, overwriteSetting, type SettingFields } from '#shared/db/settings.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { NETWORKS, NETWORK_CODES, type NetworkCode } from '#shared/model/networks/catalogue.ts';
import { requireNetworkProfile } from '#shared/model/networks/profile.ts';

export interface NetworksView {
  enabled_networks: string[];
  networks: {
    code: string;
    display_name: string;
    native_asset: string;
    address_format: string;
    assets: { symbol: string; name: string; decimals: number; caip19: string; native: boolean }[];
  }[];
  supported_networks: string[];
  updated_at: string | null;
}

export async function readEnabledNetworks(tenant: TenantScope): Promise<NetworksView> {
  return networksView(await getSetting(tenant, 'NETWORKS'));
}

export async function replaceEnabledNetworks(tenant: TenantScope, codes: NetworkCode[]): Promise<NetworksView> {
  return networksView(await overwriteSetting(tenant, 'NETWORKS', { enabled_networks: [...new Set(codes)] }));
}

/** True when `code` is enabled in the tenant's environment. */
export async function isNetworkEnabled(tenant: TenantScope, code: string): Promise<boolean> {
  return (await readEnabledNetworks(tenant)).enabled_networks.includes(code);
}

/** The enabled networks as stored in the setting item (none when it was never written). */
export function networksView(item: SettingFields | undefined): NetworksView {
  const enabled = (item?.enabled_networks as string[] | undefined) ?? [];
  return {
    enabled_networks: enabled,
    // Each enabled network with the assets transfers and balances support on it.
    networks: NETWORKS.filter((n) => enabled.includes(n.code)).map((n) => ({
      ...n,
      assets: requireNetworkProfile(n.code).assets.map((a) => ({ ...a })),
    })),
    supported_networks: [...NETWORK_CODES],
    updated_at: item?.updated_at ?? null,
  };
}
