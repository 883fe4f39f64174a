/**
 * Reads every item of the test table, to prove what is (and is not) stored. Numbers beyond
 * 2^53 (ledger amounts) come back from DynamoDB as BigInt; they are given as decimal strings so
 * callers can JSON-serialise what they scanned.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';

const plain = (item: Record<string, unknown>) =>
  JSON.parse(JSON.stringify(item, (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))) as Record<
    string,
    unknown
  >;

export async function scanAll(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: TABLE_NAME, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []).map(plain));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
