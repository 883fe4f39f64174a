/**
 * Everything a workspace holds in the table (its workspace-wide partition, both environment
 * partitions and their shards), to prove a request changed nothing. `last_used_at` is left out: every
 * authenticated request may record it, by design.
 */
import { isDeepStrictEqual } from 'node:util';
import { ExecuteStatementCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import * as keys from '#shared/db/keys.ts';
import { SHARD_COUNTS, shardPartitions, type ShardFamily } from '#shared/db/shards.ts';

export type Snapshot = Record<string, Record<string, unknown>>;

export async function snapshotWorkspace(workspaceId: string): Promise<Snapshot> {
  const snapshot: Snapshot = {};
  const tenants = (['sandbox', 'live'] as const).map((environment) => ({ workspaceId, environment }));
  // Every shard partition of every family (shared/db/shards.ts), so a change to a sharded item shows.
  const partitions = [
    keys.workspace(workspaceId),
    ...tenants.flatMap((tenant) => [
      keys.tenant(tenant),
      ...(Object.keys(SHARD_COUNTS) as ShardFamily[]).flatMap((family) => shardPartitions(tenant, family)),
    ]),
  ];
  for (const item of await partitionItems(partitions)) {
    const { last_used_at: _ignored, ...rest } = item;
    snapshot[`${item.pk} ${item.sk}`] = rest;
  }
  return snapshot;
}

/**
 * PartiQL's `IN` takes at most this many partition key values, each statement that many: a
 * Query per partition would make some 150 requests per snapshot, most of them to empty shards,
 * and the suites that compare a snapshot before and after every faulted call take several.
 */
const PARTITIONS_PER_STATEMENT = 50;

/** Every item of these partitions, strongly consistent: one statement per PARTITIONS_PER_STATEMENT, in parallel. */
export async function partitionItems(pks: readonly string[]): Promise<Record<string, unknown>[]> {
  const chunks: string[][] = [];
  for (let i = 0; i < pks.length; i += PARTITIONS_PER_STATEMENT) chunks.push(pks.slice(i, i + PARTITIONS_PER_STATEMENT));
  return (await Promise.all(chunks.map(statementItems))).flat();
}

async function statementItems(pks: string[]): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let nextToken: string | undefined;
  do {
    const page = await db.send(
      new ExecuteStatementCommand({
        Statement: `SELECT * FROM "${TABLE_NAME}" WHERE pk IN [${pks.map(() => '?').join(', ')}]`,
        Parameters: pks,
        ConsistentRead: true,
        NextToken: nextToken,
      }),
    );
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    nextToken = page.NextToken;
  } while (nextToken);
  return items;
}

/** Whatever order a read returns items and attributes in; balances beyond 2^53 are BigInts. */
const sameSnapshot = (a: Snapshot, b: Snapshot): boolean => isDeepStrictEqual(a, b);

/**
 * An event the outbox has not fanned out yet: the fan-out records `deliveries_total` on every
 * event, so a snapshot holding one without it will still change, however quiet it looked.
 */
const awaitsFanOut = (s: Snapshot): boolean =>
  Object.values(s).some((item) => item.entity === 'event' && item.deliveries_total === undefined);

/** Waits until two snapshots in a row are equal and every event is fanned out (the stream and queue consumers are done). */
export async function settledSnapshot(workspaceId: string, timeoutMs = 10_000): Promise<Snapshot> {
  const deadline = Date.now() + timeoutMs;
  let previous = await snapshotWorkspace(workspaceId);
  for (;;) {
    await new Promise((r) => setTimeout(r, 400));
    const next = await snapshotWorkspace(workspaceId);
    if ((sameSnapshot(next, previous) && !awaitsFanOut(next)) || Date.now() > deadline) return next;
    previous = next;
  }
}
