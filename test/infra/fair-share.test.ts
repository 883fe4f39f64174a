/**
 * The API shared fairly, as deployed (docs/infrastructure.md, Fair share): the stage throttle
 * above several workspaces' allowance and under the account's quota, per-route throttles on the
 * expensive routes, and the optional public edge (CloudFront with AWS WAF rate-based rules) by
 * context flag only.
 */
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { EDGE_AUTH_FAILURES_PER_SOURCE_PER_MINUTE } from '#infra/constructs/deploy-context.ts';
import { ROUTE_THROTTLES, THROTTLE } from '#infra/constructs/http-api.ts';
import { EDGE_RATE_LIMITS } from '#infra/stacks/edge-stack.ts';
import { ORIGIN_SECRET_HEADER } from '#shared/model/edge.ts';
import { functionList } from '#shared/wiring/functions.ts';
import { readConfig } from '#shared/config/read.ts';
import { routeList } from '#shared/routes.ts';
import { removeSynthOutputs, synthesize } from './synth.ts';
import { resourcesOfType } from './template-queries.ts';

afterAll(removeSynthOutputs);
const prod = synthesize('prod', { bundle: false });
const dev = synthesize('dev', { bundle: false });
const origin = 'abc123defg.execute-api.eu-west-1.amazonaws.com';
const originSecret = 'edge-origin-secret-for-the-fair-share-test-0123456789';
const edgeContext = { edge: true, edgeOriginDomain: origin, region: 'eu-west-1' };
const withEdge = synthesize('prod', { bundle: false, context: edgeContext, processEnv: { EDGE_ORIGIN_SECRET: originSecret } });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** The service's functions in a synthesized app (those of the function table: they have the table's name). */
const functionsOf = (synth: typeof prod) =>
  synth.stacks
    .flatMap(({ template }) => Object.values(resourcesOfType(template, 'AWS::Lambda::Function')))
    .filter((f) => f.Properties.Environment?.Variables?.TABLE_NAME !== undefined);
const environmentOf = (fn: { Properties: Record<string, any> }): Record<string, unknown> => fn.Properties.Environment?.Variables ?? {};
const stageOf = (synth: typeof prod) => Object.entries(resourcesOfType(synth.apiTemplate, 'AWS::ApiGatewayV2::Stage'))[0]!;

/** Account-level API Gateway quota per region (requests per second and burst), shared by every API of the account. */
const ACCOUNT = { rateLimit: 10_000, burstLimit: 5_000 };

describe('stage and route throttles', () => {
  it("sizes the production stage above three workspaces' whole allowance and within the account's quota", () => {
    const defaults = readConfig({ TABLE_NAME: 'wallet-api', AWS_REGION: 'us-east-1' });
    const perWorkspace = defaults.RATE_LIMIT_WORKSPACE_WRITES_PER_SECOND + defaults.RATE_LIMIT_WORKSPACE_READS_PER_SECOND;
    expect(THROTTLE.prod.rateLimit).toBeGreaterThanOrEqual(3 * perWorkspace);
    expect(THROTTLE.prod.rateLimit).toBeLessThanOrEqual(ACCOUNT.rateLimit);
    expect(THROTTLE.prod.burstLimit).toBeLessThanOrEqual(ACCOUNT.burstLimit);
    expect(stageOf(prod)[1].Properties.DefaultRouteSettings).toEqual({
      ThrottlingBurstLimit: THROTTLE.prod.burstLimit,
      ThrottlingRateLimit: THROTTLE.prod.rateLimit,
    });
  });

  it('throttles each expensive route on its own, below the stage, and the stage waits for the routes it names', () => {
    const ids = new Set(routeList.map((r) => r.id));
    for (const id of Object.keys(ROUTE_THROTTLES)) expect(ids, id).toContain(id);
    const [logicalId, stage] = stageOf(prod);
    const expected = Object.fromEntries(
      routeList
        .filter((r) => ROUTE_THROTTLES[r.id])
        .map((r) => [
          `${r.method} ${r.path}`,
          { ThrottlingRateLimit: ROUTE_THROTTLES[r.id]!.rateLimit, ThrottlingBurstLimit: ROUTE_THROTTLES[r.id]!.burstLimit },
        ]),
    );
    expect(stage.Properties.RouteSettings).toEqual(expected);
    for (const t of Object.values(ROUTE_THROTTLES)) expect(t.rateLimit).toBeLessThan(THROTTLE.prod.rateLimit);
    // Route settings must name routes that exist: the stage is deployed after every area's nested stack.
    const nested = Object.keys(resourcesOfType(prod.apiTemplate, 'AWS::CloudFormation::Stack'));
    expect(nested.length).toBeGreaterThan(0);
    expect(prod.apiTemplate.toJSON().Resources[logicalId].DependsOn).toEqual(expect.arrayContaining(nested));
    // Outside production no route's bucket is larger than the stage's.
    for (const settings of Object.values(stageOf(dev)[1].Properties.RouteSettings as Record<string, Record<string, number>>)) {
      expect(settings.ThrottlingRateLimit).toBeLessThanOrEqual(THROTTLE.other.rateLimit);
      expect(settings.ThrottlingBurstLimit).toBeLessThanOrEqual(THROTTLE.other.burstLimit);
    }
  });
});

describe('the public edge', () => {
  it('is not made unless asked for', () => {
    expect(prod.edge).toBeUndefined();
    expect(prod.app.node.children.map((c) => c.node.id)).not.toContain('WalletApi-prod-Edge');
  });

  it('puts CloudFront with a WAF web ACL of rate-based rules in us-east-1 in front of the API host, caching nothing', () => {
    const edge = Template.fromStack(withEdge.edge!);
    expect(withEdge.edge!.region).toBe('us-east-1');
    const [acl] = Object.values(resourcesOfType(edge, 'AWS::WAFv2::WebACL'));
    expect(acl!.Properties.Scope).toBe('CLOUDFRONT');
    expect(acl!.Properties.DefaultAction).toEqual({ Allow: {} });
    const rules = acl!.Properties.Rules as { Name: string; Action?: unknown; Statement: Record<string, any> }[];
    expect(rules.map((r) => r.Name)).toEqual(['RatePerAddress', 'AnonymousRatePerAddress', 'AmazonIpReputation']);
    expect(rules[0]!.Statement.RateBasedStatement).toEqual({ Limit: EDGE_RATE_LIMITS.perAddress, AggregateKeyType: 'IP' });
    expect(rules[1]!.Statement.RateBasedStatement).toMatchObject({
      Limit: EDGE_RATE_LIMITS.anonymousPerAddress,
      AggregateKeyType: 'IP',
      ScopeDownStatement: {
        NotStatement: { Statement: { SizeConstraintStatement: { FieldToMatch: { SingleHeader: { Name: 'authorization' } } } } },
      },
    });
    for (const rule of rules.slice(0, 2)) expect(rule.Action).toEqual({ Block: {} });
    const [distribution] = Object.values(resourcesOfType(edge, 'AWS::CloudFront::Distribution'));
    const config = distribution!.Properties.DistributionConfig;
    expect(config.WebACLId).toEqual({ 'Fn::GetAtt': [Object.keys(resourcesOfType(edge, 'AWS::WAFv2::WebACL'))[0], 'Arn'] });
    expect(config.Origins[0].DomainName).toBe(origin);
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
    });
    // Behind the edge the per-address count of unauthenticated refusals counts CloudFront's addresses: it is raised.
    const fn = functionsOf(withEdge).find((f) => environmentOf(f).AUTH_FAILURES_PER_SOURCE_PER_MINUTE !== undefined);
    expect(fn?.Properties.Environment.Variables.AUTH_FAILURES_PER_SOURCE_PER_MINUTE).toBe(EDGE_AUTH_FAILURES_PER_SOURCE_PER_MINUTE);
  });

  it('sends its origin secret to the API, whose functions hold only its digest', () => {
    const edge = Template.fromStack(withEdge.edge!);
    const [distribution] = Object.values(resourcesOfType(edge, 'AWS::CloudFront::Distribution'));
    expect(distribution!.Properties.DistributionConfig.Origins[0].OriginCustomHeaders).toEqual([
      { HeaderName: ORIGIN_SECRET_HEADER, HeaderValue: originSecret },
    ]);
    const functions = functionsOf(withEdge);
    expect(functions).toHaveLength(functionList.length);
    for (const f of functions) {
      expect(environmentOf(f).EDGE_ORIGIN_DIGESTS).toBe(sha256(originSecret));
      expect(JSON.stringify(f)).not.toContain(originSecret);
    }
    for (const { template } of withEdge.stacks) expect(JSON.stringify(template.toJSON())).not.toContain(originSecret);
    // Without the edge no function checks an origin.
    for (const f of functionsOf(prod)) expect(environmentOf(f).EDGE_ORIGIN_DIGESTS).toBeUndefined();
  });

  it('accepts the previous origin secret beside the new one during a rotation', { timeout: 120_000 }, () => {
    const previous = 'the-previous-edge-origin-secret-0123456789abcdef';
    const rotating = synthesize('qa', {
      bundle: false,
      context: edgeContext,
      processEnv: { EDGE_ORIGIN_SECRET: originSecret, EDGE_ORIGIN_PREVIOUS_SECRET: previous },
    });
    for (const f of functionsOf(rotating)) expect(environmentOf(f).EDGE_ORIGIN_DIGESTS).toBe(`${sha256(originSecret)},${sha256(previous)}`);
  });

  it("refuses an edge without the API's host or its origin secret, a host without the edge, and digests set by hand", {
    timeout: 120_000,
  }, () => {
    const secret = { EDGE_ORIGIN_SECRET: originSecret };
    expect(() => synthesize('qa', { bundle: false, context: { edge: true }, processEnv: secret })).toThrow(/edgeOriginDomain/);
    expect(() => synthesize('qa', { bundle: false, context: { edgeOriginDomain: 'api.example.com' } })).toThrow(/edge=true/);
    expect(() => synthesize('qa', { bundle: false, context: edgeContext })).toThrow(/EDGE_ORIGIN_SECRET/);
    expect(() => synthesize('qa', { bundle: false, context: edgeContext, processEnv: { EDGE_ORIGIN_SECRET: 'short' } })).toThrow(
      /EDGE_ORIGIN_SECRET: expected/,
    );
    expect(() => synthesize('qa', { bundle: false, context: { edgeOriginDigests: sha256('x') } })).toThrow(/edgeOriginDigests/);
  });
});
