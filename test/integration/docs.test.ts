/** The published contract over real HTTP: the OpenAPI document and the reference page, public and raw. */
import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/api.ts';
import { testDocument } from '../support/conformance/index.ts';

describe('documentation routes', () => {
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
  });

  it("serves Redoc's standalone bundle, cacheable", async () => {
    const res = await api('GET', '/docs/redoc.standalone.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    expect(res.text).toMatch(/Version: 3\./);
    expect(res.text).toContain('export{RedocStandalone,hydrate,init}');
  });

  it('answers other methods with 405 in the envelope', async () => {
    const res = await api('POST', '/docs');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
  });
});
