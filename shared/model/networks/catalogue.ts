/**
 * The catalogue of supported networks. A workspace enables a subset per environment
 * (PUT /v1/workspace/networks); a code outside this list is refused.
 * The same codes serve `sandbox` and `live`: in `sandbox` they stand for the network's test chain.
 */
export type AddressFormat = 'evm' | 'solana' | 'tron' | 'bitcoin';

export interface NetworkInfo {
  code: string;
  display_name: string;
  native_asset: string;
  address_format: AddressFormat;
}

export const NETWORKS = [
  { code: 'ethereum', display_name: 'Ethereum', native_asset: 'ETH', address_format: 'evm' },
  { code: 'polygon', display_name: 'Polygon PoS', native_asset: 'POL', address_format: 'evm' },
  { code: 'base', display_name: 'Base', native_asset: 'ETH', address_format: 'evm' },
  { code: 'arbitrum', display_name: 'Arbitrum One', native_asset: 'ETH', address_format: 'evm' },
  { code: 'optimism', display_name: 'OP Mainnet', native_asset: 'ETH', address_format: 'evm' },
  { code: 'bsc', display_name: 'BNB Smart Chain', native_asset: 'BNB', address_format: 'evm' },
  { code: 'avalanche', display_name: 'Avalanche C-Chain', native_asset: 'AVAX', address_format: 'evm' },
  { code: 'solana', display_name: 'Solana', native_asset: 'SOL', address_format: 'solana' },
  { code: 'tron', display_name: 'Tron', native_asset: 'TRX', address_format: 'tron' },
  { code: 'bitcoin', display_name: 'Bitcoin', native_asset: 'BTC', address_format: 'bitcoin' },
] as const satisfies readonly NetworkInfo[];

export type NetworkCode = (typeof NETWORKS)[number]['code'];

// Marked pure, as in shared/schemas/droppable.ts: a bundle that reads neither drops both.
export const NETWORK_CODES = /* @__PURE__ */ NETWORKS.map((n) => n.code) as [NetworkCode, ...NetworkCode[]];

const byCode = /* @__PURE__ */ new Map<string, NetworkInfo>(/* @__PURE__ */ NETWORKS.map((n) => [n.code, n]));

/** The catalogue entry for a code, or undefined when the code is not supported. */
export function findNetwork(code: string): NetworkInfo | undefined {
  return byCode.get(code);
}
