/**
 * The generated document passes Redocly's linter with the committed configuration
 * (redocly.yaml: recommended-strict plus stricter rules), with no error and no warning, and the
 * linter is shown to catch a broken document so a clean result means something.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { documentedRouteList } from '#shared/responses.ts';
import { buildOpenApiDocument } from '#shared/openapi/document.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const CLI = join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');
const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function lint(document: unknown) {
  const file = join(dir, `openapi-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(document, null, 2));
  const run = spawnSync(process.execPath, [CLI, 'lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format=json'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
    // No network here: no telemetry, no update check.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', CI: 'true' },
  });
  const report = JSON.parse(run.stdout) as {
    totals: { errors: number; warnings: number };
    problems: Array<{ ruleId: string; message: string }>;
  };
  return { status: run.status, stderr: run.stderr, report };
}

describe('redocly lint', () => {
  it('passes with no errors and no warnings', () => {
    const { status, stderr, report } = lint(buildOpenApiDocument(documentedRouteList));
    const problems = report.problems.map((p) => `${p.ruleId}: ${p.message}`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(status).toBe(0);
    // A misspelt rule in redocly.yaml would silently check nothing; Redocly reports it here.
    expect(stderr).not.toMatch(/Unused rules/);
  });

  it('fails a document whose example contradicts its schema', () => {
    const broken = buildOpenApiDocument(documentedRouteList);
    const media = broken.paths['/v1/api-keys']!.post!.requestBody!.content['application/json']!;
    media.examples = { bad: { value: { name: 'x', scopes: ['no-such-scope'] } } };
    const { status, report } = lint(broken);
    expect(status).not.toBe(0);
    expect(report.problems.map((p) => p.ruleId)).toContain('no-invalid-media-type-examples');
  });
});
