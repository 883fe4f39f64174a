/**
 * Abuse limits (issue 8, part 6): the 256 KiB body limit on every route, and the per-key write
 * rate limit as the test stack serves it (the documented default, 100 writes per second per key).
 * The webhook URL rules are tested with the webhooks: test/unit/webhook-url-policy.test.ts,
 * test/integration/webhooks-crud.test.ts and the delivery-time checks in
 * test/integration/webhooks-dispatcher.test.ts. A lowered limit is tested in process:
 * rate-limit-config.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { routeList } from '#shared/routes.ts';
import { MAX_BODY_BYTES } from '#shared/http/middlewares/json-body.ts';
import { api, newWorkspace } from '../support/api.ts';
import { sendRaw } from '../support/fuzz/raw-http.ts';
import { fillPath, randomParam, pathParamsOf } from '../support/resources/params.ts';

describe('abuse limits', () => {
  it('answers 413 payload_too_large in the envelope to a body over 256 KiB, on every route', async () => {
    const ws = await newWorkspace();
    const body = Buffer.alloc(MAX_BODY_BYTES + 1, 'a');
    const answers = await Promise.all(
      routeList.map(async (route) => {
        const params = Object.fromEntries(pathParamsOf(route).map((p) => [p, randomParam(route, p)]));
        // Raw HTTP, so GET routes get a body too (fetch refuses one); they are held to the same limit.
        const res = await sendRaw(route.method, fillPath(route, params), { authorization: `Bearer ${ws.token}`, 'content-type': 'application/json' }, body);
        const parsed = JSON.parse(res.text);
        return { route: route.id, status: res.status, code: parsed.error?.code, requestId: parsed.request_id };
      }),
    );
    for (const a of answers) {
      expect(a, a.route).toMatchObject({ status: 413, code: 'payload_too_large', requestId: expect.any(String) });
    }
  });

  it('answers 429 rate_limited with Retry-After once a key sends more than 100 writes in a second; reads and other keys go on', async () => {
    const ws = await newWorkspace();
    const other = (await api('POST', '/v1/api-keys', { token: ws.token, body: { name: 'other', scopes: ['*'] } })).body.data.token as string;
    const writes = await Promise.all(Array.from({ length: 300 }, () => api('PUT', '/v1/workspace/networks', { token: ws.token, body: { enabled_networks: ['ethereum'] } })));
    const limited = writes.filter((r) => r.status === 429);
    expect(writes.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    expect(limited.length).toBeGreaterThan(0);
    for (const r of limited) {
      expect(r.body).toMatchObject({ data: null, error: { code: 'rate_limited', details: { limit: 100, window_seconds: 1 } } });
      expect(r.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    }
    expect((await api('GET', '/v1/workspace/networks', { token: ws.token })).status).toBe(200);
    expect((await api('PUT', '/v1/workspace/networks', { token: other, body: { enabled_networks: [] } })).status).toBe(200);
  });
});
