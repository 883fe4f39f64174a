/**
 * Deployment settings from CDK context (`-c <camelCase of the variable>=<value>`) reach every
 * function through `functionEnvironment`, identically; combinations config.ts would refuse at a
 * cold start fail synth instead.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { SETTINGS, settingContextKey } from '#shared/wiring/settings.ts';
import { createApp } from '#infra/app.ts';
import { functionPolicies } from './function-policies.ts';
import { removeSynthOutputs, synthesize } from './synth.ts';

afterAll(removeSynthOutputs);

const CONTEXT = {
  providerNetworkMode: 'hybrid',
  partnerBaseUrl: 'https://partner.example.com',
  rampSandboxStepMs: 400,
  logLevel: 'debug',
  webhookRetrySchedule: '5,60',
};
const EXPECTED = {
  PROVIDER_NETWORK_MODE: 'hybrid',
  PARTNER_BASE_URL: 'https://partner.example.com',
  RAMP_SANDBOX_STEP_MS: '400',
  LOG_LEVEL: 'debug',
  WEBHOOK_RETRY_SCHEDULE: '5,60',
};

describe('deployment settings from context', () => {
  it('have one context key each, the camelCase of the variable', () => {
    expect(settingContextKey('RAMP_SANDBOX_STEP_MS')).toBe('rampSandboxStepMs');
    expect(new Set(SETTINGS.map(settingContextKey)).size).toBe(SETTINGS.length);
  });

  it('reach every function, all of them and the same', { timeout: 120_000 }, () => {
    const synth = synthesize('settings', { bundle: false, context: CONTEXT });
    const policies = [...functionPolicies(synth.outdir).values()];
    expect(policies.length).toBeGreaterThan(50);
    for (const fn of policies) expect(fn.environment, fn.id).toMatchObject(EXPECTED);
  });

  it('leave config.ts defaults alone when unset', { timeout: 120_000 }, () => {
    const synth = synthesize('dev', { bundle: false });
    for (const fn of functionPolicies(synth.outdir).values()) {
      expect(
        Object.keys(fn.environment).filter((name) => (SETTINGS as readonly string[]).includes(name)),
        fn.id,
      ).toEqual([]);
    }
  });

  const refuse = (context: Record<string, unknown>) => () =>
    createApp({ context: { stage: 'x', 'aws:cdk:bundling-stacks': [], ...context }, processEnv: {} });

  it('refuses hybrid mode without a partner URL', () => {
    expect(refuse({ providerNetworkMode: 'hybrid' })).toThrow(/partnerBaseUrl/);
  });

  it('refuses an unknown network mode and a malformed retry schedule', () => {
    expect(refuse({ providerNetworkMode: 'live' })).toThrow(/mock or hybrid/);
    expect(refuse({ webhookRetrySchedule: '5, 60' })).toThrow(/webhookRetrySchedule/);
  });
});

describe('live custody without a provider network', () => {
  /** The synth warnings on the API stack that name the refused live ramps. */
  const liveRampWarnings = (context: Record<string, unknown>) =>
    createApp({ context: { stage: 'x', 'aws:cdk:bundling-stacks': [], ...context }, processEnv: {} })
      .api.node.metadata.filter((m) => m.type === 'aws:cdk:warning' && String(m.data).includes('live_ramps_unavailable'))
      .map((m) => String(m.data));

  it('warns at synth that live ramps will be refused, naming what to configure', () => {
    const [warning, ...more] = liveRampWarnings({ liveCustodyNetworks: 'ethereum' });
    expect(more).toEqual([]);
    expect(warning).toMatch(/liveCustodyNetworks=ethereum.*provider network is mock.*providerNetworkMode=hybrid.*partnerBaseUrl/);
    expect(liveRampWarnings({ liveCustodyNetworks: 'ethereum', providerNetworkMode: 'mock' })).toHaveLength(1);
  });

  it('stays quiet with a partner, or without live custody', () => {
    expect(
      liveRampWarnings({ liveCustodyNetworks: 'ethereum', providerNetworkMode: 'hybrid', partnerBaseUrl: 'https://partner.example.com' }),
    ).toEqual([]);
    expect(liveRampWarnings({})).toEqual([]);
  });
});
