/**
 * The move of a table written before the sharded layout (`shards.ts`; docs/data-model.md, The
 * tenant's ceiling) to it, for the operator command `migrate-layout`. Items of the moved kinds
 * on a tenant's base partition `WS#<ws>#<env>` go to their family's shard, their sort key
 * unchanged; the ledger item of a wallet account becomes its sub-balance 0; the three settings
 * get their copies. Everything else stays.
 *
 * Each item moves in a transaction of its own (Put at the new key if it is not there, Delete of
 * the old one if it still is), so a run stopped anywhere leaves every item in one place, and the
 * next run moves what is left. A moved item carries `moved_at` (`TABLE_DESIGN.movedAttribute`):
 * its Put is an INSERT on the table's stream, which the stream consumers ignore for it.
 */
import { PutCommand, QueryCommand, ScanCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '#shared/db/batch-get.ts';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { withConflictRetry } from '#shared/db/conflict-retry.ts';
import { failedConditionIndexes, isConditionFailed } from '#shared/db/errors.ts';
import { SHARD_COUNTS, shardOf, shardPartition, type ShardFamily } from '#shared/db/shards.ts';
import { TABLE_DESIGN } from '#shared/db/table.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { ENVIRONMENTS, type TenantScope } from '#shared/model/tenancy.ts';

/** The kinds the migration moves, each with its sort-key prefix and the id its shard comes from. */
export const MOVED_KINDS = {
  transfer: { prefix: 'TRANSFER#', family: 'TRANSFER', id: rest },
  transaction: { prefix: 'TXN#', family: 'TXN', id: lastPart },
  transaction_ref: { prefix: 'TXNREF#', family: 'TXN', id: rest },
  event: { prefix: 'EVENT#', family: 'EVENT', id: rest },
  delivery: { prefix: 'DELIVERY#', family: 'DELIVERY', id: rest },
  delivery_attempt: { prefix: 'ATTEMPT#', family: 'DELIVERY', id: lastPart },
  idempotency: { prefix: 'IDEMP#', family: 'IDEMP', id: rest },
  custody_job: { prefix: 'JOB#', family: 'JOB', id: rest },
  /** Not by id: an old ledger item becomes sub-balance 0. */
  balance: { prefix: 'BALANCE#', family: 'BALANCE', id: () => null },
} as const satisfies Record<string, { prefix: string; family: ShardFamily; id: (sk: string) => string | null }>;

/** The settings whose every write also writes a copy in each SETTINGS shard; their base items stay. */
export const COPIED_SETTINGS = ['SETTINGS#TRANSFER_POLICY', 'SETTINGS#NETWORKS', 'SETTINGS#TRANSFER_APPROVALS'] as const;

export type MovedKind = keyof typeof MOVED_KINDS;
/** What a run counts: moved items by kind, and `settings_copy`, the copies written. */
export type CountedKind = MovedKind | 'settings_copy';

/** The ledger's amounts, added into sub-balance 0 when it exists already (`ledger.ts`). */
const LEDGER_AMOUNTS = ['total', 'available', 'reserved', 'pending_inbound'] as const;

function rest(sk: string): string {
  return sk.slice(sk.indexOf('#') + 1);
}
function lastPart(sk: string): string {
  return sk.slice(sk.lastIndexOf('#') + 1);
}

/** The tenant of a base partition `WS#<ws>#<env>`, or null for any other partition (workspace-wide, a shard, a lookup). */
export function baseTenantOf(pk: string): TenantScope | null {
  const parts = pk.split('#');
  if (parts.length !== 3 || parts[0] !== 'WS' || !parts[1]) return null;
  const environment = ENVIRONMENTS.find((e) => e === parts[2]);
  return environment ? { workspaceId: parts[1], environment } : null;
}

/** The moved kind of a sort key, or null (settings' base items included: they stay). */
export function movedKindOf(sk: string): MovedKind | null {
  for (const [kind, def] of Object.entries(MOVED_KINDS)) if (sk.startsWith(def.prefix)) return kind as MovedKind;
  return null;
}

/** The partition an item of a moved kind goes to. */
export function newPartitionOf(scope: TenantScope, kind: MovedKind, sk: string): string {
  const def = MOVED_KINDS[kind];
  const id = def.id(sk);
  return shardPartition(scope, def.family, id === null ? 0 : shardOf(def.family, id));
}

export interface MigrationOptions {
  dryRun: boolean;
  /** Only this workspace's partitions (both environments), read by Query; otherwise the whole table, by Scan. */
  workspaceId?: string;
  /** Parallel Scan segments of a whole-table run. */
  segments?: number;
  now?: () => string;
}

export interface MigrationResult {
  dry_run: boolean;
  /** Per kind, over the table. */
  counts: Partial<Record<CountedKind, number>>;
  /** Per workspace, per kind (the workspaces with something to move only). */
  workspaces: Record<string, Partial<Record<CountedKind, number>>>;
  /** Ledger items added into a sub-balance 0 the new code had written already (a subset of `balance`). */
  merged_balances: number;
  /**
   * Items left where they are because an item with the same key is already at the new place
   * (written by the new code after deploy): `<pk> <sk>`, for the operator to look at.
   */
  conflicts: string[];
}

type Item = Record<string, unknown> & { pk: string; sk: string };

/** Items moved at once: each is its own transaction. */
const CONCURRENCY = 8;

/** Moves (or with `dryRun`, counts) every item of the old layout. */
export async function migrateLayout(options: MigrationOptions): Promise<MigrationResult> {
  const now = options.now ?? (() => new Date().toISOString());
  const result: MigrationResult = { dry_run: options.dryRun, counts: {}, workspaces: {}, merged_balances: 0, conflicts: [] };
  const count = (workspaceId: string, kind: CountedKind, n = 1) => {
    if (n === 0) return;
    result.counts[kind] = (result.counts[kind] ?? 0) + n;
    const perWorkspace = (result.workspaces[workspaceId] ??= {});
    perWorkspace[kind] = (perWorkspace[kind] ?? 0) + n;
  };
  const handle = async (item: Item) => {
    const scope = baseTenantOf(item.pk);
    if (!scope) return;
    if ((COPIED_SETTINGS as readonly string[]).includes(item.sk)) {
      count(scope.workspaceId, 'settings_copy', await copySetting(scope, item, options.dryRun, now()));
      return;
    }
    const kind = movedKindOf(item.sk);
    if (!kind) return;
    if (options.dryRun) {
      count(scope.workspaceId, kind);
      return;
    }
    const outcome = await moveItem(scope, kind, item, now());
    if (outcome === 'moved' || outcome === 'merged') count(scope.workspaceId, kind);
    if (outcome === 'merged') result.merged_balances++;
    if (outcome === 'conflict') result.conflicts.push(`${item.pk} ${item.sk}`);
  };
  for await (const page of pages(options)) await inPool(page, handle);
  return result;
}

/** Pages of candidate items: the workspace's base partitions, or the whole table in parallel segments. */
async function* pages(options: MigrationOptions): AsyncGenerator<Item[]> {
  const kinds = [...Object.values(MOVED_KINDS).map((d) => d.prefix), ...COPIED_SETTINGS];
  const values: Record<string, string> = Object.fromEntries(kinds.map((prefix, i) => [`:k${i}`, prefix]));
  const kindFilter = kinds.map((_, i) => `begins_with(sk, :k${i})`).join(' OR ');
  if (options.workspaceId) {
    for (const environment of ENVIRONMENTS) {
      let start: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new QueryCommand({
            TableName: TABLE_NAME,
            // A Query cannot filter on its sort key: every item of the partition comes back, `handle` picks.
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': `WS#${options.workspaceId}#${environment}` },
            ExclusiveStartKey: start,
          }),
        );
        yield (page.Items ?? []) as Item[];
        start = page.LastEvaluatedKey;
      } while (start);
    }
    return;
  }
  const segments = options.segments ?? 4;
  // Segments are read side by side, a page of each at a time.
  const starts: (Record<string, unknown> | undefined | null)[] = Array.from({ length: segments }, () => undefined);
  while (starts.some((s) => s !== null)) {
    const batch = await Promise.all(
      starts.map(async (start, segment) => {
        if (start === null) return [];
        const page = await db.send(
          new ScanCommand({
            TableName: TABLE_NAME,
            Segment: segment,
            TotalSegments: segments,
            FilterExpression: `begins_with(pk, :ws) AND (${kindFilter})`,
            ExpressionAttributeValues: { ...values, ':ws': 'WS#' },
            ExclusiveStartKey: start,
          }),
        );
        starts[segment] = page.LastEvaluatedKey ?? null;
        return (page.Items ?? []) as Item[];
      }),
    );
    yield batch.flat();
  }
}

async function inPool<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

type MoveOutcome = 'moved' | 'merged' | 'gone' | 'conflict';

/**
 * Moves one item: Put at its new key unless something is there, Delete of the old key while it is
 * there. A ledger item whose sub-balance 0 exists already is added into it instead. `gone`: another
 * run moved it first.
 */
async function moveItem(scope: TenantScope, kind: MovedKind, item: Item, at: string): Promise<MoveOutcome> {
  const pk = newPartitionOf(scope, kind, item.sk);
  const removeOld: TransactItem = {
    Delete: { TableName: TABLE_NAME, Key: { pk: item.pk, sk: item.sk }, ConditionExpression: 'attribute_exists(pk)' },
  };
  const put: TransactItem = {
    Put: {
      TableName: TABLE_NAME,
      Item: { ...item, pk, [TABLE_DESIGN.movedAttribute]: at },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  const outcome = await attempt([put, removeOld]);
  if (outcome !== 'first') return outcome === 'ok' ? 'moved' : 'gone';
  if (kind !== 'balance') return 'conflict';
  // Sub-balance 0 was written by the new code: the old amounts are added into it.
  const amounts = LEDGER_AMOUNTS.filter((a) => typeof item[a] === 'number' || typeof item[a] === 'bigint');
  const merge: TransactItem = {
    Update: {
      TableName: TABLE_NAME,
      Key: { pk, sk: item.sk },
      UpdateExpression: `SET #moved = :at ADD ${amounts.map((_, i) => `#a${i} :a${i}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#moved': TABLE_DESIGN.movedAttribute, ...Object.fromEntries(amounts.map((a, i) => [`#a${i}`, a])) },
      ExpressionAttributeValues: { ':at': at, ...Object.fromEntries(amounts.map((a, i) => [`:a${i}`, item[a]])) },
    },
  };
  const merged = await attempt([merge, removeOld]);
  return merged === 'ok' ? 'merged' : 'gone';
}

/** Runs a two-item transaction: `ok`, or which item's condition failed (the second's first: the old item is gone). */
async function attempt(items: [TransactItem, TransactItem]): Promise<'ok' | 'first' | 'second'> {
  try {
    await withConflictRetry(() => db.send(new TransactWriteCommand({ TransactItems: items })));
    return 'ok';
  } catch (error) {
    const failed = failedConditionIndexes(error);
    if (failed.includes(1)) return 'second';
    if (failed.includes(0)) return 'first';
    throw error;
  }
}

/**
 * Writes the setting's copy in each SETTINGS shard that lacks it or holds an older version; the
 * number written (with `dryRun`, that would be). A copy the new code wrote since (same or higher
 * version) is kept.
 */
async function copySetting(scope: TenantScope, base: Item, dryRun: boolean, at: string): Promise<number> {
  const version = typeof base.version === 'number' || typeof base.version === 'bigint' ? Number(base.version) : 0;
  let written = 0;
  const keys = Array.from({ length: SHARD_COUNTS.SETTINGS }, (_, k) => ({ pk: shardPartition(scope, 'SETTINGS', k), sk: base.sk }));
  const copyAt = await batchGetItems(keys, true);
  for (const key of keys) {
    const copy = copyAt(key);
    if (copy && Number(copy.version ?? 0) >= version) continue;
    if (dryRun) {
      written++;
      continue;
    }
    try {
      await db.send(
        new PutCommand({
          TableName: TABLE_NAME,
          Item: { ...base, ...key, [TABLE_DESIGN.movedAttribute]: at },
          ConditionExpression: 'attribute_not_exists(pk) OR #version < :version',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':version': version },
        }),
      );
      written++;
    } catch (error) {
      // A newer copy got there between the read and the write: it stays.
      if (!isConditionFailed(error)) throw error;
    }
  }
  return written;
}
