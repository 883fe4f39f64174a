/** Response pieces several areas share: the user reference and the listing shape. */
import * as z from 'zod/mini';
import { uuidSchema } from '#shared/schemas/common.ts';
import { withMeta } from '#shared/schemas/meta.ts';
import type { UserReference } from '#shared/model/auth.ts';

export const userReferenceSchema = withMeta(
  z.object({
    id: uuidSchema,
    email: z.string(),
    display_name: z.string(),
  }),
  { id: 'UserReference', description: 'The workspace member who did something.' },
);
/** Compiles only while the wire schema and the model's `UserReference` have the same shape. */
export type UserReferenceMatchesModel = SameShape<z.infer<typeof userReferenceSchema>, UserReference>;
type SameShape<A extends B, B extends C, C = A> = [A, B, C];

/** Wraps an item schema in the listing shape: `items` plus `next_cursor` (null on the last page). */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: z.array(item), next_cursor: z.nullable(z.string()) });
}
