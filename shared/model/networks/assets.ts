/**
 * Assets supported on each network: symbol, name, decimals and CAIP-19 id. Amounts of an asset
 * are integer strings of its base units (10^-decimals of one unit). The same catalogue serves
 * `sandbox`, where the codes stand for the networks' test chains.
 */
import type { NetworkCode } from '#shared/model/networks/catalogue.ts';

export interface AssetInfo {
  symbol: string;
  name: string;
  decimals: number;
  /** CAIP-19 asset id: `<CAIP-2 chain>/<namespace>:<reference>`. */
  caip19: string;
  /** True for the network's own coin (fees are paid in it). */
  native: boolean;
}

const native = (chain: string, symbol: string, name: string, decimals: number, slip44: number): AssetInfo => ({
  symbol,
  name,
  decimals,
  caip19: `${chain}/slip44:${slip44}`,
  native: true,
});
const token = (chain: string, ns: string, symbol: string, name: string, decimals: number, ref: string): AssetInfo => ({
  symbol,
  name,
  decimals,
  caip19: `${chain}/${ns}:${ref}`,
  native: false,
});

const USDC = 'USD Coin';
const USDT = 'Tether USD';

// Each entry is marked pure, as in shared/schemas/droppable.ts: a schema module may list the symbols
// (the OpenAPI document's `CryptoAssetCode`) and a bundle that reads none still drops the table.
export const ASSETS: Record<NetworkCode, readonly AssetInfo[]> = {
  ethereum: [
    /* @__PURE__ */ native('eip155:1', 'ETH', 'Ether', 18, 60),
    /* @__PURE__ */ token('eip155:1', 'erc20', 'USDC', USDC, 6, '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'),
    /* @__PURE__ */ token('eip155:1', 'erc20', 'USDT', USDT, 6, '0xdac17f958d2ee523a2206206994597c13d831ec7'),
  ],
  polygon: [
    /* @__PURE__ */ native('eip155:137', 'POL', 'Polygon Ecosystem Token', 18, 966),
    /* @__PURE__ */ token('eip155:137', 'erc20', 'USDC', USDC, 6, '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359'),
    /* @__PURE__ */ token('eip155:137', 'erc20', 'USDT', USDT, 6, '0xc2132d05d31c914a87c6611c10748aeb04b58e8f'),
  ],
  base: [
    /* @__PURE__ */ native('eip155:8453', 'ETH', 'Ether', 18, 60),
    /* @__PURE__ */ token('eip155:8453', 'erc20', 'USDC', USDC, 6, '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913'),
  ],
  arbitrum: [
    /* @__PURE__ */ native('eip155:42161', 'ETH', 'Ether', 18, 60),
    /* @__PURE__ */ token('eip155:42161', 'erc20', 'USDC', USDC, 6, '0xaf88d065e77c8cc2239327c5edb3a432268e5831'),
    /* @__PURE__ */ token('eip155:42161', 'erc20', 'USDT', USDT, 6, '0xfd086bc7cd5c481dcc9c85ebe478a1c0b69fcbb9'),
  ],
  optimism: [
    /* @__PURE__ */ native('eip155:10', 'ETH', 'Ether', 18, 60),
    /* @__PURE__ */ token('eip155:10', 'erc20', 'USDC', USDC, 6, '0x0b2c639c533813f4aa9d7837caf62653d097ff85'),
  ],
  bsc: [
    /* @__PURE__ */ native('eip155:56', 'BNB', 'BNB', 18, 714),
    // On BNB Smart Chain the bridged stablecoins have 18 decimals, not 6.
    /* @__PURE__ */ token('eip155:56', 'erc20', 'USDC', USDC, 18, '0x8ac76a51cc950d9822d68b83fe1ad97b32cd580d'),
    /* @__PURE__ */ token('eip155:56', 'erc20', 'USDT', USDT, 18, '0x55d398326f99059ff775485246999027b3197955'),
  ],
  avalanche: [
    /* @__PURE__ */ native('eip155:43114', 'AVAX', 'Avalanche', 18, 9000),
    /* @__PURE__ */ token('eip155:43114', 'erc20', 'USDC', USDC, 6, '0xb97ef9ef8734c71904d8002f8b6bc66dd9c48a6e'),
  ],
  solana: [
    /* @__PURE__ */ native('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'SOL', 'Solana', 9, 501),
    /* @__PURE__ */ token(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'token',
      'USDC',
      USDC,
      6,
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    ),
    /* @__PURE__ */ token(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'token',
      'USDT',
      USDT,
      6,
      'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
    ),
  ],
  tron: [
    /* @__PURE__ */ native('tron:mainnet', 'TRX', 'Tron', 6, 195),
    /* @__PURE__ */ token('tron:mainnet', 'trc20', 'USDT', USDT, 6, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'),
  ],
  bitcoin: [/* @__PURE__ */ native('bip122:000000000019d6689c085ae165831e93', 'BTC', 'Bitcoin', 8, 0)],
};

/** The asset with `symbol` on `network`, or undefined when the network does not carry it. */
export function findAsset(network: string, symbol: string): AssetInfo | undefined {
  return (ASSETS as Record<string, readonly AssetInfo[]>)[network]?.find((a) => a.symbol === symbol);
}
