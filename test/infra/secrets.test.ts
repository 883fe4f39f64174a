/**
 * Secrets (shared/secrets.ts): the data stack owns a generated placeholder unless context names
 * an existing secret (complete ARN or name); a function learns only the secret's ARN, and only
 * the functions that declare the secret may read it (`GetSecretValue`, nothing else). No secret
 * value and no dynamic reference reaches any function's environment in any template.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { secrets } from '#shared/secrets.ts';
import { functionList } from '#shared/wiring/functions.ts';
import { createApp } from '#infra/app.ts';
import { functionPolicies, isAllowed } from './function-policies.ts';
import { removeSynthOutputs, synthesize, type Synthesized } from './synth.ts';
import { allOfType, resourcesOfType } from './template-queries.ts';

afterAll(removeSynthOutputs);

const COMPLETE_ARN = 'arn:aws:secretsmanager:eu-west-1:111122223333:secret:wallet/partner-key-AbC123';
const readersOf = (id: string) => functionList.filter((f) => f.uses.readsSecrets.includes(id as never)).map((f) => f.id);
const readers = readersOf('partner-api-key');

const variants: [string, Synthesized][] = [
  ['owned', synthesize('dev', { bundle: false })],
  [
    'hybrid, owned',
    synthesize('hybrid', { bundle: false, context: { providerNetworkMode: 'hybrid', partnerBaseUrl: 'https://partner.example.com' } }),
  ],
  ['by ARN', synthesize('dev', { bundle: false, context: { partnerApiKeySecret: COMPLETE_ARN } })],
  ['by name', synthesize('dev', { bundle: false, context: { partnerApiKeySecret: 'wallet/partner-key' } })],
  ['prod', synthesize('prod', { bundle: false })],
];

describe('no secret in any environment', () => {
  it.each(variants)('%s: no function environment holds a dynamic reference or the old key variable', (_name, synth) => {
    const functions = allOfType(synth.stacks, 'AWS::Lambda::Function');
    expect(functions).toHaveLength(functionList.length);
    for (const fn of functions) {
      const env = fn.Properties.Environment?.Variables ?? {};
      expect(JSON.stringify(env)).not.toMatch(/resolve:secretsmanager|resolve:ssm-secure/);
      expect(Object.keys(env)).not.toContain('PARTNER_API_KEY');
    }
  });

  it('nor does any template anywhere', () => {
    for (const [name, synth] of variants) {
      for (const { template } of synth.stacks)
        expect(JSON.stringify(template.toJSON()), name).not.toMatch(/\{\{resolve:(secretsmanager|ssm-secure)/);
    }
  });
});

describe.each(variants)('%s', (name, synth) => {
  const policies = functionPolicies(synth.outdir);

  it(`lets exactly the ${readers.length} declaring functions read the partner's key, and the callback route alone its signing secret, with its ARN and GetSecretValue alone`, () => {
    expect(readers.length).toBe(8);
    expect(readersOf('partner-callback-secret')).toEqual(['receivePartnerEvent']);
    for (const fn of policies.values()) {
      for (const secret of secrets) {
        const reads = readersOf(secret.id).includes(fn.id);
        expect(isAllowed(fn.statements, 'secretsmanager:GetSecretValue', `secret:${secret.id}`), `${fn.id} ${secret.id}`).toBe(reads);
        expect(fn.resolvedEnvironment[secret.arnEnv], `${fn.id} ${secret.arnEnv}`).toBe(reads ? `secret:${secret.id}` : undefined);
      }
      const readsAny = secrets.some((secret) => readersOf(secret.id).includes(fn.id));
      expect(
        fn.statements.flatMap((s) => s.actions).filter((a) => a.startsWith('secretsmanager:')),
        fn.id,
      ).toEqual(readsAny ? ['secretsmanager:GetSecretValue'] : []);
    }
  });

  it('owns a generated placeholder for each secret context names none for', () => {
    const owned = Object.values(resourcesOfType(synth.dataTemplate, 'AWS::SecretsManager::Secret'));
    // The by-ARN and by-name variants name the partner's key only; the callback secret stays owned.
    const named = name.includes('owned') || name === 'prod' ? [] : ['partner-api-key'];
    const expected = secrets.filter((s) => !named.includes(s.id));
    expect(owned.map((r) => r.Properties.Name).sort()).toEqual(expected.map((s) => `wallet-api-${synth.stage}/${s.id}`).sort());
    for (const r of owned) expect(r.Properties).toMatchObject({ GenerateSecretString: { PasswordLength: 32 } });
    synth.dataTemplate.hasOutput('PartnerApiKeySecretArn', {});
    synth.dataTemplate.hasOutput('PartnerCallbackSecretSecretArn', {});
  });
});

describe('existing secrets', () => {
  const raw = (synth: Synthesized, id: string) => functionPolicies(synth.outdir).get(id)!;

  it('by complete ARN: the ARN itself in the environment and the grant', () => {
    const fn = raw(variants[2]![1], readers[0]!);
    expect(fn.environment.PARTNER_API_KEY_SECRET_ARN).toBe(COMPLETE_ARN);
  });

  it('by name: the partial ARN in the environment, the grant on that name with any six-character suffix', () => {
    const fn = raw(variants[3]![1], readers[0]!);
    const arn = JSON.stringify(fn.environment.PARTNER_API_KEY_SECRET_ARN);
    expect(arn).toContain(':secret:wallet/partner-key');
    const grant = fn.statements.find((s) => s.actions.includes('secretsmanager:GetSecretValue'))!;
    expect(grant.resources).toEqual(['secret:partner-api-key']);
  });

  it('refuses a partial ARN', () => {
    const partial = 'arn:aws:secretsmanager:eu-west-1:111122223333:secret:wallet/partner-key';
    expect(() =>
      createApp({ context: { stage: 'x', 'aws:cdk:bundling-stacks': [], partnerApiKeySecret: partial }, processEnv: {} }),
    ).toThrow(/complete ARN/);
  });
});
