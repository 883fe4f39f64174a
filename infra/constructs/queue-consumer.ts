/**
 * Wires a queue from `shared/queues.ts` to its SQS-triggered entry; the API stack creates one
 * of these per queue with a `consumer` (the webhook dispatcher).
 */
import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ApiFunction, type QueueBinding } from '#infra/constructs/api-function.ts';
import { dlqUrlEnv } from '#infra/constructs/queue-env.ts';
import { bindTable } from '#infra/constructs/table-access.ts';

export interface QueueConsumerProps {
  /** The queue and its dead-letter queue (the data stack's `QueueResources`). */
  binding: QueueBinding & { deadLetterQueue: IQueue };
  /** Relative to the repository root; `binding.def.consumer`. */
  entry: string;
  stage: string;
  table: ITable;
}

/**
 * A consumer function on its queue, with partial batch responses. It may also send to its own
 * queue and to its DLQ (URLs under `urlEnv` and `dlqUrlEnv(def)`), and change the visibility of
 * its messages: a consumer schedules a retry by setting a failed message's visibility to the
 * backoff delay, and moves a message to the DLQ itself after its own last attempt.
 */
export class QueueConsumer extends Construct {
  readonly fn: ApiFunction;

  constructor(scope: Construct, id: string, props: QueueConsumerProps) {
    super(scope, id);
    const { def, queue, deadLetterQueue } = props.binding;
    // SQS's own rule: a message must stay invisible while every retry of the batch may run.
    if (def.visibilityTimeoutSeconds < 6 * def.consumerTimeoutSeconds) {
      throw new Error(`Queue ${def.id}: visibility timeout must be at least 6x the consumer timeout`);
    }
    this.fn = new ApiFunction(this, 'Fn', {
      entry: props.entry,
      stage: props.stage,
      table: props.table,
      description: `Consumer of ${def.id}`,
      timeout: Duration.seconds(def.consumerTimeoutSeconds),
      // Its own queue: the URL and send rights (re-enqueue); see the class comment.
      queues: [{ def, queue }],
    });
    this.fn.addEnvironment(dlqUrlEnv(def), deadLetterQueue.queueUrl);
    deadLetterQueue.grantSendMessages(this.fn);
    // Consumers record delivery outcomes, so they write.
    bindTable(this.fn, props.table, 'write');
    // The event source grants receive, delete and ChangeMessageVisibility on the queue.
    this.fn.addEventSource(
      new SqsEventSource(queue, {
        batchSize: def.batchSize,
        maxConcurrency: def.maxConcurrency,
        // The consumer reports each failed record; the rest of the batch is done.
        reportBatchItemFailures: true,
      }),
    );
  }
}
