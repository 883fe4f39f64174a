/** Routes with `raw`: the success body goes out as is, with its media type; failures keep the envelope. */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildHttpApiEvent } from '#infra/local/http-api-event.ts';
import { http } from '#shared/http/pipeline.ts';
import { ApiError } from '#shared/model/errors.ts';
import { defineRoute } from '#shared/http/route.ts';

const page = defineRoute({
  id: 'getPage',
  method: 'GET',
  path: '/docs',
  entry: 'functions/none.ts',
  scope: null,
  access: 'none',
  beta: false,
  status: 200,
  summary: 'A page.',
  schemas: { query: z.strictObject({ fail: z.optional(z.string()) }) },
  errors: [],
  raw: { mediaType: 'text/html' },
});

const handler = http(page, async ({ query }) => {
  if (query.fail) throw new ApiError('conflict', 'No.');
  return { data: '<p>hi</p>', headers: { 'Cache-Control': 'public, max-age=60' } };
});

const call = (rawQueryString = '') =>
  handler(buildHttpApiEvent({ method: 'GET', path: '/docs', routeKey: 'GET /docs', rawQueryString }, 'req-raw'), {} as never);

describe('raw routes', () => {
  it('send the handler data as is, with the media type, the request id and its own headers', async () => {
    const res = await call();
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<p>hi</p>');
    expect(res.headers).toMatchObject({
      'Content-Type': 'text/html; charset=utf-8',
      'X-Request-Id': 'req-raw',
      'Cache-Control': 'public, max-age=60',
    });
  });

  it('skip authentication when public, yet answer failures in the envelope', async () => {
    const invalid = await call('colour=blue');
    expect(invalid.statusCode).toBe(400);
    expect(JSON.parse(invalid.body!)).toMatchObject({ data: null, error: { code: 'invalid_request' }, request_id: 'req-raw' });
    const refused = await call('fail=1');
    expect(refused.statusCode).toBe(409);
    expect(refused.headers).toMatchObject({ 'Content-Type': 'application/json; charset=utf-8' });
  });
});
