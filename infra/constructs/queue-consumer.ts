/**
 * Wires a queue from `shared/queues.ts` to its SQS-triggered entry. No queue has a consumer
 * yet (webhook delivery adds one); the API stack creates one of these per consumer entry.
 */
import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { ApiFunction, type QueueBinding } from '#infra/constructs/api-function.ts';
import { bindTable } from '#infra/constructs/table-access.ts';

export interface QueueConsumerProps {
  binding: QueueBinding;
  /** Relative to the repository root; `binding.def.consumer` once a consumer exists. */
  entry: string;
  stage: string;
  table: ITable;
}

/** A consumer function on its queue, with partial batch responses. */
export class QueueConsumer extends Construct {
  readonly fn: ApiFunction;

  constructor(scope: Construct, id: string, props: QueueConsumerProps) {
    super(scope, id);
    const { def, queue } = props.binding;
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
    });
    // Consumers record delivery outcomes, so they write.
    bindTable(this.fn, props.table, 'write');
    this.fn.addEventSource(
      new SqsEventSource(queue, {
        batchSize: def.batchSize,
        maxConcurrency: def.maxConcurrency,
        // The consumer throws per failed record and reports it; the rest of the batch is done.
        reportBatchItemFailures: true,
      }),
    );
  }
}
