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

const statusSchemas = new WeakMap<z.ZodMiniType, ReadonlyMap<number, z.ZodMiniType>>();

/**
 * The response of a route that answers different bodies by success status (a create's 201 and
 * its dry run's 200): the union types the handler, and the document gives each status its own
 * schema (`successSchemaOf`), so a generated client needs no narrowing.
 */
export function bySuccessStatus<A extends z.ZodMiniType, B extends z.ZodMiniType>(first: [number, A], second: [number, B]) {
  const union = z.union([first[1], second[1]]);
  statusSchemas.set(union, new Map<number, z.ZodMiniType>([first, second]));
  return union;
}

/** The schema of the body a route answers with `status`: its own when declared with `bySuccessStatus`, else the route's response. */
export function successSchemaOf(response: z.ZodMiniType, status: number): z.ZodMiniType {
  return statusSchemas.get(response)?.get(status) ?? response;
}
