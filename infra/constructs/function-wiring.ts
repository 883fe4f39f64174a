/**
 * One entry of the function table (`shared/wiring/functions.ts`) made real: the house function
 * with exactly the environment `functionEnvironment` derives for it (CDK tokens for the table,
 * queues and secrets), exactly the grants its declarations name, its trigger, and its alarms.
 * Nothing else in the infrastructure adds a variable or a grant to a function, so what the local
 * stack runs (the same derivation, with local values) is what deploys.
 */
import { Duration, Stack, Tags } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { KmsKeyId } from '#shared/kms-keys.ts';
import type { QueueId } from '#shared/queues.ts';
import type { SecretId } from '#shared/secrets.ts';
import { functionEnvironment, type EnvironmentValues, type FunctionDef } from '#shared/wiring/functions.ts';
import { functionAlarms, logAlarm } from '#infra/constructs/alarms.ts';
import { ApiFunction } from '#infra/constructs/api-function.ts';
import { grantSecretValue, type StageSecret } from '#infra/constructs/secrets.ts';
import { grantCreateCustodyKeys, grantSignWithCustodyKeys } from '#infra/constructs/custody-keys.ts';
import {
  allowKeyUsageRecording,
  allowRateCounting,
  allowSessionUpkeep,
  bindTable,
  grantIndexQuery,
} from '#infra/constructs/table-access.ts';
import { httpTrigger, queueTrigger, scheduleTrigger, streamTrigger } from '#infra/constructs/triggers.ts';
import { acknowledgeFunctionFindings, acknowledgeCustodyKeyGrants } from '#infra/stacks/acknowledgements.ts';

/** The tag naming the function-table entry on every resource of a function (`test/infra/function-policies.ts` reads it). */
export const FUNCTION_ID_TAG = 'function-id';

/** A queue of `shared/queues.ts` with its dead-letter queue. */
export interface QueuePair {
  queue: IQueue;
  deadLetterQueue: IQueue;
}

/** Everything of the stage a function may be wired to. */
export interface StageResources {
  stage: string;
  /** The production safeguards (`DeployContext.production`). */
  production: boolean;
  /** Prefix of the stage's physical names (`wallet-api-<stage>`): a custody signer's role is named from it. */
  namePrefix: string;
  /** Deployment settings by variable name; every function gets every one. */
  settings: Readonly<Record<string, string>>;
  table: ITable;
  queues: ReadonlyMap<QueueId, QueuePair>;
  /** Each stream consumer's on-failure queue, by consumer id. */
  streamFailureQueues: ReadonlyMap<string, IQueue>;
  secrets: ReadonlyMap<SecretId, StageSecret>;
  kmsKeys: ReadonlyMap<KmsKeyId, IKey>;
  httpApi: apigwv2.IHttpApi;
}

function found<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`No ${what} "${String(key)}" in this stage`);
  return value;
}

/**
 * The fixed name of the execution role of a function that signs with custody keys. Each key's
 * policy names its signers by role ARN (shared/adapters/custody/evm/key-policy.ts); a fixed name
 * keeps that ARN the same across deploys, so a role made again by a later deploy still signs with
 * the keys made before it.
 */
export function signerRoleName(namePrefix: string, functionId: string): string {
  const name = `${namePrefix}-${functionId}`;
  if (name.length > 64) throw new Error(`Role name ${name} is longer than IAM's 64 characters: shorten the stage or the function id`);
  return name;
}

/** The values `functionEnvironment` fills in, as CDK tokens of this stage's resources. */
export function environmentValues(scope: Construct, res: StageResources): EnvironmentValues {
  const stack = Stack.of(scope);
  return {
    tableName: res.table.tableName,
    stage: res.stage,
    queueUrl: (id) => found(res.queues, id, 'queue').queue.queueUrl,
    deadLetterQueueUrl: (id) => found(res.queues, id, 'queue').deadLetterQueue.queueUrl,
    secretArn: (id) => found(res.secrets, id, 'secret').secretId,
    kmsKeyArn: (id) => found(res.kmsKeys, id, 'KMS key').keyArn,
    signerRoleArn: (id) =>
      stack.formatArn({ service: 'iam', region: '', resource: 'role', resourceName: signerRoleName(res.namePrefix, id) }),
    settings: res.settings,
  };
}

/** `sqs:SendMessage` (which covers SendMessageBatch) and nothing else: the URL is in the environment. */
function grantSend(fn: iam.IGrantable, queue: IQueue): void {
  fn.grantPrincipal.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['sqs:SendMessage'], resources: [queue.queueArn] }));
}

/** One KMS action on one key: the function declared which (`encryptsWith`, `decryptsWith`). */
function grantKey(fn: iam.IGrantable, action: 'kms:GenerateDataKey' | 'kms:Decrypt', key: IKey): void {
  fn.grantPrincipal.addToPrincipalPolicy(new iam.PolicyStatement({ actions: [action], resources: [key.keyArn] }));
}

/** One function of the table with its grants, trigger and alarms. */
export class WiredFunction extends Construct {
  readonly def: FunctionDef;
  readonly fn: ApiFunction;

  constructor(scope: Construct, def: FunctionDef, res: StageResources) {
    super(scope, def.id);
    this.def = def;
    this.fn = new ApiFunction(this, 'Fn', {
      entry: def.entry,
      production: res.production,
      description: def.description,
      timeout: Duration.seconds(def.timeoutSeconds),
      environment: functionEnvironment(def, environmentValues(this, res)),
      roleName: def.uses.signsWith.length > 0 ? signerRoleName(res.namePrefix, def.id) : undefined,
      bundledFiles: def.trigger.kind === 'http' ? def.trigger.route.bundledFiles : undefined,
    });
    // Function, role, log group and alarms alike: tests, cost reports and the console can tell
    // whose a resource is.
    Tags.of(this).add(FUNCTION_ID_TAG, def.id);

    bindTable(this.fn, res.table, def.table);
    for (const index of def.uses.queriesIndexes) grantIndexQuery(this.fn, res.table, index);
    // Authentication records the key's last use, on read routes too (see table-access.ts).
    if (def.recordsKeyUse) allowKeyUsageRecording(this.fn, res.table);
    // Requests are counted against the rate limits whether a key or a console session makes them.
    if (def.recordsKeyUse || def.keepsSessions) allowRateCounting(this.fn, res.table);
    // A console session's idle deadline is kept on read routes too (see table-access.ts).
    if (def.keepsSessions) allowSessionUpkeep(this.fn, res.table);
    for (const id of def.uses.sendsTo) grantSend(this.fn, found(res.queues, id, 'queue').queue);
    for (const id of def.uses.sendsToDeadLetterOf) grantSend(this.fn, found(res.queues, id, 'queue').deadLetterQueue);
    for (const id of def.uses.readsSecrets) grantSecretValue(this.fn, found(res.secrets, id, 'secret'));
    // Envelope encryption: data keys are made under the key, and unwrapped by it; nothing else.
    for (const id of def.uses.encryptsWith) grantKey(this.fn, 'kms:GenerateDataKey', found(res.kmsKeys, id, 'KMS key'));
    for (const id of def.uses.decryptsWith) grantKey(this.fn, 'kms:Decrypt', found(res.kmsKeys, id, 'KMS key'));
    for (const family of def.uses.createsKeysOf) grantCreateCustodyKeys(this.fn, family, res.stage);
    for (const family of def.uses.signsWith) grantSignWithCustodyKeys(this.fn, family, res.stage);
    if (def.uses.createsKeysOf.length + def.uses.signsWith.length > 0) acknowledgeCustodyKeyGrants(this, def.uses.createsKeysOf.length > 0);

    const { trigger } = def;
    if (trigger.kind === 'http') httpTrigger(this, this.fn, res.httpApi, trigger.route);
    else if (trigger.kind === 'default-route') httpTrigger(this, this.fn, res.httpApi, null);
    else if (trigger.kind === 'queue') queueTrigger(this.fn, trigger.queue, found(res.queues, trigger.queue.id, 'queue').queue);
    else if (trigger.kind === 'schedule') scheduleTrigger(this, this.fn, trigger.schedule);
    else
      streamTrigger(
        this,
        this.fn,
        trigger.consumer,
        res.table,
        found(res.streamFailureQueues, trigger.consumer.id, 'stream failure queue'),
      );

    functionAlarms(this, this.fn, `Function ${def.id} (${def.description})`);
    for (const alarm of def.logAlarms) logAlarm(this, this.fn.logGroup, res.stage, def.id, alarm);
    acknowledgeFunctionFindings(this, res.production);
  }
}
