/**
 * The stateful stack: the single table and the queues. Kept apart from the API stack so the
 * API can be torn down and redeployed freely while data survives.
 */
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { TABLE_DESIGN } from '#shared/db/table.ts';
import { queues as queueDefs } from '#shared/queues.ts';
import type { QueueBinding } from '#infra/constructs/api-function.ts';

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

/** The table and the queues of one stage; the API stack receives them as constructs. */
export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  /** One entry per `queues` definition, in the same order. */
  readonly queues: readonly QueueResources[];

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
      // Production data must survive both a careless `cdk destroy` and a console click;
      // other stages are disposable so that tearing them down leaves nothing behind.
      deletionProtection: prod,
      removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    this.queues = queueDefs.map((def) => {
      const deadLetterQueue = new sqs.Queue(this, `${def.id}-dlq`, {
        queueName: `${props.namePrefix}-${def.id}-dlq`,
        // The maximum, so a failed message can wait out a long weekend before someone looks.
        retentionPeriod: Duration.days(14),
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
      });
      const queue = new sqs.Queue(this, def.id, {
        queueName: `${props.namePrefix}-${def.id}`,
        visibilityTimeout: Duration.seconds(def.visibilityTimeoutSeconds),
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: def.maxReceiveCount },
      });
      return { def, queue, deadLetterQueue };
    });

    new CfnOutput(this, 'TableName', { value: this.table.tableName, description: 'The single DynamoDB table' });
  }
}
