/**
 * The alarms, each in the stack of what it watches (so a stack's size grows with its own
 * resources only); thresholds and their reasons are in `alarm-thresholds.ts`. None carries an
 * action here: `NotifyAlarms` (notify-alarms.ts) gives every alarm of the app the stage's topic,
 * on ALARM and on OK, so no alarm can be left unheard.
 */
import { Duration } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { LogAlarm } from '#shared/uses.ts';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { QueueDef } from '#shared/queues.ts';
import * as t from '#infra/constructs/alarm-thresholds.ts';

const period = Duration.minutes(t.PERIOD_MINUTES);
const quiet = { treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING } as const;
const above = cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD;
const atLeast = cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD;

/** The DynamoDB operations the functions issue (transactions count as `TransactWriteItems`). */
export const TABLE_OPERATIONS = [
  dynamodb.Operation.GET_ITEM,
  dynamodb.Operation.BATCH_GET_ITEM,
  dynamodb.Operation.QUERY,
  dynamodb.Operation.PUT_ITEM,
  dynamodb.Operation.UPDATE_ITEM,
  dynamodb.Operation.DELETE_ITEM,
  dynamodb.Operation.TRANSACT_WRITE_ITEMS,
];

/** Errors and throttles of one function. */
export function functionAlarms(scope: Construct, fn: lambda.IFunction, what: string): cloudwatch.Alarm[] {
  return [
    new cloudwatch.Alarm(scope, 'Errors', {
      alarmDescription: `${what}: invocations failed (timeout, crash or configuration refused at cold start) in ${t.FUNCTION_ERRORS.datapointsToAlarm} of ${t.FUNCTION_ERRORS.evaluationPeriods} five-minute periods; see its log group.`,
      metric: fn.metricErrors({ period, statistic: cloudwatch.Stats.SUM }),
      threshold: t.FUNCTION_ERRORS.threshold,
      comparisonOperator: atLeast,
      evaluationPeriods: t.FUNCTION_ERRORS.evaluationPeriods,
      datapointsToAlarm: t.FUNCTION_ERRORS.datapointsToAlarm,
      ...quiet,
    }),
    new cloudwatch.Alarm(scope, 'Throttles', {
      alarmDescription: `${what}: invocations were throttled; the account's Lambda concurrency ran out.`,
      metric: fn.metricThrottles({ period, statistic: cloudwatch.Stats.SUM }),
      threshold: t.FUNCTION_THROTTLES.threshold,
      comparisonOperator: atLeast,
      evaluationPeriods: t.FUNCTION_THROTTLES.evaluationPeriods,
      datapointsToAlarm: t.FUNCTION_THROTTLES.datapointsToAlarm,
      ...quiet,
    }),
  ];
}

/** The namespace of a stage's log metrics: each stage its own, so stages sharing an account never count each other's lines. */
export function logMetricNamespace(stage: string): string {
  return `WalletApi/${stage}/Logs`;
}

/**
 * An alarm on what a function logs (`LogAlarm`): a metric filter on its log group, matching the
 * line's `message`, counting lines or taking a numeric field, in the stage's namespace.
 */
export function logAlarm(scope: Construct, logGroup: logs.ILogGroup, stage: string, functionId: string, def: LogAlarm): cloudwatch.Alarm {
  const filter = new logs.MetricFilter(scope, `${def.id}Filter`, {
    logGroup,
    filterPattern: logs.FilterPattern.stringValue('$.message', '=', def.message),
    metricNamespace: logMetricNamespace(stage),
    metricName: `${functionId}-${def.id}`,
    metricValue: def.valueField ? `$.${def.valueField}` : '1',
  });
  return new cloudwatch.Alarm(scope, def.id, {
    alarmDescription: `Function ${functionId} (${stage}): ${def.description}`,
    metric: filter.metric({ period, statistic: def.valueField ? cloudwatch.Stats.MAXIMUM : cloudwatch.Stats.SUM }),
    threshold: def.threshold,
    comparisonOperator: above,
    evaluationPeriods: 1,
    ...quiet,
  });
}

/** How far a stream consumer is behind the table's stream. */
export function iteratorAgeAlarm(scope: Construct, fn: lambda.IFunction, consumerId: string): cloudwatch.Alarm {
  return new cloudwatch.Alarm(scope, 'IteratorAge', {
    alarmDescription: `Stream consumer ${consumerId}: it is more than ${t.ITERATOR_AGE_MS / 60_000} minutes behind the table's stream; a record may be failing on every retry (see its logs).`,
    metric: fn.metric('IteratorAge', { period, statistic: cloudwatch.Stats.MAXIMUM }),
    threshold: t.ITERATOR_AGE_MS,
    comparisonOperator: above,
    evaluationPeriods: 1,
    ...quiet,
  });
}

/** The HTTP API's 5xx rate (metric math, with a floor of requests) and its p99 latency. */
export function apiAlarms(scope: Construct, api: apigwv2.IHttpApi): cloudwatch.Alarm[] {
  const rate = apiServerErrorRate(api);
  return [
    new cloudwatch.Alarm(scope, 'Api5xxRate', {
      alarmDescription: `HTTP API: more than ${t.API_5XX_RATE.thresholdPercent}% of requests answered 5xx for ${t.API_5XX_RATE.evaluationPeriods * t.PERIOD_MINUTES} minutes; see the access logs (status) and the functions' error alarms.`,
      metric: rate,
      threshold: t.API_5XX_RATE.thresholdPercent,
      comparisonOperator: above,
      evaluationPeriods: t.API_5XX_RATE.evaluationPeriods,
      datapointsToAlarm: t.API_5XX_RATE.datapointsToAlarm,
      ...quiet,
    }),
    new cloudwatch.Alarm(scope, 'ApiLatencyP99', {
      alarmDescription: `HTTP API: p99 latency above ${t.API_LATENCY_P99.thresholdMs} ms for ${t.API_LATENCY_P99.evaluationPeriods * t.PERIOD_MINUTES} minutes; AWS calls are being retried or the partner is slow.`,
      metric: api.metricLatency({ period, statistic: 'p99' }),
      threshold: t.API_LATENCY_P99.thresholdMs,
      comparisonOperator: above,
      evaluationPeriods: t.API_LATENCY_P99.evaluationPeriods,
      datapointsToAlarm: t.API_LATENCY_P99.datapointsToAlarm,
      ...quiet,
    }),
  ];
}

/** Percentage of requests answered 5xx; 0 in periods with too few requests to judge. */
export function apiServerErrorRate(api: apigwv2.IHttpApi): cloudwatch.MathExpression {
  return new cloudwatch.MathExpression({
    expression: `IF(requests >= ${t.API_5XX_RATE.minimumRequests}, 100 * errors / requests, 0)`,
    usingMetrics: {
      errors: api.metricServerError({ period, statistic: cloudwatch.Stats.SUM }),
      requests: api.metricCount({ period, statistic: cloudwatch.Stats.SUM }),
    },
    label: '5xx %',
    period,
  });
}

/** Read and write throttle events of the table, summed. */
export function tableThrottleEvents(table: dynamodb.ITable): cloudwatch.MathExpression {
  return new cloudwatch.MathExpression({
    expression: 'FILL(reads, 0) + FILL(writes, 0)',
    usingMetrics: {
      reads: table.metric('ReadThrottleEvents', { period, statistic: cloudwatch.Stats.SUM }),
      writes: table.metric('WriteThrottleEvents', { period, statistic: cloudwatch.Stats.SUM }),
    },
    label: 'Throttle events',
    period,
  });
}

/** Throttling and DynamoDB system errors on the table. */
export function tableAlarms(scope: Construct, table: dynamodb.ITable): cloudwatch.Alarm[] {
  return [
    new cloudwatch.Alarm(scope, 'TableThrottles', {
      alarmDescription: `Table: read or write requests throttled in ${t.TABLE_THROTTLES.evaluationPeriods} five-minute periods in a row; a hot partition or runaway traffic.`,
      metric: tableThrottleEvents(table),
      threshold: t.TABLE_THROTTLES.threshold,
      comparisonOperator: atLeast,
      evaluationPeriods: t.TABLE_THROTTLES.evaluationPeriods,
      datapointsToAlarm: t.TABLE_THROTTLES.datapointsToAlarm,
      ...quiet,
    }),
    new cloudwatch.Alarm(scope, 'TableSystemErrors', {
      alarmDescription: `Table: DynamoDB answered with internal errors in ${t.TABLE_SYSTEM_ERRORS.evaluationPeriods} five-minute periods in a row; check the AWS Health Dashboard.`,
      metric: table.metricSystemErrorsForOperations({ operations: TABLE_OPERATIONS, period }),
      threshold: t.TABLE_SYSTEM_ERRORS.threshold,
      comparisonOperator: atLeast,
      evaluationPeriods: t.TABLE_SYSTEM_ERRORS.evaluationPeriods,
      datapointsToAlarm: t.TABLE_SYSTEM_ERRORS.datapointsToAlarm,
      ...quiet,
    }),
  ];
}

/** Any visible message in a dead-letter queue. */
export function dlqDepthAlarm(scope: Construct, id: string, queue: IQueue, what: string): cloudwatch.Alarm {
  return new cloudwatch.Alarm(scope, id, {
    alarmDescription: `${what}: messages are waiting in the dead-letter queue; inspect them and redrive or discard.`,
    metric: queue.metricApproximateNumberOfMessagesVisible({ period, statistic: cloudwatch.Stats.MAXIMUM }),
    threshold: t.DLQ_DEPTH.threshold,
    comparisonOperator: above,
    evaluationPeriods: 1,
    ...quiet,
  });
}

/** A main queue's oldest message older than any healthy one can be, and ready messages nobody takes. */
export function mainQueueAlarms(
  scope: Construct,
  def: QueueDef,
  queue: IQueue,
  settings: Readonly<Record<string, string>>,
): cloudwatch.Alarm[] {
  const ageThreshold = t.queueAgeThresholdSeconds(def, settings);
  return [
    new cloudwatch.Alarm(scope, `${def.id}-age`, {
      alarmDescription: `Queue ${def.id}: a message is older than ${(ageThreshold / 3600).toFixed(1)} h, longer than a healthy consumer keeps one (retries included); it is stuck or nothing consumes the queue.`,
      metric: queue.metricApproximateAgeOfOldestMessage({ period, statistic: cloudwatch.Stats.MAXIMUM }),
      threshold: ageThreshold,
      comparisonOperator: above,
      evaluationPeriods: 1,
      ...quiet,
    }),
    new cloudwatch.Alarm(scope, `${def.id}-backlog`, {
      alarmDescription: `Queue ${def.id}: ready messages have waited for ${t.QUEUE_BACKLOG.evaluationPeriods * t.PERIOD_MINUTES} minutes without being taken; the consumer is stopped, failing or saturated.`,
      metric: queue.metricApproximateNumberOfMessagesVisible({ period, statistic: cloudwatch.Stats.MINIMUM }),
      threshold: 0,
      comparisonOperator: above,
      evaluationPeriods: t.QUEUE_BACKLOG.evaluationPeriods,
      datapointsToAlarm: t.QUEUE_BACKLOG.datapointsToAlarm,
      ...quiet,
    }),
  ];
}
