/**
 * The API side as deployed: one route and one function per route-table entry, each function
 * in its area's nested stack with the house defaults, exactly the environment and the grants its
 * declarations in the function table give it (nothing more, nothing less), and cdk-nag on every
 * stack. The data stack's own assertions are in data-stack.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { App, Stack } from 'aws-cdk-lib';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { routeList } from '#shared/routes.ts';
import { functionEnvironment, functionList, type FunctionDef } from '#shared/wiring/functions.ts';
import { THROTTLE } from '#infra/constructs/http-api.ts';
import { TABLE_ACTIONS } from '#infra/constructs/table-access.ts';
import { FUNCTION_ID_TAG } from '#infra/constructs/function-wiring.ts';
import { functionPolicies } from './function-policies.ts';
import { functionOf, removeSynthOutputs, synthesize } from './synth.ts';
import { allOfType, refTarget, resourcesOfType } from './template-queries.ts';

afterAll(removeSynthOutputs);
const dev = synthesize('dev', { bundle: false });
const policies = functionPolicies(dev.outdir);

/** The function (template and logical id) a route, by route key, is integrated with. */
function integratedFunction(routeKey: string): { templateIndex: number; logicalId: string | undefined } | undefined {
  for (const [templateIndex, { template }] of dev.stacks.entries()) {
    const route = Object.values(resourcesOfType(template, 'AWS::ApiGatewayV2::Route')).find((r) => r.Properties.RouteKey === routeKey);
    if (!route) continue;
    const parts = route.Properties.Target['Fn::Join'][1] as unknown[];
    expect(parts[0]).toBe('integrations/');
    const integration = resourcesOfType(template, 'AWS::ApiGatewayV2::Integration')[refTarget(parts[1])!]!;
    expect(integration.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
    return { templateIndex, logicalId: refTarget(integration.Properties.IntegrationUri) };
  }
  return undefined;
}

const templateIndexOf = (id: string) => dev.stacks.findIndex((s) => s.stack === functionOf(dev, id).stack);

describe('HTTP API', () => {
  it.each(routeList.map((r) => [`${r.method} ${r.path}`, r.id] as const))('%s → its own function', (routeKey, id) => {
    expect(integratedFunction(routeKey)).toEqual({ templateIndex: templateIndexOf(id), logicalId: functionOf(dev, id).logicalId });
  });

  it('has one route per route-table entry plus $default, which reaches the fallback', () => {
    expect(integratedFunction('$default')).toEqual({
      templateIndex: templateIndexOf('fallback'),
      logicalId: functionOf(dev, 'fallback').logicalId,
    });
    expect(allOfType(dev.stacks, 'AWS::ApiGatewayV2::Route')).toHaveLength(routeList.length + 1);
  });

  it('logs every request as JSON and throttles the stage', () => {
    const [stage] = Object.values(resourcesOfType(dev.apiTemplate, 'AWS::ApiGatewayV2::Stage'));
    expect(stage!.Properties.StageName).toBe('$default');
    expect(refTarget(stage!.Properties.AccessLogSettings.DestinationArn)).toBeDefined();
    const format = JSON.parse(stage!.Properties.AccessLogSettings.Format as string);
    expect(format).toMatchObject({
      requestId: '$context.requestId',
      routeKey: '$context.routeKey',
      status: '$context.status',
      latency: '$context.responseLatency',
      ip: '$context.identity.sourceIp',
    });
    expect(stage!.Properties.DefaultRouteSettings).toEqual({
      ThrottlingBurstLimit: THROTTLE.other.burstLimit,
      ThrottlingRateLimit: THROTTLE.other.rateLimit,
    });
    dev.apiTemplate.hasOutput('ApiUrl', {});
    expect(dev.apiTemplate.toJSON().Outputs.ApiDomainTarget).toBeUndefined();
  });
});

describe('stacks', () => {
  it('put each function in the nested stack of its area', () => {
    for (const fn of functionList)
      expect(
        dev.api.areas.get(fn.area)!.functions.map((f) => f.def.id),
        fn.id,
      ).toContain(fn.id);
    expect([...dev.api.areas.keys()].sort()).toEqual([...new Set(functionList.map((f) => f.area))].sort());
    expect(allOfType([{ template: dev.apiTemplate }], 'AWS::Lambda::Function')).toEqual([]);
  });
});

describe('functions', () => {
  const all = allOfType(dev.stacks, 'AWS::Lambda::Function');

  it('are one per function-table entry, tagged with its id, all with the house defaults', () => {
    expect(all).toHaveLength(functionList.length);
    const tags = all.map((fn) => (fn.Properties.Tags as { Key: string; Value: string }[]).find((t) => t.Key === FUNCTION_ID_TAG)?.Value);
    expect(tags.sort()).toEqual(functionList.map((f) => f.id).sort());
    for (const def of functionList) {
      const fn = functionOf(dev, def.id).resource;
      expect(fn.Properties, def.id).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        MemorySize: 1024,
        Timeout: def.timeoutSeconds,
      });
      expect(fn.Properties.LoggingConfig.LogGroup).toBeDefined();
    }
    for (const group of allOfType(dev.stacks, 'AWS::Logs::LogGroup')) expect(group.Properties.RetentionInDays).toBe(30);
  });

  it.each(functionList.map((f) => [f.id, f] as const))('%s has exactly the environment its declarations derive', (id, def) => {
    const symbols = {
      tableName: 'table',
      stage: 'dev',
      queueUrl: (q: string) => `queue:${q}`,
      deadLetterQueueUrl: (q: string) => `dlq:${q}`,
      secretArn: (s: string) => `secret:${s}`,
      kmsKeyArn: (k: string) => `key:${k}`,
      signerRoleArn: (id: string) => `role:${id}`,
      settings: {},
    };
    expect(policies.get(id)!.resolvedEnvironment).toEqual(functionEnvironment(def, symbols));
  });

  it.each(functionList.map((f) => [f.id, f] as const))('%s has exactly the grants its declarations name', (id, def) => {
    const granted = policies
      .get(id)!
      .statements.flatMap((s) =>
        s.actions.flatMap((a) => s.resources.map((r) => `${s.effect} ${a} ${r}${s.conditions ? ' (conditional)' : ''}`)),
      );
    expect(granted.sort()).toEqual(expectedGrants(def).sort());
  });

  it('grants no scan to anyone', () => {
    const scans = [...policies.values()].filter((p) => p.statements.some((s) => s.actions.some((a) => /^dynamodb:(Scan|\*)$/i.test(a))));
    expect(scans.map((p) => p.id)).toEqual([]);
  });
});

/** What a function's declarations give it, as `Allow <action> <resource symbol>` lines. */
function expectedGrants(def: FunctionDef): string[] {
  const allow = (actions: readonly string[], resource: string, suffix = '') => actions.map((a) => `Allow ${a} ${resource}${suffix}`);
  const grants = allow(['logs:CreateLogStream', 'logs:PutLogEvents'], 'log-group');
  if (def.table !== 'none') grants.push(...allow(TABLE_ACTIONS[def.table], 'table'));
  // Its key's last use, and its request's rate counters.
  if (def.recordsKeyUse) grants.push(...allow(['dynamodb:UpdateItem'], 'table', ' (conditional)'));
  if (def.recordsKeyUse || def.keepsSessions) grants.push(...allow(['dynamodb:UpdateItem'], 'table', ' (conditional)'));
  // An index only for a function that declares it: table access covers the table alone.
  for (const index of def.uses.queriesIndexes) grants.push(...allow(['dynamodb:Query'], `table/index/${index}`));
  if (def.keepsSessions) grants.push(...allow(['dynamodb:UpdateItem', 'dynamodb:DeleteItem'], 'table', ' (conditional)'));
  for (const q of def.uses.sendsTo) grants.push(...allow(['sqs:SendMessage'], `queue:${q}`));
  for (const q of def.uses.sendsToDeadLetterOf) grants.push(...allow(['sqs:SendMessage'], `dlq:${q}`));
  for (const s of def.uses.readsSecrets) grants.push(...allow(['secretsmanager:GetSecretValue'], `secret:${s}`));
  for (const k of def.uses.encryptsWith) grants.push(...allow(['kms:GenerateDataKey'], `key:${k}`));
  for (const k of def.uses.decryptsWith) grants.push(...allow(['kms:Decrypt'], `key:${k}`));
  // Custody keys are made at run time: every grant on them is bound by their tag.
  if (def.uses.createsKeysOf.length > 0) {
    grants.push(
      ...allow(['kms:CreateKey', 'kms:TagResource'], '*', ' (conditional)'),
      ...allow(['kms:GetPublicKey'], 'custody-key:*', ' (conditional)'),
    );
  }
  if (def.uses.signsWith.length > 0) grants.push(...allow(['kms:Sign'], 'custody-key:*', ' (conditional)'));
  const { trigger } = def;
  // What the event sources grant themselves.
  if (trigger.kind === 'queue') {
    grants.push(
      ...allow(
        ['sqs:ChangeMessageVisibility', 'sqs:DeleteMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:ReceiveMessage'],
        `queue:${trigger.queue.id}`,
      ),
    );
  }
  if (trigger.kind === 'stream') {
    grants.push(...allow(['dynamodb:ListStreams'], '*'));
    grants.push(...allow(['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'], 'table/stream'));
    grants.push(...allow(['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'], `failures:${trigger.consumer.id}`));
  }
  return grants;
}

describe('cdk-nag (AwsSolutions)', () => {
  it('reports findings in-process (so an empty report means something)', () => {
    const stack = new Stack(new App(), 'Probe');
    new sqs.Queue(stack, 'Plain');
    const rules = new AwsSolutionsChecks(undefined, {}).validateScope(stack).violations.map((v) => v.ruleName);
    expect(rules).toContain('AwsSolutions-SQS4');
  });

  it.each(['dev', 'prod'])('has no unacknowledged finding on %s, nested stacks included', { timeout: 120_000 }, (stage) => {
    const synth = synthesize(stage, { bundle: false });
    expect(synth.stacks.length).toBeGreaterThan(2);
    for (const { stack } of synth.stacks) {
      const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(stack);
      const findings = report.violations.map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
      expect(findings, stack.node.path).toEqual([]);
    }
  });
});
