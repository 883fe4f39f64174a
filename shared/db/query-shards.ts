/**
 * One page of a sharded family's listing (`shards.ts`), newest first: the family's items live
 * under N partition keys, so the page is merged from N Queries by sort key. Every item of a
 * listing has a distinct sort key (it ends in the item's id), so the merged order is total and one
 * sort key marks every shard's position at once: the cursor stays one key of the tenant's base
 * partition, `{ pk: WS#<ws>#<env>, sk }`, and the next page reads each shard after that sort key.
 *
 * Reading N × `limit` items to keep `limit` would multiply a page's read units by N, so each shard
 * is first asked for its share (limit ÷ N, plus one), and only the shards that could still hold
 * items of the page are read further. An item is on the page only once every shard has been read
 * past it (the frontier), so a shard read less deeply never lets a newer item be skipped.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';

type Key = Record<string, unknown>;

export interface ShardFilter {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

export interface ShardPageQuery {
  /** The family's shard partitions in the tenant (`shardPartitions`). */
  partitions: readonly string[];
  /** The partition the listing's cursors name (the tenant's base partition). */
  cursorPk: string;
  /** Sort-key range, inclusive. */
  from: string;
  to: string;
  filter?: ShardFilter | undefined;
  limit: number;
}

/** Rounds of Queries that fill one page; past them the page may be short, its cursor still exact. */
const MAX_ROUNDS = 6;

interface ShardState {
  pk: string;
  /** Where the next Query of this shard starts (exclusive); undefined before the first. */
  startKey: Key | undefined;
  /** The sort key the shard has been read past (every unread item sorts below it). */
  readTo: string | undefined;
  done: boolean;
}

/**
 * The items of the page after `startSk` (the cursor's sort key), newest first, and the sort key
 * the next page starts after (undefined on the last page).
 */
export async function queryShards<T extends { sk: string }>(
  query: ShardPageQuery,
  startSk: string | undefined,
): Promise<{ items: T[]; lastKey: Key | undefined }> {
  const shards: ShardState[] = query.partitions.map((pk) => ({
    pk,
    startKey: startSk === undefined ? undefined : { pk, sk: startSk },
    readTo: undefined,
    done: false,
  }));
  const buffered: T[] = [];
  let toRead = shards;
  let perShard = Math.ceil(query.limit / shards.length) + 1;
  for (let round = 0; round < MAX_ROUNDS && toRead.length > 0; round++) {
    const pages = await Promise.all(toRead.map((shard) => readShard<T>(query, shard, perShard)));
    for (const items of pages) buffered.push(...items);
    buffered.sort((a, b) => (a.sk < b.sk ? 1 : a.sk > b.sk ? -1 : 0));
    const frontier = frontierOf(shards);
    const safe = frontier === undefined ? buffered.length : countAtOrAbove(buffered, frontier);
    if (safe >= query.limit) return page(query, buffered, query.limit, shards);
    if (frontier === undefined) return { items: buffered, lastKey: undefined };
    // Only a shard read less deeply than the page's last candidate can still hold one of its items.
    const need = query.limit - safe;
    const floor = buffered.length >= query.limit ? buffered[query.limit - 1]!.sk : undefined;
    toRead = shards.filter((s) => !s.done && (floor === undefined || s.readTo! > floor));
    perShard = Math.ceil(need / toRead.length) + 1;
  }
  const frontier = frontierOf(shards);
  if (frontier === undefined) return { items: buffered.slice(0, query.limit), lastKey: undefined };
  // Out of rounds: return what every shard has been read past, and continue from the frontier.
  const items = buffered.slice(0, Math.min(query.limit, countAtOrAbove(buffered, frontier)));
  return { items, lastKey: { pk: query.cursorPk, sk: frontier } };
}

async function readShard<T>(query: ShardPageQuery, shard: ShardState, limit: number): Promise<T[]> {
  const filter = query.filter;
  const out = await db.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ...(filter ? { FilterExpression: filter.expression } : {}),
      ...(filter?.names && Object.keys(filter.names).length > 0 ? { ExpressionAttributeNames: filter.names } : {}),
      ExpressionAttributeValues: { ':pk': shard.pk, ':from': query.from, ':to': query.to, ...filter?.values },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: shard.startKey,
    }),
  );
  shard.startKey = out.LastEvaluatedKey;
  shard.done = out.LastEvaluatedKey === undefined;
  shard.readTo = out.LastEvaluatedKey?.sk as string | undefined;
  return (out.Items ?? []) as T[];
}

/** The highest sort key some shard still has items below; undefined once every shard is read out. */
function frontierOf(shards: readonly ShardState[]): string | undefined {
  let frontier: string | undefined;
  for (const s of shards) if (!s.done && (frontier === undefined || s.readTo! > frontier)) frontier = s.readTo;
  return frontier;
}

/** How many of the sorted items sort at or above `sk`. */
function countAtOrAbove(sorted: readonly { sk: string }[], sk: string): number {
  let n = 0;
  while (n < sorted.length && sorted[n]!.sk >= sk) n++;
  return n;
}

function page<T extends { sk: string }>(query: ShardPageQuery, sorted: T[], limit: number, shards: readonly ShardState[]) {
  const items = sorted.slice(0, limit);
  const more = sorted.length > limit || shards.some((s) => !s.done);
  return { items, lastKey: more ? { pk: query.cursorPk, sk: items[items.length - 1]!.sk } : undefined };
}

/** A filter of attribute equalities (undefined values ignored), for `ShardPageQuery.filter`. */
export function equalsFilter(equals: Record<string, string | undefined>): ShardFilter | undefined {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const terms = Object.entries(equals)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([attribute, value], i) => {
      names[`#f${i}`] = attribute;
      values[`:f${i}`] = value;
      return `#f${i} = :f${i}`;
    });
  return terms.length > 0 ? { expression: terms.join(' AND '), names, values } : undefined;
}
