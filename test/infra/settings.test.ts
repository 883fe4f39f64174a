/** Deployment settings (provider network mode, partner interface) from CDK context reach every function. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { createApp } from '#infra/app.ts';

describe('deployment settings from context', () => {
  it('reach every function, with the partner key as a Secrets Manager reference', () => {
    const outdir = mkdtempSync(path.join(tmpdir(), 'wallet-cdk-settings-'));
    try {
      const { api } = createApp({
        outdir,
        context: {
          stage: 'settings',
          'aws:cdk:bundling-stacks': [],
          providerNetworkMode: 'hybrid',
          partnerBaseUrl: 'https://partner.example.com',
          partnerApiKeySecret: 'wallet/partner-key',
        },
      });
      const functions = Object.values(Template.fromStack(api).findResources('AWS::Lambda::Function'));
      expect(functions.length).toBeGreaterThan(10);
      for (const fn of functions) {
        const vars = fn.Properties.Environment.Variables;
        expect(vars).toMatchObject({ PROVIDER_NETWORK_MODE: 'hybrid', PARTNER_BASE_URL: 'https://partner.example.com' });
        expect(JSON.stringify(vars.PARTNER_API_KEY)).toContain('{{resolve:secretsmanager:wallet/partner-key');
      }
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });

  it('refuses hybrid mode without a partner URL', () => {
    expect(() => createApp({ context: { stage: 'x', 'aws:cdk:bundling-stacks': [], providerNetworkMode: 'hybrid' } })).toThrow(/partnerBaseUrl/);
  });
});
