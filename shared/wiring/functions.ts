/**
 * The function table: every Lambda function of the service, derived from what triggers it (a
 * route of `shared/routes.ts`, the `$default` fallback, a queue of `shared/queues.ts`, a stream
 * consumer of `shared/streams.ts`, a schedule of `shared/schedules.ts`) and what that trigger declares it uses. The CDK stacks build
 * each function's environment and grants from this table, and the local stack runs each
 * handler in a worker of its own with the environment `functionEnvironment` derives from the
 * same entry, so what runs locally is what is deployed. Nothing here imports the CDK.
 */
import type { HttpRoute, TableAccess } from '#shared/http/route.ts';
import { kmsKeys, type KmsKeyId } from '#shared/kms-keys.ts';
import { dlqUrlEnv, queueDef, queues, type QueueDef, type QueueId } from '#shared/queues.ts';
import { FALLBACK_ENTRY, routeList } from '#shared/routes.ts';
import { secrets, type SecretId } from '#shared/secrets.ts';
import { streamConsumers, type StreamConsumerDef } from '#shared/streams.ts';
import { schedules, type ScheduleDef } from '#shared/schedules.ts';
import { SETTINGS } from '#shared/wiring/settings.ts';
import type { LogAlarm, Uses } from '#shared/uses.ts';

export type Trigger =
  | { kind: 'http'; route: HttpRoute }
  | { kind: 'default-route' }
  | { kind: 'queue'; queue: QueueDef }
  | { kind: 'stream'; consumer: StreamConsumerDef }
  | { kind: 'schedule'; schedule: ScheduleDef };

export interface FunctionDef {
  /** Unique: the route id, `fallback`, `queue-<queue id>` or `stream-<consumer id>`. */
  id: string;
  /** Entry file relative to the repository root. */
  entry: string;
  /** The entry's folder under `functions/` (`transfers`, `queue`, …): how functions group into stacks. */
  area: string;
  description: string;
  timeoutSeconds: number;
  table: TableAccess;
  /** Authenticated routes record their key's last use, read routes included. */
  recordsKeyUse: boolean;
  /**
   * Routes a console session may call keep its idle deadline and end a removed member's session
   * (shared/http/session-pipeline.ts), read routes included.
   */
  keepsSessions: boolean;
  uses: Required<Uses>;
  /** Alarms on what the function logs (its trigger's declaration). */
  logAlarms: readonly LogAlarm[];
  trigger: Trigger;
}

/** API functions answer within API Gateway's 30 s integration limit, with room to spare. */
const API_TIMEOUT_SECONDS = 10;

const complete = (uses: Uses = {}): Required<Uses> => ({
  queriesIndexes: uses.queriesIndexes ?? [],
  sendsTo: uses.sendsTo ?? [],
  sendsToDeadLetterOf: uses.sendsToDeadLetterOf ?? [],
  readsSecrets: uses.readsSecrets ?? [],
  encryptsWith: uses.encryptsWith ?? [],
  decryptsWith: uses.decryptsWith ?? [],
  createsKeysOf: uses.createsKeysOf ?? [],
  signsWith: uses.signsWith ?? [],
});

const areaOf = (entry: string): string => /^functions\/([^/]+)\//.exec(entry)?.[1] ?? 'system';

function routeFunction(route: HttpRoute): FunctionDef {
  return {
    id: route.id,
    entry: route.entry,
    area: areaOf(route.entry),
    description: `${route.method} ${route.path}`,
    timeoutSeconds: API_TIMEOUT_SECONDS,
    table: route.access,
    recordsKeyUse: route.scope !== null,
    keepsSessions: route.sessions !== undefined,
    uses: complete(route.uses),
    logAlarms: route.logAlarms ?? [],
    trigger: { kind: 'http', route },
  };
}

const fallbackFunction: FunctionDef = {
  id: 'fallback',
  entry: FALLBACK_ENTRY,
  area: areaOf(FALLBACK_ENTRY),
  description: '$default',
  timeoutSeconds: API_TIMEOUT_SECONDS,
  // Unknown paths and methods get the envelope (404/405); it reads nothing.
  table: 'none',
  recordsKeyUse: false,
  keepsSessions: false,
  uses: complete(),
  logAlarms: [],
  trigger: { kind: 'default-route' },
};

function queueFunction(queue: QueueDef, entry: string): FunctionDef {
  return {
    id: `queue-${queue.id}`,
    entry,
    area: areaOf(entry),
    description: `Consumer of ${queue.id}`,
    timeoutSeconds: queue.consumerTimeoutSeconds,
    // Consumers record what they did (delivery attempts, custody steps).
    table: 'write',
    recordsKeyUse: false,
    keepsSessions: false,
    uses: complete(queue.consumerUses),
    logAlarms: queue.logAlarms ?? [],
    trigger: { kind: 'queue', queue },
  };
}

function streamFunction(consumer: StreamConsumerDef): FunctionDef {
  return {
    id: `stream-${consumer.id}`,
    entry: consumer.consumer,
    area: areaOf(consumer.consumer),
    description: `Stream consumer ${consumer.id}`,
    timeoutSeconds: consumer.timeoutSeconds,
    // It reads what it fans out to and records what it did.
    table: 'write',
    recordsKeyUse: false,
    keepsSessions: false,
    uses: complete(consumer.uses),
    logAlarms: [],
    trigger: { kind: 'stream', consumer },
  };
}

function scheduledFunction(schedule: ScheduleDef): FunctionDef {
  return {
    id: `schedule-${schedule.id}`,
    entry: schedule.consumer,
    area: areaOf(schedule.consumer),
    description: `Scheduled ${schedule.id}`,
    timeoutSeconds: schedule.timeoutSeconds,
    table: 'write',
    recordsKeyUse: false,
    keepsSessions: false,
    uses: complete(schedule.uses),
    logAlarms: schedule.logAlarms ?? [],
    trigger: { kind: 'schedule', schedule },
  };
}

/** Every function of the service: the routes in table order, the fallback, then the consumers. */
export const functionList: readonly FunctionDef[] = [
  ...routeList.map(routeFunction),
  fallbackFunction,
  ...queues.flatMap((q) => (q.consumer ? [queueFunction(q, q.consumer)] : [])),
  ...streamConsumers.map(streamFunction),
  ...schedules.map(scheduledFunction),
];

/** Where a function's resources are: CDK tokens in the stacks, local URLs in the local stack. */
export interface EnvironmentValues {
  tableName: string;
  stage: string;
  queueUrl(id: QueueId): string;
  deadLetterQueueUrl(id: QueueId): string;
  secretArn(id: SecretId): string;
  kmsKeyArn(id: KmsKeyId): string;
  /** The ARN of the execution role of the function `functionId` (a custody signer, whose role has a fixed name). */
  signerRoleArn(functionId: string): string;
  /** Deployment settings that are set (`shared/wiring/settings.ts`), by variable name. */
  settings: Readonly<Record<string, string>>;
}

/** The queues whose URL a function gets: its trigger's, and those it sends to. */
export function queuesWithUrl(fn: FunctionDef): QueueId[] {
  const own = fn.trigger.kind === 'queue' ? [fn.trigger.queue.id] : [];
  return [...new Set([...own, ...fn.uses.sendsTo])];
}

/** The variable holding, for a function that creates custody keys, the roles that may sign with them (comma-separated ARNs). */
export const CUSTODY_SIGNERS_ENV = 'CUSTODY_SIGNER_ROLE_ARNS';

/**
 * The functions that sign with keys of the families `fn` creates: a key's policy lets only their
 * roles sign (shared/adapters/custody/evm/key-policy.ts), so the creator must know them.
 */
export function custodySignersOf(fn: FunctionDef): FunctionDef[] {
  return functionList.filter((other) => other.uses.signsWith.some((family) => fn.uses.createsKeysOf.includes(family)));
}

/**
 * The environment of a function: the table, the stage, the URL of each queue it is triggered
 * by or sends to, each dead-letter queue it sends to, each secret's and KMS key's ARN, the
 * signers' roles of the custody keys it creates, and every setting.
 */
export function functionEnvironment(fn: FunctionDef, values: EnvironmentValues): Record<string, string> {
  const unknown = Object.keys(values.settings).filter((name) => !(SETTINGS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`Not deployment settings: ${unknown.join(', ')}`);
  const env: Record<string, string> = { ...values.settings, TABLE_NAME: values.tableName, STAGE: values.stage };
  for (const id of queuesWithUrl(fn)) env[queueDef(id).urlEnv] = values.queueUrl(id);
  for (const id of fn.uses.sendsToDeadLetterOf) env[dlqUrlEnv(queueDef(id))] = values.deadLetterQueueUrl(id);
  for (const id of fn.uses.readsSecrets) env[secretArnEnv(id)] = values.secretArn(id);
  for (const id of new Set([...fn.uses.encryptsWith, ...fn.uses.decryptsWith])) env[kmsKeyArnEnv(id)] = values.kmsKeyArn(id);
  if (fn.uses.createsKeysOf.length > 0)
    env[CUSTODY_SIGNERS_ENV] = custodySignersOf(fn)
      .map((signer) => values.signerRoleArn(signer.id))
      .join(',');
  return env;
}

function kmsKeyArnEnv(id: KmsKeyId): string {
  const def = kmsKeys.find((k) => k.id === id);
  if (!def) throw new Error(`No KMS key "${id}" in shared/kms-keys.ts`);
  return def.arnEnv;
}

function secretArnEnv(id: SecretId): string {
  const def = secrets.find((s) => s.id === id);
  if (!def) throw new Error(`No secret "${id}" in shared/secrets.ts`);
  return def.arnEnv;
}

/** The function of `id`; throws for an id the table does not have. */
export function functionDef(id: string): FunctionDef {
  const fn = functionList.find((f) => f.id === id);
  if (!fn) throw new Error(`No function "${id}" in the function table`);
  return fn;
}
