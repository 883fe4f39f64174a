/**
 * Valid-ish fast-check arbitraries from a route's zod schemas. The schema goes through zod's
 * public `z.toJSONSchema` (input side: coercions and defaults as a caller sends them), and the
 * JSON Schema is walked here. `zod-fast-check` would have been the obvious library, but it
 * targets zod 3 and fast-check 3; the JSON Schema route works with any zod 4 schema another
 * branch adds. Refinements (`.refine`) do not survive the conversion, so values are "valid-ish":
 * right types, lengths, patterns and enums; semantic checks may still refuse them.
 */
import fc from 'fast-check';
import * as z from 'zod';

type Schema = Record<string, unknown> & { $defs?: Record<string, Schema> };

/** Strings are kept short unless the schema needs them long: the point is shape, not size. */
const MAX_STRING = 40;
const MAX_ITEMS = 4;

/** The JSON Schema of a zod schema as a caller sends it. */
export function jsonSchemaOf(schema: z.core.$ZodType): Schema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Schema;
}

/** An arbitrary of values that have the schema's shape. */
export function arbitraryOf(schema: z.core.$ZodType): fc.Arbitrary<unknown> {
  const root = jsonSchemaOf(schema);
  return walk(root, root, 0);
}

function walk(node: Schema, root: Schema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  if (typeof node.$ref === 'string') {
    const name = node.$ref.replace(/^#\/\$defs\//, '');
    return walk(root.$defs?.[name] ?? {}, root, depth + 1);
  }
  if (Array.isArray(node.enum)) return fc.constantFrom(...(node.enum as unknown[]));
  if ('const' in node) return fc.constant(node.const);
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = node[key] as Schema[] | undefined;
    if (options?.length) return fc.oneof(...options.map((o) => walk(o, root, depth + 1)));
  }
  // An object's own allOf holds if/then rules (the ramp's rail × direction table): its properties give the shape.
  if (Array.isArray(node.allOf) && node.allOf.length > 0 && node.type === undefined) return walk(node.allOf[0] as Schema, root, depth + 1);
  const type = Array.isArray(node.type) ? (node.type as string[]) : [node.type as string | undefined];
  return fc.oneof(...type.map((t) => byType(t, node, root, depth)));
}

function byType(type: string | undefined, node: Schema, root: Schema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringOf(node);
    case 'integer':
      return fc.integer({ min: num(node.minimum, -1e6), max: num(node.maximum, 1e6) });
    case 'number':
      return fc.double({ min: num(node.minimum, -1e6), max: num(node.maximum, 1e6), noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = node.items ? walk(node.items as Schema, root, depth + 1) : fc.anything({ maxDepth: 1 });
      const minLength = num(node.minItems, 0);
      return fc.array(items, { minLength, maxLength: Math.max(minLength, Math.min(num(node.maxItems, MAX_ITEMS), MAX_ITEMS)) });
    }
    case 'object':
      return objectOf(node, root, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(node: Schema, root: Schema, depth: number): fc.Arbitrary<unknown> {
  const properties = (node.properties ?? {}) as Record<string, Schema>;
  const required = new Set((node.required as string[] | undefined) ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, prop] of Object.entries(properties)) model[name] = walk(prop, root, depth + 1);
  const record = fc.record(model, { requiredKeys: [...required].filter((k) => k in model) });
  const extra = node.additionalProperties;
  if (extra && typeof extra === 'object') {
    return fc
      .tuple(record, fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), walk(extra as Schema, root, depth + 1), { maxKeys: 3 }))
      .map(([known, more]) => ({ ...more, ...known }));
  }
  return record;
}

function stringOf(node: Schema): fc.Arbitrary<string> {
  const format = node.format as string | undefined;
  if (format === 'uuid') return fc.uuid({ version: 7 });
  if (format === 'date-time')
    return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  if (format === 'email') return fc.emailAddress();
  if (format === 'uri' || format === 'url') return fc.webUrl();
  if (typeof node.pattern === 'string') return fc.stringMatching(new RegExp(node.pattern));
  const minLength = num(node.minLength, 0);
  const maxLength = Math.max(minLength, Math.min(num(node.maxLength, MAX_STRING), MAX_STRING));
  return fc.string({ minLength, maxLength, unit: 'grapheme' }).filter((s) => s.trim().length >= minLength);
}

const num = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
