/**
 * The stateful stack: the single table (with its stream), the queues and their dead-letter
 * queues, the secrets, the KMS keys, the alarm topic, and the alarms on all of these. Kept apart
 * from the API stack so the API can be torn down and redeployed freely while data, work waiting
 * in a queue, the secrets' values and the keys that open what is sealed survive.
 */
import { ArnFormat, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as kms from 'aws-cdk-lib/aws-kms';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { TABLE_DESIGN } from '#shared/db/table.ts';
import { kmsKeys as kmsKeyDefs, type KmsKeyId } from '#shared/kms-keys.ts';
import { queues as queueDefs, type QueueDef } from '#shared/queues.ts';
import { secrets as secretDefs, type SecretId } from '#shared/secrets.ts';
import { streamConsumers as streamConsumerDefs, type StreamConsumerDef } from '#shared/streams.ts';
import { alarmTopic } from '#infra/constructs/alarm-topic.ts';
import { keyDeletionAlarm } from '#infra/constructs/key-deletion-alarm.ts';
import { dlqDepthAlarm, mainQueueAlarms, tableAlarms } from '#infra/constructs/alarms.ts';
import type { DeployContext } from '#infra/constructs/deploy-context.ts';
import { houseKey } from '#infra/constructs/kms-key.ts';
import { stageSecret, type StageSecret } from '#infra/constructs/secrets.ts';
import { acknowledgeStreamFailureQueue } from '#infra/stacks/acknowledgements.ts';

export interface DataStackProps extends StackProps {
  stage: string;
  /** The production safeguards (`DeployContext.production`): deletion protection, retained table, secrets and keys. */
  production: boolean;
  /** Prefix of physical names (`<prefix>-<queue id>`, `<prefix>/<secret id>`), unique per account and region. */
  namePrefix: string;
  /** Deployment settings by variable name: the webhook queue's age alarm follows the retry schedule. */
  settings: Readonly<Record<string, string>>;
  alarms: DeployContext['alarms'];
  existingSecrets: DeployContext['existingSecrets'];
  existingTable?: DeployContext['existingTable'];
  existingKeys?: DeployContext['existingKeys'];
}

/** A queue from `shared/queues.ts` with its dead-letter queue. */
export interface QueueResources {
  def: QueueDef;
  queue: sqs.Queue;
  deadLetterQueue: sqs.Queue;
}

/**
 * A stream consumer of `shared/streams.ts` with the queue its event source mapping sends a
 * batch's description to once the batch's retries (or its 24 h) are used up.
 */
export interface StreamConsumerResources {
  def: StreamConsumerDef;
  deadLetterQueue: sqs.Queue;
}

/** SQS's longest retention, so work can wait out a long weekend, in a main queue or a DLQ alike. */
const RETENTION = Duration.days(14);

/** Encrypted and SSL-only. */
const DLQ_PROPS = { retentionPeriod: RETENTION, encryption: sqs.QueueEncryption.SQS_MANAGED, enforceSSL: true } as const;

/** `partner-api-key` → `PartnerApiKey`. */
const pascal = (id: string) => id.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase());

/**
 * A table a destroyed production stage retained, used as it is: its stream feeds the stream
 * consumers, and nothing here changes its settings (CloudFormation does not manage it any more).
 */
function existingTable(scope: Construct, existing: NonNullable<DataStackProps['existingTable']>): dynamodb.ITable {
  return dynamodb.Table.fromTableAttributes(scope, 'Table', { tableName: existing.name, tableStreamArn: existing.streamArn });
}

/** The table, queues, secrets and alarm topic of one stage; the API stack receives them as constructs. */
export class DataStack extends Stack {
  /** The table this stack owns, or the retained one `-c tableName` re-attaches. */
  readonly table: dynamodb.ITable;
  /** One entry per `queues` definition, in the same order. */
  readonly queues: readonly QueueResources[];
  /** One entry per `streamConsumers` definition, in the same order. */
  readonly streamConsumers: readonly StreamConsumerResources[];
  /** One per `secrets` definition. */
  readonly secrets: ReadonlyMap<SecretId, StageSecret>;
  /** One customer-managed key per `shared/kms-keys.ts` definition. */
  readonly kmsKeys: ReadonlyMap<KmsKeyId, kms.IKey>;
  /** Where every alarm of the stage goes. */
  readonly alarmTopic: ITopic;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const prod = props.production;

    this.table = props.existingTable
      ? existingTable(this, props.existingTable)
      : new dynamodb.Table(this, 'Table', {
          partitionKey: { name: TABLE_DESIGN.partitionKey, type: dynamodb.AttributeType.STRING },
          sortKey: { name: TABLE_DESIGN.sortKey, type: dynamodb.AttributeType.STRING },
          billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
          pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
          timeToLiveAttribute: TABLE_DESIGN.ttlAttribute,
          encryption: dynamodb.TableEncryption.AWS_MANAGED,
          // The outbox: the fan-out reads each new event item from the stream. New images only:
          // consumers need the inserted item, never the one it replaced.
          stream: dynamodb.StreamViewType.NEW_IMAGE,
          // Production data must survive both a careless `cdk destroy` and a console click;
          // other stages are disposable so that tearing them down leaves nothing behind.
          deletionProtection: prod,
          removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
        });
    if (this.table instanceof dynamodb.Table) {
      for (const index of Object.values(TABLE_DESIGN.indexes)) {
        this.table.addGlobalSecondaryIndex({
          indexName: index.name,
          partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
          sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
          projectionType: dynamodb.ProjectionType.KEYS_ONLY,
        });
      }
    }
    tableAlarms(this, this.table);

    this.queues = queueDefs.map((def) => {
      const queueName = `${props.namePrefix}-${def.id}`;
      // Only its own queue may dead-letter into it. The source is named by its ARN, built from its
      // name: a reference would make the two queues depend on each other.
      const source = sqs.Queue.fromQueueArn(
        this,
        `${def.id}-source`,
        this.formatArn({ service: 'sqs', resource: queueName, arnFormat: ArnFormat.NO_RESOURCE_NAME }),
      );
      const deadLetterQueue = new sqs.Queue(this, `${def.id}-dlq`, {
        queueName: `${queueName}-dlq`,
        ...DLQ_PROPS,
        redriveAllowPolicy: { redrivePermission: sqs.RedrivePermission.BY_QUEUE, sourceQueues: [source] },
      });
      dlqDepthAlarm(this, `${def.id}-dlq-depth`, deadLetterQueue, `Queue ${def.id}`);
      const queue = new sqs.Queue(this, def.id, {
        queueName,
        visibilityTimeout: Duration.seconds(def.visibilityTimeoutSeconds),
        // A delivery waiting out its retries, or a queue whose consumer is down, keeps its work
        // as long as SQS allows (the default is 4 days).
        retentionPeriod: RETENTION,
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: def.maxReceiveCount },
      });
      mainQueueAlarms(this, def, queue, props.settings);
      return { def, queue, deadLetterQueue };
    });

    this.streamConsumers = streamConsumerDefs.map((def) => {
      const deadLetterQueue = new sqs.Queue(this, `${def.id}-failures`, {
        queueName: `${props.namePrefix}-${def.id}-failures`,
        ...DLQ_PROPS,
      });
      acknowledgeStreamFailureQueue(deadLetterQueue);
      dlqDepthAlarm(this, `${def.id}-failures-depth`, deadLetterQueue, `Stream consumer ${def.id}`);
      return { def, deadLetterQueue };
    });

    this.secrets = new Map(
      secretDefs.map((def) => [
        def.id,
        stageSecret(this, def, { namePrefix: props.namePrefix, prod, existing: props.existingSecrets[def.id] }),
      ]),
    );
    // What a key wrapped cannot be opened without it: production keeps it with the table, and a
    // re-attached table comes with its key (`-c webhookSecretsKeyArn`).
    this.kmsKeys = new Map(
      kmsKeyDefs.map((def) => {
        const existing = props.existingKeys?.[def.id];
        const key = existing
          ? kms.Key.fromKeyArn(this, def.id, existing)
          : houseKey(this, def.id, { description: def.description, prod, alias: `${props.namePrefix}/${def.id}` });
        return [def.id, key];
      }),
    );
    this.alarmTopic = alarmTopic(this, { stage: props.stage, production: prod, namePrefix: props.namePrefix, ...props.alarms });
    keyDeletionAlarm(this, { namePrefix: props.namePrefix });

    new CfnOutput(this, 'TableName', { value: this.table.tableName, description: 'The single DynamoDB table' });
    new CfnOutput(this, 'AlarmTopicArn', {
      value: this.alarmTopic.topicArn,
      description: 'The SNS topic every alarm of the stage notifies',
    });
    for (const [keyId, key] of this.kmsKeys) {
      new CfnOutput(this, `${pascal(keyId)}KeyArn`, {
        value: key.keyArn,
        description: kmsKeyDefs.find((k) => k.id === keyId)!.description,
      });
    }
    for (const secret of this.secrets.values()) {
      new CfnOutput(this, `${pascal(secret.def.id)}SecretArn`, {
        value: secret.secretId,
        description: `${secret.def.description}: put its value with aws secretsmanager put-secret-value --secret-id <this>`,
      });
    }
  }
}
