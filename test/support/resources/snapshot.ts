/**
 * Everything a workspace holds in the table (its workspace-wide partition and both environment
 * partitions), to prove a request changed nothing. `last_used_at` is left out: every
 * authenticated request may record it, by design.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import * as keys from '#shared/db/keys.ts';

export type Snapshot = Record<string, Record<string, unknown>>;

export async function snapshotWorkspace(workspaceId: string): Promise<Snapshot> {
  const snapshot: Snapshot = {};
  const partitions = [
    keys.workspace(workspaceId),
    keys.tenant({ workspaceId, environment: 'sandbox' }),
    keys.tenant({ workspaceId, environment: 'live' }),
  ];
  for (const pk of partitions) {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await db.send(
        new QueryCommand({
          TableName: TABLE_NAME,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': pk },
          ExclusiveStartKey: startKey,
          ConsistentRead: true,
        }),
      );
      for (const item of page.Items ?? []) {
        const { last_used_at: _ignored, ...rest } = item;
        snapshot[`${item.pk} ${item.sk}`] = rest;
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  }
  return snapshot;
}

/** Balances beyond 2^53 come back as BigInt, which JSON.stringify refuses: compare them as text. */
const sameSnapshot = (a: Snapshot, b: Snapshot): boolean => {
  const text = (s: Snapshot) => JSON.stringify(s, (_key, value) => (typeof value === 'bigint' ? `${value}n` : value));
  return text(a) === text(b);
};

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
