/**
 * An alarm on a dead-letter queue's depth: anything in a DLQ is work the service gave up on
 * (a webhook delivery, a batch of outbox events), so one message is already worth a look.
 */
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/**
 * Alarms when the queue holds any visible message (maximum over 5 minutes > 0). Missing data is
 * fine (SQS stops publishing for an idle empty queue). No action is attached: the operator
 * wires the alarm to their paging or chat topic at deploy time.
 */
export function dlqDepthAlarm(scope: Construct, id: string, queue: IQueue, what: string): cloudwatch.Alarm {
  return new cloudwatch.Alarm(scope, id, {
    alarmDescription: `${what}: messages are waiting in the dead-letter queue; inspect them and redrive or discard.`,
    metric: queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: cloudwatch.Stats.MAXIMUM }),
    threshold: 0,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    evaluationPeriods: 1,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  });
}
