/** Response schemas of the API key routes (contract endpoint 2, section 5), by route id. */
import * as z from 'zod/mini';
import { API_KEY_STATUSES, keyEnvironmentsSchema, scopeSchema } from '#shared/schemas/api-keys.ts';
import { dateTimeSchema, uuidSchema } from '#shared/schemas/common.ts';
import { withMeta } from '#shared/schemas/meta.ts';
import { pageOf, userReferenceSchema } from '#shared/responses/common.ts';

export const apiKeySchema = withMeta(
  z.object({
    id: uuidSchema,
    name: z.string(),
    key_prefix: withMeta(z.string(), { description: 'The first 12 characters of the token, to recognise it.' }),
    scopes: z.array(scopeSchema),
    environments: keyEnvironmentsSchema,
    status: withMeta(z.enum(API_KEY_STATUSES), { description: '`expired` is derived from `expires_at`.' }),
    expires_at: z.nullable(dateTimeSchema),
    created_at: dateTimeSchema,
    created_by: userReferenceSchema,
    created_by_key_id: withMeta(z.nullable(uuidSchema), {
      description: 'The key that minted this one (null when an operator made it); revoking that key revokes this one.',
    }),
    last_used_at: withMeta(z.nullable(dateTimeSchema), { description: 'Recorded at most once a minute.' }),
    revoked_at: z.nullable(dateTimeSchema),
  }),
  { id: 'ApiKey', description: 'An API key; its secret is shown only once, when it is created.' },
);
export type ApiKeyView = z.infer<typeof apiKeySchema>;

export const apiKeyResponses = {
  createApiKey: z.object({
    api_key: apiKeySchema,
    token: withMeta(z.nullable(z.string()), {
      description:
        'The secret, shown this once; null on a replay (`Idempotent-Replayed: true`), which cannot show it again: revoke that key and create another if the first answer was lost.',
    }),
  }),
  listApiKeys: pageOf(apiKeySchema),
  getApiKey: z.object({ api_key: apiKeySchema }),
  revokeApiKey: z.object({ api_key: apiKeySchema }),
} satisfies Record<string, z.ZodMiniType>;
