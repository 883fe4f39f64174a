/**
 * Importing a schema or route module costs a function nothing it does not read. Each
 * module is bundled alone, with the CDK's esbuild settings, from an entry that imports it and
 * reads nothing: every module-scope statement must then be dropped. A schema or route built
 * with a plain zod call at module scope would stay, and so would stay in every function that
 * imports any other export of its module, built at every cold start (see
 * `shared/schemas/droppable.ts` for the convention that keeps them droppable).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { esbuildOptions } from '#infra/constructs/bundling.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Modules whose module scope does something on purpose. */
const EFFECTFUL = new Set([
  // Installs zod's English messages (`z.config`): imported for that effect alone.
  'shared/schemas/locale.ts',
]);

const modules = ['shared/schemas', 'shared/routes']
  .flatMap((dir) =>
    readdirSync(path.join(ROOT, dir))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => `${dir}/${f}`),
  )
  .filter((m) => !EFFECTFUL.has(m));

/** The inputs that are left in the bundle of `import '<module>'`, with their bytes. */
async function leftOver(module: string): Promise<Record<string, number>> {
  const { entryPoints: _entry, outfile: _out, ...options } = esbuildOptions(module, 'index.mjs');
  const result = await build({
    ...options,
    stdin: { contents: `import './${module}';`, resolveDir: ROOT, sourcefile: 'entry.ts', loader: 'ts' },
    write: false,
    metafile: true,
    banner: {},
  });
  const left: Record<string, number> = {};
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      if (bytesInOutput > 0 && input !== 'entry.ts') left[input] = bytesInOutput;
    }
  }
  return left;
}

describe('schema and route modules are free of module-scope work', () => {
  it('finds the modules', () => {
    expect(modules).toContain('shared/routes/transfers.ts');
    expect(modules).toContain('shared/schemas/common.ts');
  });

  for (const module of modules) {
    it(`${module}: nothing is left when nothing is read`, async () => {
      expect(await leftOver(module)).toEqual({});
    });
  }
});
