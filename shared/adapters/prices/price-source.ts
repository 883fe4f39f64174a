/**
 * The price port: USD prices for `display.usd` in balances. `sandbox` uses a fixed, documented
 * table (docs/wallets-transfers.md, Price table) so numbers in tests and demos never move. No
 * market-data provider is integrated for `live`: its prices are unknown and `display.usd` is null
 * rather than an invented figure.
 */
import { priceMicros, type PriceMicros } from '#shared/model/money/usd.ts';
import type { Environment } from '#shared/model/tenancy.ts';

export interface PriceSource {
  /** Micro-dollars per whole unit of the asset, or null when the price is unknown. */
  usdPrice(symbol: string): PriceMicros | null;
}

/** The sandbox price table, USD per whole unit. */
export const SANDBOX_USD_PRICES: Readonly<Record<string, string>> = {
  BTC: '60000',
  ETH: '3000',
  SOL: '150',
  BNB: '600',
  AVAX: '30',
  POL: '0.5',
  TRX: '0.12',
  USDC: '1',
  USDT: '1',
};

const sandboxTable = new Map(Object.entries(SANDBOX_USD_PRICES).map(([symbol, price]) => [symbol, priceMicros(price)]));

const sandboxPrices: PriceSource = { usdPrice: (symbol) => sandboxTable.get(symbol) ?? null };
const noPrices: PriceSource = { usdPrice: () => null };

/** The price source of an environment. */
export function priceSourceFor(environment: Environment): PriceSource {
  return environment === 'sandbox' ? sandboxPrices : noPrices;
}
