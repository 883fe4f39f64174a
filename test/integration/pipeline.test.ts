/** The request pipeline over real HTTP: bodies, environments, unknown routes, the envelope. */
import { describe, expect, it } from 'vitest';
import { api, newWorkspace } from '../support/api.ts';

describe('pipeline', () => {
  it('refuses malformed JSON, non-objects and wrong content types with 400 in the envelope', async () => {
    const ws = await newWorkspace();
    const cases: [string, Record<string, string>, string][] = [
      ['{"name": "x",', { 'content-type': 'application/json' }, 'invalid_json'],
      ['[{"name":"x"}]', { 'content-type': 'application/json' }, 'invalid_request'],
      ['"just a string"', { 'content-type': 'application/json' }, 'invalid_request'],
      ['{"name":"x","scopes":["*"]}', { 'content-type': 'text/plain' }, 'unsupported_content_type'],
      ['name=x', { 'content-type': 'application/x-www-form-urlencoded' }, 'unsupported_content_type'],
      ['', { 'content-type': 'application/json' }, 'invalid_request'],
      // Valid JSON, but no Unicode text: a lone surrogate in a value or a key (it could not be stored).
      ['{"name":"a\\ud800","scopes":["*"]}', { 'content-type': 'application/json' }, 'invalid_json'],
      ['{"name":"x","scopes":["*"],"\\udfff":1}', { 'content-type': 'application/json' }, 'invalid_json'],
      // No object keeps a __proto__ key: refused rather than dropped silently.
      ['{"name":"x","scopes":["*"],"__proto__":{"admin":true}}', { 'content-type': 'application/json' }, 'invalid_request'],
    ];
    for (const [rawBody, headers, code] of cases) {
      const res = await api('POST', '/v1/api-keys', { token: ws.token, rawBody, headers });
      expect(res.status, rawBody).toBe(400);
      expect(res.body).toMatchObject({ data: null, error: { code } });
      expect(res.body.request_id).toBeTruthy();
    }
  });

  it('answers 413 for a body over 256 KiB', async () => {
    const ws = await newWorkspace();
    const rawBody = JSON.stringify({ name: 'x'.repeat(300 * 1024), scopes: ['*'] });
    const res = await api('POST', '/v1/api-keys', { token: ws.token, rawBody, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });

  it('refuses an unknown environment and unknown query parameters', async () => {
    const ws = await newWorkspace();
    for (const query of [{ environment: 'prod' }, { environment: 'LIVE' }, { environment: '' }, { colour: 'blue' }] as Record<
      string,
      string
    >[]) {
      const res = await api('GET', '/v1/workspace/transfer-policy', { token: ws.token, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
    }
  });

  it('answers 404 for unknown paths and 405 with Allow for wrong methods, in the envelope', async () => {
    const ws = await newWorkspace();
    const unknown = await api('GET', '/v1/nothing-here', { token: ws.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ data: null, error: { code: 'route_not_found' } });
    const root = await api('GET', '/', {});
    expect(root.status).toBe(404);
    const wrong = await api('DELETE', '/v1/workspace/transfer-policy', { token: ws.token });
    expect(wrong.status).toBe(405);
    expect(wrong.body.error.code).toBe('method_not_allowed');
    expect(wrong.headers.get('allow')).toBe('GET, PUT');
  });

  it('sends JSON, no-store and the request id on every response', async () => {
    const ws = await newWorkspace();
    for (const res of [
      await api('GET', '/v1/workspace/networks', { token: ws.token }),
      await api('GET', '/v1/workspace/networks', {}),
      await api('GET', '/v1/unknown', {}),
    ]) {
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-request-id')).toBe(res.body.request_id);
      expect(Object.keys(res.body).sort()).toEqual(['data', 'error', 'request_id']);
    }
  });
});
