/**
 * The fixture registry (`shared/fixtures/`) and the bench's modules read no configuration when
 * loaded: the bench imports them before its stack has set any (docs/development.md, Tests). Each
 * is imported in a fresh Node process whose environment names no table, region or endpoint.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
const modulesIn = (dir: string) =>
  readdirSync(resolve(REPO_ROOT, dir))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `#${dir}/${f}`);
/** The delivery seed writes through the data layer; only the bench's delivery sections load it, once their stack is up. */
const LOADED_WITH_A_STACK = new Set(['#shared/fixtures/seed-deliveries.ts']);

describe('modules the bench loads before its stack exists', () => {
  it('import without a configuration', () => {
    const modules = [
      ...modulesIn('shared/fixtures'),
      ...modulesIn('bench/scenarios'),
      '#bench/scenarios.ts',
      '#bench/report/markdown.ts',
    ].filter((m) => !LOADED_WITH_A_STACK.has(m));
    const script = `for (const m of ${JSON.stringify(modules)}) await import(m).catch((e) => { console.log(m + ': ' + e.message); });`;
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: REPO_ROOT, env, encoding: 'utf8' });
    expect(child.status, child.stderr).toBe(0);
    expect(child.stdout.trim().split('\n').filter(Boolean)).toEqual([]);
  }, 60_000);
});
