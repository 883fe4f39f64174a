/** The request fingerprint: SHA-256 of the operation and the canonical JSON of the body. */
import { hash } from 'node:crypto';

/**
 * JSON with object keys sorted at every level, so key order and whitespace do not matter.
 * Stored fingerprints are compared with new ones, so the output must never change: keys sort by
 * UTF-16 code units (`sort()`'s default order), `undefined` members are left out, an `undefined`
 * array element is written `null` and a hole as nothing (as the first version's `map` + `join`
 * did). Built by concatenation: no entry arrays, comparator or intermediate strings per level.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      if (i in value) out += canonicalJson(value[i]);
    }
    return out + ']';
  }
  if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    let out = '{';
    for (const key of Object.keys(object).sort()) {
      const member = object[key];
      if (member === undefined) continue;
      if (out.length > 1) out += ',';
      out += JSON.stringify(key) + ':' + canonicalJson(member);
    }
    return out + '}';
  }
  return JSON.stringify(value) ?? 'null';
}

// One-shot `hash` (hex SHA-256 of the UTF-8 text): the same digest as a `createHash` object fed
// the same parts in order, at about half the cost for short inputs.
export function fingerprint(operation: string, body: unknown): string {
  return hash('sha256', `${operation}\n${canonicalJson(body)}`);
}

export function hashKey(key: string): string {
  return hash('sha256', key);
}
