/**
 * Room to grow: every stack, nested ones included, stays within 60 % of CloudFormation's
 * per-template limits (500 resources, a 1 MB template body from S3, 200 outputs, 200 parameters)
 * with today's functions, and still does after eleven more routes in the largest area (before
 * the split, the eleventh new route failed synth at 500 resources).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { functionList, type FunctionDef } from '#shared/wiring/functions.ts';
import { loadAssembly } from './assembly.ts';
import { removeSynthOutputs, synthesize } from './synth.ts';

afterAll(removeSynthOutputs);

const LIMITS = { resources: 300, bytes: 600_000, outputs: 120, parameters: 120 } as const;

function sizes(outdir: string) {
  return loadAssembly(outdir).all.map(({ file, template, bytes }) => ({
    file,
    resources: Object.keys(template.Resources).length,
    bytes,
    outputs: Object.keys(template.Outputs ?? {}).length,
    parameters: Object.keys(template.Parameters ?? {}).length,
  }));
}

function expectWithinLimits(outdir: string): void {
  const all = sizes(outdir);
  expect(all.length).toBeGreaterThan(2);
  for (const size of all) {
    expect(size.resources, size.file).toBeLessThanOrEqual(LIMITS.resources);
    expect(size.bytes, size.file).toBeLessThanOrEqual(LIMITS.bytes);
    expect(size.outputs, size.file).toBeLessThanOrEqual(LIMITS.outputs);
    expect(size.parameters, size.file).toBeLessThanOrEqual(LIMITS.parameters);
  }
}

/** `n` more routes in the area with the most functions, each like one of its own. */
function moreRoutes(n: number): FunctionDef[] {
  const byArea = Map.groupBy(functionList, (f) => f.area);
  const [, largest] = [...byArea].sort((a, b) => b[1].length - a[1].length)[0]!;
  const model = largest.find((f) => f.trigger.kind === 'http')!;
  if (model.trigger.kind !== 'http') throw new Error('unreachable');
  const route = model.trigger.route;
  return Array.from({ length: n }, (_, i) => ({
    ...model,
    id: `${model.id}Extra${i}`,
    trigger: { kind: 'http', route: { ...route, id: `${route.id}Extra${i}`, path: `${route.path}/extra-${i}` } },
  }));
}

describe('template limits', () => {
  it.each(['dev', 'prod'])('every stack of %s is within 60 %% of them', { timeout: 120_000 }, (stage) => {
    expectWithinLimits(synthesize(stage, { bundle: false }).outdir);
  });

  it('hold with eleven more routes in the largest area', { timeout: 120_000 }, () => {
    const extra = moreRoutes(11);
    const synth = synthesize('dev', { bundle: false, functions: [...functionList, ...extra] });
    expect(synth.api.functions.size).toBe(functionList.length + 11);
    expectWithinLimits(synth.outdir);
  });
});
