/**
 * Opaque cursors for every listing. A cursor is the DynamoDB LastEvaluatedKey, base64url-encoded.
 * Decoding is the one place that decides whether a cursor belongs to the listing being read:
 * the partition (so a cursor from another workspace or environment cannot read someone else's
 * partition), the exact form of the listing's sort keys, and the sort-key range its Query reads
 * (narrowed by filters such as a created range). DynamoDB refuses an ExclusiveStartKey outside
 * the key condition with a ValidationException, so anything that passes here is a key the
 * Query accepts, and anything else is 400 `invalid_cursor` instead of a 500.
 */
import * as keys from '#shared/db/keys.ts';
import { ApiError } from '#shared/model/errors.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';

type Key = Record<string, unknown>;

/** What a listing's cursor must be: its partition, its sort keys' exact form, and its Query's range. */
export interface CursorSpec {
  pk: string;
  /** The listing's sort keys, anchored at both ends (built with `sortKeyForm`). */
  sk: RegExp;
  /** The inclusive sort-key bounds of the Query's key condition, when narrower than the form. */
  range?: { from: string; to: string } | undefined;
}

/** Id forms the listings' sort keys end with. */
export const ID_FORMS = {
  /** A resource id: a UUID as `newId` writes it (lower-case hex). */
  uuid: '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}',
  /** An event id: `evt_` + a UUIDv7 without dashes. */
  event: 'evt_[0-9a-f]{32}',
  /** A ramp payment reference: `rp_` + a UUIDv7 without dashes. */
  reference: 'rp_[0-9a-f]{32}',
  /** A provider code, as the partner interface allows it. */
  providerCode: '[a-z0-9_]{2,50}',
} as const;

/** The anchored form `<prefix><id>` of a listing's sort keys; the prefix is matched literally. */
export function sortKeyForm(prefix: string, idForm: string): RegExp {
  return new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:${idForm})$`);
}

export function encodeCursor(lastKey: Key | undefined): string | null {
  if (!lastKey) return null;
  return Buffer.from(JSON.stringify(lastKey), 'utf8').toString('base64url');
}

/**
 * The start key a cursor stands for in the listing `spec` describes, or 400 `invalid_cursor`.
 * Only `pk` and `sk` (both strings) are accepted: listings here use the table's own key.
 */
export function decodeCursor(cursor: string | undefined, spec: CursorSpec): Key | undefined {
  if (cursor === undefined) return undefined;
  const refuse = () => new ApiError('invalid_cursor', 'The cursor is not valid for this listing.');
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!key || typeof key !== 'object' || Array.isArray(key)) throw refuse();
  const { pk, sk, ...rest } = key as Key;
  if (pk !== spec.pk || typeof sk !== 'string' || Object.keys(rest).length > 0) throw refuse();
  if (!spec.sk.test(sk)) throw refuse();
  // The form admits ASCII only, so code-unit order here is DynamoDB's byte order.
  if (spec.range && (sk < spec.range.from || sk > spec.range.to)) throw refuse();
  return { pk, sk };
}

/** One page of a listing and the cursor of the page after it (null on the last page). */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * Reads the page a cursor stands for: `read` gets the start key (`decodeCursor` against `spec`,
 * so a foreign cursor is refused before anything is read) and the page's last key becomes the
 * next cursor. Every listing of shared/db/ pages through here, so use cases pass cursors along
 * and never see a key.
 */
export async function readPage<T>(
  cursor: string | undefined,
  spec: CursorSpec,
  read: (startKey: Key | undefined) => Promise<{ items: T[]; lastKey: Key | undefined }>,
): Promise<CursorPage<T>> {
  const page = await read(decodeCursor(cursor, spec));
  return { items: page.items, nextCursor: encodeCursor(page.lastKey) };
}

/**
 * The cursor of a listing the table does not hold (the provider directory, read from the partner):
 * the last id read, written as a key of the tenant's partition under `prefix`, so the one codec
 * refuses another tenant's or another listing's cursor here too.
 */
export function idCursor(tenant: TenantScope, prefix: string, idForm: string) {
  const pk = keys.tenant(tenant);
  const spec = { pk, sk: sortKeyForm(prefix, idForm) };
  return {
    /** The id the page starts after, or undefined for the first page. */
    after: (cursor: string | undefined): string | undefined => {
      const sk = decodeCursor(cursor, spec)?.sk as string | undefined;
      return sk?.slice(prefix.length);
    },
    next: (lastId: string): string => encodeCursor({ pk, sk: prefix + lastId })!,
  };
}
