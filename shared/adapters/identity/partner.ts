/** The live identity adapter: the partner interface's `POST /v1/identity/resolve` (docs/ramp.md). */
import * as z from 'zod/mini';
import { callPartner, PartnerUnavailableError, type PartnerResponse } from '#shared/adapters/partner-client.ts';
import { IdentityUnavailableError, type IdentityProvider } from '#shared/adapters/identity/types.ts';

const resultSchema = z.object({
  first_name: z.string(),
  middle_name: z._default(z.nullable(z.string()), ''),
  last_name: z.string(),
  date_of_birth: z.string(),
  phone_number: z.string(),
});

export const partnerIdentity: IdentityProvider = {
  name: 'partner',
  resolve: async (countryCode, idType, idNumber) => {
    let res: PartnerResponse;
    try {
      // The number travels in the body only: URLs end up in access logs.
      res = await callPartner({
        method: 'POST',
        path: '/v1/identity/resolve',
        body: { country_code: countryCode, id_type: idType, id_number: idNumber },
      });
    } catch (error) {
      throw new IdentityUnavailableError(error instanceof PartnerUnavailableError ? error.message : 'Partner call failed.');
    }
    if (res.status === 404) return { found: false };
    const parsed = resultSchema.safeParse(res.body);
    if (res.status !== 200 || !parsed.success) throw new IdentityUnavailableError(`Unusable identity answer (status ${res.status}).`);
    return { found: true, identity: { ...parsed.data, middle_name: parsed.data.middle_name ?? '' } };
  },
};
