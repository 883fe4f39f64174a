/**
 * `npm run openapi`: writes everything derived from the route table's contract.
 *   - the OpenAPI document, for tools (default `.local/openapi.json`; `--out <file>` elsewhere);
 *   - the README's "API at a glance" table and docs/api.md's error-code table;
 *   - the client types the end-to-end journey test compiles against;
 *   - the SDK's generated sources (sdk/src/generated/).
 * `--check` writes nothing and exits 1 when a generated table or the client types are stale;
 * `--document-only` writes just the document (for `npm run lint:openapi`).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { documentedRouteList } from '#shared/responses.ts';
import { buildOpenApiDocument } from '#shared/openapi/document.ts';
import { TABLE_FILES, withGeneratedTables } from '#infra/openapi/doc-tables.ts';
import { generateSdkSources } from '#infra/openapi/sdk.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const SERVED_DOCUMENT_PATH = 'docs/openapi.json';
const { values } = parseArgs({
  options: {
    out: { type: 'string', default: '.local/openapi.json' },
    check: { type: 'boolean', default: false },
    'document-only': { type: 'boolean', default: false },
  },
});

const document = buildOpenApiDocument(documentedRouteList);
const derived: Array<[file: string, text: string]> = [
  // The document the getOpenApiDocument function serves (shared/routes/docs.ts, SERVED_DOCUMENT_FILE).
  [SERVED_DOCUMENT_PATH, JSON.stringify(document, null, 2) + '\n'],
  ...TABLE_FILES.map((file): [string, string] => [
    file,
    withGeneratedTables(file, readFileSync(resolve(ROOT, file), 'utf8'), documentedRouteList),
  ]),
  // The SDK's types and operation table (sdk/, its own package).
  ...(await generateSdkSources(document)),
];

if (values.check) {
  const current = (file: string) => (existsSync(resolve(ROOT, file)) ? readFileSync(resolve(ROOT, file), 'utf8') : '');
  const stale = derived.filter(([file, text]) => current(file) !== text);
  for (const [file] of stale) console.error(`stale: ${file} (run npm run openapi)`);
  process.exit(stale.length > 0 ? 1 : 0);
}

const json = JSON.stringify(document, null, 2) + '\n';
const out = resolve(ROOT, values.out);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, json);
console.log(`wrote ${values.out} (${Buffer.byteLength(json)} bytes, ${Object.keys(document.paths).length} paths)`);
for (const [file, text] of values['document-only'] ? [] : derived) {
  mkdirSync(dirname(resolve(ROOT, file)), { recursive: true });
  writeFileSync(resolve(ROOT, file), text);
  console.log(`wrote ${file}`);
}
