/**
 * Every item of a partition whose sort key starts with a prefix, page after page: for the few
 * reads that need a whole set (a tenant's ledger, a key's children, a chain's custody addresses),
 * never for a listing a caller pages through (`query-page.ts`).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';

export interface QueryAll {
  pk: string;
  prefix: string;
  /** Strongly consistent reads (the caller acts on what it read). */
  consistent?: boolean;
  /** A filter expression, with its own `:values` (DynamoDB still reads, and bills, what it filters out). */
  filter?: { expression: string; values: Record<string, unknown> };
}

export async function queryAll<T>(query: QueryAll): Promise<T[]> {
  const all: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await db.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ...(query.filter ? { FilterExpression: query.filter.expression } : {}),
        ExpressionAttributeValues: { ':pk': query.pk, ':prefix': query.prefix, ...query.filter?.values },
        ...(query.consistent ? { ConsistentRead: true } : {}),
        ExclusiveStartKey: startKey,
      }),
    );
    all.push(...((out.Items ?? []) as T[]));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return all;
}
