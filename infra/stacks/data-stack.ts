/**
 * The stateful stack: the single table (with its stream), the queues, and the dead-letter
 * queues with their depth alarms. Kept apart from the API stack so the API can be torn down and
 * redeployed freely while data, and work waiting in a dead-letter queue, survive.
 */
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { TABLE_DESIGN } from '#shared/db/table.ts';
import { queues as queueDefs } from '#shared/queues.ts';
import { streamConsumers as streamConsumerDefs, type StreamConsumerDef } from '#shared/streams.ts';
import type { QueueBinding } from '#infra/constructs/api-function.ts';
import { dlqDepthAlarm } from '#infra/constructs/dlq-alarm.ts';
import { acknowledgeStreamFailureQueue } from '#infra/stacks/nag-suppressions.ts';

export interface DataStackProps extends StackProps {
  stage: string;
  /** Prefix of physical queue names (`<prefix>-<queue id>`), unique per account and region. */
  namePrefix: string;
}

/** A queue from `shared/queues.ts` with its dead-letter queue. */
export interface QueueResources extends QueueBinding {
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

/** Encrypted, SSL-only, and kept for the SQS maximum so a failure can wait out a long weekend. */
const DLQ_PROPS = { retentionPeriod: Duration.days(14), encryption: sqs.QueueEncryption.SQS_MANAGED, enforceSSL: true } as const;

/** The table and the queues of one stage; the API stack receives them as constructs. */
export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  /** One entry per `queues` definition, in the same order. */
  readonly queues: readonly QueueResources[];
  /** One entry per `streamConsumers` definition, in the same order. */
  readonly streamConsumers: readonly StreamConsumerResources[];

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const prod = props.stage === 'prod';

    this.table = new dynamodb.Table(this, 'Table', {
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

    this.queues = queueDefs.map((def) => {
      const deadLetterQueue = new sqs.Queue(this, `${def.id}-dlq`, { queueName: `${props.namePrefix}-${def.id}-dlq`, ...DLQ_PROPS });
      dlqDepthAlarm(this, `${def.id}-dlq-depth`, deadLetterQueue, `Queue ${def.id}`);
      const queue = new sqs.Queue(this, def.id, {
        queueName: `${props.namePrefix}-${def.id}`,
        visibilityTimeout: Duration.seconds(def.visibilityTimeoutSeconds),
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: def.maxReceiveCount },
      });
      return { def, queue, deadLetterQueue };
    });

    this.streamConsumers = streamConsumerDefs.map((def) => {
      const deadLetterQueue = new sqs.Queue(this, `${def.id}-failures`, { queueName: `${props.namePrefix}-${def.id}-failures`, ...DLQ_PROPS });
      acknowledgeStreamFailureQueue(deadLetterQueue);
      dlqDepthAlarm(this, `${def.id}-failures-depth`, deadLetterQueue, `Stream consumer ${def.id}`);
      return { def, deadLetterQueue };
    });

    new CfnOutput(this, 'TableName', { value: this.table.tableName, description: 'The single DynamoDB table' });
  }
}
