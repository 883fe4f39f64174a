/**
 * The local stack: DynamoDB Local (with the table's stream), the SQS emulator, the local API
 * gateway, and the queue and stream pollers, running the same handlers as AWS, plus a seeded
 * workspace. One per process: the handlers read their configuration once, at import.
 */
import type { LocalStackState } from '#infra/local/state-file.ts';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { queues } from '#shared/queues.ts';
import { streamConsumers } from '#shared/streams.ts';
import { schedules } from '#shared/schedules.ts';
import { dlqUrlEnv } from '#shared/queues.ts';
import { kmsKeys } from '#shared/kms-keys.ts';
import { secrets } from '#shared/secrets.ts';
import { pickSettings } from '#shared/wiring/settings.ts';
import { freePort } from '#infra/local/free-port.ts';
import { localDynamoClient, startDynamoDbLocal } from '#infra/local/dynamodb-local.ts';
import { handleFaultRequest } from '#infra/local/fault-routes.ts';
import { createAwsCallLog } from '#infra/local/functions/aws-call-log.ts';
import { localEnvironment } from '#infra/local/functions/environment.ts';
import { startFunctionHost } from '#infra/local/functions/host.ts';
import { inspectRoutes } from '#infra/local/functions/inspect-routes.ts';
import { localAws, type LocalResources } from '#infra/local/functions/local-aws.ts';
import { startAwsStandIns, type StandInResources } from '#infra/local/functions/aws-standins.ts';
import { startMotoKms } from '#infra/local/kms/moto.ts';
import { startLocalChain } from '#infra/local/chain/local-chain.ts';
import { enableLocalLiveCustody, mineEverySecond, type LocalLiveCustody } from '#infra/local/live-custody.ts';
import { applyLocalEnv, localOnlyVariables, type LocalEnv } from '#infra/local/local-env.ts';
import { REPO_ROOT } from '#infra/local/entry-loader.ts';
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
  /** The seed owner's one-time enrolment link, as a path under the API's origin (docs/members.md). */
  ownerEnrolmentPath: string;
  workspaceId: string;
  /** moto's KMS behind the stand-ins (custody's secp256k1 keys), or why the stack runs without it. */
  custodyKms: { url: string } | { unavailable: string };
  /** Whether live custody is on (moto and the local chain both run), and why not. */
  liveCustody: LocalLiveCustody;
  /** The environment of a function of the function table, as its worker gets it. */
  environmentOf(functionId: string): Record<string, string>;
  /** Stops pollers, gateway, emulators, moto and the DynamoDB Local Java process. */
  stop(): Promise<void>;
}

const REGION = 'us-east-1';

/** The local KMS's master key: kept in the data folder when there is one, so sealed values still open after a restart. */
function localKmsMasterKey(dataDir: string | undefined): Buffer {
  if (!dataDir) return randomBytes(32);
  const file = join(dataDir, 'local-kms.key');
  if (existsSync(file)) return readFileSync(file);
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/**
 * The stack's table, queues, secrets and KMS keys. AWS publishes no local Secrets Manager or KMS:
 * each secret of `shared/secrets.ts` gets a local ARN and its value from `npm start`'s
 * environment, and each key of `shared/kms-keys.ts` a local ARN (aws-standins.ts serves both).
 */
function localResources(
  tableName: string,
  localQueues: readonly { def: { id: string }; url: string; dlqUrl: string }[],
): LocalResources & Omit<StandInResources, 'kmsMasterKey'> {
  return {
    kmsKeys: kmsKeys.map((k) => ({ id: k.id, arn: `arn:aws:kms:${REGION}:000000000000:key/${tableName}-${k.id}` })),
    tableName,
    queues: localQueues.map((q) => ({ id: q.def.id, url: q.url, dlqUrl: q.dlqUrl })),
    secrets: secrets.map((s) => ({
      id: s.id,
      arn: `arn:aws:secretsmanager:${REGION}:000000000000:secret:${tableName}/${s.id}`,
      value: process.env[s.localValueEnv],
    })),
  };
}

/** Where the stack's table, queues, stand-ins and region are (its state file records them). */
export type StackEndpoints = Pick<LocalStackState, 'tableName' | 'region' | 'dynamodbEndpoint' | 'sqsEndpoint' | 'awsStandInEndpoint'>;

/** The stack's resources as its state file records them, for a process other than the stack's own. */
export function resourcesFromState(state: Pick<LocalStackState, 'tableName' | 'queueUrls' | 'secretArns' | 'kmsKeyArns'>): LocalResources {
  const known = (kind: string, id: string, value: string | undefined) => {
    if (!value) throw new Error(`The local stack's state file has no ${kind} ${id}.`);
    return value;
  };
  return {
    tableName: state.tableName,
    queues: queues.map((q) => ({
      id: q.id,
      url: known('queue', q.id, state.queueUrls[q.id]),
      dlqUrl: known('queue', `${q.id}-dlq`, state.queueUrls[`${q.id}-dlq`]),
    })),
    secrets: secrets.map((s) => ({ id: s.id, arn: known('secret', s.id, state.secretArns[s.id]) })),
    kmsKeys: kmsKeys.map((k) => ({ id: k.id, arn: known('KMS key', k.id, state.kmsKeyArns[k.id]) })),
  };
}

/**
 * The environment of a process that runs shared code against the stack itself (the stack's own
 * process for the seed and its tooling; the bench's): each queue's URL and its DLQ's, each KMS
 * key's ARN and the stand-ins' endpoints.
 */
export function processEnvironment(resources: LocalResources, endpoints: StackEndpoints): LocalEnv {
  const queueEnv = queues.flatMap((def) => {
    const q = resources.queues.find((r) => r.id === def.id)!;
    return [
      [def.urlEnv, q.url],
      [dlqUrlEnv(def), q.dlqUrl],
    ];
  });
  return {
    tableName: endpoints.tableName,
    region: endpoints.region,
    dynamodbEndpoint: endpoints.dynamodbEndpoint,
    sqsEndpoint: endpoints.sqsEndpoint,
    resourceEnv: {
      KMS_ENDPOINT: endpoints.awsStandInEndpoint,
      SECRETS_MANAGER_ENDPOINT: endpoints.awsStandInEndpoint,
      ...Object.fromEntries(queueEnv),
      ...Object.fromEntries(kmsKeys.map((k) => [k.arnEnv, resources.kmsKeys.find((r) => r.id === k.id)!.arn])),
    },
  };
}

/** Each function's environment, as its worker gets it, with the deployment settings in force. */
export function functionEnvironments(
  resources: LocalResources,
  endpoints: StackEndpoints,
  settings: Readonly<Record<string, string>>,
): (functionId: string) => Record<string, string> {
  const localOnly = localOnlyVariables({
    dynamodb: endpoints.dynamodbEndpoint,
    sqs: endpoints.sqsEndpoint,
    awsStandIns: endpoints.awsStandInEndpoint,
    region: endpoints.region,
  });
  return (functionId) => localEnvironment({ resources, stage: 'local', settings, localOnly }, functionId);
}

/**
 * Points this process at a stack running in another (`startStackProcess`) as the stack points its
 * own process, for code that runs shared modules and handlers in process against it (the bench):
 * endpoints, resource variables and the settings in force. Returns each function's environment.
 */
export function pointAtStack(state: LocalStackState): (functionId: string) => Record<string, string> {
  const resources = resourcesFromState(state);
  applyLocalEnv(processEnvironment(resources, state));
  Object.assign(process.env, state.settings);
  return functionEnvironments(resources, state, state.settings);
}

/**
 * The WebAuthn relying party of a local stack: `localhost` (WebAuthn refuses an IP address as its
 * id) and the stack's own origin on it. Set in `npm start`'s environment, either wins.
 */
export function localWebAuthnSettings(port: number): { WEBAUTHN_RP_ID: string; WEBAUTHN_ORIGINS: string } {
  return { WEBAUTHN_RP_ID: 'localhost', WEBAUTHN_ORIGINS: `http://localhost:${port}` };
}

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
    // Java takes the longest to start, so the two stores (and moto, a Python import) start side by side.
    const [dynamo, sqsServer, moto, localChain] = await Promise.allSettled([
      startDynamoDbLocal({ region: REGION, ...(dataDir ? { dataDir: join(dataDir, 'dynamodb') } : {}) }),
      startSqsLocal({ region: REGION, ...(dataDir ? { dataDir: sqsDataDir(dataDir) } : {}) }),
      startMotoKms(),
      process.env.LIVE_CUSTODY === 'off'
        ? Promise.resolve({ unavailable: 'LIVE_CUSTODY=off' })
        : startLocalChain(dataDir ? { dataDir: join(dataDir, 'chain') } : {}),
    ]);
    if (localChain.status === 'fulfilled' && 'stop' in localChain.value) stops.push(localChain.value.stop);
    if (dynamo.status === 'fulfilled') stops.push(dynamo.value.stop);
    if (sqsServer.status === 'fulfilled') stops.push(() => sqsServer.value.stop());
    // moto is optional: only live custody needs it, so a stack without it still starts.
    const custodyKms: LocalStack['custodyKms'] =
      moto.status === 'rejected'
        ? { unavailable: `moto's KMS did not start: ${String(moto.reason)}` }
        : 'url' in moto.value
          ? { url: moto.value.url }
          : moto.value;
    if (moto.status === 'fulfilled' && 'stop' in moto.value) stops.push(moto.value.stop);
    if (dynamo.status === 'rejected') throw dynamo.reason;
    if (sqsServer.status === 'rejected') throw sqsServer.reason;
    const chain =
      localChain.status === 'rejected' ? { unavailable: `the local chain did not start: ${String(localChain.reason)}` } : localChain.value;
    if ('url' in chain) await mineEverySecond(chain.url);
    // Before the secrets and settings are read: live custody's switch and chains are among them.
    const liveCustody = enableLocalLiveCustody(
      custodyKms,
      'url' in chain ? { url: chain.url, chainId: chain.chainId, tokens: chain.tokens } : chain,
    );

    const ddb = localDynamoClient(dynamo.value.endpoint, REGION);
    const sqs = localSqsClient(sqsServer.value.address, REGION);
    stops.push(async () => sqs.destroy());
    const [table, localQueues] = await Promise.all([
      ensureTable(ddb, tableName).finally(() => ddb.destroy()),
      ensureQueues(sqs, sqsServer.value.address, tableName, queues),
    ]);
    const queueUrls: Record<string, string> = {};
    for (const q of localQueues) Object.assign(queueUrls, { [q.def.id]: q.url, [`${q.def.id}-dlq`]: q.dlqUrl });
    // Every function runs in a worker of its own with the environment derived for it, as in AWS.
    const resources = localResources(tableName, localQueues);
    const standIns = await startAwsStandIns(
      { ...resources, kmsMasterKey: localKmsMasterKey(dataDir) },
      'url' in custodyKms ? { motoUrl: custodyKms.url } : {},
    );
    stops.push(standIns.stop);
    const endpoints: StackEndpoints = {
      tableName,
      region: REGION,
      dynamodbEndpoint: dynamo.value.endpoint,
      sqsEndpoint: sqsServer.value.address,
      awsStandInEndpoint: standIns.url,
    };
    applyLocalEnv(processEnvironment(resources, endpoints));
    // Known before the functions' environments are: the stack's own origin is the passkeys' (below).
    const port = options.port === 0 ? await freePort() : (options.port ?? 3000);
    const settings = { ...localWebAuthnSettings(port), ...pickSettings(process.env) };
    const environment = functionEnvironments(resources, endpoints, settings);
    const awsCalls = createAwsCallLog();
    const host = startFunctionHost({ rootDir: REPO_ROOT, environmentOf: environment, onSdkCall: localAws(resources, awsCalls) });
    stops.push(host.stop);
    const inspect = inspectRoutes({ host, environmentOf: environment, settings, log: awsCalls });

    // Imported only now: the route table reads the shared schemas, which read configuration at import.
    const { startGateway } = await import('#infra/local/gateway.ts');
    const { startLocalConsumers } = await import('#infra/local/consumers.ts');
    const gateway = await startGateway({
      port,
      quiet: options.quiet ?? false,
      functionPrefix: tableName,
      invoker: host,
      // Local only: the fault-injection and inspection endpoints.
      intercept: (method, path, query, body) => handleFaultRequest(method, path, query, body) ?? inspect(method, path),
    });
    stops.push(gateway.stop);
    stops.push(
      await startLocalConsumers({
        invoker: host,
        queues: localQueues,
        streamConsumers,
        schedules: schedules.map((def) => ({
          def,
          intervalSeconds: Number(process.env.LOCAL_SCHEDULE_SECONDS ?? def.localIntervalSeconds),
        })),
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
      kmsKeyArns: Object.fromEntries(resources.kmsKeys.map((k) => [k.id, k.arn])),
      secretArns: Object.fromEntries(resources.secrets.map((s) => [s.id, s.arn])),
      awsStandInEndpoint: standIns.url,
      custodyKms,
      liveCustody,
      ...(liveCustody.on ? { chain: liveCustody.chain } : {}),
      seedToken: seed.token,
      workspaceId: seed.workspaceId,
      ownerEnrolmentPath: seed.ownerEnrolmentPath,
      settings,
      environmentOf: environment,
      stop: () => (stopping ??= stopAll()),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
