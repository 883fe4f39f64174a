/**
 * Two third-party generators read the document and their clients compile under the strictest
 * settings an integrator uses: openapi-typescript (the committed types, sdk/src/generated/openapi.ts)
 * with openapi-fetch, and @hey-api/openapi-ts (generated here from docs/openapi.json). A short
 * program for each (test/support/generated-clients/) uses the named resources (`Transfer`,
 * `Wallet`, `Delivery`, …), the create's 201 and the dry run's 200 as their own schemas, and is
 * compiled by TypeScript with strict, noUncheckedIndexedAccess and exactOptionalPropertyTypes.
 * So are the README's first call with the SDK (sdk/) and the reference's SDK sample of every
 * operation the SDK has, against its sources.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { generateHeyApiClient } from 'client-gen/hey-api';
import { expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const OUT = resolve(ROOT, '.local/generated-clients');
const PROGRAMS = resolve(ROOT, 'test/support/generated-clients');

it('generates clients with openapi-typescript and @hey-api/openapi-ts that compile under strict settings', async () => {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  await generateHeyApiClient(resolve(ROOT, 'docs/openapi.json'), resolve(OUT, 'hey-api'));
  copyFileSync(resolve(PROGRAMS, 'hey-api.program.ts'), resolve(OUT, 'hey-api.program.ts'));
  // The fetch client @hey-api bundles (client/, core/) is its own code, the same for any document,
  // and does not compile under exactOptionalPropertyTypes; what the document gives (types.gen.ts,
  // sdk.gen.ts) and the program are checked, and use the runtime's types all the same.
  for (const folder of ['client', 'core']) {
    for (const file of readdirSync(resolve(OUT, 'hey-api', folder))) {
      const path = resolve(OUT, 'hey-api', folder, file);
      writeFileSync(path, `// @ts-nocheck\n${readFileSync(path, 'utf8')}`);
    }
  }

  // A generator renames its own `<Operation>Data` when a schema already has the name: none may clash.
  const heyTypes = readFileSync(resolve(OUT, 'hey-api/types.gen.ts'), 'utf8');
  expect([...heyTypes.matchAll(/export type (\w+?\d+) =/g)].map((m) => m[1])).toEqual([]);

  // The README's first SDK call, against the SDK's sources, under the same settings.
  const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(
    readme.indexOf('\n## TypeScript SDK\n'),
    readme.indexOf('\n## ', readme.indexOf('\n## TypeScript SDK\n') + 1),
  );
  const firstCall = /^```ts\n([\s\S]*?)^```$/m.exec(section)?.[1];
  expect(firstCall, 'the README shows a first SDK call in a ts block under "## TypeScript SDK"').toBeDefined();
  writeFileSync(resolve(OUT, 'readme-sdk.ts'), firstCall!.replace("from '@workspace-wallet/sdk'", "from '../../sdk/src/index.ts'"));

  // The reference's SDK sample of every operation the SDK has (x-codeSamples), each its own module.
  const document = JSON.parse(readFileSync(resolve(ROOT, 'docs/openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string; 'x-codeSamples'?: Array<{ label: string; source: string }> }>>;
  };
  const samples = Object.values(document.paths)
    .flatMap((item) => Object.values(item))
    .flatMap((op) => (op['x-codeSamples'] ?? []).filter((c) => c.label === 'SDK').map((c) => [op.operationId!, c.source] as const));
  expect(samples.length).toBeGreaterThan(50);
  mkdirSync(resolve(OUT, 'sdk-samples'));
  for (const [id, source] of samples) {
    writeFileSync(
      resolve(OUT, 'sdk-samples', `${id}.ts`),
      source.replace("from '@workspace-wallet/sdk'", "from '../../../sdk/src/index.ts'"),
    );
  }

  writeFileSync(
    resolve(OUT, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'es2022',
        lib: ['es2022', 'dom', 'dom.iterable'],
        module: 'esnext',
        moduleResolution: 'bundler',
        allowImportingTsExtensions: true,
        noEmit: true,
        strict: true,
        noUncheckedIndexedAccess: true,
        exactOptionalPropertyTypes: true,
        skipLibCheck: true,
        types: ['node'],
      },
      files: [
        'hey-api.program.ts',
        resolve(PROGRAMS, 'openapi-typescript.program.ts'),
        'readme-sdk.ts',
        ...samples.map(([id]) => `sdk-samples/${id}.ts`),
      ],
    }),
  );
  const compiled = await promisify(execFile)(resolve(ROOT, 'node_modules/.bin/tsc'), ['-p', resolve(OUT, 'tsconfig.json')], {
    cwd: OUT,
  }).then(
    () => '',
    (error: { stdout?: string; message: string }) => error.stdout || error.message,
  );
  expect(compiled).toBe('');
}, 60_000);
