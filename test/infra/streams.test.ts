/**
 * The table's stream and its consumers (shared/streams.ts): the stream carries new images; each
 * consumer is a house function on a DynamoDB event source with Lambda event filtering, partial
 * batch responses, bisection, bounded retries and age, and an encrypted, SSL-only on-failure
 * queue; its grants are the stream, the table and the queues it sends to, nothing else; an alarm
 * says within minutes when it falls behind the stream.
 */
import { describe, expect, it } from 'vitest';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { queues } from '#shared/queues.ts';
import { streamConsumers } from '#shared/streams.ts';
import { ITERATOR_AGE_ALARM_MS } from '#infra/constructs/stream-consumer.ts';
import { removeSynthOutputs, synthesize } from './synth.ts';
import { refTarget, resourcesOfType, roleStatements } from './template-queries.ts';
import { afterAll } from 'vitest';

afterAll(removeSynthOutputs);
// No bundling: only settings and grants are read.
const dev = synthesize('dev', { bundle: false });
const apiResources = dev.apiTemplate.toJSON().Resources as Record<string, any>;

/** The output name behind a cross-stack (weak) reference, e.g. `...TableStreamArn...`. */
const outputOf = (value: unknown) => JSON.stringify(value).match(/"OutputName":"([^"]+)"/)?.[1] ?? JSON.stringify(value);

describe('table stream', () => {
  it('is on, with new images', () => {
    const [table] = Object.values(resourcesOfType(dev.dataTemplate, 'AWS::DynamoDB::Table'));
    expect(table!.Properties.StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
  });
});

describe.each(streamConsumers.map((def) => [def.id, def] as const))('stream consumer %s', (id, def) => {
  const fn = dev.api.streamFunctions.get(id)!;
  const fnId = dev.api.getLogicalId(fn.node.defaultChild as CfnFunction);
  const mappings = Object.values(resourcesOfType(dev.apiTemplate, 'AWS::Lambda::EventSourceMapping')).filter(
    (m) => refTarget(m.Properties.FunctionName) === fnId,
  );
  const failureQueue = dev.data.streamConsumers.find((c) => c.def.id === id)!.deadLetterQueue;
  const failureQueueId = dev.data.getLogicalId(failureQueue.node.defaultChild as never);

  it('is a house function with its entry and timeout', () => {
    expect(apiResources[fnId].Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], Timeout: def.timeoutSeconds });
    expect(apiResources[fnId].Properties.Description).toContain(def.id);
  });

  it('reads the stream oldest first, filtered, in bisected batches with partial failures', () => {
    expect(mappings).toHaveLength(1);
    const props = mappings[0]!.Properties;
    expect(outputOf(props.EventSourceArn)).toMatch(/StreamArn/);
    expect(props).toMatchObject({
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: def.batchSize,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: def.retryAttempts,
      MaximumRecordAgeInSeconds: 24 * 3600,
    });
    expect(props.FilterCriteria.Filters.map((f: { Pattern: string }) => JSON.parse(f.Pattern))).toEqual([
      { eventName: ['INSERT'], dynamodb: { Keys: { sk: { S: [{ prefix: def.insertedSortKeyPrefix }] } } } },
    ]);
    expect(outputOf(props.DestinationConfig.OnFailure.Destination)).toContain(failureQueueId);
  });

  it('alarms when it is more than 5 minutes behind the stream', () => {
    const alarms = Object.values(resourcesOfType(dev.apiTemplate, 'AWS::CloudWatch::Alarm')).filter(
      (a) => a.Properties.MetricName === 'IteratorAge' && refTarget(a.Properties.Dimensions?.[0]?.Value) === fnId,
    );
    expect(alarms).toHaveLength(1);
    expect(ITERATOR_AGE_ALARM_MS).toBe(300_000);
    expect(alarms[0]!.Properties).toMatchObject({
      Namespace: 'AWS/Lambda',
      Dimensions: [{ Name: 'FunctionName' }],
      Statistic: 'Maximum',
      Period: 300,
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: ITERATOR_AGE_ALARM_MS,
      EvaluationPeriods: 1,
      TreatMissingData: 'notBreaching',
    });
  });

  it('sends failed batches to an encrypted, SSL-only queue of the data stack', () => {
    const queue = resourcesOfType(dev.dataTemplate, 'AWS::SQS::Queue')[failureQueueId]!;
    expect(queue.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    const policy = Object.values(resourcesOfType(dev.dataTemplate, 'AWS::SQS::QueuePolicy')).find((p) => refTarget(p.Properties.Queues[0]) === failureQueueId);
    expect(policy!.Properties.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });

  it('may read the stream, read and write the table, and send to its queues and on-failure queue only', () => {
    const statements = roleStatements(dev.apiTemplate, fnId).filter((s) => s.Effect === 'Allow');
    const on = (action: string) => statements.filter((s) => s.Action.includes(action)).flatMap((s) => [s.Resource].flat().map(outputOf));
    expect(on('dynamodb:GetRecords').some((r) => /StreamArn/.test(r))).toBe(true);
    expect(on('dynamodb:DescribeStream').every((r) => /StreamArn/.test(r))).toBe(true);
    // ListStreams takes no resource ARN; it is the only wildcard (acknowledged for cdk-nag).
    expect(statements.filter((s) => JSON.stringify(s.Resource) === '"*"').map((s) => s.Action)).toEqual([['dynamodb:ListStreams']]);
    expect(on('dynamodb:PutItem')).toHaveLength(1);
    expect(on('dynamodb:Query')).toHaveLength(1);
    const sendsTo = queues.filter((q) => (def.uses.sendsTo ?? []).includes(q.id));
    const queueIds = sendsTo.map((q) => dev.data.getLogicalId(dev.data.queues.find((b) => b.def.id === q.id)!.queue.node.defaultChild as never));
    const sendTargets = on('sqs:SendMessage');
    expect(sendTargets).toHaveLength(sendsTo.length + 1);
    for (const queueId of [...queueIds, failureQueueId]) expect(sendTargets.some((t) => t.includes(queueId))).toBe(true);
    const env = apiResources[fnId].Properties.Environment.Variables as Record<string, unknown>;
    expect(Object.keys(env).sort()).toEqual(['STAGE', 'TABLE_NAME', ...sendsTo.map((q) => q.urlEnv)].sort());
  });
});
