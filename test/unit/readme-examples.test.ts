/**
 * The README shows examples/walkthrough.sh and examples/webhook-receiver.mjs whole, and the
 * integration tests run those files: so the README's blocks must be the files, byte for byte.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
const readme = readFileSync(resolve(REPO_ROOT, 'README.md'), 'utf8');

/** The fenced blocks of the README section `heading` (up to the next `## `). */
function blocksOf(heading: string): { lang: string; text: string }[] {
  const start = readme.indexOf(`\n${heading}\n`);
  expect(start, `README has no section "${heading}"`).toBeGreaterThanOrEqual(0);
  const end = readme.indexOf('\n## ', start + heading.length + 1);
  const section = readme.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((m) => ({ lang: m[1]!, text: m[2]! }));
}

describe('README examples', () => {
  it.each([
    ['## Walk-through', 'sh', 'examples/walkthrough.sh', '#!/usr/bin/env bash'],
    ['## Receiving webhooks', 'js', 'examples/webhook-receiver.mjs', '// A webhook receiver'],
  ])('%s shows %s … as the file %s, unchanged', (heading, lang, file, opening) => {
    const shown = blocksOf(heading).filter((b) => b.lang === lang && b.text.startsWith(opening));
    expect(shown, `README ${heading} should show ${file} in one \`\`\`${lang} block`).toHaveLength(1);
    expect(shown[0]!.text).toBe(readFileSync(resolve(REPO_ROOT, file), 'utf8'));
  });
});
