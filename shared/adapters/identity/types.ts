/** The identity port: resolves a national identity number to the person's record. */
export interface IdentityResult {
  first_name: string;
  middle_name: string;
  last_name: string;
  date_of_birth: string;
  phone_number: string;
}

export type IdentityOutcome = { found: true; identity: IdentityResult } | { found: false };

/** The upstream scheme could not be asked (down, timed out, unusable answer). */
export class IdentityUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IdentityUnavailableError';
  }
}

export interface IdentityProvider {
  readonly name: 'sandbox' | 'partner';
  resolve(countryCode: string, idType: string, idNumber: string): Promise<IdentityOutcome>;
}
