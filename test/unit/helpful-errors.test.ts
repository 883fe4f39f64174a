/** The pieces of the errors that say how to fix them: JSON positions, near-miss routes, address rules and decimals. */
import { describe, expect, it } from 'vitest';
import { jsonErrorPosition } from '#shared/http/json-error-position.ts';
import { nearMisses } from '#shared/http/route-match.ts';
import { addressProblem, normalizeAddress } from '#shared/model/networks/address.ts';
import { decimalAmountHint } from '#shared/model/money/units.ts';
import { routeList } from '#shared/routes.ts';

describe('where a body stops being JSON', () => {
  it('finds the first character that breaks the grammar, by line and column', () => {
    expect(jsonErrorPosition('{"a": 1,}')).toEqual({ offset: 8, line: 1, column: 9 });
    expect(jsonErrorPosition('{\n  "a": tru,\n  "b": 2\n}')).toEqual({ offset: 12, line: 2, column: 11 });
    expect(jsonErrorPosition("{'a': 1}")).toMatchObject({ offset: 1, column: 2 });
    expect(jsonErrorPosition('{"a": "unclosed')).toEqual({ offset: 15, line: 1, column: 16 });
    expect(jsonErrorPosition('{"a": 01}')).toMatchObject({ offset: 7 });
    expect(jsonErrorPosition('{} {}')).toMatchObject({ offset: 3 });
  });

  it('finds the mistake after valid values of every kind, and past a long valid start', () => {
    const start = '{"a": [1, -2.5e+3, "x\\u00e9\\n", true, false, null, {"b": []}]';
    expect(jsonErrorPosition(`${start} x}`)).toMatchObject({ offset: start.length + 1 });
    const long = `{"items": [${'{"n": 12345}, '.repeat(5000)}{"n": 1} oops]}`;
    expect(jsonErrorPosition(long).offset).toBe(long.indexOf('oops'));
  });
});

describe('near-miss routes', () => {
  it('suggests the route a typo, a missing /v1 or a stray slash was meant for, with the caller values', () => {
    expect(nearMisses(routeList, 'GET', '/v1/walets')).toEqual(['GET /v1/wallets', 'POST /v1/wallets']);
    expect(nearMisses(routeList, 'POST', '/v1/transfer')[0]).toBe('POST /v1/transfers');
    expect(nearMisses(routeList, 'GET', '/transfers/abc')[0]).toBe('GET /v1/transfers/abc');
    expect(nearMisses(routeList, 'GET', '/v1/Wallets/')[0]).toBe('GET /v1/wallets');
    expect(nearMisses(routeList, 'GET', '/v1/workspace/transfer-polcy')).toEqual([
      'GET /v1/workspace/transfer-policy',
      'PUT /v1/workspace/transfer-policy',
    ]);
  });

  it('suggests nothing for a path far from every route', () => {
    expect(nearMisses(routeList, 'GET', '/v1/completely/unrelated/thing')).toEqual([]);
    expect(nearMisses(routeList, 'GET', '/admin')).toEqual([]);
  });
});

describe('address problems', () => {
  const valid = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
  it('names the EIP-55 rule when a well-formed EVM address has a wrong checksum', () => {
    const wrongCase = valid.replace('fB', 'Fb');
    expect(normalizeAddress('evm', wrongCase)).toBeNull();
    expect(addressProblem('evm', wrongCase)).toMatch(/EIP-55 checksum.*all lower-case/);
  });

  it('says what the format is when the address is not even well formed', () => {
    expect(addressProblem('evm', '0x1234')).toBe(
      'expected 0x followed by 40 hexadecimal digits; mixed-case letters are its EIP-55 checksum',
    );
    expect(addressProblem('bitcoin', 'nope')).toMatch(/bc1/);
  });
});

describe('decimal amounts', () => {
  it("says what a decimal is in base units of the asset, or that it has more decimals than the asset's", () => {
    expect(decimalAmountHint('1.5', 'USDC', 6)).toBe(
      'USDC has 6 decimals: amounts are whole base units (1 USDC is "1000000"), so 1.5 USDC is "1500000".',
    );
    expect(decimalAmountHint(0.25, 'USDC', 6)).toMatch(/0.25 USDC is "250000"/);
    expect(decimalAmountHint('0.0000001', 'USDC', 6)).toMatch(/^USDC has 6 decimals and 0.0000001 has 7/);
    expect(decimalAmountHint('abc', 'USDC', 6)).toBeNull();
    expect(decimalAmountHint('0.0', 'USDC', 6)).toBeNull();
  });
});
