/** The item type of a TransactWriteItems call, and the call itself. */
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from '#shared/db/client.ts';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Writes all items or none. */
export async function transact(items: TransactItem[]): Promise<void> {
  await db.send(new TransactWriteCommand({ TransactItems: items }));
}
