/**
 * ISO 4217 currency codes, as the runtime knows them (Intl): the fiat side of a ramp payment or
 * a quote request must be one. The OpenAPI document lists the same codes, so the two agree.
 */

// Marked pure, as in shared/schemas/droppable.ts: a bundle that never checks a currency drops the set.
const ISO_CURRENCIES: ReadonlySet<string> = /* @__PURE__ */ new Set(/* @__PURE__ */ Intl.supportedValuesOf('currency'));

/** The codes, in order (the OpenAPI document lists them as the `CurrencyCode` enum). */
export const currencyCodes = (): string[] => [...ISO_CURRENCIES];

/** True for an ISO 4217 code the runtime knows, upper case (`NGN`, not `ngn`). */
export function isIsoCurrency(code: string): boolean {
  return ISO_CURRENCIES.has(code);
}
