/** Schemas shared by several routes: ids, timestamps, pagination, the user reference. */
import * as z from 'zod';

export const ENVIRONMENTS = ['sandbox', 'live'] as const;
export const environmentSchema = z.enum(ENVIRONMENTS);
export type Environment = z.infer<typeof environmentSchema>;

// Named (meta id) so the OpenAPI document defines each once instead of repeating its pattern.
export const uuidSchema = z.uuid({ message: 'Must be a UUID.' }).meta({ id: 'Uuid' });
export const dateTimeSchema = z.iso
  .datetime({ offset: true, message: 'Must be an ISO 8601 date-time.' })
  .meta({ id: 'DateTime', description: 'ISO 8601 date-time with a UTC offset or `Z`.' });

/** Page size for every listing: 1 to 100, default 20. */
export const PAGE_LIMIT_DEFAULT = 20;
export const PAGE_LIMIT_MAX = 100;

export const paginationQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ message: 'Must be a whole number.' })
    .int('Must be a whole number.')
    .min(1, 'Must be at least 1.')
    .max(PAGE_LIMIT_MAX, `Must be at most ${PAGE_LIMIT_MAX}.`)
    .default(PAGE_LIMIT_DEFAULT)
    .meta({ description: 'How many items to return.' }),
  cursor: z.string().min(1).max(2048).optional().meta({ description: '`next_cursor` of the previous page; omit for the first page.' }),
});

export const userReferenceSchema = z
  .object({
    id: uuidSchema,
    email: z.string(),
    display_name: z.string(),
  })
  .meta({ id: 'UserReference', description: 'The workspace member who did something.' });
export type UserReference = z.infer<typeof userReferenceSchema>;

/** Wraps an item schema in the listing shape: `items` plus `next_cursor` (null on the last page). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), next_cursor: z.string().nullable() });
}
