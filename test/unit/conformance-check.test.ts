/** The conformance check itself: it must refuse what the document does not describe, or every green run would mean nothing. */
import { describe, expect, it } from 'vitest';
import { documentedRouteList } from '#shared/responses.ts';
import { buildOpenApiDocument } from '#shared/openapi/document.ts';
import { createConformanceChecker, type Exchange } from '../support/conformance/check.ts';
import { matchPathTemplate } from '../support/conformance/path-template.ts';
import { createDeliveryChecker } from '../support/conformance/webhook.ts';

const check = createConformanceChecker(buildOpenApiDocument(documentedRouteList));
const KEY_ID = '01970d41-2f6b-7c3d-8e4f-5a6b7c8d9e0f';
const apiKey = {
  id: KEY_ID,
  name: 'k',
  key_prefix: 'wsk_abcdefgh',
  scopes: ['*'],
  environments: ['sandbox', 'live'],
  status: 'active',
  expires_at: null,
  created_at: '2026-05-04T09:30:00.000Z',
  created_by: { id: KEY_ID, email: 'a@b.test', display_name: 'A' },
  created_by_key_id: null,
  last_used_at: null,
  revoked_at: null,
};

function exchange(over: Partial<Exchange> & { body?: unknown; headerMap?: Record<string, string> }): Exchange {
  const headers = new Headers({
    'content-type': 'application/json; charset=utf-8',
    'x-request-id': 'r1',
    'cache-control': 'no-store',
    ...over.headerMap,
  });
  return { method: 'GET', path: `/v1/api-keys/${KEY_ID}`, status: 200, headers, text: JSON.stringify(over.body ?? {}), ...over };
}
const ok = { data: { api_key: apiKey }, error: null, request_id: 'r1' };
const failure = (code: string) => ({ data: null, error: { code, message: 'm' }, request_id: 'r1' });

describe('conformance check', () => {
  it('accepts a documented response', () => {
    expect(check(exchange({ body: ok }))).toEqual({ key: 'GET /v1/api-keys/{apiKeyId} 200', problems: [] });
    expect(check(exchange({ status: 404, body: failure('not_found') })).problems).toEqual([]);
  });

  it('refuses a status the operation does not document', () => {
    expect(check(exchange({ status: 409, body: failure('conflict') })).problems).toEqual([
      'status 409 is not documented for GET /v1/api-keys/{apiKeyId}',
    ]);
  });

  it('refuses a body that breaks the schema: extra, missing or mistyped fields, or a code of another status', () => {
    const extra = { ...ok, data: { api_key: { ...apiKey, secret: 'x' } } };
    expect(check(exchange({ body: extra })).problems.join()).toMatch(/additional properties/);
    const { name: _name, ...missing } = apiKey;
    expect(check(exchange({ body: { ...ok, data: { api_key: missing } } })).problems.join()).toMatch(/required property 'name'/);
    expect(check(exchange({ body: { ...ok, data: { api_key: { ...apiKey, created_at: 'yesterday' } } } })).problems.join()).toMatch(
      /date-time/,
    );
    expect(check(exchange({ status: 404, body: failure('route_not_found') })).problems.join()).toMatch(/allowed values/);
  });

  it('refuses a missing required header and an undocumented media type', () => {
    const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' });
    expect(check({ ...exchange({ body: ok }), headers }).problems).toEqual(['header X-Request-Id is required but missing']);
    expect(check(exchange({ body: ok, headerMap: { 'content-type': 'text/plain' } })).problems.join()).toMatch(
      /text\/plain is not documented/,
    );
  });

  it('refuses a header the response does not declare, but not the transport headers', () => {
    expect(check(exchange({ body: ok, headerMap: { 'idempotent-replayed': 'true' } })).problems).toEqual([
      'header idempotent-replayed is sent but not declared',
    ]);
    const transport = { 'content-length': '2', date: 'Fri, 27 Nov 2026 05:00:00 GMT', connection: 'keep-alive', 'apigw-requestid': 'r1' };
    expect(check(exchange({ body: ok, headerMap: transport })).problems).toEqual([]);
  });

  it('declares Idempotency-Key and Idempotent-Replayed on an idempotent create, and the ETag of a versioned read', () => {
    const document = buildOpenApiDocument(documentedRouteList);
    const createTransfer = document.paths['/v1/transfers']!.post!;
    expect(createTransfer.parameters.map((p) => p.name)).toContain('Idempotency-Key');
    expect(Object.keys(createTransfer.responses['201']!.headers!)).toContain('Idempotent-Replayed');
    expect(Object.keys(document.paths['/v1/workspace/transfer-approvals']!.get!.responses['200']!.headers!)).toContain('ETag');
  });

  it('holds unmatched requests to the fallback responses of x-unmatched-requests', () => {
    expect(check(exchange({ path: '/v1/nothing', status: 404, body: failure('route_not_found') }))).toEqual({
      key: 'unmatched 404',
      problems: [],
    });
    expect(
      check(exchange({ method: 'DELETE', status: 405, body: failure('method_not_allowed'), headerMap: { allow: 'GET' } })).problems,
    ).toEqual([]);
    // Behind the public edge the fallback refuses a request around it before routing it.
    expect(check(exchange({ path: '/v1/nothing', status: 403, body: failure('edge_required') })).problems).toEqual([]);
    expect(check(exchange({ path: '/v1/nothing', status: 200, body: ok })).problems.join()).toMatch(/matches no operation/);
    expect(check(exchange({ method: 'DELETE', status: 404, body: failure('route_not_found') })).problems.join()).toMatch(
      /expected a documented 405/,
    );
  });

  it('matches paths to templates like the gateway: literals first, one segment per parameter', () => {
    const templates = ['/v1/things/{id}', '/v1/things/new', '/v1/things'];
    expect(matchPathTemplate(templates, '/v1/things/new')).toBe('/v1/things/new');
    expect(matchPathTemplate(templates, '/v1/things/a%20b')).toBe('/v1/things/{id}');
    expect(matchPathTemplate(templates, '/v1/things/')).toBeNull();
    expect(matchPathTemplate(templates, '/v1/things/a/b')).toBeNull();
  });
});

describe('webhook delivery conformance', () => {
  const checkDelivery = createDeliveryChecker(buildOpenApiDocument(documentedRouteList));
  const body = { id: 'evt_01970d4a8e2b7f3c9d1e5a6b7c8d9e0f', type: 'webhook.test', created_at: '2026-05-04T11:00:00.000Z', data: {} };
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Service-Webhooks/1.0',
    'x-service-webhook-id': body.id,
    'x-service-webhook-type': 'webhook.test',
    'x-service-webhook-timestamp': '1777892400',
    'x-service-webhook-signature': `v1=${'a'.repeat(64)}`,
    'x-service-webhook-sequence': '1',
  };

  it('accepts a delivery as the contract describes it', () => {
    expect(checkDelivery(headers, JSON.stringify(body))).toEqual([]);
  });

  it('refuses missing or malformed headers and a body of the wrong shape', () => {
    const { 'x-service-webhook-signature': _signature, ...unsigned } = headers;
    expect(checkDelivery(unsigned, JSON.stringify(body))).toEqual(['header X-Service-Webhook-Signature is missing']);
    expect(checkDelivery({ ...headers, 'x-service-webhook-signature': 'sha256=abc' }, JSON.stringify(body)).join()).toMatch(/Signature/);
    expect(checkDelivery(headers, JSON.stringify({ ...body, type: 'no.such.type' })).join()).toMatch(/body \/type/);
  });
});
