/** Request and response schemas of the API key routes (contract endpoint 2, section 5). */
import * as z from 'zod';
import { SCOPES } from '#shared/scopes.ts';
import { dateTimeSchema, paginationQuerySchema, userReferenceSchema, uuidSchema } from '#shared/schemas/common.ts';

/** Keys live at most this long; a key without `expires_at` never expires. */
export const API_KEY_MAX_LIFETIME_DAYS = 730;

export const API_KEY_STATUSES = ['active', 'revoked', 'expired'] as const;

export const scopeSchema = z
  .enum(SCOPES, { message: `Must be one of: ${SCOPES.join(', ')}.` })
  .meta({ id: 'Scope', description: '`*` grants everything; `<area>:write` implies `<area>:read`; `transfers:approve` implies `transfers:read`.' });

export const createApiKeyBody = z.strictObject({
  name: z.string().trim().min(1, 'Must not be empty.').max(100, 'Must be at most 100 characters.'),
  scopes: z
    .array(scopeSchema)
    .min(1, 'Give at least one scope.')
    .max(SCOPES.length)
    .refine((s) => new Set(s).size === s.length, 'Scopes must not repeat.'),
  expires_at: dateTimeSchema
    .refine((v) => Date.parse(v) > Date.now(), 'Must be in the future.')
    .refine(
      (v) => Date.parse(v) <= Date.now() + API_KEY_MAX_LIFETIME_DAYS * 86_400_000,
      `Must be within ${API_KEY_MAX_LIFETIME_DAYS} days.`,
    )
    .nullable()
    .optional(),
});

export const apiKeySchema = z
  .object({
    id: uuidSchema,
    name: z.string(),
    key_prefix: z.string().meta({ description: 'The first 12 characters of the token, to recognise it.' }),
    scopes: z.array(scopeSchema),
    status: z.enum(API_KEY_STATUSES).meta({ description: '`expired` is derived from `expires_at`.' }),
    expires_at: dateTimeSchema.nullable(),
    created_at: dateTimeSchema,
    created_by: userReferenceSchema,
    last_used_at: dateTimeSchema.nullable().meta({ description: 'Recorded at most once a minute.' }),
    revoked_at: dateTimeSchema.nullable(),
  })
  .meta({ id: 'ApiKey', description: 'An API key; its secret is shown only once, when it is created.' });
export type ApiKeyView = z.infer<typeof apiKeySchema>;

export const apiKeyIdParams = z.strictObject({ apiKeyId: uuidSchema.meta({ description: 'The API key id.' }) });
export const listApiKeysQuery = paginationQuerySchema;
