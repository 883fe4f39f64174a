/**
 * The console's script: console/src bundled by esbuild into one minified ES module, which the
 * page function inlines (shared/http/console-page.ts). `npm run console` writes it to
 * console/dist/console.js (committed, like docs/openapi.json, so synth and `npm start` need no
 * build step); `--check` exits 1 when the committed file is stale, and
 * test/unit/console-build.test.ts fails the same way.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const CONSOLE_ENTRY = resolve(ROOT, 'console/src/main.ts');
export const CONSOLE_SCRIPT_PATH = resolve(ROOT, 'console/dist/console.js');
export const CONSOLE_STYLE_PATH = resolve(ROOT, 'console/src/console.css');

/** The script as the page serves it. */
export async function buildConsoleScript(): Promise<string> {
  const result = await build({
    entryPoints: [CONSOLE_ENTRY],
    bundle: true,
    minify: true,
    format: 'esm',
    // Browsers with passkeys (WebAuthn level 2) all run ES2022.
    target: 'es2022',
    platform: 'browser',
    write: false,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** What the browser downloads on first load: the page's script and stylesheet, gzipped as a CDN or browser would fetch them. */
export function firstLoadSizes(script: string, style: string): { scriptGzip: number; styleGzip: number } {
  return { scriptGzip: gzipSync(script, { level: 9 }).length, styleGzip: gzipSync(style, { level: 9 }).length };
}

if (import.meta.main) {
  const script = await buildConsoleScript();
  const check = process.argv.includes('--check');
  const current = (() => {
    try {
      return readFileSync(CONSOLE_SCRIPT_PATH, 'utf8');
    } catch {
      return '';
    }
  })();
  if (check) {
    if (current !== script) {
      console.error('console/dist/console.js is stale: run `npm run console`.');
      process.exit(1);
    }
  } else {
    mkdirSync(dirname(CONSOLE_SCRIPT_PATH), { recursive: true });
    writeFileSync(CONSOLE_SCRIPT_PATH, script);
  }
  const { scriptGzip, styleGzip } = firstLoadSizes(script, readFileSync(CONSOLE_STYLE_PATH, 'utf8'));
  console.log(`console.js: ${script.length} bytes, ${scriptGzip} gzipped; console.css: ${styleGzip} gzipped`);
}
