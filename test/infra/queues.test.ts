/**
 * Queues beyond the data stack: a function learns a queue's URL and may send to it only when its
 * declarations say so (the resend route does; routes that declare nothing get neither), and a
 * consumer is wired with the queue definition's batch size, concurrency and timeout, learns its
 * own queue's URL and, when it declares it, its DLQ's, and may move a message to that DLQ itself.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { dlqUrlEnv, queues } from '#shared/queues.ts';
import { routeList } from '#shared/routes.ts';
import { functionList } from '#shared/wiring/functions.ts';
import { queueTrigger } from '#infra/constructs/triggers.ts';
import { functionPolicies, isAllowed } from './function-policies.ts';
import { functionOf, removeSynthOutputs, synthesize } from './synth.ts';
import { refTarget, resourcesOfType } from './template-queries.ts';

afterAll(removeSynthOutputs);
const dev = synthesize('dev', { bundle: false });
const policies = functionPolicies(dev.outdir);
const sendsAnywhere = (id: string) => policies.get(id)!.statements.some((s) => s.actions.includes('sqs:SendMessage'));

describe('route queues', () => {
  it('gives the resend route the webhook queue URL and send rights, from its declaration', () => {
    const resend = routeList.find((r) => r.id === 'resendWebhookDelivery')!;
    expect(resend.uses?.sendsTo).toEqual(['webhook-deliveries']);
    expect(policies.get('resendWebhookDelivery')!.resolvedEnvironment.WEBHOOK_QUEUE_URL).toBe('queue:webhook-deliveries');
    expect(isAllowed(policies.get('resendWebhookDelivery')!.statements, 'sqs:SendMessage', 'queue:webhook-deliveries')).toBe(true);
  });

  it('gives routes that declare no queue neither a URL nor send rights', () => {
    const silent = routeList.filter((r) => !(r.uses?.sendsTo?.length || r.uses?.sendsToDeadLetterOf?.length));
    expect(silent.length).toBeGreaterThan(40);
    for (const route of silent) {
      const env = Object.keys(policies.get(route.id)!.resolvedEnvironment);
      expect(
        env.filter((name) => /_URL$/.test(name) && name !== 'PARTNER_BASE_URL'),
        route.id,
      ).toEqual([]);
      expect(sendsAnywhere(route.id), route.id).toBe(false);
    }
  });
});

describe.each(queues.filter((q) => q.consumer !== null).map((q) => [q.id, q] as const))('consumer of %s', (id, def) => {
  const fnId = `queue-${id}`;
  const { template, logicalId, resource } = functionOf(dev, fnId);
  const fnDef = functionList.find((f) => f.id === fnId)!;

  it('consumes in batches with partial failures, bounded concurrency and its own timeout', () => {
    const mappings = Object.values(resourcesOfType(template, 'AWS::Lambda::EventSourceMapping')).filter(
      (m) => refTarget(m.Properties.FunctionName) === logicalId,
    );
    expect(mappings).toHaveLength(1);
    expect(mappings[0]!.Properties).toMatchObject({
      BatchSize: def.batchSize,
      ScalingConfig: { MaximumConcurrency: def.maxConcurrency },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(resource.Properties).toMatchObject({ Timeout: def.consumerTimeoutSeconds, Runtime: 'nodejs24.x' });
  });

  it('learns its own queue, and the DLQ it declares, and may move a message there', () => {
    const { resolvedEnvironment, statements } = policies.get(fnId)!;
    expect(resolvedEnvironment[def.urlEnv]).toBe(`queue:${id}`);
    const declaresDlq = fnDef.uses.sendsToDeadLetterOf.includes(id);
    expect(resolvedEnvironment[dlqUrlEnv(def)]).toBe(declaresDlq ? `dlq:${id}` : undefined);
    expect(isAllowed(statements, 'sqs:SendMessage', `dlq:${id}`)).toBe(declaresDlq);
    // Postponing is a visibility change (the event source's grant), never a re-send.
    expect(isAllowed(statements, 'sqs:ChangeMessageVisibility', `queue:${id}`)).toBe(true);
    expect(isAllowed(statements, 'sqs:SendMessage', `queue:${id}`)).toBe(fnDef.uses.sendsTo.includes(id));
  });

  it('refuses a visibility timeout under 6x the consumer timeout', () => {
    const fake = {} as lambda.IFunction;
    expect(() => queueTrigger(fake, { ...def, visibilityTimeoutSeconds: def.consumerTimeoutSeconds * 5 }, {} as IQueue)).toThrow(/6x/);
  });
});

describe('the webhook dispatcher', () => {
  it('names its DLQ variable after the queue variable', () => {
    expect(dlqUrlEnv(queues.find((q) => q.id === 'webhook-deliveries')!)).toBe('WEBHOOK_DLQ_URL');
  });
});
