/**
 * The policy docs/infrastructure.md gives CloudFormation's execution role covers every service
 * the synthesized templates create resources of (derived from their resource types, nested
 * stacks included), and names nothing else but the few actions it explains: a first deploy must
 * not fail on a service the docs forgot.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#infra/constructs/api-function.ts';
import { removeSynthOutputs, synthesize } from './synth.ts';

afterAll(removeSynthOutputs);

/** Resource-type services whose IAM prefix is not their name in lower case; `null`: not an AWS service. */
const PREFIX_OF: Record<string, string | null> = { ApiGatewayV2: 'apigateway', CDK: null };
/** What the policy allows beyond the resource types, each for a reason the docs give. */
const EXPLAINED = ['acm', 's3'];

function prefixOf(type: string): string | null {
  const [vendor, service] = type.split('::');
  if (vendor !== 'AWS' || service === undefined)
    throw new Error(`${type}: not an AWS resource type (a custom resource needs its own entry here and in the docs)`);
  return service in PREFIX_OF ? PREFIX_OF[service]! : service.toLowerCase();
}

/** The execution policy: the JSON block in docs/infrastructure.md's section on the deployer's IAM. */
function documentedPolicy(): { Statement: { Effect: string; Action: string | string[] }[] } {
  const doc = readFileSync(path.join(REPO_ROOT, 'docs/infrastructure.md'), 'utf8');
  const section = doc.slice(doc.indexOf('### What the deployer needs in IAM'));
  const block = /```json\n([\s\S]*?)\n\s*```/.exec(section);
  if (!block) throw new Error('No JSON policy in docs/infrastructure.md, What the deployer needs in IAM');
  return JSON.parse(block[1]!);
}

describe('the deployer policy in docs/infrastructure.md', () => {
  // Every optional resource on: a custom domain, an e-mail subscription, live custody.
  const synth = synthesize('prod', {
    bundle: false,
    context: {
      domainName: 'api.example.com',
      certificateArn: 'arn:aws:acm:eu-west-1:111122223333:certificate/0f1e2d3c-aaaa-bbbb-cccc-000011112222',
      alarmEmail: 'ops@example.com',
      liveCustodyNetworks: 'ethereum',
    },
  });
  const types = new Set(
    synth.stacks.flatMap(({ template }) =>
      Object.values(template.toJSON().Resources as Record<string, { Type: string }>).map((r) => r.Type),
    ),
  );
  const used = new Set([...types].map(prefixOf).filter((p): p is string => p !== null));

  it('allows every service the templates create resources of, and only what it explains besides', () => {
    expect(types).toContain('AWS::Events::Rule');
    const statements = documentedPolicy().Statement.filter((s) => s.Effect === 'Allow');
    const actions = statements.flatMap((s) => [s.Action].flat());
    const allowed = new Set(actions.map((a) => a.split(':')[0]!));
    expect(
      [...used].filter((p) => !actions.includes(`${p}:*`)),
      'services of the templates the policy does not allow',
    ).toEqual([]);
    expect([...allowed].filter((p) => !used.has(p)).sort()).toEqual(EXPLAINED);
  });
});
