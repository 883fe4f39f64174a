/**
 * Queues beyond the data stack: access is opt-in per route (only a listed route's function
 * learns the queue URL under its `urlEnv` and may send to it), and a consumer is wired with
 * the queue definition's batch size, concurrency and timeout.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { queues } from '#shared/queues.ts';
import { QueueConsumer } from '#infra/constructs/queue-consumer.ts';
import { ApiStack } from '#infra/stacks/api-stack.ts';
import { DataStack } from '#infra/stacks/data-stack.ts';
import { roleStatements } from './template-queries.ts';

describe('route queues', () => {
  const queue = queues[0]!;
  // No bundling: only settings and grants are read.
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const data = new DataStack(app, 'Data', { stage: 'test', namePrefix: 'wallet-api-test' });
  const api = new ApiStack(app, 'Api', { stage: 'test', table: data.table, queues: data.queues, routeQueues: { getNetworks: [queue.id] } });
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
    expect(() => new ApiStack(other, 'Api', { stage: 'test', table: d.table, queues: d.queues, routeQueues: { getNetworks: ['nope'] } })).toThrow(/unknown queues/);
  });
});

describe('queue consumer', () => {
  const def = { ...queues[0]!, consumer: 'functions/system/fallback.ts' };
  // Any existing entry stands in for the consumer, which no queue has yet.
  const build = (overrides: Partial<typeof def> = {}) => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const data = new DataStack(app, 'Data', { stage: 'test', namePrefix: 'wallet-api-test' });
    const stack = new Stack(app, 'Workers');
    const binding = { def: { ...def, ...overrides }, queue: data.queues[0]!.queue };
    new QueueConsumer(stack, 'Consumer', { binding, entry: def.consumer, stage: 'test', table: data.table });
    return Template.fromStack(stack);
  };

  it('consumes in batches with partial failures, bounded concurrency and its own timeout', () => {
    const template = build();
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
});
