/**
 * Alarms reach someone: every alarm of every stack notifies the stage's topic (encrypted,
 * SSL-only, optionally with an e-mail subscription, or an existing topic) on ALARM and on OK;
 * each function has error and throttle alarms, the API its 5xx rate and p99 latency, the table
 * its throttling and system errors, each main queue its oldest message and backlog; one
 * dashboard shows the same metrics.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '#shared/config/read.ts';
import { queues } from '#shared/queues.ts';
import { QUOTA_REACHED_MESSAGE } from '#shared/domain/identity/resolve.ts';
import { functionList } from '#shared/wiring/functions.ts';
import * as t from '#infra/constructs/alarm-thresholds.ts';
import { functionOf, removeSynthOutputs, synthesize, type Synthesized } from './synth.ts';
import { allOfType, refTarget, resourcesOfType, stackOutputOf, type Resource } from './template-queries.ts';

afterAll(removeSynthOutputs);
const dev = synthesize('dev', { bundle: false });
const topicId = Object.keys(resourcesOfType(dev.dataTemplate, 'AWS::SNS::Topic'))[0]!;
const dataOutputs = dev.dataTemplate.toJSON().Outputs as Record<string, { Value: unknown }>;

/** The data-stack logical id an alarm action names, directly or through a cross-stack reference. */
const actionTarget = (action: unknown) => refTarget(action) ?? refTarget(dataOutputs[stackOutputOf(action) ?? '']?.Value);
const alarmsOf = (synth: Synthesized) =>
  synth.stacks.flatMap(({ template }) => Object.values(resourcesOfType(template, 'AWS::CloudWatch::Alarm')));

describe('the alarm topic', () => {
  it('is encrypted with a rotated key of its own, SSL-only, and lets this account’s alarms publish', () => {
    const topic = resourcesOfType(dev.dataTemplate, 'AWS::SNS::Topic')[topicId]!;
    const keyId = refTarget(topic.Properties.KmsMasterKeyId)!;
    expect(resourcesOfType(dev.dataTemplate, 'AWS::KMS::Key')[keyId]!.Properties.EnableKeyRotation).toBe(true);
    const [policy] = Object.values(resourcesOfType(dev.dataTemplate, 'AWS::SNS::TopicPolicy'));
    const statements = policy!.Properties.PolicyDocument.Statement as Record<string, any>[];
    expect(statements).toContainEqual(expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Allow', Principal: { Service: 'cloudwatch.amazonaws.com' }, Action: 'sns:Publish' }),
    );
    expect(Object.values(resourcesOfType(dev.dataTemplate, 'AWS::SNS::Subscription'))).toEqual([]);
  });

  it('subscribes -c alarmEmail', { timeout: 120_000 }, () => {
    const synth = synthesize('dev', { bundle: false, context: { alarmEmail: 'ops@example.com' } });
    expect(Object.values(resourcesOfType(synth.dataTemplate, 'AWS::SNS::Subscription')).map((s) => s.Properties)).toEqual([
      expect.objectContaining({ Protocol: 'email', Endpoint: 'ops@example.com' }),
    ]);
  });

  it('is not created when -c alarmTopicArn names one, which every alarm then notifies', { timeout: 120_000 }, () => {
    const arn = 'arn:aws:sns:eu-west-1:111122223333:ops-paging';
    const synth = synthesize('dev', { bundle: false, context: { alarmTopicArn: arn } });
    expect(Object.values(resourcesOfType(synth.dataTemplate, 'AWS::SNS::Topic'))).toEqual([]);
    expect(Object.keys(resourcesOfType(synth.dataTemplate, 'AWS::KMS::Key'))).toEqual(
      Object.keys(resourcesOfType(dev.dataTemplate, 'AWS::KMS::Key')).filter((id) => !id.startsWith('AlarmTopicKey')),
    );
    for (const alarm of alarmsOf(synth)) {
      expect(alarm.Properties.AlarmActions).toEqual([arn]);
      expect(alarm.Properties.OKActions).toEqual([arn]);
    }
  });
});

describe('every alarm', () => {
  const alarms = alarmsOf(dev);

  it('notifies the topic on ALARM and on OK', () => {
    expect(alarms.length).toBeGreaterThan(2 * functionList.length);
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions.map(actionTarget), alarm.Properties.AlarmDescription).toEqual([topicId]);
      expect(alarm.Properties.OKActions.map(actionTarget), alarm.Properties.AlarmDescription).toEqual([topicId]);
      expect(alarm.Properties.ActionsEnabled ?? true).toBe(true);
      expect(alarm.Properties.TreatMissingData).toBe('notBreaching');
    }
  });
});

/** Alarms of a template on a metric of the resource `logicalId`. */
const alarmsOn = (alarms: Resource[], metricName: string, logicalId?: string) =>
  alarms.filter(
    (a) =>
      a.Properties.MetricName === metricName && (logicalId === undefined || refTarget(a.Properties.Dimensions?.[0]?.Value) === logicalId),
  );

describe('function alarms', () => {
  it.each(functionList.map((f) => [f.id] as const))('%s: errors (2 of 3 periods) and throttles (any)', (id) => {
    const { template, logicalId } = functionOf(dev, id);
    const alarms = Object.values(resourcesOfType(template, 'AWS::CloudWatch::Alarm'));
    expect(alarmsOn(alarms, 'Errors', logicalId).map((a) => a.Properties)).toEqual([
      expect.objectContaining({
        Namespace: 'AWS/Lambda',
        Statistic: 'Sum',
        Period: 300,
        Threshold: 1,
        DatapointsToAlarm: 2,
        EvaluationPeriods: 3,
      }),
    ]);
    expect(alarmsOn(alarms, 'Throttles', logicalId).map((a) => a.Properties)).toEqual([
      expect.objectContaining({ Namespace: 'AWS/Lambda', Statistic: 'Sum', Threshold: 1, EvaluationPeriods: 1 }),
    ]);
  });
});

describe('API alarms', () => {
  const alarms = Object.values(resourcesOfType(dev.apiTemplate, 'AWS::CloudWatch::Alarm'));

  it('on the 5xx rate, by metric math over requests', () => {
    const rate = alarms.find((a) => a.Properties.Metrics?.some((m: any) => String(m.Expression).includes('errors / requests')))!;
    expect(rate.Properties).toMatchObject({
      Threshold: 1,
      EvaluationPeriods: 2,
      DatapointsToAlarm: 2,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    const names = rate.Properties.Metrics.filter((m: any) => m.MetricStat)
      .map((m: any) => m.MetricStat.Metric.MetricName)
      .sort();
    expect(names).toEqual(['5xx', 'Count']);
    expect(rate.Properties.Metrics.find((m: any) => m.Expression).Expression).toBe(
      `IF(requests >= ${t.API_5XX_RATE.minimumRequests}, 100 * errors / requests, 0)`,
    );
  });

  it('on p99 latency for 15 minutes', () => {
    expect(alarmsOn(alarms, 'Latency').map((a) => a.Properties)).toEqual([
      expect.objectContaining({
        Namespace: 'AWS/ApiGateway',
        ExtendedStatistic: 'p99',
        Threshold: 3000,
        EvaluationPeriods: 3,
        DatapointsToAlarm: 3,
      }),
    ]);
  });
});

describe('data alarms', () => {
  const alarms = Object.values(resourcesOfType(dev.dataTemplate, 'AWS::CloudWatch::Alarm'));
  const metricsOf = (a: Resource) =>
    (a.Properties.Metrics ?? []).filter((m: any) => m.MetricStat).map((m: any) => m.MetricStat.Metric.MetricName);

  it('on table throttling and system errors, over every operation the functions use', () => {
    expect(alarms.some((a) => metricsOf(a).sort().join() === 'ReadThrottleEvents,WriteThrottleEvents')).toBe(true);
    const system = alarms.find((a) => metricsOf(a).includes('SystemErrors'))!;
    const operations = system.Properties.Metrics.filter((m: any) => m.MetricStat).map(
      (m: any) => m.MetricStat.Metric.Dimensions.find((d: any) => d.Name === 'Operation').Value,
    );
    expect(operations.sort()).toEqual(['BatchGetItem', 'DeleteItem', 'GetItem', 'PutItem', 'Query', 'TransactWriteItems', 'UpdateItem']);
  });

  it.each(queues.map((q) => [q.id, q] as const))('queue %s: oldest message past its healthy age, and a backlog nobody takes', (id, def) => {
    const queueId = dev.data.getLogicalId(dev.data.queues.find((q) => q.def.id === id)!.queue.node.defaultChild as never);
    expect(alarmsOn(alarms, 'ApproximateAgeOfOldestMessage', queueId).map((a) => a.Properties)).toEqual([
      expect.objectContaining({ Statistic: 'Maximum', Threshold: t.queueAgeThresholdSeconds(def, {}), EvaluationPeriods: 1 }),
    ]);
    expect(alarmsOn(alarms, 'ApproximateNumberOfMessagesVisible', queueId).map((a) => a.Properties)).toEqual([
      expect.objectContaining({ Statistic: 'Minimum', Threshold: 0, EvaluationPeriods: 3, DatapointsToAlarm: 3 }),
    ]);
  });

  it('sets the webhook queue’s age threshold past the whole retry schedule (jitter included)', () => {
    const webhooks = queues.find((q) => q.id === 'webhook-deliveries')!;
    // 1.2 × 74,165 s of delays, a visibility timeout per allowed receive, and 15 minutes.
    expect(t.queueAgeThresholdSeconds(webhooks, {})).toBe(88_998 + 20 * 180 + 900);
    expect(t.queueAgeThresholdSeconds(webhooks, { WEBHOOK_RETRY_SCHEDULE: '5,60' })).toBe(78 + 20 * 180 + 900);
    expect(t.queueAgeThresholdSeconds(queues.find((q) => q.id === 'custody-settlement')!, {})).toBe(3600);
  });

  it('knows the retry schedule config.ts defaults to', () => {
    expect(readConfig({ TABLE_NAME: 'x' }).WEBHOOK_RETRY_SCHEDULE.join(',')).toBe(t.DEFAULT_WEBHOOK_RETRY_SCHEDULE);
  });

  it('on every dead-letter queue', () => {
    const dlqs = [...dev.data.queues.map((q) => q.deadLetterQueue), ...dev.data.streamConsumers.map((c) => c.deadLetterQueue)];
    for (const dlq of dlqs) {
      const id = dev.data.getLogicalId(dlq.node.defaultChild as never);
      expect(
        alarmsOn(alarms, 'ApproximateNumberOfMessagesVisible', id).map((a) => a.Properties),
        id,
      ).toEqual([
        expect.objectContaining({ Namespace: 'AWS/SQS', ComparisonOperator: 'GreaterThanThreshold', Threshold: 0, Statistic: 'Maximum' }),
      ]);
    }
  });
});

describe('dashboard', () => {
  it('is one per stage, with the API, table, queue, stream and every function’s metrics', () => {
    const dashboards = allOfType(dev.stacks, 'AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0]!.Properties.DashboardName).toBe('wallet-api-dev');
    const body = JSON.stringify(dashboards[0]!.Properties.DashboardBody);
    for (const metric of [
      '5xx',
      'Latency',
      'ReadThrottleEvents',
      'SystemErrors',
      'ApproximateAgeOfOldestMessage',
      'IteratorAge',
      'Errors',
      'Throttles',
    ]) {
      expect(body, metric).toContain(metric);
    }
    for (const fn of functionList) expect(body, fn.id).toContain(`\\"label\\":\\"${fn.id}\\"`);
  });
});

describe('live custody alarms', () => {
  const alarms = alarmsOf(dev);
  const filters = dev.stacks.flatMap(({ template }) => Object.values(resourcesOfType(template, 'AWS::Logs::MetricFilter')));

  it('watches what only the live custody functions can see: stuck and resent withdrawals, watcher lag, reorganised deposits, unreachable chains, on-ramps missing their deposit', () => {
    // The identity lookup burst alarm has a test of its own (below).
    const declared = functionList
      .filter((fn) => fn.id !== 'resolveIdentity')
      .flatMap((fn) => fn.logAlarms.map((a) => ({ fn: fn.id, ...a })));
    expect(declared.map((a) => `${a.fn}:${a.id}`).sort()).toEqual([
      'queue-live-custody:RebroadcastWithdrawals',
      'queue-live-custody:StuckWithdrawals',
      'schedule-live-deposit-watcher:ReorganisedDeposits',
      'schedule-live-deposit-watcher:UnmatchedOnRampDeliveries',
      'schedule-live-deposit-watcher:UnreachableChains',
      'schedule-live-deposit-watcher:WatcherLag',
    ]);
    for (const a of declared) {
      const filter = filters.find((f) => f.Properties.MetricTransformations[0].MetricName === `${a.fn}-${a.id}`);
      expect(filter?.Properties.FilterPattern, a.id).toBe(`{ $.message = "${a.message}" }`);
      expect(filter?.Properties.MetricTransformations[0].MetricValue).toBe(a.valueField ? `$.${a.valueField}` : '1');
      expect(alarms.some((alarm) => alarm.Properties.MetricName === `${a.fn}-${a.id}` && alarm.Properties.Threshold === a.threshold)).toBe(
        true,
      );
    }
  });

  it('fires on bursts of identity lookups: more than 10 refused by a workspace quota in five minutes, counted from the line the quota logs', () => {
    const fn = functionList.find((f) => f.id === 'resolveIdentity')!;
    expect(fn.logAlarms.map((a) => a.id)).toEqual(['IdentityLookupBursts']);
    const [burst] = fn.logAlarms;
    expect(burst!.message).toBe(QUOTA_REACHED_MESSAGE);
    const filter = filters.find((f) => f.Properties.MetricTransformations[0].MetricName === 'resolveIdentity-IdentityLookupBursts');
    expect(filter?.Properties.FilterPattern).toBe(`{ $.message = "${QUOTA_REACHED_MESSAGE}" }`);
    expect(filter?.Properties.MetricTransformations[0].MetricValue).toBe('1');
    const alarm = alarms.find((a) => a.Properties.MetricName === 'resolveIdentity-IdentityLookupBursts');
    expect(alarm?.Properties).toMatchObject({ Threshold: 10, ComparisonOperator: 'GreaterThanThreshold', Statistic: 'Sum', Period: 300 });
  });

  it('counts each stage’s lines in a namespace of its own, so one stage’s events never page another', { timeout: 120_000 }, () => {
    const custom = (synth: Synthesized) => [
      ...synth.stacks
        .flatMap(({ template }) => Object.values(resourcesOfType(template, 'AWS::Logs::MetricFilter')))
        .map((f) => f.Properties.MetricTransformations[0].MetricNamespace as string),
      ...alarmsOf(synth)
        .map((a) => a.Properties.Namespace as string | undefined)
        .filter((ns) => ns !== undefined && !ns.startsWith('AWS/')),
    ];
    const qa = synthesize('qa', { bundle: false });
    expect(new Set(custom(dev))).toEqual(new Set(['WalletApi/dev/Logs']));
    expect(new Set(custom(qa))).toEqual(new Set(['WalletApi/qa/Logs']));
    expect(filters).toHaveLength(functionList.flatMap((fn) => fn.logAlarms).length);
  });

  it('fires when a KMS key is scheduled for deletion, disabled or given a new policy', () => {
    const [rule] = Object.values(resourcesOfType(dev.dataTemplate, 'AWS::Events::Rule'));
    expect(rule!.Properties.EventPattern).toEqual({
      source: ['aws.kms'],
      'detail-type': ['AWS API Call via CloudTrail'],
      detail: { eventSource: ['kms.amazonaws.com'], eventName: ['ScheduleKeyDeletion', 'DisableKey', 'PutKeyPolicy'] },
    });
    expect(alarms.some((alarm) => alarm.Properties.MetricName === 'MatchedEvents' && alarm.Properties.Namespace === 'AWS/Events')).toBe(
      true,
    );
  });
});
