/** Request schema of identity lookup (contract 4.4); the response: shared/responses/identity.ts. Scheme and number rules live in the domain. */
import * as z from 'zod/mini';
import { droppable } from '#shared/schemas/droppable.ts';

export const resolveIdentityBody = /* @__PURE__ */ droppable(() =>
  z.strictObject({
    country_code: z.string().check(z.regex(/^[A-Za-z]{2}$/, 'Must be an ISO 3166-1 alpha-2 country code, such as NG.')),
    id_type: z.string().check(z.regex(/^[A-Za-z_]{1,30}$/, 'Must be an identity scheme code, such as bvn.')),
    // Format rules per scheme are checked in the domain, so that no message can quote the number.
    id_number: z.string().check(z.minLength(1, 'Must not be empty.'), z.maxLength(64, 'Must be at most 64 characters.')),
  }),
);
