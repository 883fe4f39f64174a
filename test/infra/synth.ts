/**
 * Synthesizes the CDK app in-process, once per stage per test file (vitest runs each file in
 * its own worker), so the tests of a file share one synth. Bundling runs esbuild for every
 * function and dominates the time; `bundle: false` skips it for checks that need no code.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { createApp, type ServiceApp } from '#infra/app.ts';
import { REPO_ROOT } from '#infra/constructs/api-function.ts';

export interface Synthesized extends ServiceApp {
  outdir: string;
  dataTemplate: Template;
  apiTemplate: Template;
}

const cache = new Map<string, Synthesized>();

/** cdk.json's context (feature flags), so the in-process app behaves as under the CLI. */
function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  return cdkJson.context ?? {};
}

/**
 * The app for `stage`, synthesized into a temporary folder. Synth runs the cdk-nag plugin and
 * throws on any unacknowledged finding, as `cdk synth` does.
 */
export function synthesize(stage = 'dev', options: { bundle?: boolean } = {}): Synthesized {
  const bundle = options.bundle ?? true;
  const key = `${stage}:${bundle}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const outdir = mkdtempSync(path.join(tmpdir(), `wallet-cdk-${stage}-`));
  const context: Record<string, unknown> = { ...cdkJsonContext(), stage };
  // An empty list is what `cdk synth --exclusively` uses to skip asset bundling.
  if (!bundle) context['aws:cdk:bundling-stacks'] = [];
  const service = createApp({ outdir, context });
  service.app.synth();
  const result: Synthesized = {
    ...service,
    outdir,
    dataTemplate: Template.fromStack(service.data),
    apiTemplate: Template.fromStack(service.api),
  };
  cache.set(key, result);
  return result;
}

/** Removes the temporary cloud assemblies of this worker. */
export function removeSynthOutputs(): void {
  for (const { outdir } of cache.values()) rmSync(outdir, { recursive: true, force: true });
  cache.clear();
}

/** The logical id of a function of the API stack, by route id (`fallback` for `$default`). */
export function functionLogicalId(synth: Synthesized, routeId: string | 'fallback'): string {
  const fn = routeId === 'fallback' ? synth.api.fallbackFunction : synth.api.routeFunctions.get(routeId);
  if (!fn) throw new Error(`No function for route ${routeId}`);
  return synth.api.getLogicalId(fn.node.defaultChild as CfnFunction);
}

/**
 * The folder of a function's bundled asset in the cloud assembly: from the `aws:asset:path`
 * metadata when present, else from `Code.S3Key` (`<hash>.zip` ↔ `asset.<hash>`).
 */
export function functionAssetDir(synth: Synthesized, routeId: string): string {
  const resource = synth.apiTemplate.toJSON().Resources[functionLogicalId(synth, routeId)] as {
    Metadata?: Record<string, string>;
    Properties: { Code: { S3Key?: string } };
  };
  const fromMetadata = resource.Metadata?.['aws:asset:path'];
  const fromKey = resource.Properties.Code.S3Key?.replace(/\.zip$/, '');
  const dir = fromMetadata ?? (fromKey ? `asset.${fromKey}` : undefined);
  if (!dir) throw new Error(`No asset recorded for ${routeId}`);
  return path.join(synth.outdir, dir);
}
