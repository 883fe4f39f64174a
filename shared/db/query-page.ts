/**
 * One page of a tenant listing, newest first, with optional filters. DynamoDB applies `Limit`
 * before a FilterExpression, so a filtered Query can return a short or empty page; this keeps
 * reading (a few rounds at most) until the page is full, and then the cursor is the key of the
 * last item returned, so nothing is skipped or repeated.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { readPage, sortKeyForm, type CursorPage } from '#shared/db/cursor.ts';

type Key = Record<string, unknown>;

export interface PageQuery {
  pk: string;
  /** Sort-key range, inclusive. */
  from: string;
  to: string;
  /** Equality filters on attributes; undefined values are ignored. */
  equals?: Record<string, string | undefined>;
  limit: number;
  startKey?: Key | undefined;
}

/** At most this many Query calls fill one filtered page. */
const MAX_ROUNDS = 5;

export async function queryPage<T>(query: PageQuery): Promise<{ items: T[]; lastKey: Key | undefined }> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': query.pk, ':from': query.from, ':to': query.to };
  const filters = Object.entries(query.equals ?? {})
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([attribute, value], i) => {
      names[`#f${i}`] = attribute;
      values[`:f${i}`] = value;
      return `#f${i} = :f${i}`;
    });
  const items: (T & { pk: string; sk: string })[] = [];
  let startKey = query.startKey;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const out = await db.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ...(filters.length ? { FilterExpression: filters.join(' AND '), ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: values,
        ScanIndexForward: false,
        Limit: query.limit,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...((out.Items ?? []) as (T & { pk: string; sk: string })[]));
    startKey = out.LastEvaluatedKey;
    if (items.length >= query.limit) {
      const page = items.slice(0, query.limit);
      const last = page[page.length - 1]!;
      const more = items.length > query.limit || startKey !== undefined;
      return { items: page, lastKey: more ? { pk: last.pk, sk: last.sk } : undefined };
    }
    if (!startKey) break;
  }
  return { items, lastKey: startKey };
}

/** The sort-key range of everything under `prefix`. */
export function prefixRange(prefix: string): { from: string; to: string } {
  return { from: prefix, to: prefix + '\uffff' };
}

/**
 * The sort-key bound for ids created at `iso` under `prefix`: UUIDv7 ids start with the creation
 * time in milliseconds (12 hex digits, written `xxxxxxxx-xxxx`), so a created range is a key range.
 */
export function uuidTimeBound(prefix: string, iso: string, end: boolean): string {
  const ms = Math.min(0xffffffffffff, Math.max(0, Date.parse(iso)));
  const hex = ms.toString(16).padStart(12, '0');
  return `${prefix}${hex.slice(0, 8)}-${hex.slice(8)}${end ? '\uffff' : ''}`;
}

/**
 * One page of a partition's items under one sort-key prefix, in sort-key order (ids are UUIDv7,
 * so creation order), its cursor held to `<prefix><idForm>` in that partition.
 */
export function prefixPage<T>(query: {
  pk: string;
  prefix: string;
  idForm: string;
  limit: number;
  cursor: string | undefined;
  oldestFirst: boolean;
}): Promise<CursorPage<T>> {
  return readPage(query.cursor, { pk: query.pk, sk: sortKeyForm(query.prefix, query.idForm) }, async (startKey) => {
    const out = await db.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': query.pk, ':prefix': query.prefix },
        ScanIndexForward: query.oldestFirst,
        Limit: query.limit,
        ExclusiveStartKey: startKey,
      }),
    );
    return { items: (out.Items ?? []) as T[], lastKey: out.LastEvaluatedKey };
  });
}
