/**
 * Synthesizes the CDK app in-process, once per stage and context per test file (vitest runs each
 * file in its own worker), so the tests of a file share one synth. Bundling runs esbuild for every
 * function and dominates the time; `bundle: false` skips it for checks that need no code. The
 * assembly carries the construct-path and asset metadata the CLI writes by default, so what the
 * tests read is what `npx cdk synth` writes.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { createApp, type CreateAppOptions, type ServiceApp } from '#infra/app.ts';
import { REPO_ROOT } from '#infra/constructs/api-function.ts';
import type { Resource } from './template-queries.ts';

export interface Synthesized extends ServiceApp {
  outdir: string;
  dataTemplate: Template;
  apiTemplate: Template;
  /** Every stack with its template: the two top-level stacks, then the API's nested area stacks. */
  stacks: { stack: Stack; template: Template }[];
}

const cache = new Map<string, Synthesized>();

/** cdk.json's context (feature flags), so the in-process app behaves as under the CLI. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  return cdkJson.context ?? {};
}

export interface SynthOptions {
  /** Bundle the functions (default true). */
  bundle?: boolean;
  /** More context (`-c` flags), e.g. settings or an alarm e-mail. */
  context?: Record<string, unknown>;
  processEnv?: CreateAppOptions['processEnv'];
  functions?: CreateAppOptions['functions'];
}

/**
 * The app for `stage`, synthesized into a temporary folder. Synth runs cdk-nag and cfn-guard and
 * throws on any unacknowledged finding, as `cdk synth` does.
 */
export function synthesize(stage = 'dev', options: SynthOptions = {}): Synthesized {
  const bundle = options.bundle ?? true;
  const key = JSON.stringify([stage, bundle, options.context ?? {}, options.processEnv ?? {}, options.functions?.map((f) => f.id) ?? null]);
  const hit = cache.get(key);
  if (hit) return hit;
  const outdir = mkdtempSync(path.join(tmpdir(), `wallet-cdk-${stage}-`));
  const context: Record<string, unknown> = {
    ...cdkJsonContext(),
    // What the CLI adds to every synth.
    'aws:cdk:enable-path-metadata': true,
    'aws:cdk:enable-asset-metadata': true,
    ...options.context,
    stage,
  };
  // An empty list is what `cdk synth --exclusively` uses to skip asset bundling.
  if (!bundle) context['aws:cdk:bundling-stacks'] = [];
  const service = createApp({ outdir, context, processEnv: options.processEnv ?? {}, functions: options.functions });
  quietly(() => service.app.synth());
  const nested: Stack[] = [...service.api.areas.values()];
  const stacks = [service.data, service.api, ...nested].map((stack) => ({ stack, template: Template.fromStack(stack) }));
  const result: Synthesized = { ...service, outdir, dataTemplate: stacks[0]!.template, apiTemplate: stacks[1]!.template, stacks };
  cache.set(key, result);
  return result;
}

/**
 * Runs `synth` with npm's warnings off: the CDK runs esbuild through `npx`, whose output goes
 * straight to the inherited stream, past the test runner. esbuild's errors still show, and a
 * failed bundle still throws.
 */
function quietly(synth: () => void): void {
  const loglevel = process.env.npm_config_loglevel;
  process.env.npm_config_loglevel = 'error';
  try {
    synth();
  } finally {
    if (loglevel === undefined) delete process.env.npm_config_loglevel;
    else process.env.npm_config_loglevel = loglevel;
  }
}

/** Removes the temporary cloud assemblies of this worker. */
export function removeSynthOutputs(): void {
  for (const { outdir } of cache.values()) rmSync(outdir, { recursive: true, force: true });
  cache.clear();
}

/** A function of the function table in the synthesized app: its (nested) stack, template and resource. */
export interface SynthesizedFunction {
  stack: NestedStack;
  template: Template;
  logicalId: string;
  resource: Resource;
}

/** The function of `id` (a `functionList` id: a route id, `fallback`, `queue-<id>`, `stream-<id>`). */
export function functionOf(synth: Synthesized, id: string): SynthesizedFunction {
  const wired = synth.api.functions.get(id);
  if (!wired) throw new Error(`No function ${id}`);
  const stack = wired.fn.stack as NestedStack;
  const template = synth.stacks.find((s) => s.stack === stack)!.template;
  const logicalId = stack.getLogicalId(wired.fn.node.defaultChild as CfnFunction);
  return { stack, template, logicalId, resource: template.toJSON().Resources[logicalId] as Resource };
}

/**
 * The folder of a function's bundled asset in the cloud assembly: from the `aws:asset:path`
 * metadata when present, else from `Code.S3Key` (`<hash>.zip` ↔ `asset.<hash>`).
 */
export function functionAssetDir(synth: Synthesized, id: string): string {
  const { resource } = functionOf(synth, id);
  const fromMetadata = resource.Metadata?.['aws:asset:path'] as string | undefined;
  const fromKey = (resource.Properties.Code as { S3Key?: string }).S3Key?.replace(/\.zip$/, '');
  const dir = fromMetadata ?? (fromKey ? `asset.${fromKey}` : undefined);
  if (!dir) throw new Error(`No asset recorded for ${id}`);
  return path.join(synth.outdir, dir);
}
