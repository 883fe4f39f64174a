/**
 * Mutations of a valid-ish value: the inputs a careless or hostile caller sends. Each one
 * changes one place in the value (a random path) or the whole value.
 */
import fc from 'fast-check';

/** Hostile leaf values: wrong types, huge and odd strings, extreme numbers, nested junk. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    -0,
    1.5,
    1e308,
    -1e308,
    5e-324,
    Number.MAX_SAFE_INTEGER + 2,
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    '[]',
    '{}',
  ),
  fc.constantFrom(
    '\u0000',
    '\u202eevil',
    '🧨💥',
    '𝕏'.repeat(50),
    'a\uD800b',
    '\uFEFF',
    '../../etc/passwd',
    '%00',
    "' OR 1=1 --",
    '<script>',
    '${7*7}',
    '__proto__',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.integer({ min: 10_000, max: 70_000 }).map((n) => 'x'.repeat(n)),
  fc.bigInt({ min: 10n ** 20n, max: 10n ** 40n }).map((n) => n.toString()),
  fc.integer().map((n) => n),
  fc.double(),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.object({ maxDepth: 2 }),
  fc.integer({ min: 20, max: 400 }).map(nested),
  // JSON.parse makes `__proto__` an own key, as a parsed request body would have it.
  fc.constantFrom(JSON.parse('{"__proto__":{"polluted":true}}'), { constructor: { prototype: { polluted: true } } }),
);

/** `[[[...]]]` or `{"a":{"a":...}}`, `depth` levels deep. */
function nested(depth: number): unknown {
  let value: unknown = depth % 2 === 0 ? [] : {};
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

type Path = (string | number)[];

/** Every path in a JSON value (objects' keys and arrays' indexes), root included. */
function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) pathsOf(v, [...prefix, i], out);
  } else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out);
  return out;
}

function setAt(value: unknown, path: Path, make: (old: unknown) => unknown, remove = false): unknown {
  if (path.length === 0) return make(value);
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  const [head, ...rest] = path as [string | number, ...Path];
  if (rest.length === 0 && remove) {
    if (Array.isArray(copy)) copy.splice(head as number, 1);
    else delete copy[head];
  } else {
    copy[head] = setAt(copy[head], rest, make, remove);
  }
  return copy;
}

/** Swaps digit strings and numbers: `"100"` ⇄ `100`, the classic amount mistake. */
function swapDigits(old: unknown): unknown {
  if (typeof old === 'string' && /^-?\d+(\.\d+)?$/.test(old)) return Number(old);
  if (typeof old === 'number') return String(old);
  return old;
}

/** One mutation of `value`: a junk leaf, a removed field, an extra field, a type swap or a whole-value swap. */
export function mutationOf(value: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(value);
  const nonRoot = paths.filter((p) => p.length > 0);
  const anyPath = fc.constantFrom(...paths);
  const options: fc.Arbitrary<unknown>[] = [
    fc.tuple(anyPath, junkValue).map(([path, junk]) => setAt(value, path, () => junk)),
    fc
      .tuple(anyPath, fc.string({ minLength: 1, maxLength: 12 }), junkValue)
      .map(([path, key, junk]) =>
        setAt(value, path, (old) => (old && typeof old === 'object' && !Array.isArray(old) ? { ...old, [key]: junk } : old)),
      ),
    anyPath.map((path) => setAt(value, path, swapDigits)),
    anyPath.map((path) => setAt(value, path, (old) => (Array.isArray(old) ? [...old, ...old, ...old] : [old]))),
    junkValue,
  ];
  if (nonRoot.length > 0) options.push(fc.constantFrom(...nonRoot).map((path) => setAt(value, path, () => undefined, true)));
  return fc.oneof(...options);
}
