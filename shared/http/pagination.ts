/**
 * Opaque cursors for every listing. A cursor is the DynamoDB LastEvaluatedKey, base64url-encoded.
 * Decoding checks that it belongs to the partition being listed, so a cursor from another
 * workspace or environment (or a hand-made one) is refused with 400 `invalid_cursor` instead of
 * reading someone else's partition.
 */
import { ApiError } from '#shared/http/errors.ts';

type Key = Record<string, unknown>;

export function encodeCursor(lastKey: Key | undefined): string | null {
  if (!lastKey) return null;
  return Buffer.from(JSON.stringify(lastKey), 'utf8').toString('base64url');
}

/**
 * Decodes a cursor for a listing of partition `pk` whose sort keys start with `skPrefix`.
 * Only `pk` and `sk` (both strings) are accepted: listings here use the table's own key.
 */
export function decodeCursor(cursor: string | undefined, pk: string, skPrefix: string): Key | undefined {
  if (cursor === undefined) return undefined;
  const refuse = () => new ApiError('invalid_cursor', 'The cursor is not valid for this listing.');
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!key || typeof key !== 'object' || Array.isArray(key)) throw refuse();
  const { pk: keyPk, sk, ...rest } = key as Key;
  if (keyPk !== pk || typeof sk !== 'string' || !sk.startsWith(skPrefix) || Object.keys(rest).length > 0) throw refuse();
  return { pk: keyPk, sk };
}
