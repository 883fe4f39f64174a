/**
 * The OpenAPI generator is imported only by the documentation functions: every other route's
 * bundle stays free of it (and of the examples and prose it carries). Checked on esbuild's own
 * view of each entry's import graph, the bundler the CDK app uses.
 */
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { routeList } from '#shared/routes.ts';

/** The repository files an entry's bundle would contain (dependencies left out: only our imports matter). */
async function bundledInputs(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    metafile: true,
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

const isDocs = (entry: string) => entry.startsWith('functions/docs/');

describe('bundle isolation of the OpenAPI generator', () => {
  it.each(routeList.filter((r) => !isDocs(r.entry)).map((r) => [r.id, r.entry] as const))('%s does not bundle shared/openapi', async (_, entry) => {
    const inputs = await bundledInputs(entry);
    expect(inputs.length).toBeGreaterThan(5);
    expect(inputs.filter((file) => file.startsWith('shared/openapi/'))).toEqual([]);
  });

  it('the document function does bundle it (so the check above can see it)', async () => {
    const inputs = await bundledInputs('functions/docs/openapi.ts');
    expect(inputs).toContain('shared/openapi/document.ts');
  });
});
