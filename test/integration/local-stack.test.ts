/**
 * The local stack over real HTTP: the stack started by the global setup (seed, fallback,
 * gateway limits, concurrency, queues), and the gateway with fixture entries for the payload
 * 2.0 event it builds and the API Gateway failure modes it mirrors.
 */
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { HttpRoute } from '#shared/http/route.ts';
import { queues } from '#shared/queues.ts';
import { startGateway, type Gateway } from '#infra/local/gateway.ts';
import { api } from '../support/api.ts';

const TEN_MB = 10 * 1024 * 1024;

describe('local stack', () => {
  it('authenticates the seed token printed by npm start', async () => {
    const res = await api('GET', '/v1/workspace/networks', { token: inject('stack').seedToken });
    expect(res.status).toBe(200);
    expect(res.body.error).toBeNull();
  });

  it('answers an unknown path through the fallback function, in the envelope', async () => {
    const res = await api('GET', '/nowhere');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ data: null, error: { code: 'route_not_found' } });
    expect(typeof res.body.request_id).toBe('string');
  });

  it('does not match a route with a trailing slash', async () => {
    const res = await api('GET', '/v1/workspace/networks/', { token: inject('stack').seedToken });
    expect([404, 405]).toContain(res.status);
    expect(res.body.data).toBeNull();
  });

  it('refuses a body over 10 MB with 413 without invoking the function', async () => {
    const res = await api('POST', '/v1/api-keys', {
      rawBody: Buffer.alloc(TEN_MB + 1, 'a'),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      data: null,
      error: { code: 'payload_too_large', message: expect.any(String) },
      request_id: res.headers.get('apigw-requestid'),
    });
    // The functions set x-request-id; the gateway alone answered this one.
    expect(res.headers.get('x-request-id')).toBeNull();
  });

  it('answers a request line over 16 KiB with 431 headers_too_large in the envelope', async () => {
    const res = await api('GET', `/v1/api-keys?cursor=${'a'.repeat(17 * 1024)}`, { token: inject('stack').seedToken });
    expect(res.status).toBe(431);
    expect(res.body).toEqual({
      data: null,
      error: { code: 'headers_too_large', message: expect.any(String) },
      request_id: res.headers.get('x-request-id'),
    });
  });

  it('passes a body of exactly 10 MB on to the function', async () => {
    const res = await api('POST', '/v1/api-keys', { rawBody: Buffer.alloc(TEN_MB, 'a'), headers: { 'content-type': 'application/json' } });
    expect(res.headers.get('x-request-id')).not.toBeNull();
  });

  it('answers many concurrent requests, each with its own request id', async () => {
    const token = inject('stack').seedToken;
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? api('GET', '/v1/workspace/networks', { token }) : api('GET', `/missing/${i}`))),
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 60 }, (_, i) => (i % 2 ? 200 : 404)));
    expect(new Set(results.map((r) => r.body.request_id)).size).toBe(60);
  });

  it('creates each queue with its dead-letter queue and redrive policy', async () => {
    const stack = inject('stack');
    const sqs = new SQSClient({ endpoint: stack.sqsEndpoint, region: stack.region });
    const attributes = async (url: string | undefined) =>
      (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['All'] }))).Attributes ?? {};
    const main = await attributes(stack.queueUrls['webhook-deliveries']);
    const dlq = await attributes(stack.queueUrls['webhook-deliveries-dlq']);
    const def = queues.find((q) => q.id === 'webhook-deliveries')!;
    expect(main.VisibilityTimeout).toBe(String(def.visibilityTimeoutSeconds));
    expect(JSON.parse(main.RedrivePolicy ?? '{}')).toMatchObject({
      deadLetterTargetArn: dlq.QueueArn,
      maxReceiveCount: def.maxReceiveCount,
    });
    sqs.destroy();
  });
});

describe('local gateway with fixture entries', () => {
  const fixture = (id: string, method: HttpRoute['method'], path: string, entry: string): HttpRoute => ({
    id,
    method,
    path,
    entry,
    scope: null,
    access: 'read',
    beta: false,
    status: 200,
    summary: id,
    schemas: {},
    errors: [],
  });
  let gateway: Gateway;
  const lines: string[] = [];
  const failures: string[] = [];
  beforeAll(async () => {
    gateway = await startGateway({
      port: 0,
      log: (line) => lines.push(line),
      logError: (line) => failures.push(line),
      timeoutMs: 500,
      routes: [
        fixture('echoItem', 'POST', '/v1/items/{itemId}/notes/{noteId}', 'test/support/fixtures/echo.ts'),
        fixture('echoLiteral', 'POST', '/v1/items/special/notes/{noteId}', 'test/support/fixtures/echo.ts'),
        fixture('misbehave', 'GET', '/v1/misbehave', 'test/support/fixtures/misbehaving.ts'),
        fixture('missing', 'GET', '/v1/missing-entry', 'test/support/fixtures/does-not-exist.ts'),
        fixture('noHandler', 'GET', '/v1/no-handler', 'test/support/fixtures/no-handler.ts'),
      ],
      fallbackEntry: 'test/support/fixtures/echo.ts',
    });
  });
  afterAll(() => gateway.stop());

  const call = (path: string, init?: RequestInit) => fetch(new URL(path, gateway.url), init);

  it('builds the payload 2.0 event API Gateway would send', async () => {
    const res = await call('/v1/items/a%2Fb%20c/notes/n1?x=1&x=2&y=%C3%A9', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'k=v; k2=v2', 'x-multi': 'one' },
      body: '{"hello":"world"}',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-fixture')).toBe('echo');
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2']);
    const { event, functionName, awsRequestId } = (await res.json()) as any;
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /v1/items/{itemId}/notes/{noteId}',
      rawPath: '/v1/items/a%2Fb%20c/notes/n1',
      rawQueryString: 'x=1&x=2&y=%C3%A9',
      queryStringParameters: { x: '1,2', y: 'é' },
      pathParameters: { itemId: 'a/b c', noteId: 'n1' },
      cookies: ['k=v', 'k2=v2'],
      body: '{"hello":"world"}',
      isBase64Encoded: false,
      requestContext: { http: { method: 'POST', path: '/v1/items/a%2Fb%20c/notes/n1' }, stage: '$default' },
    });
    expect(event.headers['x-multi']).toBe('one');
    expect(event.headers['x-forwarded-for']).toBeTruthy();
    expect(event.headers.cookie).toBeUndefined();
    expect(event.requestContext.requestId).toBe(res.headers.get('apigw-requestid'));
    expect(awsRequestId).toBe(event.requestContext.requestId);
    expect(functionName).toBe('wallet-local-echoItem');
  });

  it('logs method, path, status and duration, never headers, query or body', async () => {
    lines.length = 0;
    await call('/v1/items/i/notes/n?secret=q', { method: 'POST', headers: { authorization: 'Bearer wsk_secret' }, body: 'body-secret' });
    expect(lines).toEqual([expect.stringMatching(/^POST \/v1\/items\/i\/notes\/n 200 \d+ms$/)]);
  });

  it('prefers a literal segment over a parameter and base64-encodes binary bodies', async () => {
    const res = await call('/v1/items/special/notes/n2', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array([0, 1, 2, 255]),
    });
    const { event } = (await res.json()) as any;
    expect(event.routeKey).toBe('POST /v1/items/special/notes/{noteId}');
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body, 'base64')).toEqual(Buffer.from([0, 1, 2, 255]));
  });

  it('sends unmatched requests to the fallback as $default', async () => {
    for (const [method, path] of [
      ['GET', '/v1/items/a/notes/b'],
      ['POST', '/v1/items/a/notes/'],
      ['POST', '/v1/items//notes/b'],
    ] as const) {
      const { event } = (await (await call(path, { method })).json()) as any;
      expect(event.routeKey, `${method} ${path}`).toBe('$default');
      expect(event.pathParameters).toBeUndefined();
    }
  });

  it.each(['throw', 'undefined', 'bad-status', 'bad-body', 'bad-header'])(
    'answers 502 like API Gateway when the function %s',
    async (mode) => {
      const res = await call(`/v1/misbehave?mode=${mode}`);
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ message: 'Internal Server Error' });
      expect(failures.at(-1)).toContain('wallet-local-misbehave');
    },
  );

  it.each(['/v1/missing-entry', '/v1/no-handler'])('answers 502 for %s without failing the gateway', async (path) => {
    expect((await call(path)).status).toBe(502);
    expect((await call('/v1/misbehave')).status).toBe(204);
  });

  it('follows the 2.0 format rules for results without statusCode and base64 bodies', async () => {
    const inferred = await call('/v1/misbehave?mode=no-status');
    expect(inferred.status).toBe(200);
    expect(await inferred.json()).toEqual({ hello: 'world' });
    const binary = await call('/v1/misbehave?mode=binary');
    expect(Buffer.from(await binary.arrayBuffer())).toEqual(Buffer.from([0, 1, 2, 255]));
  });

  it('answers 503 when the function runs past the integration timeout', async () => {
    const res = await call('/v1/misbehave?mode=slow');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: 'Service Unavailable' });
  });
});
