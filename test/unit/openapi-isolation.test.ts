/**
 * The OpenAPI generator runs at build time (`npm run openapi` writes docs/openapi.json, which the
 * document function serves): no route's bundle carries it, and only the documentation functions
 * carry anything of shared/openapi (the page, the `servers` helper). Checked on esbuild's own
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
  it.each(routeList.filter((r) => !isDocs(r.entry)).map((r) => [r.id, r.entry] as const))(
    '%s does not bundle shared/openapi',
    async (_, entry) => {
      const inputs = await bundledInputs(entry);
      expect(inputs.length).toBeGreaterThan(5);
      expect(inputs.filter((file) => file.startsWith('shared/openapi/'))).toEqual([]);
    },
  );

  // The document is generated at build time (docs/openapi.json): not even the docs functions build it.
  it.each(routeList.filter((r) => isDocs(r.entry)).map((r) => [r.id, r.entry] as const))(
    '%s does not bundle the generator',
    async (_, entry) => {
      expect(await bundledInputs(entry)).not.toContain('shared/openapi/document.ts');
    },
  );

  it("the generator's own entry does bundle it (so the checks above can see it)", async () => {
    expect(await bundledInputs('infra/openapi/cli.ts')).toContain('shared/openapi/document.ts');
  });
});
