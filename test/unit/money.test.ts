import { describe, expect, it } from 'vitest';
import { formatUnits, toBaseUnits } from '#shared/model/money/units.ts';
import { priceMicros, usdValue } from '#shared/model/money/usd.ts';
import { SANDBOX_USD_PRICES, priceSourceFor } from '#shared/adapters/prices/price-source.ts';

describe('formatUnits', () => {
  it.each([
    [0n, 6, '0'],
    [1n, 6, '0.000001'],
    [1_500_000n, 6, '1.5'],
    [1_000_000n, 6, '1'],
    [1_234_500_000_000_000_000n, 18, '1.2345'],
    [123n, 0, '123'],
    [-2_500n, 3, '-2.5'],
  ])('%s with %i decimals is %s', (amount, decimals, text) => expect(formatUnits(amount, decimals)).toBe(text));

  it('is exact far above 2^53 with 18 decimals', () => {
    const amount = 2n ** 80n + 7n; // 1208925819614629174706183
    expect(amount > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(formatUnits(amount, 18)).toBe('1208925.819614629174706183');
    expect(formatUnits(toBaseUnits('9007199254740993'), 0)).toBe('9007199254740993');
  });
});

describe('toBaseUnits', () => {
  it('reads strings, safe numbers and bigints, refusing floats and junk', () => {
    expect(toBaseUnits('12345678901234567890123456789')).toBe(12345678901234567890123456789n);
    expect(toBaseUnits(42)).toBe(42n);
    expect(toBaseUnits(undefined)).toBe(0n);
    expect(() => toBaseUnits(1.5)).toThrow();
    expect(() => toBaseUnits('1e3')).toThrow();
  });
});

describe('usdValue', () => {
  it('multiplies in BigInt and rounds half up to the cent', () => {
    expect(usdValue(1_500_000n, 6, priceMicros('1'))).toBe('1.50');
    expect(usdValue(10n ** 18n, 18, priceMicros('3000'))).toBe('3000.00');
    expect(usdValue(5_000n, 6, priceMicros('1'))).toBe('0.01'); // 0.005 rounds up
    expect(usdValue(4_999n, 6, priceMicros('1'))).toBe('0.00');
    expect(usdValue(123_456_789n, 8, priceMicros('60000'))).toBe('74074.07');
    expect(usdValue(2n ** 80n, 18, priceMicros('0.12'))).toBe('145071.10');
  });
  it('parses prices with up to six decimals', () => {
    expect(priceMicros('0.5')).toBe(500_000n);
    expect(priceMicros('3000')).toBe(3_000_000_000n);
    expect(() => priceMicros('1.2345678')).toThrow();
  });
  it('has a sandbox table and no live prices', () => {
    expect(priceSourceFor('sandbox').usdPrice('ETH')).toBe(priceMicros(SANDBOX_USD_PRICES.ETH!));
    expect(priceSourceFor('sandbox').usdPrice('DOGE')).toBeNull();
    expect(priceSourceFor('live').usdPrice('ETH')).toBeNull();
  });
});
