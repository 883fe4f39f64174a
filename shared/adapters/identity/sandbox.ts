/** The sandbox identity adapter: documented test numbers (docs/ramp.md, Identity), nothing else resolves. */
import { IdentityUnavailableError, type IdentityProvider, type IdentityResult } from '#shared/adapters/identity/types.ts';

const PEOPLE: Readonly<Record<string, IdentityResult>> = {
  '22222222222': {
    first_name: 'Adaeze',
    middle_name: 'Chioma',
    last_name: 'Okafor',
    date_of_birth: '1990-04-12',
    phone_number: '+2348031234567',
  },
  '22222222233': { first_name: 'Musa', middle_name: '', last_name: 'Bello', date_of_birth: '1985-11-30', phone_number: '+2348059876543' },
};

/** Simulates the scheme being down. */
export const SANDBOX_UNAVAILABLE_NUMBER = '50200000502';

export const sandboxIdentity: IdentityProvider = {
  name: 'sandbox',
  resolve: async (_country, _type, idNumber) => {
    if (idNumber === SANDBOX_UNAVAILABLE_NUMBER) throw new IdentityUnavailableError('Sandbox: simulated upstream outage.');
    const identity = PEOPLE[idNumber];
    return identity ? { found: true, identity: { ...identity } } : { found: false };
  },
};
