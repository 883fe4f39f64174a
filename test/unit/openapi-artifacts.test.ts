/**
 * What `npm run openapi` derives from the route table is committed, so it must be current: the
 * README's "API at a glance" table, docs/api.md's error-code table, the generated client types and the SDK's sources. A route added or changed
 * without running `npm run openapi` fails here.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentedRouteList } from '#shared/responses.ts';
import { buildOpenApiDocument } from '#shared/openapi/document.ts';
import { withGeneratedTables } from '#infra/openapi/doc-tables.ts';
import { generateSdkSources } from '#infra/openapi/sdk.ts';
import { ERROR_CODES } from '#shared/model/errors.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(resolve(ROOT, file), 'utf8');
const STALE = 'stale: run `npm run openapi` and commit the result';

describe('generated artifacts', () => {
  it('the README lists every route of the table', () => {
    const readme = read('README.md');
    expect(withGeneratedTables('README.md', readme, documentedRouteList) === readme, STALE).toBe(true);
    for (const route of documentedRouteList) expect(readme).toContain(`| ${route.method} | \`${route.path}\` |`);
  });

  it('docs/api.md lists every error code', () => {
    const guide = read('docs/api.md');
    expect(withGeneratedTables('docs/api.md', guide, documentedRouteList) === guide, STALE).toBe(true);
    for (const code of Object.keys(ERROR_CODES)) expect(guide).toContain(`| \`${code}\` |`);
  });

  it('the document the getOpenApiDocument function serves is the current route table', () => {
    expect(read('docs/openapi.json') === JSON.stringify(buildOpenApiDocument(documentedRouteList), null, 2) + '\n', STALE).toBe(true);
  });

  it("the SDK's generated sources are what the current document gives", async () => {
    for (const [file, text] of await generateSdkSources(buildOpenApiDocument(documentedRouteList))) {
      expect(read(file) === text, `${file}: ${STALE}`).toBe(true);
    }
  });
});
