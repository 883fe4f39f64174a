/**
 * Fiat currencies the ramp prices: ISO 4217 code, minor units (amounts are integer strings of
 * these) and a reference mid rate in units per US dollar. Stablecoins (USDC, USDT) are valued
 * at one dollar. Rates are decimal strings so that every computation stays in BigInt.
 */
export interface FiatCurrency {
  code: string;
  minorUnits: number;
  /** Units of this currency per 1 USD. */
  usdRate: string;
}

export const FIAT_CURRENCIES: readonly FiatCurrency[] = [
  { code: 'NGN', minorUnits: 2, usdRate: '1550' },
  { code: 'KES', minorUnits: 2, usdRate: '129.5' },
  { code: 'GHS', minorUnits: 2, usdRate: '15.2' },
  { code: 'UGX', minorUnits: 0, usdRate: '3700' },
  { code: 'ZAR', minorUnits: 2, usdRate: '18.25' },
  { code: 'USD', minorUnits: 2, usdRate: '1' },
  { code: 'EUR', minorUnits: 2, usdRate: '0.92' },
  { code: 'GBP', minorUnits: 2, usdRate: '0.79' },
  { code: 'CAD', minorUnits: 2, usdRate: '1.37' },
];

const byCode = new Map(FIAT_CURRENCIES.map((c) => [c.code, c]));

/** Stablecoins the ramp converts; each is worth one US dollar. */
export const STABLECOINS: ReadonlySet<string> = new Set(['USDC', 'USDT']);

export function findFiat(code: string): FiatCurrency | undefined {
  return byCode.get(code);
}
