/** Request schemas of the API key routes (contract endpoint 2, section 5); responses: shared/responses/api-keys.ts. */
import * as z from 'zod/mini';
import { SCOPES } from '#shared/model/scopes.ts';
import { dateTimeSchema, idempotencyKeySchema, oneOf, paginationQuerySchema, uuidSchema, trimmedText } from '#shared/schemas/common.ts';
import { withMeta } from '#shared/schemas/meta.ts';
import { droppable } from '#shared/schemas/droppable.ts';
import { ENVIRONMENTS } from '#shared/model/tenancy.ts';

/** Keys live at most this long; a key without `expires_at` never expires. */
export const API_KEY_MAX_LIFETIME_DAYS = 730;

export const API_KEY_STATUSES = ['active', 'revoked', 'expired'] as const;

export const scopeSchema = /* @__PURE__ */ droppable(() =>
  withMeta(oneOf(SCOPES), {
    id: 'Scope',
    description:
      '`*` grants everything; `<area>:write` implies `<area>:read`; `transfers:approve` implies `transfers:read`; `workspace:approve` (approving or rejecting a setting change) implies `workspace:read`.',
  }),
);

export const keyEnvironmentsSchema = /* @__PURE__ */ droppable(() =>
  withMeta(
    z.array(oneOf(ENVIRONMENTS)).check(
      z.minLength(1, 'Give at least one environment.'),
      z.maxLength(ENVIRONMENTS.length),
      z.refine((e) => new Set(e).size === e.length, 'Environments must not repeat.'),
    ),
    {
      uniqueItems: true,
      description:
        'The environments the key serves; a request naming another one (`?environment=`, default sandbox) is refused with 403 `forbidden`.',
    },
  ),
);

export const createApiKeyBody = /* @__PURE__ */ droppable(() =>
  z.strictObject({
    name: trimmedText(100),
    scopes: withMeta(
      z.array(scopeSchema).check(
        z.minLength(1, 'Give at least one scope.'),
        z.maxLength(SCOPES.length),
        z.refine((s) => new Set(s).size === s.length, 'Scopes must not repeat.'),
      ),
      { uniqueItems: true },
    ),
    // Omitted: the calling key's environments (both for an operator's key).
    environments: z.optional(keyEnvironmentsSchema),
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
    idempotency_key: withMeta(z.optional(idempotencyKeySchema), {
      description:
        'Makes the create repeatable: the same key and body return the API key made first (`Idempotent-Replayed: true`) with `token: null`, since the token is shown once. Kept 25 hours.',
    }),
  }),
);

export const apiKeyIdParams = /* @__PURE__ */ droppable(() =>
  z.strictObject({ apiKeyId: withMeta(uuidSchema, { description: 'The API key id.' }) }),
);
export const listApiKeysQuery = paginationQuerySchema;
