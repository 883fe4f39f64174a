/**
 * The local stack: DynamoDB Local, the SQS emulator, the local API gateway and the queue
 * pollers, running the same handlers as AWS, plus a seeded workspace. One per process: the
 * handlers read their configuration once, at import.
 */
import { join, resolve } from 'node:path';
import { queues } from '#shared/queues.ts';
import { localDynamoClient, startDynamoDbLocal } from '#infra/local/dynamodb-local.ts';
import { createEntryLoader } from '#infra/local/entry-loader.ts';
import { applyLocalEnv } from '#infra/local/local-env.ts';
import { seedWorkspace } from '#infra/local/seed.ts';
import { ensureQueues, localSqsClient, sqsDataDir, startSqsLocal } from '#infra/local/sqs-local.ts';
import { ensureTable } from '#infra/local/table.ts';

export interface LocalStackOptions {
  /** Gateway port; 0 picks a free one. Default 3000. */
  port?: number;
  /** Persist DynamoDB, SQS and the seed here; in memory when absent. */
  dataDir?: string;
  tableName?: string;
  /** No per-request log lines. */
  quiet?: boolean;
}

export interface LocalStack {
  apiUrl: string;
  dynamodbEndpoint: string;
  sqsEndpoint: string;
  tableName: string;
  region: string;
  queueUrls: Record<string, string>;
  seedToken: string;
  workspaceId: string;
  /** Stops pollers, gateway, emulator and the DynamoDB Local Java process. */
  stop(): Promise<void>;
}

const REGION = 'us-east-1';

/** Starts everything and resolves when the API answers; on failure stops what it started. */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const tableName = options.tableName ?? 'wallet-local';
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    // Reverse order: consumers and gateway before the stores they use.
    for (const stop of stops.splice(0).reverse()) await stop().catch((e) => console.error('[local] stop failed:', e));
  };
  try {
    // Java takes the longest to start, so the two stores start side by side.
    const [dynamo, sqsServer] = await Promise.allSettled([
      startDynamoDbLocal({ region: REGION, ...(dataDir ? { dataDir: join(dataDir, 'dynamodb') } : {}) }),
      startSqsLocal({ region: REGION, ...(dataDir ? { dataDir: sqsDataDir(dataDir) } : {}) }),
    ]);
    if (dynamo.status === 'fulfilled') stops.push(dynamo.value.stop);
    if (sqsServer.status === 'fulfilled') stops.push(() => sqsServer.value.stop());
    if (dynamo.status === 'rejected') throw dynamo.reason;
    if (sqsServer.status === 'rejected') throw sqsServer.reason;

    const ddb = localDynamoClient(dynamo.value.endpoint, REGION);
    const sqs = localSqsClient(sqsServer.value.address, REGION);
    stops.push(async () => sqs.destroy());
    const [, localQueues] = await Promise.all([
      ensureTable(ddb, tableName).finally(() => ddb.destroy()),
      ensureQueues(sqs, sqsServer.value.address, tableName, queues),
    ]);
    const queueUrls: Record<string, string> = {};
    for (const q of localQueues) Object.assign(queueUrls, { [q.def.id]: q.url, [`${q.def.id}-dlq`]: q.dlqUrl });
    applyLocalEnv({
      tableName,
      region: REGION,
      dynamodbEndpoint: dynamo.value.endpoint,
      sqsEndpoint: sqsServer.value.address,
      queueUrlEnv: Object.fromEntries(localQueues.map((q) => [q.def.urlEnv, q.url])),
    });

    // Imported only now: the route table and the handlers may read configuration at import.
    const { startGateway } = await import('#infra/local/gateway.ts');
    const { startQueuePoller } = await import('#infra/local/queue-poller.ts');
    const gateway = await startGateway({ port: options.port ?? 3000, quiet: options.quiet ?? false, functionPrefix: tableName });
    stops.push(gateway.stop);
    const loadHandler = createEntryLoader();
    for (const q of localQueues) {
      const consumer = q.def.consumer;
      if (!consumer) continue;
      const poller = await startQueuePoller({
        queueUrl: q.url,
        sqs,
        region: REGION,
        batchSize: q.def.batchSize,
        visibilityTimeoutSeconds: q.def.visibilityTimeoutSeconds,
        timeoutMs: q.def.consumerTimeoutSeconds * 1000,
        functionName: `${tableName}-${q.def.id}-consumer`,
        handler: async (event, context) => (await loadHandler(consumer))(event as never, context as never),
        ...(options.quiet ? { log: () => undefined } : {}),
      });
      stops.push(poller.stop);
    }
    const seed = await seedWorkspace(dataDir);
    let stopping: Promise<void> | undefined;
    return {
      apiUrl: gateway.url,
      dynamodbEndpoint: dynamo.value.endpoint,
      sqsEndpoint: sqsServer.value.address,
      tableName,
      region: REGION,
      queueUrls,
      seedToken: seed.token,
      workspaceId: seed.workspaceId,
      stop: () => (stopping ??= stopAll()),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
