/** Creates the single table in DynamoDB Local the way the CDK stack declares it. */
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { TABLE_DESIGN } from '#shared/db/table.ts';

/**
 * The stream the stream consumers (`shared/streams.ts`) read: new images only, as in the CDK
 * data stack. The consumers need the item that was inserted, never the one it replaced.
 */
export const STREAM_SPECIFICATION = { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' } as const;

export interface EnsuredTable {
  outcome: 'created' | 'existing';
  /** The table's current stream (`LatestStreamArn`), which the local stream poller reads. */
  streamArn: string;
}

/** TABLE_DESIGN's global secondary indexes: string keys, keys-only projection, as the CDK data stack declares them. */
const INDEXES = Object.values(TABLE_DESIGN.indexes).map((index) => ({
  IndexName: index.name,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'KEYS_ONLY' as const },
}));
const INDEX_ATTRIBUTES = Object.values(TABLE_DESIGN.indexes).flatMap((index) => [
  { AttributeName: index.partitionKey, AttributeType: 'S' as const },
  { AttributeName: index.sortKey, AttributeType: 'S' as const },
]);

/**
 * Creates the table (string `pk`/`sk`, on-demand, NEW_IMAGE stream, TABLE_DESIGN's indexes) and
 * turns on TTL, unless it exists already: a persisted stack restarts with its data. A table from
 * an older data folder without a stream gets one, and each index it lacks.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<EnsuredTable> {
  let table = await describeTable(client, tableName);
  const outcome = table ? 'existing' : 'created';
  if (!table) {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: TABLE_DESIGN.partitionKey, AttributeType: 'S' },
          { AttributeName: TABLE_DESIGN.sortKey, AttributeType: 'S' },
          ...INDEX_ATTRIBUTES,
        ],
        GlobalSecondaryIndexes: INDEXES,
        KeySchema: [
          { AttributeName: TABLE_DESIGN.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_DESIGN.sortKey, KeyType: 'RANGE' },
        ],
        StreamSpecification: STREAM_SPECIFICATION,
      }),
    );
  } else if (!table.StreamSpecification?.StreamEnabled) {
    await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: STREAM_SPECIFICATION }));
  } else if (table.StreamSpecification.StreamViewType !== STREAM_SPECIFICATION.StreamViewType) {
    // DynamoDB cannot change a stream's view type in place: it must be disabled first.
    throw new Error(
      `Table ${tableName} has a ${table.StreamSpecification.StreamViewType} stream; NEW_IMAGE is needed. Use a fresh --data-dir.`,
    );
  }
  // A table created above has them all; one from an older data folder may lack some.
  const present = new Set(
    outcome === 'created' ? INDEXES.map((i) => i.IndexName) : (table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName),
  );
  for (const index of INDEXES.filter((i) => !present.has(i.IndexName))) {
    // One index per UpdateTable, as in DynamoDB; DynamoDB Local builds it at once.
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: INDEX_ATTRIBUTES,
        GlobalSecondaryIndexUpdates: [{ Create: index }],
      }),
    );
  }
  table = await describeTable(client, tableName);
  const streamArn = table?.LatestStreamArn;
  if (!streamArn) throw new Error(`DynamoDB Local reports no stream on table ${tableName}.`);
  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TABLE_DESIGN.ttlAttribute, Enabled: true },
      }),
    );
  }
  return { outcome, streamArn };
}

async function describeTable(client: DynamoDBClient, tableName: string): Promise<TableDescription | null> {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table ?? null;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return null;
    throw error;
  }
}
