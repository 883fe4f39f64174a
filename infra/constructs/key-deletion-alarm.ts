/**
 * Custody keys live only in KMS: deleting one loses the wallet's funds for good. No function may
 * schedule a deletion or disable a key (`custody-keys.ts`), and KMS holds a scheduled deletion for
 * 7 to 30 days, during which `kms:CancelKeyDeletion` undoes it. This alarm makes that window
 * useful: an EventBridge rule matches KMS's CloudTrail events that schedule a deletion, disable a
 * key or replace its policy, and the alarm fires on its `MatchedEvents` (the rule needs no target
 * for that: a target that records the events would bring a custom resource of its own).
 * CloudTrail delivers these events to EventBridge only while a trail logs the account's
 * management events (docs/live-custody.md, Operations); the rule cannot tell a custody key from
 * the stage's other keys, so it watches them all.
 */
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as events from 'aws-cdk-lib/aws-events';
import type { Construct } from 'constructs';

export const KEY_EVENTS = ['ScheduleKeyDeletion', 'DisableKey', 'PutKeyPolicy'] as const;

export function keyDeletionAlarm(scope: Construct, options: { namePrefix: string }): cloudwatch.Alarm {
  const rule = new events.Rule(scope, 'KeyEvents', {
    description: `KMS keys scheduled for deletion, disabled or given a new policy (${options.namePrefix})`,
    eventPattern: {
      source: ['aws.kms'],
      detailType: ['AWS API Call via CloudTrail'],
      detail: { eventSource: ['kms.amazonaws.com'], eventName: [...KEY_EVENTS] },
    },
  });
  return new cloudwatch.Alarm(scope, 'KeyEventsAlarm', {
    alarmDescription: `A KMS key of the account was scheduled for deletion, disabled or given a new policy; custody keys hold live wallets' funds. Cancel a deletion with kms:CancelKeyDeletion within its waiting period; CloudTrail has the event (who, which key).`,
    metric: new cloudwatch.Metric({
      namespace: 'AWS/Events',
      metricName: 'MatchedEvents',
      dimensionsMap: { RuleName: rule.ruleName },
      period: Duration.minutes(5),
      statistic: cloudwatch.Stats.SUM,
    }),
    threshold: 0,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    evaluationPeriods: 1,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  });
}
