/**
 * Several items as of one instant (TransactGetItems): no write lands between the reads, so items
 * that change together are seen together. It costs twice a strongly consistent read per item, so
 * use it only where a mixed answer would be wrong. Kept apart from `transact.ts` so that only the
 * functions that read this way bundle it.
 */
import { TransactGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { withConflictRetry } from '#shared/db/conflict-retry.ts';
import type { ItemKey } from '#shared/db/batch-get.ts';

/**
 * The items of `keys`, in order (`undefined` where none exists). A read cancelled by a write in
 * flight on one of the items (`TransactionConflict`) is tried again, as a write would be.
 */
export async function transactGetItems(keys: readonly ItemKey[]): Promise<(Record<string, unknown> | undefined)[]> {
  const out = await withConflictRetry(() =>
    db.send(new TransactGetCommand({ TransactItems: keys.map((k) => ({ Get: { TableName: TABLE_NAME, Key: { pk: k.pk, sk: k.sk } } })) })),
  );
  return keys.map((_, i) => out.Responses?.[i]?.Item as Record<string, unknown> | undefined);
}
