/**
 * The Node version check that every npm script runs first (scripts/check-node.cjs): an old Node
 * gets one line saying what to install, before it reaches a TypeScript file it cannot load.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
const pkg = JSON.parse(readFileSync(resolve(REPO_ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};

function check(fakeVersion?: string) {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '' };
  if (fakeVersion) env.CHECK_NODE_FAKE_VERSION = fakeVersion;
  return spawnSync(process.execPath, ['scripts/check-node.cjs'], { cwd: REPO_ROOT, env, encoding: 'utf8' });
}

describe('Node version check', () => {
  it('tells a Node older than the engines field, in one line, what to install, and exits non-zero', () => {
    const res = check('v20.20.2');
    expect(res.status).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toBe(
      'This project needs Node.js 24 or newer (found v20.20.2). Install it from https://nodejs.org or with nvm: nvm install 24\n',
    );
  });

  it('refuses the last release before the minimum and accepts the minimum itself', () => {
    expect(check('23.11.1').status).toBe(1);
    const res = check('24.0.0');
    expect([res.status, res.stdout, res.stderr]).toEqual([0, '', '']);
  });

  it('passes silently on the Node running the tests', () => {
    const res = check();
    expect([res.status, res.stdout, res.stderr]).toEqual([0, '', '']);
  });

  it('reads the minimum from package.json, where npm reads it too', () => {
    expect(pkg.engines.node).toBe('>=24');
  });

  it('runs first in every npm script that starts Node on project code', () => {
    const runsProjectCode = /\b(node \S+\.ts|vitest|cdk)\b/;
    const unchecked = Object.entries(pkg.scripts).filter(
      ([, command]) => runsProjectCode.test(command) && !command.startsWith('node scripts/check-node.cjs && '),
    );
    expect(unchecked).toEqual([]);
    for (const name of ['start', 'test', 'admin']) expect(pkg.scripts[name]).toMatch(/^node scripts\/check-node\.cjs && /);
  });

  it('has npm ci refuse an old Node (engine-strict), before anything is installed', () => {
    expect(readFileSync(resolve(REPO_ROOT, '.npmrc'), 'utf8')).toMatch(/^engine-strict=true$/m);
  });
});
