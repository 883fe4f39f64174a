/**
 * Amounts are integer strings of minor units (fiat) or base units (crypto). All arithmetic is
 * BigInt; decimal rates are parsed into an exact fraction. Nothing here touches a float.
 */

/** Digits only, no sign, exponent, point or leading zero; at most 30 digits (well beyond any real amount). */
export const AMOUNT_PATTERN = /^[1-9][0-9]{0,29}$/;

export interface Fraction {
  num: bigint;
  den: bigint;
}

/** `"129.5"` → 1295/10. Only plain non-negative decimals are accepted. */
export function parseDecimal(value: string): Fraction {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) throw new Error(`Not a decimal: ${value}`);
  const fraction = match[2] ?? '';
  return { num: BigInt(match[1]! + fraction), den: 10n ** BigInt(fraction.length) };
}

export const pow10 = (exponent: number): bigint => 10n ** BigInt(exponent);

/** ⌈amount × bps / 10 000⌉: fees round up, in the payer's units. */
export function bpsOf(amount: bigint, bps: number): bigint {
  const product = amount * BigInt(bps);
  return (product + 9_999n) / 10_000n;
}

/** ⌊value × num / den⌋ for non-negative values. */
export function mulDiv(value: bigint, num: bigint, den: bigint): bigint {
  return (value * num) / den;
}

/** A fraction as a decimal string with `places` digits after the point (rounded down). */
export function formatFraction(f: Fraction, places: number): string {
  const scaled = (f.num * pow10(places)) / f.den;
  const digits = scaled.toString().padStart(places + 1, '0');
  if (places === 0) return digits;
  const whole = digits.slice(0, -places);
  const part = digits.slice(-places).replace(/0+$/, '');
  return part ? `${whole}.${part}` : whole;
}
