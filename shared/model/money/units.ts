/**
 * Amounts are integer strings of base units (10^-decimals of one unit) and are only ever
 * handled as BigInt: a float never touches an amount. DynamoDB keeps numbers exactly up to 38
 * digits, so one amount is capped at 30 digits and sums of many stay exact.
 */

/** At most 30 digits, no sign, no leading zeros, not zero. */
export const BASE_UNITS_PATTERN = /^[1-9][0-9]{0,29}$/;

/** Parses a validated base-unit string (or a stored DynamoDB number) into a BigInt. */
export function toBaseUnits(value: string | number | bigint | undefined | null): bigint {
  if (value === undefined || value === null) return 0n;
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    // Stored numbers come back as `number` only when they are safe integers (else as bigint).
    if (!Number.isSafeInteger(value)) throw new Error('An amount must be an integer within the safe range.');
    return BigInt(value);
  }
  if (!/^-?[0-9]+$/.test(value)) throw new Error(`Not an integer amount: ${value}`);
  return BigInt(value);
}

/**
 * The decimal rendering of a base-unit amount: `1234500000000000000` with 18 decimals is
 * `1.2345`. Trailing zeros of the fraction are dropped; a whole amount has no decimal point.
 */
export function formatUnits(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const scale = 10n ** BigInt(decimals);
  const whole = abs / scale;
  const fraction = (abs % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? '.' + fraction : ''}`;
}

/**
 * What a caller who sent an amount as a decimal (`"1.5"`, `1.5`) instead of base units meant, for
 * an asset with `decimals`: the base units it is, or that it has more decimals than the asset
 * has. Null when the value is not a decimal number.
 */
export function decimalAmountHint(value: unknown, symbol: string, decimals: number): string | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') return null;
  const match = /^([0-9]+)\.([0-9]+)$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const one = `1 ${symbol} is "${10n ** BigInt(decimals)}"`;
  if (fraction.length > decimals) {
    return `${symbol} has ${decimals} decimals and ${text} has ${fraction.length}: amounts are whole base units (${one}), and no fraction of one can move.`;
  }
  const units = BigInt(whole + fraction.padEnd(decimals, '0'));
  if (units === 0n) return null;
  return `${symbol} has ${decimals} decimals: amounts are whole base units (${one}), so ${text} ${symbol} is "${units}".`;
}
