/**
 * Reads every item of the test stack's table and reports any API token, webhook signing secret
 * or planted identity number stored in it. Only SHA-256 hashes and 12-character prefixes of
 * tokens may be stored, signing secrets only sealed; identity numbers are used for a lookup and
 * never stored.
 */
import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { scanText, type Finding } from './patterns.ts';

/** Amounts beyond 2^53 (balances) unmarshall to BigInt, which JSON.stringify refuses. */
const bigintAsText = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

export async function scanStoredItems(
  endpoint: string,
  region: string,
  tableName: string,
  planted: readonly string[],
): Promise<{ items: number; findings: Finding[] }> {
  const client = new DynamoDBClient({ endpoint, region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const findings: Finding[] = [];
  let items = 0;
  let startKey: Record<string, never> | undefined;
  try {
    do {
      const page = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: startKey }));
      for (const raw of page.Items ?? []) {
        items++;
        const item = unmarshall(raw);
        // Signing secrets are stored sealed: one in clear is a finding too.
        findings.push(
          ...scanText(`item ${item.pk} ${item.sk}`, JSON.stringify(item, bigintAsText), planted).map((f) => ({ ...f, line: items })),
        );
      }
      startKey = page.LastEvaluatedKey as Record<string, never> | undefined;
    } while (startKey);
  } finally {
    client.destroy();
  }
  return { items, findings };
}
