/** The pure middlewares, driven with Middy-shaped requests (no AWS involved). */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { buildHttpApiEvent } from '#infra/local/http-api-event.ts';
import { jsonBody, MAX_BODY_BYTES } from '#shared/http/middlewares/json-body.ts';
import { validateInput } from '#shared/http/middlewares/validate-input.ts';
import { initState, stateOf } from '#shared/http/state.ts';
import { ApiError } from '#shared/model/errors.ts';
import { statusOf } from '#shared/http/error-mapper.ts';
import { defineRoute } from '#shared/http/route.ts';

function requestFor(parts: { body?: string | Buffer; headers?: Record<string, string>; query?: string; params?: Record<string, string> }) {
  const event: APIGatewayProxyEventV2 = buildHttpApiEvent({
    method: 'POST',
    path: '/v1/things',
    routeKey: 'POST /v1/things',
    body: parts.body,
    headers: parts.headers ?? { 'content-type': 'application/json' },
    rawQueryString: parts.query,
    pathParameters: parts.params,
  });
  initState(event, 'req-1');
  return { event, context: {} as never, response: undefined, error: undefined, internal: {} };
}

function errorOf(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('jsonBody', () => {
  const takes = jsonBody({ takesBody: true }).before!;
  const ignores = jsonBody({ takesBody: false }).before!;

  it('parses a JSON object', () => {
    const request = requestFor({ body: '{"a":1}' });
    takes(request as never);
    expect(stateOf(request.event).rawBody).toEqual({ a: 1 });
  });
  it.each([
    ['malformed JSON', '{"a":', { 'content-type': 'application/json' }, 'invalid_json', 400],
    ['an array', '[1,2]', { 'content-type': 'application/json' }, 'invalid_request', 400],
    ['null', 'null', { 'content-type': 'application/json' }, 'invalid_request', 400],
    ['a string', '"x"', { 'content-type': 'application/json' }, 'invalid_request', 400],
    ['text/plain', '{"a":1}', { 'content-type': 'text/plain' }, 'unsupported_content_type', 400],
    ['no content type', '{"a":1}', {}, 'unsupported_content_type', 400],
    ['no body', '', { 'content-type': 'application/json' }, 'invalid_request', 400],
    ['too many bytes', `{"a":"${'x'.repeat(MAX_BODY_BYTES)}"}`, { 'content-type': 'application/json' }, 'payload_too_large', 413],
  ])('refuses %s', (_, body, headers, code, status) => {
    const error = errorOf(() => takes(requestFor({ body, headers }) as never));
    expect([error.code, statusOf(error)]).toEqual([code, status]);
  });
  it('refuses invalid UTF-8', () => {
    const body = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]);
    const event = requestFor({ body, headers: { 'content-type': 'application/octet-stream' } });
    event.event.headers['content-type'] = 'application/json';
    expect(errorOf(() => takes(event as never)).code).toBe('invalid_json');
  });
  it('accepts +json media types and charset parameters', () => {
    for (const type of ['application/json; charset=utf-8', 'application/merge-patch+json', 'APPLICATION/JSON']) {
      expect(() => takes(requestFor({ body: '{}', headers: { 'content-type': type } }) as never)).not.toThrow();
    }
  });
  // Small bodies without `\u` or `__proto__` skip the reviver; everything else goes through it.
  // Each case below is refused or accepted the same way on both sides of that line.
  it.each([
    ['a written-out key', '{"__proto__":{"admin":true}}'],
    ['an escaped key', '{"__pr\\u006fto__":1}'],
    ['a nested key in a large body', `{"pad":"${'x'.repeat(3000)}","a":{"__proto__":1}}`],
  ])('refuses a __proto__ key: %s', (_, body) => {
    const error = errorOf(() => takes(requestFor({ body }) as never));
    expect([error.code, error.details]).toEqual([
      'invalid_request',
      { fields: { body: ['The key __proto__ is not allowed anywhere in the body.'] } },
    ]);
  });
  it.each([
    ['in a value', '{"a":"x\\ud800"}'],
    ['in a key', '{"\\udfff":1}'],
    ['in a large body', `{"pad":"${'x'.repeat(3000)}","a":"\\ud800"}`],
  ])('refuses a lone surrogate %s', (_, body) => {
    expect(errorOf(() => takes(requestFor({ body }) as never)).code).toBe('invalid_json');
  });
  it('parses the same with and without the reviver: escapes, __proto__ as a value, large bodies', () => {
    for (const [body, parsed] of [
      ['{"a":"caf\\u00e9 \\ud83d\\ude00","b":[1,{"c":null}]}', { a: 'café 😀', b: [1, { c: null }] }],
      ['{"note":"__proto__"}', { note: '__proto__' }],
      [`{"pad":"${'x'.repeat(3000)}","n":1.5}`, { pad: 'x'.repeat(3000), n: 1.5 }],
      ['{"a":' + '['.repeat(1000) + ']'.repeat(1000) + '}', { a: JSON.parse('['.repeat(1000) + ']'.repeat(1000)) }],
    ] as const) {
      const request = requestFor({ body });
      takes(request as never);
      expect(stateOf(request.event).rawBody).toEqual(parsed);
    }
  });
  it('refuses a body nested too deeply for the reviver', () => {
    const body = '{"a":' + '['.repeat(20_000) + ']'.repeat(20_000) + '}';
    const error = errorOf(() => takes(requestFor({ body }) as never));
    expect([error.code, error.message]).toEqual(['invalid_json', 'The body nests too deeply.']);
  });
  it('ignores a body on routes that take none, within the size limit', () => {
    expect(() => ignores(requestFor({ body: 'not json', headers: {} }) as never)).not.toThrow();
    const huge = 'x'.repeat(MAX_BODY_BYTES + 1);
    expect(statusOf(errorOf(() => ignores(requestFor({ body: huge, headers: {} }) as never)))).toBe(413);
  });
});

describe('validateInput', () => {
  const route = defineRoute({
    id: 'test',
    method: 'POST',
    path: '/v1/things/{thingId}',
    entry: 'x.ts',
    scope: null,
    access: 'read',
    beta: false,
    status: 200,
    summary: 'test',
    schemas: {
      params: z.strictObject({ thingId: z.uuid() }),
      query: z.strictObject({ limit: z.optional(z.coerce.number().check(z.int(), z.lte(5))) }),
      body: z.strictObject({ name: z.string().check(z.maxLength(3)) }),
      response: z.object({}),
    },
    errors: [],
  });
  const before = validateInput(route).before!;
  const id = '01a2015b-bc93-76e4-89f0-215f8c0bd0e4';

  it('passes valid input through, defaulting environment to sandbox', () => {
    const request = requestFor({ params: { thingId: id }, query: 'limit=2' });
    stateOf(request.event).rawBody = { name: 'abc' };
    before(request as never);
    const state = stateOf(request.event);
    expect([state.environment, state.params, state.query, state.body]).toEqual(['sandbox', { thingId: id }, { limit: 2 }, { name: 'abc' }]);
  });
  it('reports every problem at once, by field', () => {
    const request = requestFor({ params: { thingId: 'nope' }, query: 'limit=9&environment=prod&sort=x' });
    stateOf(request.event).rawBody = { name: 'abcd', extra: true };
    const error = errorOf(() => before(request as never));
    expect(error.code).toBe('invalid_request');
    expect(Object.keys((error.details as { fields: object }).fields).sort()).toEqual(
      ['body.extra', 'body.name', 'path.thingId', 'query.environment', 'query.limit', 'query.sort'].sort(),
    );
    // zod/mini has no messages of its own: these are classic zod's English ones (shared/schemas/locale.ts).
    expect((error.details as { fields: Record<string, string[]> }).fields).toMatchObject({
      'body.name': ['Too big: expected string to have <=3 characters'],
      'path.thingId': ['Invalid UUID'],
      'query.limit': ['Too big: expected number to be <=5'],
    });
  });
  it('says Required for a missing field', () => {
    const request = requestFor({ params: { thingId: id } });
    stateOf(request.event).rawBody = {};
    const error = errorOf(() => before(request as never));
    expect(error.details).toEqual({ fields: { 'body.name': ['Required.'] } });
  });
  it('accepts live', () => {
    const request = requestFor({ params: { thingId: id }, query: 'environment=live' });
    stateOf(request.event).rawBody = { name: 'a' };
    before(request as never);
    expect(stateOf(request.event).environment).toBe('live');
  });
});
