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

  it('else from the CLI’s CDK_DEFAULT_ACCOUNT, and the region AWS_REGION or AWS_DEFAULT_REGION confirms; context wins', () => {
    const env = { CDK_DEFAULT_ACCOUNT: '444455556666', CDK_DEFAULT_REGION: 'us-east-2', AWS_REGION: 'us-east-2' };
    expect([app({}, env).api.account, app({}, env).api.region]).toEqual(['444455556666', 'us-east-2']);
    expect(app({}, { ...env, AWS_REGION: undefined, AWS_DEFAULT_REGION: 'us-east-2' }).api.region).toBe('us-east-2');
    expect(app({ region: 'eu-west-1' }, env).api.region).toBe('eu-west-1');
  });

  it('refuse to pin an account to the region the CLI falls back to when none is configured', () => {
    // What the CLI passes with credentials but no region anywhere: us-east-1, silently.
    const cliFallback = { CDK_DEFAULT_ACCOUNT: '444455556666', CDK_DEFAULT_REGION: 'us-east-1' };
    expect(() => app({}, cliFallback)).toThrow(/No region configured: .*us-east-1.*-c region=<region>/);
    expect(app({ region: 'us-east-1' }, cliFallback).api.region).toBe('us-east-1');
    // Offline (no account, as in CI): environment-agnostic, as before.
    expect(app({}, { CDK_DEFAULT_REGION: 'us-east-1' }).api.region.startsWith('${Token')).toBe(true);
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
      DomainNameConfigurations: [
        expect.objectContaining({ CertificateArn: certificateArn, EndpointType: 'REGIONAL', SecurityPolicy: 'TLS_1_2' }),
      ],
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

describe('production', () => {
  it('is on by default for prod only, and otherwise what -c production says', () => {
    expect(app({ stage: 'prod' }).data.terminationProtection).toBe(true);
    expect(app({ stage: 'prod-eu' }).data.terminationProtection).toBe(false);
    expect(app({ stage: 'prod', production: 'false' }).data.terminationProtection).toBe(false);
    expect(app({ stage: 'prod-eu', production: true }).data.terminationProtection).toBe(true);
    expect(() => app({ production: 'yes please' })).toThrow(/-c production=yes please: expected true or false/);
  });
});

describe('re-attaching what a destroyed production stage retained', () => {
  const table = 'WalletApi-prod-Data-TableCD117FA1-1A2B3C4D5E6F';
  const streamArn = `arn:aws:dynamodb:eu-west-1:111122223333:table/${table}/stream/2026-11-01T00:00:00.000`;
  const keyArn = 'arn:aws:kms:eu-west-1:111122223333:key/1234abcd-12ab-34cd-56ef-1234567890ab';
  const names = {
    partnerApiKeySecret: 'wallet-api-prod/partner-api-key',
    partnerCallbackSecret: 'wallet-api-prod/partner-callback-secret',
    liveChainsSecret: 'wallet-api-prod/live-chains',
  };

  it('uses the table, its stream, the key and the secrets the context names, creating none of them', { timeout: 120_000 }, () => {
    const synth = synthesize('prod', {
      bundle: false,
      context: {
        account: '111122223333',
        region: 'eu-west-1',
        tableName: table,
        tableStreamArn: streamArn,
        webhookSecretsKeyArn: keyArn,
        ...names,
      },
    });
    for (const type of ['AWS::DynamoDB::Table', 'AWS::SecretsManager::Secret', 'AWS::KMS::Alias'])
      expect(resourcesOfType(synth.dataTemplate, type), type).toEqual({});
    // The alarm topic's key is the one key left: it is made anew, as nothing sealed needs the old one.
    expect(Object.keys(resourcesOfType(synth.dataTemplate, 'AWS::KMS::Key'))).toHaveLength(1);
    const all = JSON.stringify(synth.stacks.map((s) => s.template.toJSON()));
    expect(all).toContain(streamArn);
    expect(all).toContain(keyArn);
    for (const name of Object.values(names)) expect(all).toContain(`secret:${name}`);
    const mappings = synth.stacks.flatMap((s) => Object.values(resourcesOfType(s.template, 'AWS::Lambda::EventSourceMapping')));
    expect(mappings.filter((m) => JSON.stringify(m.Properties.EventSourceArn).includes(streamArn)).length).toBeGreaterThan(0);
  });

  it('needs the table and its stream together, and checks both', () => {
    expect(() => app({ tableName: table })).toThrow(/tableStreamArn/);
    expect(() => app({ tableStreamArn: streamArn })).toThrow(/tableName/);
    expect(() => app({ tableName: 'other-table', tableStreamArn: streamArn })).toThrow(/not the stream of table other-table/);
    expect(() => app({ webhookSecretsKeyArn: 'alias/x' })).toThrow(/KMS key ARN/);
  });
});
