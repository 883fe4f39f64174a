/** Request schemas shared by several routes: ids, timestamps, the environment and pagination. */
import * as z from 'zod/mini';
import { withMeta } from '#shared/schemas/meta.ts';
import { droppable } from '#shared/schemas/droppable.ts';
import { ENVIRONMENTS } from '#shared/model/tenancy.ts';

export const environmentSchema = /* @__PURE__ */ droppable(() => z.enum(ENVIRONMENTS));

// Named (meta id) so the OpenAPI document defines each once instead of repeating its pattern.
export const uuidSchema = /* @__PURE__ */ droppable(() => withMeta(z.uuid({ message: 'Must be a UUID.' }), { id: 'Uuid' }));
export const dateTimeSchema = /* @__PURE__ */ droppable(() =>
  withMeta(z.iso.datetime({ offset: true, message: 'Must be an ISO 8601 date-time.' }), {
    id: 'DateTime',
    description: 'ISO 8601 date-time with a UTC offset or `Z`.',
  }),
);

/**
 * A string the server trims, then requires 1 to `max` characters of. JSON Schema cannot trim, so
 * the document says "not only white space" with a pattern (its maxLength counts the untrimmed text).
 */
export const trimmedText = (max: number) =>
  withMeta(z.string().check(z.trim(), z.minLength(1, 'Must not be empty.'), z.maxLength(max, `Must be at most ${max} characters.`)), {
    pattern: '\\S',
  });

/** One of `values`, refused with a message that lists them (every enum a caller sends). */
export const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: `Must be one of: ${values.join(', ')}.` });

/** Page size for every listing: 1 to 100, default 20. */
/** The body field `idempotency_key` of a create; the `Idempotency-Key` header stands for it (docs/api.md, Idempotency). */
export const idempotencyKeySchema = /* @__PURE__ */ droppable(() =>
  z.string().check(z.regex(/^[\x21-\x7e]{1,255}$/, 'Must be 1 to 255 printable ASCII characters without spaces.')),
);

export const PAGE_LIMIT_DEFAULT = 20;
export const PAGE_LIMIT_MAX = 100;

export const paginationQuerySchema = /* @__PURE__ */ droppable(() =>
  z.strictObject({
    limit: withMeta(
      z._default(
        z.coerce
          .number({ message: 'Must be a whole number.' })
          .check(
            z.int('Must be a whole number.'),
            z.gte(1, 'Must be at least 1.'),
            z.lte(PAGE_LIMIT_MAX, `Must be at most ${PAGE_LIMIT_MAX}.`),
          ),
        PAGE_LIMIT_DEFAULT,
      ),
      { description: 'How many items to return.' },
    ),
    cursor: withMeta(z.optional(z.string().check(z.minLength(1), z.maxLength(2048))), {
      description: '`next_cursor` of the previous page; omit for the first page.',
    }),
  }),
);
