/**
 * Several items by key in one BatchGetItem (up to 100 keys), for a use case that needs them
 * all at once: one round trip instead of one per item. Keys DynamoDB leaves unprocessed (under
 * throttling) are asked for again after a short pause.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';

export interface ItemKey {
  pk: string;
  sk: string;
}

const MAX_ROUNDS = 5;

/** The items found, to look up by key; `consistent` applies to every key (one flag per table). */
export async function batchGetItems(
  keys: readonly ItemKey[],
  consistent = false,
): Promise<(key: ItemKey) => Record<string, unknown> | undefined> {
  const found = new Map<string, Record<string, unknown>>();
  const id = (k: ItemKey) => `${k.pk}\u0000${k.sk}`;
  let pending: ItemKey[] = [...new Map(keys.map((k) => [id(k), { pk: k.pk, sk: k.sk }])).values()];
  for (let round = 0; pending.length > 0; round++) {
    if (round === MAX_ROUNDS) throw new Error(`BatchGetItem left ${pending.length} key(s) unprocessed after ${MAX_ROUNDS} rounds`);
    if (round > 0) await new Promise((r) => setTimeout(r, 25 * 2 ** round));
    const out = await db.send(new BatchGetCommand({ RequestItems: { [TABLE_NAME]: { Keys: pending, ConsistentRead: consistent } } }));
    for (const item of out.Responses?.[TABLE_NAME] ?? []) found.set(id(item as ItemKey), item);
    pending = (out.UnprocessedKeys?.[TABLE_NAME]?.Keys ?? []) as ItemKey[];
  }
  return (key) => found.get(id(key));
}
