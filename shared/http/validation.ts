/**
 * Turns zod issues into the field-level `details` of a 400 `invalid_request`:
 * `{ fields: { "body.name": ["Must not be empty."], "query.limit": ["Must be at most 100."] } }`.
 */
import * as z from 'zod/mini';
import type { FieldErrors } from '#shared/model/errors.ts';
import '#shared/schemas/locale.ts';

// One wording for absent values everywhere, instead of zod's "expected string, received undefined".
z.config({
  customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'Required.' : undefined),
});

export type InputPart = 'path' | 'query' | 'body';

/** Validates one part of the input; records problems into `fields` and returns the parsed value. */
export function validatePart(part: InputPart, schema: z.ZodMiniType, value: unknown, fields: FieldErrors): unknown {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const base = [part, ...issue.path.map(String)].join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(fields, `${base}.${key}`, 'Unknown field.');
    } else {
      add(fields, base, issue.message);
    }
  }
  return undefined;
}

function add(fields: FieldErrors, path: string, message: string): void {
  (fields[path] ??= []).push(message);
}
