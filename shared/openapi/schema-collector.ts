/**
 * Turns the route table's zod schemas into `components.schemas`, with zod's own converter
 * (`z.toJSONSchema`, JSON Schema 2020-12, which is OpenAPI 3.1's dialect). Request schemas are
 * converted as zod *inputs* (defaults make fields optional, coercions accept what a client
 * sends), response schemas as *outputs* (what the service emits; plain objects get
 * `additionalProperties: false`). Schemas named with `withMeta(schema, { id })` become
 * components of that name; a schema whose input and output forms differ gets a second
 * component, `<id>Input`.
 * Schemas marked `inline` (envelopes, query objects) are copied into the places that use them.
 */
import * as z from 'zod/mini';
import type { JsonSchema } from '#shared/openapi/types.ts';

export type Io = 'input' | 'output';
// A type alias, not an interface, so it is assignable where a JSON Schema is expected.
export type SchemaRef = { $ref: string };

const PREFIX = '#/components/schemas/';
const SHARED = `${PREFIX}__shared#/$defs/`;
const ref = (id: string): SchemaRef => ({ $ref: PREFIX + id });
const none = (): undefined => undefined;

/** Collects schemas, then converts them all at once so shared ones are named, not repeated. */
export function createSchemaCollector() {
  const registries = { input: z.registry<{ id: string }>(), output: z.registry<{ id: string }>() };
  const inline = new Set<string>();
  let schemas: Record<string, JsonSchema> | undefined;

  return {
    /** Registers `schema` (once; a second add returns the first name) and returns its ref. */
    add(schema: z.ZodMiniType, name: string, io: Io, options: { inline?: boolean } = {}): SchemaRef {
      const known = registries[io].get(schema)?.id;
      if (known) return ref(known);
      const id = (z.globalRegistry.get(schema)?.id as string | undefined) ?? name;
      registries[io].add(schema, { id });
      if (options.inline) inline.add(id);
      return ref(id);
    },
    /** Converts every schema; call once, after the last `add`. */
    finish(): Record<string, JsonSchema> {
      const output = convert(registries.output, 'output');
      const input = convert(registries.input, 'input');
      schemas = merge(output, input);
      return schemas;
    },
    /** The converted schema a ref names (after `finish`). */
    resolve(target: SchemaRef): JsonSchema {
      const found = schemas?.[target.$ref.slice(PREFIX.length)];
      if (!found) throw new Error(`Unknown schema ${target.$ref} (was finish() called?)`);
      return found;
    },
    /** Replaces refs to inline schemas by copies, then drops those from `components.schemas`. */
    inlineInto<T>(value: T, components: Record<string, JsonSchema>): T {
      const replaced = replaceRefs(value, (id) => (inline.has(id) ? structuredClone(components[id]) : undefined));
      return replaced as T;
    },
    dropInline(components: Record<string, JsonSchema>): void {
      for (const id of inline) delete components[id];
    },
  };
}

export type SchemaCollector = ReturnType<typeof createSchemaCollector>;

/** One registry through zod's converter; unrepresentable types throw, so nothing is silently lost. */
function convert(registry: z.core.$ZodRegistry<{ id: string }>, io: Io): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(registry, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'throw',
    cycles: 'ref',
    reused: 'inline',
    uri: (id) => PREFIX + id,
  });
  const { __shared: shared, ...named } = schemas as Record<string, JsonSchema>;
  const all: Record<string, JsonSchema> = { ...named, ...((shared?.$defs as Record<string, JsonSchema>) ?? {}) };
  for (const [id, schema] of Object.entries(all)) {
    // Roots carry $schema and $id for standalone use; inside a document they would mislead.
    delete schema.$schema;
    delete schema.$id;
    all[id] = schema;
  }
  // Shared schemas are referenced as `__shared#/$defs/<id>`: point those at their own component.
  return replaceRefs(all, none, (target) =>
    target.startsWith(SHARED) ? PREFIX + target.slice(SHARED.length).replace(/~1/g, '/').replace(/~0/g, '~') : target,
  );
}

/** Output forms keep their names; an input form that differs from its output form becomes `<id>Input`. */
function merge(output: Record<string, JsonSchema>, input: Record<string, JsonSchema>): Record<string, JsonSchema> {
  const renamed = new Map<string, string>();
  for (const [id, schema] of Object.entries(input)) {
    if (id in output && JSON.stringify(output[id]) !== JSON.stringify(schema)) renamed.set(id, `${id}Input`);
  }
  const rewritten = replaceRefs(input, none, (target) => {
    const id = target.slice(PREFIX.length);
    return renamed.has(id) ? PREFIX + renamed.get(id) : target;
  });
  const merged = { ...output };
  for (const [id, schema] of Object.entries(rewritten)) merged[renamed.get(id) ?? id] = schema;
  return merged;
}

/**
 * Walks a JSON value: an object `{ $ref }` whose component `substitute` returns is replaced by
 * that schema (itself walked again); other `$ref` strings pass through `rename`.
 */
function replaceRefs<T>(value: T, substitute: (id: string) => JsonSchema | undefined, rename: (target: string) => string = (t) => t): T {
  if (Array.isArray(value)) return value.map((v) => replaceRefs(v, substitute, rename)) as T;
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  if (typeof object.$ref === 'string') {
    const { $ref, ...siblings } = object;
    const target = rename($ref as string);
    const replacement = target.startsWith(PREFIX) ? substitute(target.slice(PREFIX.length)) : undefined;
    // Keywords beside the $ref (a description) apply to the copy as well.
    if (replacement) return replaceRefs({ ...replacement, ...siblings }, substitute, rename) as T;
    return { ...replaceRefs(siblings, substitute, rename), $ref: target } as T;
  }
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, replaceRefs(v, substitute, rename)])) as T;
}
