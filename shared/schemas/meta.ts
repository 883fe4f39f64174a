/**
 * OpenAPI metadata on a schema (`id`, `description`, `example`), as classic zod's `.meta()` did
 * it: on a copy registered in zod's global registry. The copy keeps a link to the original, so a
 * shared named schema (`uuidSchema`) is never relabelled in place, and the generator emits a
 * `$ref` to the named original beside the copy's own description.
 */
import * as z from 'zod/mini';

/** A copy of `schema` carrying `data` in `z.globalRegistry` (zod/mini has no `.meta()`). */
export function withMeta<T extends z.ZodMiniType>(schema: T, data: z.core.GlobalMeta): T {
  const copy = schema.clone();
  z.globalRegistry.add(copy, data);
  return copy;
}
