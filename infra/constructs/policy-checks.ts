/**
 * The policy checks every synth runs beside cdk-nag: cfn-guard with the AWS Control Tower
 * proactive controls (`@cdklabs/cdk-validator-cfnguard`, which ships the cfn-guard binary and the
 * rules, so it runs offline). Two things differ from using its plugin as it comes:
 *
 * - The CDK hands a validation plugin the templates of its top-level stacks only; the functions
 *   live in nested stacks, so their templates are added.
 * - cfn-guard's time grows with rules × templates, and most of the 237 rules are about resource
 *   types this app has none of (each would only report SKIP). Each rule file names the types it
 *   reports on; only the rules whose types occur in the templates run. A new type in a template
 *   brings its rules in by itself.
 *
 * Findings are fixed or acknowledged per resource with `Validations.of(construct).acknowledge`
 * (`infra/stacks/acknowledgements.ts`), as cdk-nag's are; any other fails synth.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { IPolicyValidationContext, IPolicyValidationPlugin, PolicyValidationPluginReport } from 'aws-cdk-lib';
import { CfnGuardValidator } from '@cdklabs/cdk-validator-cfnguard';

/** The plugin's name, which prefixes the ids of its findings (`cdk-validator-cfnguard::<rule>`). */
export const CFN_GUARD_PLUGIN = 'cdk-validator-cfnguard';

const RULES_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@cdklabs/cdk-validator-cfnguard')),
  '..',
  'rules',
  'control-tower',
  'cfn-guard',
);

/** A rule file and the resource types it reports on (its `# Reports on:` header). */
export interface GuardRule {
  file: string;
  types: readonly string[];
}

let rules: GuardRule[] | undefined;

/** Every Control Tower rule of the package, with the types it reports on. */
export function controlTowerRules(): readonly GuardRule[] {
  rules ??= readdirSync(RULES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.guard'))
    .map((name) => {
      const file = path.join(RULES_DIR, name);
      // The indented lines under `# Reports on:`.
      const header = /^# Reports on:\r?\n((?:#[ \t]{2,}\S.*\r?\n)+)/m.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      const types = header.match(/AWS::[A-Za-z0-9]+::[A-Za-z0-9]+/g) ?? [];
      if (types.length === 0) throw new Error(`${file}: no "Reports on" types; cannot tell when the rule applies`);
      return { file, types };
    });
  return rules;
}

interface AssetManifest {
  files?: Record<string, { source: { path?: string } }>;
}

/**
 * Every nested stack template of the stack whose template is `templatePath`: nested templates
 * are file assets of their top-level stack, listed in its asset manifest beside the template.
 */
export function nestedTemplatePaths(templatePath: string): string[] {
  const manifestPath = templatePath.replace(/\.template\.json$/, '.assets.json');
  if (manifestPath === templatePath || !existsSync(manifestPath)) return [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as AssetManifest;
  return Object.values(manifest.files ?? {})
    .map((file) => file.source.path)
    .filter((source): source is string => source?.endsWith('.nested.template.json') === true)
    .map((source) => path.resolve(path.dirname(templatePath), source));
}

function resourceTypes(templatePaths: readonly string[]): Set<string> {
  const types = new Set<string>();
  for (const file of templatePaths) {
    const template = JSON.parse(readFileSync(file, 'utf8')) as { Resources?: Record<string, { Type: string }> };
    for (const resource of Object.values(template.Resources ?? {})) types.add(resource.Type);
  }
  return types;
}

/** cfn-guard's Control Tower rules over every template of the app, nested ones included. */
export class ControlTowerChecks implements IPolicyValidationPlugin {
  readonly name = CFN_GUARD_PLUGIN;
  readonly version = new CfnGuardValidator({ controlTowerRulesEnabled: false }).version;

  validate(context: IPolicyValidationContext): PolicyValidationPluginReport {
    const templatePaths = [...context.templatePaths, ...context.templatePaths.flatMap(nestedTemplatePaths)];
    const present = resourceTypes(templatePaths);
    const applicable = controlTowerRules().filter((rule) => rule.types.some((type) => present.has(type)));
    if (applicable.length === 0) return { success: true, violations: [] };
    const guard = new CfnGuardValidator({
      controlTowerRulesEnabled: false,
      rules: applicable.map((rule) => rule.file),
      // The report of a few hundred resources outgrows Node's default 1 MB pipe buffer.
      maxBuffer: 256 * 1024 * 1024,
    });
    return guard.validate({ ...context, templatePaths }) as PolicyValidationPluginReport;
  }
}
