/**
 * CDK assertions on the API stack: one route and one function per route-table entry, the
 * house function defaults, least-privilege grants; and cdk-nag on both stacks. The data
 * stack's own assertions are in data-stack.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { App, Stack } from 'aws-cdk-lib';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { queues } from '#shared/queues.ts';
import { routeList } from '#shared/routes.ts';
import { streamConsumers } from '#shared/streams.ts';
import { THROTTLE } from '#infra/constructs/http-api.ts';
import { functionLogicalId, removeSynthOutputs, synthesize } from './synth.ts';
import { dynamoActions, READ_ACTIONS, refTarget, resourcesOfType, roleStatements, type Statement } from './template-queries.ts';

afterAll(removeSynthOutputs);
const dev = synthesize('dev');

/** The Lambda function a route (by route key) is integrated with. */
function integratedFunction(routeKey: string): string | undefined {
  const routes = Object.values(resourcesOfType(dev.apiTemplate, 'AWS::ApiGatewayV2::Route'));
  const route = routes.find((r) => r.Properties.RouteKey === routeKey);
  if (!route) return undefined;
  const parts = route.Properties.Target['Fn::Join'][1] as unknown[];
  expect(parts[0]).toBe('integrations/');
  const integration = resourcesOfType(dev.apiTemplate, 'AWS::ApiGatewayV2::Integration')[refTarget(parts[1])!]!;
  expect(integration.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
  return refTarget(integration.Properties.IntegrationUri);
}

const isKeyUsageGrant = (s: Statement) =>
  s.Action.length === 1 &&
  s.Action[0] === 'dynamodb:UpdateItem' &&
  JSON.stringify(s.Condition) ===
    JSON.stringify({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['WS#*'] },
      'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk', 'last_used_at'] },
    });

describe('HTTP API', () => {
  it.each(routeList.map((r) => [`${r.method} ${r.path}`, r.id] as const))('%s → its own function', (routeKey, id) => {
    expect(integratedFunction(routeKey)).toBe(functionLogicalId(dev, id));
  });

  it('gives every route a distinct function and sends $default to the fallback', () => {
    const ids = new Set(routeList.map((r) => functionLogicalId(dev, r.id)));
    expect(ids.size).toBe(routeList.length);
    expect(integratedFunction('$default')).toBe(functionLogicalId(dev, 'fallback'));
    dev.apiTemplate.resourceCountIs('AWS::ApiGatewayV2::Route', routeList.length + 1);
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
  });
});

describe('functions', () => {
  const all = resourcesOfType(dev.apiTemplate, 'AWS::Lambda::Function');
  const routeIds = new Set([...routeList.map((r) => functionLogicalId(dev, r.id)), functionLogicalId(dev, 'fallback')]);
  const consumerCount = queues.filter((q) => q.consumer !== null).length + streamConsumers.length;

  it('are one per route plus the fallback and the consumers, all with the house defaults', () => {
    expect(Object.keys(all)).toHaveLength(routeList.length + 1 + consumerCount);
    for (const [id, fn] of Object.entries(all)) {
      // Routes stay well inside API Gateway's 30 s; consumers take their definition's timeout.
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], MemorySize: 1024 });
      if (routeIds.has(id)) expect(fn.Properties.Timeout).toBe(10);
      expect(fn.Properties.Environment.Variables).toMatchObject({ STAGE: 'dev' });
      expect(fn.Properties.Environment.Variables.TABLE_NAME).toBeDefined();
      expect(fn.Properties.LoggingConfig.LogGroup).toBeDefined();
    }
    for (const group of Object.values(resourcesOfType(dev.apiTemplate, 'AWS::Logs::LogGroup'))) {
      expect(group.Properties.RetentionInDays).toBe(30);
    }
  });

  it.each(routeList.filter((r) => r.access === 'read').map((r) => [r.id] as const))(
    'read route %s writes nothing but its key usage',
    (id) => {
      const statements = roleStatements(dev.apiTemplate, functionLogicalId(dev, id));
      const narrow = statements.filter(isKeyUsageGrant);
      expect(narrow).toHaveLength(1);
      expect(refTarget(narrow[0]!.Resource) ?? JSON.stringify(narrow[0]!.Resource)).not.toContain('*');
      const others = dynamoActions(statements.filter((s) => !isKeyUsageGrant(s)));
      expect(others.filter((a) => !READ_ACTIONS.has(a))).toEqual([]);
      expect(others).toContain('dynamodb:GetItem');
    },
  );

  it.each(routeList.filter((r) => r.access === 'write').map((r) => [r.id] as const))('write route %s can write', (id) => {
    const actions = dynamoActions(roleStatements(dev.apiTemplate, functionLogicalId(dev, id)));
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']));
  });

  it.each(routeList.filter((r) => r.access === 'none').map((r) => [r.id] as const))('table-less route %s has no table access at all', (id) => {
    expect(dynamoActions(roleStatements(dev.apiTemplate, functionLogicalId(dev, id)))).toEqual([]);
  });

  it('gives the fallback no table access', () => {
    expect(dynamoActions(roleStatements(dev.apiTemplate, functionLogicalId(dev, 'fallback')))).toEqual([]);
  });
});

describe('cdk-nag (AwsSolutions)', () => {
  it('reports findings in-process (so an empty report means something)', () => {
    const stack = new Stack(new App(), 'Probe');
    new sqs.Queue(stack, 'Plain');
    const rules = new AwsSolutionsChecks(undefined, {}).validateScope(stack).violations.map((v) => v.ruleName);
    expect(rules).toContain('AwsSolutions-SQS4');
  });

  it.each(['dev', 'prod'])('has no unacknowledged finding on %s', (stage) => {
    const synth = synthesize(stage, { bundle: stage === 'dev' });
    for (const stack of [synth.data, synth.api]) {
      const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(stack);
      const findings = report.violations.map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
      expect(findings, stack.stackName).toEqual([]);
    }
  });
});
