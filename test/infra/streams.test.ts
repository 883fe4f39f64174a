/**
 * Table-stream consumers (shared/streams.ts): the stream carries new images; each consumer is a
 * house function on a DynamoDB event source with Lambda event filtering, partial batch
 * responses, bisection, bounded retries and age, and an encrypted, SSL-only on-failure queue;
 * its grants and environment are its declarations' (checked for every function in
 * stacks.test.ts); an alarm says within minutes when it falls behind the stream.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { streamConsumers } from '#shared/streams.ts';
import { ITERATOR_AGE_MS } from '#infra/constructs/alarm-thresholds.ts';
import { functionPolicies } from './function-policies.ts';
import { functionOf, removeSynthOutputs, synthesize } from './synth.ts';
import { refTarget, resourcesOfType, stackOutputOf } from './template-queries.ts';

afterAll(removeSynthOutputs);
// No bundling: only settings and grants are read.
const dev = synthesize('dev', { bundle: false });
const policies = functionPolicies(dev.outdir);
const dataOutputs = dev.dataTemplate.toJSON().Outputs as Record<string, { Value: unknown }>;

describe('table stream', () => {
  it('is on, with new images', () => {
    const [table] = Object.values(resourcesOfType(dev.dataTemplate, 'AWS::DynamoDB::Table'));
    expect(table!.Properties.StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
  });
});

describe.each(streamConsumers.map((def) => [def.id, def] as const))('stream consumer %s', (id, def) => {
  const { template, logicalId, resource } = functionOf(dev, `stream-${id}`);
  const mappings = Object.values(resourcesOfType(template, 'AWS::Lambda::EventSourceMapping')).filter(
    (m) => refTarget(m.Properties.FunctionName) === logicalId,
  );
  const failureQueue = dev.data.streamConsumers.find((c) => c.def.id === id)!.deadLetterQueue;
  const failureQueueId = dev.data.getLogicalId(failureQueue.node.defaultChild as never);
  /** The data-stack resource a cross-stack reference reads. */
  const producedBy = (value: unknown) => refTarget(dataOutputs[stackOutputOf(value)!]!.Value);

  it('is a house function with its entry and timeout', () => {
    expect(resource.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], Timeout: def.timeoutSeconds });
    expect(resource.Properties.Description).toContain(def.id);
  });

  it('reads the stream oldest first, filtered (new items, not moved ones), in bisected batches with partial failures, its lanes per shard as declared', () => {
    expect(mappings).toHaveLength(1);
    const props = mappings[0]!.Properties;
    expect(JSON.stringify(dataOutputs[stackOutputOf(props.EventSourceArn)!]!.Value)).toContain('StreamArn');
    expect(props).toMatchObject({
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: def.batchSize,
      ParallelizationFactor: def.parallelizationFactor,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: def.retryAttempts,
      MaximumRecordAgeInSeconds: 24 * 3600,
    });
    expect(props.FilterCriteria.Filters.map((f: { Pattern: string }) => JSON.parse(f.Pattern))).toEqual([
      {
        eventName: ['INSERT'],
        dynamodb: { Keys: { sk: { S: [{ prefix: def.insertedSortKeyPrefix }] } }, NewImage: { moved_at: { S: [{ exists: false }] } } },
      },
    ]);
    expect(producedBy(props.DestinationConfig.OnFailure.Destination)).toBe(failureQueueId);
  });

  it('alarms when it is more than 5 minutes behind the stream', () => {
    const alarms = Object.values(resourcesOfType(template, 'AWS::CloudWatch::Alarm')).filter(
      (a) => a.Properties.MetricName === 'IteratorAge' && refTarget(a.Properties.Dimensions?.[0]?.Value) === logicalId,
    );
    expect(alarms).toHaveLength(1);
    expect(ITERATOR_AGE_MS).toBe(300_000);
    expect(alarms[0]!.Properties).toMatchObject({
      Namespace: 'AWS/Lambda',
      Dimensions: [{ Name: 'FunctionName' }],
      Statistic: 'Maximum',
      Period: 300,
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: ITERATOR_AGE_MS,
      EvaluationPeriods: 1,
      TreatMissingData: 'notBreaching',
    });
  });

  it('sends failed batches to an encrypted, SSL-only queue of the data stack', () => {
    const queue = resourcesOfType(dev.dataTemplate, 'AWS::SQS::Queue')[failureQueueId]!;
    expect(queue.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    const policy = Object.values(resourcesOfType(dev.dataTemplate, 'AWS::SQS::QueuePolicy')).find(
      (p) => refTarget(p.Properties.Queues[0]) === failureQueueId,
    );
    expect(policy!.Properties.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
    expect(
      policies.get(`stream-${id}`)!.statements.some((s) => s.actions.includes('sqs:SendMessage') && s.resources.includes(`failures:${id}`)),
    ).toBe(true);
  });

  it('sends to the queues it declares, with their URLs', () => {
    const { resolvedEnvironment } = policies.get(`stream-${id}`)!;
    for (const q of def.uses.sendsTo ?? []) expect(Object.values(resolvedEnvironment)).toContain(`queue:${q}`);
  });
});
