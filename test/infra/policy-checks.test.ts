/**
 * cfn-guard with the Control Tower rules runs at every synth beside cdk-nag, on nested templates
 * too, and works offline (its binary ships with the package). The app has no unacknowledged
 * finding, and the acknowledged ones are exactly those docs/infrastructure.md lists.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#infra/constructs/api-function.ts';
import { ControlTowerChecks, controlTowerRules, nestedTemplatePaths } from '#infra/constructs/policy-checks.ts';
import { removeSynthOutputs, synthesize } from './synth.ts';

afterAll(removeSynthOutputs);
// At module scope, as in the other files: a synth inside a test could outlast its timeout on a busy machine.
const synths = { dev: synthesize('dev', { bundle: false }), prod: synthesize('prod', { bundle: false }) };

interface Report {
  pluginReports: { pluginName: string; conclusion: string; violations: unknown[]; suppressedViolations?: { ruleName: string }[] }[];
}
const report = (outdir: string) => JSON.parse(readFileSync(path.join(outdir, 'validation-report.json'), 'utf8')) as Report;

describe('cfn-guard (Control Tower rules)', () => {
  it('reads the types each rule reports on', () => {
    const rules = controlTowerRules();
    expect(rules.length).toBeGreaterThan(200);
    expect(rules.find((r) => r.file.endsWith('ct-sqs-pr-1.guard'))!.types).toEqual(['AWS::SQS::Queue']);
  });

  it('finds violations in a synthesized probe (so a clean report means something)', () => {
    const outdir = path.join(synths.dev.outdir, 'probe');
    const app = new App({ outdir });
    const stack = new Stack(app, 'Probe');
    new sqs.Queue(stack, 'NoDeadLetterQueue');
    new logs.LogGroup(stack, 'ShortRetention', { retention: logs.RetentionDays.ONE_DAY });
    const assembly = app.synth({ validateOnSynthesis: false });
    const templatePath = path.join(assembly.directory, 'Probe.template.json');
    const result = new ControlTowerChecks().validate({ templatePaths: [templatePath], stackTemplates: [], appConstruct: app });
    expect(result.success).toBe(false);
    expect(result.violations.map((v) => v.ruleName)).toEqual(
      expect.arrayContaining(['sqs_dlq_check', 'cloudwatch_log_group_retention_period_check']),
    );
  });

  it('is given the nested templates of the API stack', () => {
    const synth = synths.dev;
    const nested = nestedTemplatePaths(path.join(synth.outdir, `${synth.api.artifactId}.template.json`));
    expect(nested).toHaveLength(synth.api.areas.size);
  });

  it.each(['dev', 'prod'] as const)('passes on %s, every finding acknowledged with its reason', (stage) => {
    const { pluginReports } = report(synths[stage].outdir);
    const guard = pluginReports.find((p) => p.pluginName === 'cdk-validator-cfnguard')!;
    expect(guard.conclusion).toBe('success');
    expect(guard.violations).toEqual([]);
    const acknowledged = [...new Set(guard.suppressedViolations!.map((v) => v.ruleName))].sort();
    const documented = readFileSync(path.join(REPO_ROOT, 'docs/infrastructure.md'), 'utf8');
    for (const rule of acknowledged) expect(documented, rule).toContain(`\`${rule}\``);
    expect(acknowledged).toEqual(
      [
        'api_gw_v2_authorization_type_configured_check',
        'cloudwatch_log_group_encrypted_check',
        ...(stage === 'prod' ? [] : ['cloudwatch_log_group_retention_period_check']),
        'lambda_function_public_access_prohibited_check',
        'lambda_inside_vpc_check',
        'sqs_dlq_check',
      ].sort(),
    );
  });
});
