/**
 * The console's page as built: the committed script is what `npm run console` builds from
 * console/src, its first load stays under 100 kB gzipped, and the page's Content-Security-Policy
 * allows exactly the page's own inline script and stylesheet, by hash, and nothing from another
 * origin.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildConsoleScript, CONSOLE_SCRIPT_PATH, CONSOLE_STYLE_PATH, firstLoadSizes } from '#infra/console/build.ts';
import { consolePage } from '#shared/http/console-page.ts';

const script = readFileSync(CONSOLE_SCRIPT_PATH, 'utf8');
const style = readFileSync(CONSOLE_STYLE_PATH, 'utf8');
const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('the console page', () => {
  it('serves the script console/src builds to (run `npm run console` when this fails)', async () => {
    expect(script === (await buildConsoleScript()), 'console/dist/console.js is stale: run `npm run console`').toBe(true);
  });

  it('loads less than 100 kB of gzipped script and style on first load', () => {
    const { scriptGzip, styleGzip } = firstLoadSizes(script, style);
    expect(scriptGzip + styleGzip).toBeLessThan(100 * 1024);
  });

  it('allows only its own inline script and style, by hash, and fetches from its own origin only', () => {
    const { html, headers } = consolePage(script, style);
    const csp = headers['Content-Security-Policy']!;
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https?:|\*/);
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
    expect(directives).toEqual({
      'default-src': "'none'",
      'script-src': hash(script),
      'style-src': hash(style),
      'img-src': 'data:',
      'connect-src': "'self'",
      'base-uri': "'none'",
      'form-action': "'none'",
      'frame-ancestors': "'none'",
    });
    expect(html).toContain(`<script type="module">${script}</script>`);
    expect(html).toContain(`<style>${style}</style>`);
    expect(headers['Cache-Control']).toBe('no-store');
  });

  it('refuses a script that would close its inline block early', () => {
    expect(() => consolePage('const a = "</script>";', style)).toThrow(/closing tag/);
  });
});
