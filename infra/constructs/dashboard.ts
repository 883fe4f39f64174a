/**
 * One CloudWatch dashboard per stage with the metrics the alarms watch: the API's traffic, 5xx
 * rate and latency; the table's throttling and system errors; each queue's oldest message,
 * ready messages and dead letters; each stream consumer's lag; every function's errors and
 * throttles, one pair of graphs per area.
 */
import { Duration } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { PERIOD_MINUTES } from '#infra/constructs/alarm-thresholds.ts';
import { apiServerErrorRate, TABLE_OPERATIONS, tableThrottleEvents } from '#infra/constructs/alarms.ts';

const period = Duration.minutes(PERIOD_MINUTES);

export interface DashboardProps {
  name: string;
  httpApi: apigwv2.IHttpApi;
  table: ITable;
  /** Each main queue by id, and every dead-letter queue (the queues' and the stream consumers'). */
  queues: ReadonlyMap<string, IQueue>;
  deadLetterQueues: ReadonlyMap<string, IQueue>;
  /** Stream consumer functions, by consumer id. */
  streamFunctions: ReadonlyMap<string, lambda.IFunction>;
  /** Every function, by area and function id. */
  areas: ReadonlyMap<string, ReadonlyMap<string, lambda.IFunction>>;
}

const graph = (title: string, left: cloudwatch.IMetric[], right: cloudwatch.IMetric[] = []) =>
  new cloudwatch.GraphWidget({ title, left, right, width: 12, height: 6, period });

export function serviceDashboard(scope: Construct, props: DashboardProps): cloudwatch.Dashboard {
  const dashboard = new cloudwatch.Dashboard(scope, 'Dashboard', { dashboardName: props.name, defaultInterval: Duration.hours(3) });
  const { httpApi, table } = props;
  dashboard.addWidgets(
    graph('API requests and 5xx %', [httpApi.metricCount({ period, statistic: cloudwatch.Stats.SUM })], [apiServerErrorRate(httpApi)]),
    graph('API latency (ms)', [httpApi.metricLatency({ period, statistic: 'p50' }), httpApi.metricLatency({ period, statistic: 'p99' })]),
  );
  dashboard.addWidgets(
    graph('Table throttle events', [tableThrottleEvents(table)]),
    graph('Table system errors', [table.metricSystemErrorsForOperations({ operations: TABLE_OPERATIONS, period })]),
  );
  const byId = <T>(map: ReadonlyMap<string, T>, metric: (value: T, label: string) => cloudwatch.IMetric) =>
    [...map].map(([id, value]) => metric(value, id));
  dashboard.addWidgets(
    graph(
      'Age of oldest message (s)',
      byId(props.queues, (q, label) => q.metricApproximateAgeOfOldestMessage({ period, statistic: cloudwatch.Stats.MAXIMUM, label })),
    ),
    graph(
      'Ready messages',
      byId(props.queues, (q, label) => q.metricApproximateNumberOfMessagesVisible({ period, statistic: cloudwatch.Stats.MINIMUM, label })),
    ),
  );
  dashboard.addWidgets(
    graph(
      'Dead-letter queues',
      byId(props.deadLetterQueues, (q, label) =>
        q.metricApproximateNumberOfMessagesVisible({ period, statistic: cloudwatch.Stats.MAXIMUM, label }),
      ),
    ),
    graph(
      'Stream consumers behind (ms)',
      byId(props.streamFunctions, (fn, label) => fn.metric('IteratorAge', { period, statistic: cloudwatch.Stats.MAXIMUM, label })),
    ),
  );
  for (const [area, functions] of props.areas) {
    dashboard.addWidgets(
      graph(
        `Errors: ${area}`,
        byId(functions, (fn, label) => fn.metricErrors({ period, statistic: cloudwatch.Stats.SUM, label })),
      ),
      graph(
        `Throttles: ${area}`,
        byId(functions, (fn, label) => fn.metricThrottles({ period, statistic: cloudwatch.Stats.SUM, label })),
      ),
    );
  }
  return dashboard;
}
