/**
 * Near-miss request bodies: a valid body with one thing wrong, the kind of mistake a generated
 * client or an OpenAPI tester makes when the document is looser than the server. Each carries a
 * label naming what was changed, so a failure says which rule the document lacks.
 */
import { OFF_RAMP } from '#shared/fixtures/request-bodies.ts';

export interface NearMiss {
  label: string;
  body: unknown;
}

type Json = unknown;
type Path = (string | number)[];

const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A copy of `root` with the value at `path` replaced by `value` (or removed, when `value` is REMOVE). */
const REMOVE = Symbol('remove');
function replaced(root: Json, path: Path, value: Json | typeof REMOVE): Json {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    if (rest.length === 0 && value === REMOVE) copy.splice(head as number, 1);
    else copy[head as number] = replaced(copy[head as number], rest, value);
    return copy;
  }
  const copy = { ...(root as Record<string, Json>) };
  if (rest.length === 0 && value === REMOVE) delete copy[head as string];
  else copy[head as string] = replaced(copy[head as string], rest, value);
  return copy;
}

/** Every value in a JSON document with its path, the root included. */
function* walk(value: Json, path: Path = []): Generator<[Path, Json]> {
  yield [path, value];
  if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* walk(item, [...path, i]);
  else if (isObject(value)) for (const [key, inner] of Object.entries(value)) yield* walk(inner, [...path, key]);
}

const nested = (levels: number): Json => (levels === 0 ? 'deep' : { level: nested(levels - 1) });

/** Strings a tester tries in place of a valid one. */
export function stringMisses(value: string): [string, string][] {
  return [
    ['empty', ''],
    ['blank', '   '],
    ['lower case', value.toLowerCase()],
    ['upper case', value.toUpperCase()],
    ['a character appended', `${value}!`],
    ['a space inside', value.length > 1 ? `${value.slice(0, 1)} ${value.slice(1)}` : `${value} x`],
    ['not a URL', 'not a url'],
    ['a URL with another scheme', 'ftp://example.com/hook'],
    ['plain http to a public host', 'http://example.com/hook'],
    ['not a UUID', '00000000-0000-0000-0000-00000000000g'],
    ['over 4096 characters', value.padEnd(4097, 'x')],
  ];
}

/**
 * The near misses of `body`: for every value in it, the mistakes of its kind (a string's case or
 * shape, a number out of range, an array's duplicated or dropped items, an object's missing,
 * extra or emptied members), plus the rules that span members: both of an exactly-one-of, and
 * `metadata` over its limits.
 */
export function nearMisses(body: Json): NearMiss[] {
  const out: NearMiss[] = [];
  const add = (label: string, path: Path, value: Json | typeof REMOVE) =>
    out.push({ label: `${path.join('.') || '(body)'}: ${label}`, body: replaced(body, path, value) });
  for (const [path, value] of walk(body)) {
    const last = path.at(-1);
    if (typeof value === 'string') {
      for (const [label, miss] of stringMisses(value)) if (miss !== value) add(label, path, miss);
    } else if (typeof value === 'number') {
      for (const miss of [-1, 0, 1.5, 1e9]) if (miss !== value) add(`the number ${miss}`, path, miss);
      add('a string instead of a number', path, String(value));
    } else if (typeof value === 'boolean') {
      add('a string instead of a boolean', path, String(value));
    } else if (Array.isArray(value)) {
      add('empty', path, []);
      if (value.length > 0) add('its first item twice', path, [...value, value[0]]);
      if (value.length > 0 && typeof value[0] === 'string') add('"*" beside another item', path, ['*', ...value]);
    } else if (isObject(value)) {
      add('empty', path, {});
      add('an unknown member', path, { ...value, unknown_member: 'x' });
      for (const key of Object.keys(value)) add(`without ${key}`, [...path, key], REMOVE);
    }
    if (last === 'metadata') {
      add('51 keys', path, Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])));
      add('a key of 41 characters', path, { ['k'.repeat(41)]: 1 });
      add('an empty key', path, { '': 1 });
      add('6 levels deep', path, nested(6));
      add('over 8 KiB', path, { a: 'x'.repeat(8200) });
      add('the key constructor', path, { constructor: 1 });
      add('a number beyond 2^53', path, { n: 2 ** 60 });
    }
  }
  // Exactly one of: a transfer's target, a ramp destination's member.
  if (isObject(body) && 'to_address' in body)
    add('address_book_entry_id beside to_address', ['address_book_entry_id'], crypto.randomUUID());
  if (isObject(body) && 'address_book_entry_id' in body)
    add('to_address beside address_book_entry_id', ['to_address'], '0x0000000000000000000000000000000000000001');
  if (isObject(body) && isObject(body.destination)) {
    const extra = body.destination.wallet
      ? OFF_RAMP.destination
      : { wallet: { network: 'base', address: '0x0000000000000000000000000000000000000001' } };
    add('a second member', ['destination'], { ...body.destination, ...extra });
  }
  return out;
}

/** Values of the `If-Match` header a client gets wrong (a weak tag, no quotes, not a number). */
export const IF_MATCH_NEAR_MISSES = ['W/"1"', '1', '"one"', '"1", "2"', '*', '""', '"1234567890123456"'];
