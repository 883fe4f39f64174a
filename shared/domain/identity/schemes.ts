/**
 * Identity schemes by country (docs/ramp.md, Identity). Adding a scheme is one entry here
 * plus support in the adapters; the route and its errors do not change.
 */
export interface IdentityScheme {
  country_code: string;
  id_type: string;
  /** What a well-formed number looks like; said in errors instead of the number. */
  format: string;
  pattern: RegExp;
}

export const IDENTITY_SCHEMES: readonly IdentityScheme[] = [
  { country_code: 'NG', id_type: 'bvn', format: 'exactly 11 digits', pattern: /^\d{11}$/ },
];

export function findScheme(countryCode: string, idType: string): IdentityScheme | undefined {
  return IDENTITY_SCHEMES.find((s) => s.country_code === countryCode && s.id_type === idType);
}

/**
 * The only form of an identity number that may appear in a log: its length and last two
 * digits. The number itself is never logged, stored or echoed.
 */
export function maskIdNumber(idNumber: string): string {
  return idNumber.length <= 4 ? '*'.repeat(idNumber.length) : '*'.repeat(idNumber.length - 2) + idNumber.slice(-2);
}
