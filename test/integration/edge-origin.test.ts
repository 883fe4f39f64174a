/**
 * The origin check behind the public edge (docs/infrastructure.md, Public edge), over real HTTP:
 * an in-process gateway serves the functions with the digests of the edge's origin secret set (as
 * a stage deployed with `-c edge=true` has them), against the test stack's table. A request
 * without the secret, or with another, is refused before anything else looks at it, on every kind
 * of route; one with the current or the previous secret goes through.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_SECRET_HEADER } from '#shared/model/edge.ts';
import { api, newWorkspace, type ApiResponse } from '../support/api.ts';
import { startInProcessGateway, type InProcessGateway } from '../support/in-process-gateway.ts';

const SECRET = 'the-edge-origin-secret-of-this-test-0123456789';
const PREVIOUS = 'the-previous-edge-origin-secret-0123456789abc';
const digest = (text: string) => createHash('sha256').update(text).digest('hex');

let gateway: InProcessGateway;

beforeAll(async () => {
  gateway = await startInProcessGateway({ settings: { EDGE_ORIGIN_DIGESTS: `${digest(SECRET)},${digest(PREVIOUS)}` } });
}, 60_000);

afterAll(async () => {
  await gateway?.stop();
});

const through = (secret: string | undefined): Record<string, string> => (secret === undefined ? {} : { [ORIGIN_SECRET_HEADER]: secret });

function expectRefused(res: ApiResponse): void {
  expect(res.status, res.text).toBe(403);
  expect(res.body.error.code).toBe('edge_required');
  expect(res.headers.get('x-request-id')).toBeTruthy();
}

describe('origin check behind the edge', () => {
  it('refuses requests without the edge secret, or with another, on authenticated, public and unknown paths', async () => {
    const ws = await newWorkspace();
    for (const secret of [undefined, '', 'not-the-secret', `${SECRET}x`, SECRET.slice(1), digest(SECRET)]) {
      const headers = through(secret);
      expectRefused(await api('GET', '/v1/workspace/networks', { token: ws.token, headers, baseUrl: gateway.url }));
      expectRefused(await api('GET', '/v1/openapi.json', { headers, baseUrl: gateway.url }));
      expectRefused(await api('GET', '/v1/no-such-route', { headers, baseUrl: gateway.url }));
    }
    // Refused before the body is read or the key looked up: a bad body and no key say the same.
    expectRefused(await api('POST', '/v1/webhooks', { body: { url: 1 }, baseUrl: gateway.url }));
  });

  it('serves requests carrying the current or the previous secret', async () => {
    const ws = await newWorkspace();
    for (const secret of [SECRET, PREVIOUS]) {
      const headers = through(secret);
      expect((await api('GET', '/v1/workspace/networks', { token: ws.token, headers, baseUrl: gateway.url })).status).toBe(200);
      expect((await api('GET', '/v1/openapi.json', { headers, baseUrl: gateway.url })).status).toBe(200);
      expect((await api('GET', '/v1/no-such-route', { headers, baseUrl: gateway.url })).status).toBe(404);
      // Past the origin check, the rest of the pipeline as ever.
      expect((await api('GET', '/v1/workspace/networks', { headers, baseUrl: gateway.url })).status).toBe(401);
    }
  });
});
