/**
 * The digest recorded with each approval of what the approver was shown (docs/wallets-transfers.md,
 * What an approver sees): SHA-256, hex, of the RFC 8785 (JCS) canonical JSON of the approval
 * intent, so anyone reading the resource can recompute it, and a signature over it can come later.
 * `canonicalize` is the RFC's co-author's implementation: key order by UTF-16 code units and
 * ECMAScript number form are what a hand-written serialiser tends to get subtly wrong.
 */
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

/** RFC 8785 canonical JSON of `value` (objects, arrays, strings, finite numbers, booleans, null). */
export function canonicalJson(value: unknown): string {
  const json = canonicalize(value);
  if (json === undefined) throw new Error('The value has no JSON representation.');
  return json;
}

export function shownDigest(intent: unknown): string {
  return createHash('sha256').update(canonicalJson(intent), 'utf8').digest('hex');
}
