/**
 * Wires a consumer of `shared/streams.ts` to the table's stream: the function, a DynamoDB event
 * source with Lambda event filtering (only INSERTs of items whose sort key has the consumer's
 * prefix reach it), partial batch responses, bisection of failing batches, bounded retries,
 * an on-failure queue, and an alarm on how far behind the stream it is.
 */
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { TABLE_DESIGN } from '#shared/db/table.ts';
import type { StreamConsumerDef } from '#shared/streams.ts';
import { ApiFunction, type QueueBinding } from '#infra/constructs/api-function.ts';
import { bindTable } from '#infra/constructs/table-access.ts';

export interface StreamConsumerProps {
  def: StreamConsumerDef;
  /** The table, with its stream enabled. */
  table: ITable;
  stage: string;
  /** Every queue of the stage; the consumer gets the ones its `sendsTo` names. */
  queues: readonly QueueBinding[];
  /** Where a batch's description goes once its retries or its 24 h are used up. */
  onFailureQueue: IQueue;
}

/** The filter the local stream poller applies too (`insertedWithSortKeyPrefix`). */
export function insertFilter(prefix: string): Record<string, unknown> {
  return lambda.FilterCriteria.filter({
    eventName: lambda.FilterRule.isEqual('INSERT'),
    dynamodb: { Keys: { [TABLE_DESIGN.sortKey]: { S: lambda.FilterRule.beginsWith(prefix) } } },
  });
}

/**
 * How old the newest record a consumer has read may get before its alarm fires. Events fan out
 * within seconds; a record that fails every time (a poison record) holds its shard for up to
 * `retryAttempts` or 24 h, and only then reaches the on-failure queue, whose alarm would be the
 * first sign. This one says so within minutes.
 */
export const ITERATOR_AGE_ALARM_MS = 5 * 60 * 1000;

/** A stream-triggered function (the outbox fan-out) on the table's stream. */
export class StreamConsumer extends Construct {
  readonly fn: ApiFunction;
  readonly iteratorAgeAlarm: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: StreamConsumerProps) {
    super(scope, id);
    const { def } = props;
    const unknown = (def.uses.sendsTo ?? []).filter((q) => !props.queues.some((b) => b.def.id === q));
    if (unknown.length > 0) throw new Error(`Stream consumer ${def.id} sends to unknown queues: ${unknown.join(', ')}`);
    this.fn = new ApiFunction(this, 'Fn', {
      entry: def.consumer,
      stage: props.stage,
      table: props.table,
      description: `Stream consumer ${def.id}`,
      timeout: Duration.seconds(def.timeoutSeconds),
      // Each queue's URL under its urlEnv, and sqs:SendMessage (SendMessageBatch included).
      queues: props.queues.filter((b) => (def.uses.sendsTo ?? []).includes(b.def.id as never)),
    });
    // It reads what it fans out to (webhooks) and records what it did.
    bindTable(this.fn, props.table, 'write');
    // The event source grants the stream read rights itself.
    this.fn.addEventSource(
      new DynamoEventSource(props.table, {
        // Oldest first: records written before the mapping existed (a first deploy, or one
        // that replaced the mapping) are still delivered. The consumer tolerates duplicates.
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: def.batchSize,
        // Retry from the first failed record, not the whole batch.
        reportBatchItemFailures: true,
        // A failing batch is halved until the failing record is alone: one poison record
        // then blocks (and is given up) alone rather than with up to batchSize - 1 good ones.
        bisectBatchOnError: true,
        retryAttempts: def.retryAttempts,
        // The stream keeps records 24 h; a record older than that is gone anyway.
        maxRecordAge: Duration.hours(24),
        onFailure: new SqsDlq(props.onFailureQueue),
        filters: [insertFilter(def.insertedSortKeyPrefix)],
      }),
    );
    // Lambda publishes IteratorAge only while it reads the stream; no data is an idle stream.
    // No action is attached, as on the DLQ alarms: the operator wires it at deploy time.
    this.iteratorAgeAlarm = new cloudwatch.Alarm(this, 'IteratorAge', {
      alarmDescription: `Stream consumer ${def.id}: it is more than ${ITERATOR_AGE_ALARM_MS / 60_000} minutes behind the table's stream; a record may be failing on every retry (see its logs).`,
      metric: this.fn.metric('IteratorAge', { period: Duration.minutes(5), statistic: cloudwatch.Stats.MAXIMUM }),
      threshold: ITERATOR_AGE_ALARM_MS,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
  }
}
