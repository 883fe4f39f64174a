/**
 * Seeds active API keys straight into the table, for tests that need a workspace near its cap
 * on active keys (shared/limits.ts) without making a hundred requests: the items a create writes
 * (record and lookup item, the record holding its place) in batches, and the counter moved by
 * as many more places, as the creates would have left it.
 */
import { BatchWriteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { limitCounterKey } from '#shared/db/limit-counters.ts';
import { apiKeyPuts, prepareApiKey } from '#shared/domain/api-keys/api-keys.ts';

/** Runs an idempotent write again when the shared test machine is too slow to answer in time. */
async function patiently<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= 5 || (error as Error).name !== 'TimeoutError') throw error;
    }
  }
}

/** Adds `count` active, never-expiring `wallets:read` keys to the workspace; returns their ids. */
export async function seedActiveKeys(workspaceId: string, count: number): Promise<string[]> {
  const createdBy = { id: crypto.randomUUID(), email: 'seeded@test.local', display_name: 'Seeded' };
  const records = Array.from(
    { length: count },
    (_, i) => prepareApiKey({ workspaceId, name: `seeded ${i}`, scopes: ['wallets:read'], expiresAt: null, createdBy }).record,
  );
  const items = records.flatMap((r) => apiKeyPuts(r).map((put) => put.Put!.Item!));
  for (let i = 0; i < items.length; i += 25) {
    let batch = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (batch.length > 0) {
      const out = await patiently(() => db.send(new BatchWriteCommand({ RequestItems: { [TABLE_NAME]: batch } })));
      batch = (out.UnprocessedItems?.[TABLE_NAME] ?? []) as typeof batch;
    }
  }
  // Set, not added: a retried write must not count twice. Nothing else writes this new workspace's counter meanwhile.
  const counter = limitCounterKey.apiKeys(workspaceId);
  const before =
    (await patiently(() => db.send(new GetCommand({ TableName: TABLE_NAME, Key: counter, ConsistentRead: true })))).Item?.count ?? 0;
  await patiently(() =>
    db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: counter,
        UpdateExpression: 'SET #count = :n',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':n': before + count },
      }),
    ),
  );
  return records.map((r) => r.id);
}
