/**
 * Writing an item under a key that must be new. The SDK sends a write again when its answer is
 * lost (a deadline that fired after DynamoDB acted); the retry then meets the item its own first
 * attempt wrote. That is success, not a collision: the item in the way is recognised as this
 * write's by a field whose value only this write could have put there (`own`).
 */
import type { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { isConditionFailed } from '#shared/db/errors.ts';

/** Puts `item` unless its key exists; throws the condition failure when another item holds it. */
export async function insertNew(item: Record<string, unknown> & { pk: string; sk: string }, own: string): Promise<void> {
  try {
    await db.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: item,
        ConditionExpression: 'attribute_not_exists(pk)',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
  } catch (error) {
    if (isConditionFailed(error) && ownWrite(error as ConditionalCheckFailedException, own, item[own])) return;
    throw error;
  }
}

function ownWrite(error: ConditionalCheckFailedException, field: string, value: unknown): boolean {
  const held = error.Item?.[field];
  return typeof value === 'string' && held?.S === value;
}
