/**
 * What invokes a function, by the kind of its trigger in the function table: an API route, the
 * `$default` route, an SQS event source on its queue, or a DynamoDB event source on the table's
 * stream. The event sources grant what they need themselves (receive, delete and change
 * visibility on the queue; the stream read rights; send to the stream consumer's failure queue).
 */
import { Duration } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { TABLE_DESIGN } from '#shared/db/table.ts';
import type { HttpRoute } from '#shared/http/route.ts';
import type { QueueDef } from '#shared/queues.ts';
import type { StreamConsumerDef } from '#shared/streams.ts';
import type { ScheduleDef } from '#shared/schedules.ts';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { iteratorAgeAlarm } from '#infra/constructs/alarms.ts';
import { acknowledgeRouteAuthorization, acknowledgeStreamListing } from '#infra/stacks/acknowledgements.ts';

/** An API route (or `$default` when `route` is null) integrated with `fn`. */
export function httpTrigger(scope: Construct, fn: lambda.IFunction, httpApi: apigwv2.IHttpApi, route: HttpRoute | null): apigwv2.HttpRoute {
  const routeKey = route ? apigwv2.HttpRouteKey.with(route.path, apigwv2.HttpMethod[route.method]) : apigwv2.HttpRouteKey.DEFAULT;
  const httpRoute = new apigwv2.HttpRoute(scope, 'Route', {
    httpApi,
    routeKey,
    integration: new HttpLambdaIntegration('Integration', fn),
  });
  acknowledgeRouteAuthorization(httpRoute);
  return httpRoute;
}

/**
 * The queue's consumer, with partial batch responses and bounded concurrency. A consumer
 * postpones a message by changing its visibility, which the event source allows.
 */
export function queueTrigger(fn: lambda.IFunction, def: QueueDef, queue: IQueue): void {
  // SQS's own rule: a message must stay invisible while every retry of the batch may run.
  if (def.visibilityTimeoutSeconds < 6 * def.consumerTimeoutSeconds) {
    throw new Error(`Queue ${def.id}: visibility timeout must be at least 6x the consumer timeout`);
  }
  fn.addEventSource(
    new SqsEventSource(queue, {
      batchSize: def.batchSize,
      maxConcurrency: def.maxConcurrency,
      // The consumer reports each failed record; the rest of the batch is done.
      reportBatchItemFailures: true,
    }),
  );
}

/** The filter the local stream poller applies too (`insertedWithSortKeyPrefix`): new items, not moved ones. */
export function insertFilter(prefix: string): Record<string, unknown> {
  return lambda.FilterCriteria.filter({
    eventName: lambda.FilterRule.isEqual('INSERT'),
    dynamodb: {
      Keys: { [TABLE_DESIGN.sortKey]: { S: lambda.FilterRule.beginsWith(prefix) } },
      // `exists` matches only leaf nodes, so the attribute's type is named (a string, always).
      NewImage: { [TABLE_DESIGN.movedAttribute]: { S: lambda.FilterRule.notExists() } },
    },
  });
}

/**
 * A consumer of the table's stream: only INSERTs of items whose sort key has its prefix reach
 * it, in bisected batches with partial failures, bounded retries and age, and the description of
 * a batch given up on goes to its failure queue. An alarm says when it falls behind.
 */
export function streamTrigger(scope: Construct, fn: lambda.IFunction, def: StreamConsumerDef, table: ITable, failureQueue: IQueue): void {
  fn.addEventSource(
    new DynamoEventSource(table, {
      // Oldest first: records written before the mapping existed (a first deploy, or one that
      // replaced the mapping) are still delivered. The consumer tolerates duplicates.
      startingPosition: lambda.StartingPosition.TRIM_HORIZON,
      batchSize: def.batchSize,
      // Concurrent batches per shard, each partition key's records in order (shared/streams.ts).
      parallelizationFactor: def.parallelizationFactor,
      // Retry from the first failed record, not the whole batch.
      reportBatchItemFailures: true,
      // A failing batch is halved until the failing record is alone: one poison record then
      // blocks (and is given up) alone rather than with up to batchSize - 1 good ones.
      bisectBatchOnError: true,
      retryAttempts: def.retryAttempts,
      // The stream keeps records 24 h; a record older than that is gone anyway.
      maxRecordAge: Duration.hours(24),
      onFailure: new SqsDlq(failureQueue),
      filters: [insertFilter(def.insertedSortKeyPrefix)],
    }),
  );
  // `dynamodb:ListStreams`, added by the event source, takes no resource ARN.
  acknowledgeStreamListing(scope);
  iteratorAgeAlarm(scope, fn, def.id);
}

/** A function run by an EventBridge rule at its schedule's rate; a run that fails is retried twice by EventBridge. */
export function scheduleTrigger(scope: Construct, fn: lambda.IFunction, def: ScheduleDef): void {
  new events.Rule(scope, 'Schedule', {
    description: `Runs ${def.id} every ${def.everyMinutes} minute(s)`,
    schedule: events.Schedule.rate(Duration.minutes(def.everyMinutes)),
    targets: [new targets.LambdaFunction(fn, { retryAttempts: 2 })],
  });
}
