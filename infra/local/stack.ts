/**
 * The local stack: DynamoDB Local (with the table's stream), the SQS emulator, the local API
 * gateway, and the queue and stream pollers, running the same handlers as AWS, plus a seeded
 * workspace. One per process: the handlers read their configuration once, at import.
 */
import type { LocalStackState } from '#infra/local/state-file.ts';
import { join, resolve } from 'node:path';
import { queues } from '#shared/queues.ts';
import { streamConsumers } from '#shared/streams.ts';
import { dlqUrlEnv } from '#infra/constructs/queue-env.ts';
import { localDynamoClient, startDynamoDbLocal } from '#infra/local/dynamodb-local.ts';
import { FAULT_SCOPE_HEADER, runInFaultScope } from '#infra/local/faults.ts';
import { handleFaultRequest } from '#infra/local/fault-routes.ts';
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

/** The running stack: the endpoints its state file records (less the pid), the seed, and `stop`. */
export interface LocalStack extends Omit<LocalStackState, 'pid'> {
  seedToken: string;
  workspaceId: string;
  /** Stops pollers, gateway, emulators and the DynamoDB Local Java process. */
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
    const [table, localQueues] = await Promise.all([
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
      // Each queue's URL and its DLQ's: a consumer may move a message to the DLQ itself.
      queueUrlEnv: Object.fromEntries(localQueues.flatMap((q) => [[q.def.urlEnv, q.url], [dlqUrlEnv(q.def), q.dlqUrl]])),
    });

    // Imported only now: the route table, the handlers and the shared clients read configuration at import.
    const { installSharedClientFaults } = await import('#infra/local/shared-client-faults.ts');
    await installSharedClientFaults();
    const { startGateway } = await import('#infra/local/gateway.ts');
    const { startLocalConsumers } = await import('#infra/local/consumers.ts');
    const gateway = await startGateway({
      port: options.port ?? 3000,
      quiet: options.quiet ?? false,
      functionPrefix: tableName,
      // Local only: the fault-injection endpoint, and each request's SDK calls in its fault scope.
      intercept: handleFaultRequest,
      around: (headers, invoke) => runInFaultScope(headers[FAULT_SCOPE_HEADER], invoke),
    });
    stops.push(gateway.stop);
    stops.push(
      await startLocalConsumers({
        queues: localQueues,
        streamConsumers,
        sqs,
        dynamodbEndpoint: dynamo.value.endpoint,
        streamArn: table.streamArn,
        region: REGION,
        functionPrefix: tableName,
        ...(options.quiet ? { quiet: true } : {}),
      }),
    );
    const seed = await seedWorkspace(dataDir);
    let stopping: Promise<void> | undefined;
    return {
      apiUrl: gateway.url,
      dynamodbEndpoint: dynamo.value.endpoint,
      sqsEndpoint: sqsServer.value.address,
      tableName,
      streamArn: table.streamArn,
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
