/**
 * The write rate limit is configuration (`RATE_LIMIT_WRITES_PER_SECOND`). This file lowers it
 * to 5 for itself only: it runs a route's handler in process (its own worker, its own module
 * graph) against the test stack's table, so no other test sees the lower limit.
 */
import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.RATE_LIMIT_WRITES_PER_SECOND = '5';
});

const { buildHttpApiEvent, buildLambdaContext } = await import('#infra/local/http-api-event.ts');
const { newWorkspace } = await import('../support/api.ts');
const { handler: putNetworks } = await import('#functions/workspace/put-networks.ts');
const { handler: getNetworks } = await import('#functions/workspace/get-networks.ts');

function call(handler: typeof putNetworks, method: string, token: string, body?: unknown) {
  const event = buildHttpApiEvent({
    method,
    path: '/v1/workspace/networks',
    routeKey: `${method} /v1/workspace/networks`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return handler(event, buildLambdaContext('rate-limit-test', event.requestContext.requestId));
}

describe('configurable write rate limit (5 per second here)', () => {
  it('admits exactly the limit within one window, then 429 with Retry-After; reads are never counted', async () => {
    const ws = await newWorkspace();
    // Start at the beginning of a second so all requests fall in one window.
    await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 5));
    const results = await Promise.all(Array.from({ length: 12 }, () => call(putNetworks, 'PUT', ws.token, { enabled_networks: ['base'] })));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(7).fill(429)]);
    const limited = results.find((r) => r.statusCode === 429)!;
    expect(JSON.parse(limited.body as string).error).toMatchObject({ code: 'rate_limited', details: { limit: 5, window_seconds: 1 } });
    expect(limited.headers?.['Retry-After']).toBe('1');
    const reads = await Promise.all(Array.from({ length: 10 }, () => call(getNetworks, 'GET', ws.token)));
    expect(reads.map((r) => r.statusCode)).toEqual(reads.map(() => 200));
    await new Promise((r) => setTimeout(r, 1100));
    expect((await call(putNetworks, 'PUT', ws.token, { enabled_networks: [] })).statusCode).toBe(200);
  });
});
