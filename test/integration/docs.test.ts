/** The published contract over real HTTP: the OpenAPI document, the reference page and the guides, public and raw. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, inject, it } from 'vitest';
import { REDOC_THIRD_PARTY_IMAGES } from '#shared/openapi/docs-page.ts';
import { RENDERER_FILE } from '#shared/routes/docs.ts';
import { GUIDES } from '#shared/schemas/docs.ts';
import { api } from '../support/api.ts';
import { testDocument } from '../support/conformance/index.ts';

describe('documentation routes', () => {
  it('serves every guide the reference links to as its Markdown source, and refuses any other name', async () => {
    const description = testDocument().info.description as string;
    const linked = [...description.matchAll(/\]\((\/docs\/guides\/[^)]+)\)/g)].map((m) => m[1]!);
    expect(linked.map((path) => path.split('/').pop()).sort()).toEqual([...GUIDES].sort());
    for (const path of linked) {
      const res = await api('GET', path);
      expect([res.status, res.headers.get('content-type'), res.headers.get('x-content-type-options')]).toEqual([
        200,
        'text/markdown; charset=utf-8',
        'nosniff',
      ]);
      expect(res.text).toBe(readFileSync(new URL(`../../docs/${path.split('/').pop()}`, import.meta.url), 'utf8'));
    }
    const other = await api('GET', '/docs/guides/architecture.md');
    expect([other.status, other.body.error.code, Object.keys(other.body.error.details.fields)]).toEqual([
      400,
      'invalid_request',
      ['path.guide'],
    ]);
  });

  it('serves the generated OpenAPI document without a key, naming the host that answered', async () => {
    const res = await api('GET', '/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    const { servers, ...served } = res.body;
    const { servers: _local, ...generated } = testDocument();
    expect(served).toEqual(JSON.parse(JSON.stringify(generated)));
    expect(servers).toEqual([{ url: inject('stack').apiUrl, description: 'This API' }]);
  });

  it('stays public whatever Authorization says, and still validates its query', async () => {
    const res = await api('GET', '/v1/openapi.json', { headers: { authorization: 'Bearer nonsense' } });
    expect(res.status).toBe(200);
    const bad = await api('GET', '/v1/openapi.json', { query: { environment: 'prod' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_request');
  });

  it('serves the reference page, which loads the renderer and the document from this API', async () => {
    const res = await api('GET', '/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.text).toMatch(/^<!doctype html>/);
    expect(res.text).toContain('import { init } from "/docs/redoc.standalone.js"');
    expect(res.text).toContain('init("/v1/openapi.json"');
    expect(res.text).not.toMatch(/https?:\/\//);
    // The icon is inline, so the browser asks for no /favicon.ico.
    expect(res.text).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,/);
  });

  it('sends the page with a Content-Security-Policy that admits its one inline script by hash, and nosniff', async () => {
    const res = await api('GET', '/docs');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const policy = Object.fromEntries(
      res.headers
        .get('content-security-policy')!
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    const inline = /<script type="module">([\s\S]*?)<\/script>/.exec(res.text)![1]!;
    const hash = `'sha256-${createHash('sha256').update(inline, 'utf8').digest('base64')}'`;
    expect(policy).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'", hash],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ['data:'],
      'connect-src': ["'self'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it("serves Redoc's standalone bundle, cacheable", async () => {
    const res = await api('GET', '/docs/redoc.standalone.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    expect(res.text).toMatch(/Version: 3\./);
    expect(res.text).toContain('export{RedocStandalone,hydrate,init}');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("serves the bundle without the images it would load from Redocly's CDN", async () => {
    // The rewrite still has targets: a Redoc upgrade that renames them fails here first.
    const shipped = readFileSync(createRequire(import.meta.url).resolve(RENDERER_FILE), 'utf8');
    for (const url of REDOC_THIRD_PARTY_IMAGES) expect(shipped).toContain(url);
    const res = await api('GET', '/docs/redoc.standalone.js');
    expect(res.text).not.toContain('cdn.redoc.ly');
    expect(res.text).toContain('data:image/svg+xml,');
  });

  it('answers other methods with 405 in the envelope', async () => {
    const res = await api('POST', '/docs');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
  });
});
