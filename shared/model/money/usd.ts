/**
 * USD values of crypto amounts, in BigInt. Prices are integers of micro-dollars (10^-6 USD)
 * per whole unit, so `amount × price / 10^decimals` is exact until the final rounding to cents.
 */

/** Micro-dollars per whole unit of an asset. */
export type PriceMicros = bigint;

/**
 * `amount` base units of an asset with `decimals`, at `price` micro-dollars per unit, as a
 * dollar string with two decimals, rounded half up: "1234.57".
 */
export function usdValue(amount: bigint, decimals: number, price: PriceMicros): string {
  const numerator = amount * price;
  // micro-dollars × base units → cents: divide by 10^decimals and by 10^4 (micro → centi).
  const divisor = 10n ** BigInt(decimals) * 10_000n;
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const cents = (abs + divisor / 2n) / divisor;
  const text = `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
  return negative && cents > 0n ? '-' + text : text;
}

/** Parses a decimal price such as "3000.5" into micro-dollars (at most 6 decimals). */
export function priceMicros(decimal: string): PriceMicros {
  const match = /^([0-9]+)(?:\.([0-9]{1,6}))?$/.exec(decimal);
  if (!match) throw new Error(`Not a price: ${decimal}`);
  return BigInt(match[1]!) * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0') || '0');
}
