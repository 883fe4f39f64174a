/**
 * Queues beyond the data stack: access is opt-in per route (only a listed route's function
 * learns the queue URL under its `urlEnv` and may send to it), and a consumer is wired with
 * the queue definition's batch size, concurrency and timeout, and may re-enqueue, change
 * visibility and move a message to its DLQ itself.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { queues } from '#shared/queues.ts';
import { dlqUrlEnv } from '#infra/constructs/queue-env.ts';
import { QueueConsumer } from '#infra/constructs/queue-consumer.ts';
import { ApiStack } from '#infra/stacks/api-stack.ts';
import { DataStack } from '#infra/stacks/data-stack.ts';
import { refTarget, resourcesOfType, roleStatements } from './template-queries.ts';

describe('route queues', () => {
  const queue = queues[0]!;
  // No bundling: only settings and grants are read.
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const data = new DataStack(app, 'Data', { stage: 'test', namePrefix: 'wallet-api-test' });
  const api = new ApiStack(app, 'Api', { stage: 'test', table: data.table, queues: data.queues, streamConsumers: data.streamConsumers, routeQueues: { getNetworks: [queue.id] } });
  const template = Template.fromStack(api);
  const fnOf = (id: string) => api.getLogicalId(api.routeFunctions.get(id)!.node.defaultChild as CfnFunction);
  const envOf = (id: string) => template.toJSON().Resources[fnOf(id)].Properties.Environment.Variables as Record<string, unknown>;
  const sends = (id: string) => roleStatements(template, fnOf(id)).some((s) => s.Action.includes('sqs:SendMessage'));

  it('gives a listed route the URL and send rights', () => {
    expect(envOf('getNetworks')[queue.urlEnv]).toBeDefined();
    expect(sends('getNetworks')).toBe(true);
  });

  it('gives other routes neither', () => {
    expect(envOf('putNetworks')[queue.urlEnv]).toBeUndefined();
    expect(sends('putNetworks')).toBe(false);
  });

  it('refuses an unknown queue id', () => {
    const other = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const d = new DataStack(other, 'Data', { stage: 'test', namePrefix: 'x' });
    expect(() => new ApiStack(other, 'Api', { stage: 'test', table: d.table, queues: d.queues, streamConsumers: [], routeQueues: { getNetworks: ['nope'] } })).toThrow(/unknown queues/);
  });
});

describe('queue consumer', () => {
  // Any existing entry stands in for the consumer, so these tests do not bundle or need it.
  const def = { ...queues[0]!, consumer: 'functions/system/fallback.ts' };
  const build = (overrides: Partial<typeof def> = {}) => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const data = new DataStack(app, 'Data', { stage: 'test', namePrefix: 'wallet-api-test' });
    const stack = new Stack(app, 'Workers');
    const { queue, deadLetterQueue } = data.queues[0]!;
    const binding = { def: { ...def, ...overrides }, queue, deadLetterQueue };
    const consumer = new QueueConsumer(stack, 'Consumer', { binding, entry: def.consumer, stage: 'test', table: data.table });
    return { template: Template.fromStack(stack), fnId: stack.getLogicalId(consumer.fn.node.defaultChild as CfnFunction) };
  };

  it('consumes in batches with partial failures, bounded concurrency and its own timeout', () => {
    const { template } = build();
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: def.batchSize,
      ScalingConfig: { MaximumConcurrency: def.maxConcurrency },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    template.hasResourceProperties('AWS::Lambda::Function', { Timeout: def.consumerTimeoutSeconds, Runtime: 'nodejs24.x' });
  });

  it('refuses a visibility timeout under 6x the consumer timeout', () => {
    expect(() => build({ visibilityTimeoutSeconds: def.consumerTimeoutSeconds * 5 })).toThrow(/6x/);
  });

  it('may send to its own queue and its DLQ, whose URLs it learns, and change visibility', () => {
    const { template, fnId } = build();
    const env = template.toJSON().Resources[fnId].Properties.Environment.Variables as Record<string, unknown>;
    expect(Object.keys(env)).toEqual(expect.arrayContaining([def.urlEnv, dlqUrlEnv(def)]));
    expect(dlqUrlEnv(def)).toBe('WEBHOOK_DLQ_URL');
    const statements = roleStatements(template, fnId);
    const targets = (action: string) =>
      statements.filter((s) => s.Effect === 'Allow' && s.Action.includes(action)).flatMap((s) => [s.Resource].flat().map((r) => JSON.stringify(r)));
    // Cross-stack references: both queues, each by its own output.
    expect(targets('sqs:SendMessage')).toHaveLength(2);
    expect(targets('sqs:ChangeMessageVisibility')).toHaveLength(1);
    expect(targets('sqs:SendMessage')).toEqual(expect.arrayContaining(targets('sqs:ChangeMessageVisibility')));
  });
});

describe('dead-letter queue alarms', () => {
  it('alarms on any visible message in each DLQ', () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const data = new DataStack(app, 'Data', { stage: 'test', namePrefix: 'wallet-api-test' });
    const template = Template.fromStack(data);
    const alarms = Object.values(resourcesOfType(template, 'AWS::CloudWatch::Alarm'));
    const dlqs = [...data.queues.map((q) => q.deadLetterQueue), ...data.streamConsumers.map((c) => c.deadLetterQueue)];
    expect(alarms).toHaveLength(dlqs.length);
    for (const dlq of dlqs) {
      const id = data.getLogicalId(dlq.node.defaultChild as never);
      const alarm = alarms.find((a) => refTarget(a.Properties.Dimensions?.[0]?.Value) === id);
      expect(alarm?.Properties, id).toMatchObject({
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Namespace: 'AWS/SQS',
        ComparisonOperator: 'GreaterThanThreshold',
        Threshold: 0,
        TreatMissingData: 'notBreaching',
      });
    }
  });
});
