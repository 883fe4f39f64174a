/** Request and response schemas of the API key routes (contract endpoint 2, section 5). */
import * as z from 'zod/mini';
import { SCOPES } from '#shared/scopes.ts';
import { dateTimeSchema, paginationQuerySchema, userReferenceSchema, uuidSchema } from '#shared/schemas/common.ts';
import { withMeta } from '#shared/schemas/meta.ts';

/** Keys live at most this long; a key without `expires_at` never expires. */
export const API_KEY_MAX_LIFETIME_DAYS = 730;

export const API_KEY_STATUSES = ['active', 'revoked', 'expired'] as const;

export const scopeSchema = withMeta(z.enum(SCOPES, { message: `Must be one of: ${SCOPES.join(', ')}.` }), {
  id: 'Scope',
  description: '`*` grants everything; `<area>:write` implies `<area>:read`; `transfers:approve` implies `transfers:read`.',
});

export const createApiKeyBody = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1, 'Must not be empty.'), z.maxLength(100, 'Must be at most 100 characters.')),
  scopes: z
    .array(scopeSchema)
    .check(
      z.minLength(1, 'Give at least one scope.'),
      z.maxLength(SCOPES.length),
      z.refine((s) => new Set(s).size === s.length, 'Scopes must not repeat.'),
    ),
  // Two refinement steps, as before the zod/mini port: merging them into one .check() drops the
  // DateTime keywords the OpenAPI document repeats beside this field's $ref (same meaning).
  expires_at: z.optional(
    z.nullable(
      dateTimeSchema
        .check(z.refine((v) => Date.parse(v) > Date.now(), 'Must be in the future.'))
        .check(
          z.refine(
            (v) => Date.parse(v) <= Date.now() + API_KEY_MAX_LIFETIME_DAYS * 86_400_000,
            `Must be within ${API_KEY_MAX_LIFETIME_DAYS} days.`,
          ),
        ),
    ),
  ),
});

export const apiKeySchema = withMeta(
  z.object({
    id: uuidSchema,
    name: z.string(),
    key_prefix: withMeta(z.string(), { description: 'The first 12 characters of the token, to recognise it.' }),
    scopes: z.array(scopeSchema),
    status: withMeta(z.enum(API_KEY_STATUSES), { description: '`expired` is derived from `expires_at`.' }),
    expires_at: z.nullable(dateTimeSchema),
    created_at: dateTimeSchema,
    created_by: userReferenceSchema,
    last_used_at: withMeta(z.nullable(dateTimeSchema), { description: 'Recorded at most once a minute.' }),
    revoked_at: z.nullable(dateTimeSchema),
  }),
  { id: 'ApiKey', description: 'An API key; its secret is shown only once, when it is created.' },
);
export type ApiKeyView = z.infer<typeof apiKeySchema>;

export const apiKeyIdParams = z.strictObject({ apiKeyId: withMeta(uuidSchema, { description: 'The API key id.' }) });
export const listApiKeysQuery = paginationQuerySchema;
