/**
 * Operator settings from context: account and region (pinned, or environment-agnostic when
 * nothing says otherwise, so synth stays offline), a custom domain for the API, and refusals of
 * values that could only fail later.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '#infra/app.ts';
import { removeSynthOutputs, synthesize } from './synth.ts';
import { resourcesOfType } from './template-queries.ts';

afterAll(removeSynthOutputs);

const app = (context: Record<string, unknown>, processEnv: NodeJS.ProcessEnv = {}) =>
  createApp({ context: { stage: 'x', 'aws:cdk:bundling-stacks': [], ...context }, processEnv });

describe('account and region', () => {
  it('are left open without context or CDK_DEFAULT_*: offline synth, any account', () => {
    const { data, api } = app({});
    for (const stack of [data, api]) expect([stack.account, stack.region].every((v) => v.startsWith('${Token'))).toBe(true);
  });

  it('come from -c account / -c region', () => {
    const { data, api } = app({ account: '111122223333', region: 'eu-west-1' });
    for (const stack of [data, api]) expect([stack.account, stack.region]).toEqual(['111122223333', 'eu-west-1']);
  });

  it('else from the CLI’s CDK_DEFAULT_ACCOUNT and CDK_DEFAULT_REGION; context wins', () => {
    const env = { CDK_DEFAULT_ACCOUNT: '444455556666', CDK_DEFAULT_REGION: 'us-east-2' };
    expect([app({}, env).api.account, app({}, env).api.region]).toEqual(['444455556666', 'us-east-2']);
    expect(app({ region: 'eu-west-1' }, env).api.region).toBe('eu-west-1');
  });

  it('synthesize pinned, with the references resolved in that region', { timeout: 120_000 }, () => {
    const synth = synthesize('dev', { bundle: false, context: { account: '111122223333', region: 'eu-west-1' } });
    expect(JSON.stringify(synth.stacks[2]!.template.toJSON())).toContain('"Region":"eu-west-1"');
  });

  it('refuse malformed values', () => {
    expect(() => app({ account: '1234' })).toThrow(/12-digit/);
    expect(() => app({ region: 'Europe' })).toThrow(/region/);
  });
});

describe('custom domain', () => {
  const certificateArn = 'arn:aws:acm:eu-west-1:111122223333:certificate/0f1e2d3c-aaaa-bbbb-cccc-000011112222';

  it('maps the domain to the $default stage and outputs the name to point DNS at', { timeout: 120_000 }, () => {
    const synth = synthesize('dev', { bundle: false, context: { domainName: 'api.example.com', certificateArn } });
    const [domain] = Object.values(resourcesOfType(synth.apiTemplate, 'AWS::ApiGatewayV2::DomainName'));
    expect(domain!.Properties).toMatchObject({
      DomainName: 'api.example.com',
      DomainNameConfigurations: [expect.objectContaining({ CertificateArn: certificateArn, EndpointType: 'REGIONAL', SecurityPolicy: 'TLS_1_2' })],
    });
    const [mapping] = Object.values(resourcesOfType(synth.apiTemplate, 'AWS::ApiGatewayV2::ApiMapping'));
    expect(mapping!.Properties.Stage).toBeDefined();
    expect(JSON.stringify(synth.apiTemplate.toJSON().Outputs.ApiDomainTarget.Value)).toContain('RegionalDomainName');
  });

  it('needs both the name and the certificate', () => {
    expect(() => app({ domainName: 'api.example.com' })).toThrow(/certificateArn/);
    expect(() => app({ certificateArn })).toThrow(/domainName/);
    expect(() => app({ domainName: 'API.example.com', certificateArn })).toThrow(/domain name/);
  });
});

describe('alarm destination', () => {
  it('is a new topic with an optional e-mail, or an existing topic, not both', () => {
    expect(() => app({ alarmEmail: 'ops@example.com', alarmTopicArn: 'arn:aws:sns:eu-west-1:111122223333:ops' })).toThrow(/alarmTopicArn/);
    expect(() => app({ alarmEmail: 'ops' })).toThrow(/e-mail/);
    expect(() => app({ alarmTopicArn: 'ops' })).toThrow(/SNS topic ARN/);
  });
});

describe('stage', () => {
  it('follows config.ts’s rule for STAGE', () => {
    expect(() => app({ stage: 'Prod' })).toThrow(/Invalid stage/);
  });
});
