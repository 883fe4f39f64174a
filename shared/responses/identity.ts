/** Response schema of identity lookup (contract 2 Identity result, 4.4), by route id. */
import * as z from 'zod/mini';

export const identityResultSchema = z.object({
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  date_of_birth: z.string(),
  phone_number: z.string(),
});

export const identityResponses = {
  resolveIdentity: identityResultSchema,
} satisfies Record<string, z.ZodMiniType>;
