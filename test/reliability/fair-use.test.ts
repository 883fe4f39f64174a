/**
 * The API shared fairly, over real HTTP: per-key and per-workspace read limits, the per-address
 * limit on unauthenticated requests, and the identity lookup quota at its edges and under
 * concurrent lookups. An in-process gateway serves the functions with the limits lowered
 * through their settings (the documented defaults are in docs/api.md), against the test stack's
 * table, so no other test sees them.
 */
import { request } from 'node:http';
import { BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { identityQuotaKey } from '#shared/db/identity-quota.ts';
import { rateLimitKey, workspaceRateLimitKey } from '#shared/db/rate-limits.ts';
import { api, newWorkspace, type ApiResponse } from '../support/api.ts';
import { startInProcessGateway, type InProcessGateway } from '../support/in-process-gateway.ts';

const KEY_READS = 5;
const WORKSPACE_READS = 8;
const SOURCE_FAILURES = 10;
const LOOKUPS_PER_MINUTE = 5;
const LOOKUPS_PER_DAY = 8;
/** A sandbox test number the scheme finds (docs/ramp.md, Identity). */
const FOUND = '22222222222';

let gateway: InProcessGateway;

beforeAll(async () => {
  gateway = await startInProcessGateway({
    settings: {
      RATE_LIMIT_READS_PER_SECOND: String(KEY_READS),
      RATE_LIMIT_WORKSPACE_READS_PER_SECOND: String(WORKSPACE_READS),
      AUTH_FAILURES_PER_SOURCE_PER_MINUTE: String(SOURCE_FAILURES),
      IDENTITY_LOOKUPS_PER_MINUTE: String(LOOKUPS_PER_MINUTE),
      IDENTITY_LOOKUPS_PER_DAY: String(LOOKUPS_PER_DAY),
    },
  });
}, 60_000);

afterAll(async () => {
  await gateway?.stop();
});

const read = (token: string) => api('GET', '/v1/workspace/networks', { token, baseUrl: gateway.url });

/** Writes counters at `count` for the next `seconds` one-second windows, as if that many had been counted in each. */
async function seedWindows(counterKey: (window: number) => { pk: string; sk: string }, count: number, seconds: number): Promise<void> {
  const first = Math.floor(Date.now() / 1000);
  const items = Array.from({ length: seconds }, (_, i) => ({
    PutRequest: { Item: { ...counterKey(first + i), count, expires_at_epoch: first + i + 120 } },
  }));
  for (let i = 0; i < items.length; i += 25)
    await db.send(new BatchWriteCommand({ RequestItems: { [TABLE_NAME]: items.slice(i, i + 25) } }));
}

const countOf = async (key: { pk: string; sk: string }) =>
  ((await db.send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true }))).Item?.count as number | undefined) ?? 0;

function expectLimited(res: ApiResponse, details: Record<string, unknown>, maxRetryAfter: number): void {
  expect(res.status, res.text).toBe(429);
  expect(res.body.error).toMatchObject({ code: 'rate_limited', details });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxRetryAfter);
  expect(res.headers.get('ratelimit-limit')).toBe(String(details.limit));
  expect(res.headers.get('ratelimit-remaining')).toBe('0');
  expect(res.headers.get('ratelimit-reset')).toBe(String(retryAfter));
  expect(res.headers.get('ratelimit-policy')).toBe(`${details.limit};w=${details.window_seconds}`);
}

/** A GET sent from another loopback address than the tests' own (the gateway takes the socket's peer as the source). */
function readFrom(localAddress: string, token: string): Promise<{ status: number; code: string | undefined }> {
  const url = new URL('/v1/workspace/networks', gateway.url);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', localAddress, headers: { authorization: `Bearer ${token}` } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, code: JSON.parse(text).error?.code }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('read limits', () => {
  it('refuses reads past the per-key limit with 429, Retry-After and the RateLimit headers; another key reads on', async () => {
    const ws = await newWorkspace();
    const other = (await api('POST', '/v1/api-keys', { token: ws.token, body: { name: 'other', scopes: ['*'] } })).body.data
      .token as string;
    // Every window of the next half minute already holds the limit: a loaded machine's slowness cannot let the burst spread out.
    await seedWindows((w) => rateLimitKey(ws.apiKeyId, w, 'read'), KEY_READS, 30);
    const reads = await Promise.all(Array.from({ length: 6 }, () => read(ws.token)));
    for (const res of reads) expectLimited(res, { limit: KEY_READS, window_seconds: 1, scope: 'api_key', kind: 'read' }, 1);
    expect((await read(other)).status).toBe(200);
    // Writes are counted apart: a key over its read limit still writes.
    const write = await api('PUT', '/v1/workspace/networks', { token: ws.token, body: { enabled_networks: [] }, baseUrl: gateway.url });
    expect(write.status).toBe(200);
  });

  it("refuses reads past the workspace's limit whichever key sends them; other workspaces read on", async () => {
    const ws = await newWorkspace();
    const other = (await api('POST', '/v1/api-keys', { token: ws.token, body: { name: 'other', scopes: ['*'] } })).body.data
      .token as string;
    await seedWindows((w) => workspaceRateLimitKey(ws.workspaceId, w, 'read'), WORKSPACE_READS, 30);
    for (const token of [ws.token, other]) {
      expectLimited(await read(token), { limit: WORKSPACE_READS, window_seconds: 1, scope: 'workspace', kind: 'read' }, 1);
    }
    // The refused reads gave their key slots back.
    expect(await countOf(rateLimitKey(ws.apiKeyId, Math.floor(Date.now() / 1000), 'read'))).toBe(0);
    expect((await read((await newWorkspace()).token)).status).toBe(200);
  });

  it('admits at most the limit in one window under concurrent reads', async () => {
    const ws = await newWorkspace();
    const started = Math.floor(Date.now() / 1000);
    const reads = await Promise.all(Array.from({ length: 20 }, () => read(ws.token)));
    const ended = Math.floor(Date.now() / 1000);
    const admitted = reads.filter((r) => r.status === 200).length;
    expect(reads.filter((r) => r.status !== 200 && r.status !== 429).map((r) => r.text)).toEqual([]);
    // However slowly the burst is served, no window admitted more than the limit.
    for (let w = started; w <= ended; w++) expect(await countOf(rateLimitKey(ws.apiKeyId, w, 'read'))).toBeLessThanOrEqual(KEY_READS);
    expect(admitted).toBeLessThanOrEqual(KEY_READS * (ended - started + 1));
  });
});

describe('unauthenticated requests', () => {
  it('refuses an address with 429 once it has sent too many requests refused as unauthenticated, valid keys included; other addresses go on', async () => {
    const ws = await newWorkspace();
    const bad = `wsk_${'A'.repeat(43)}`;
    const refused = await Promise.all(Array.from({ length: SOURCE_FAILURES }, () => readFrom('127.0.0.3', bad)));
    expect(refused.map((r) => r.status)).toEqual(refused.map(() => 401));
    // The tests' own address (127.0.0.1) is not the one refused above.
    expect((await api('GET', '/v1/workspace/networks', { token: bad, baseUrl: gateway.url })).status).toBe(401);
    expect(await readFrom('127.0.0.3', bad)).toEqual({ status: 429, code: 'rate_limited' });
    // Refused before any key is looked up, so a valid key from that address is refused too.
    expect(await readFrom('127.0.0.3', ws.token)).toEqual({ status: 429, code: 'rate_limited' });
    expect(await readFrom('127.0.0.4', ws.token)).toEqual({ status: 200, code: undefined });
  });
});

describe('identity lookup quota', () => {
  const lookup = (token: string) =>
    api('POST', '/v1/ramp/identity/resolve', {
      token,
      baseUrl: gateway.url,
      body: { country_code: 'NG', id_type: 'bvn', id_number: FOUND },
    });

  /** Waits until the clock minute has at least `seconds` left, so a burst falls in one minute. */
  async function minuteWithRoom(seconds: number): Promise<void> {
    const left = 60 - ((Date.now() / 1000) % 60);
    if (left < seconds) await new Promise((r) => setTimeout(r, left * 1000 + 50));
  }

  it('admits exactly the per-minute quota under concurrent lookups, then 429 with Retry-After until the minute ends', async () => {
    const ws = await newWorkspace();
    await minuteWithRoom(20);
    const answers = await Promise.all(Array.from({ length: 12 }, () => lookup(ws.token)));
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(LOOKUPS_PER_MINUTE).fill(200), ...Array(7).fill(429)]);
    for (const res of answers.filter((r) => r.status === 429)) {
      expectLimited(res, { limit: LOOKUPS_PER_MINUTE, window_seconds: 60, scope: 'identity_lookups' }, 60);
      expect(res.text).not.toContain(FOUND);
    }
    // The refused lookups gave back their places in the day: only the admitted ones count there.
    const now = Date.now() / 1000;
    const tenant = { workspaceId: ws.workspaceId, environment: 'sandbox' as const };
    expect(await countOf(identityQuotaKey(tenant, 'day', Math.floor(now / 86_400) * 86_400))).toBe(LOOKUPS_PER_MINUTE);
    // Another workspace has its own quota.
    expect((await lookup((await newWorkspace()).token)).status).toBe(200);
  });

  it('admits the last lookup of the day and refuses the next until the UTC day ends; malformed numbers are not counted', async () => {
    const ws = await newWorkspace();
    const tenant = { workspaceId: ws.workspaceId, environment: 'sandbox' as const };
    const dayStart = Math.floor(Date.now() / 1000 / 86_400) * 86_400;
    await db.send(
      new BatchWriteCommand({
        RequestItems: {
          [TABLE_NAME]: [{ PutRequest: { Item: { ...identityQuotaKey(tenant, 'day', dayStart), count: LOOKUPS_PER_DAY - 1 } } }],
        },
      }),
    );
    const malformed = await api('POST', '/v1/ramp/identity/resolve', {
      token: ws.token,
      baseUrl: gateway.url,
      body: { country_code: 'NG', id_type: 'bvn', id_number: '123' },
    });
    expect(malformed.body.error?.code).toBe('invalid_id_number');
    expect((await lookup(ws.token)).status).toBe(200);
    const refused = await lookup(ws.token);
    expectLimited(refused, { limit: LOOKUPS_PER_DAY, window_seconds: 86_400, scope: 'identity_lookups' }, 86_400);
    const untilMidnight = dayStart + 86_400 - Date.now() / 1000;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(Math.floor(untilMidnight) - 2);
    expect(await countOf(identityQuotaKey(tenant, 'day', dayStart))).toBe(LOOKUPS_PER_DAY);
    // The live environment has its own quota.
    const live = await api('POST', '/v1/ramp/identity/resolve', {
      token: ws.token,
      baseUrl: gateway.url,
      query: { environment: 'live' },
      body: { country_code: 'NG', id_type: 'bvn', id_number: '12345678901' },
    });
    expect(live.status).not.toBe(429);
  });
});

describe('bounded error details', () => {
  it('answers a 209 KB body of unknown fields with a small 400 listing the first fields and how many more', async () => {
    const ws = await newWorkspace();
    const body: Record<string, string> = { name: 'bounded' };
    for (let i = 0; JSON.stringify(body).length < 209 * 1024; i++) body[`unknown_field_${i}`] = 'x'.repeat(8);
    const unknown = Object.keys(body).length - 1;
    const res = await api('POST', '/v1/wallets', { token: ws.token, body });
    expect(res.status, res.text.slice(0, 300)).toBe(400);
    expect(res.text.length).toBeLessThan(4096);
    const { fields, omitted_fields } = res.body.error.details;
    expect(Object.keys(fields)).toHaveLength(20);
    expect(fields['body.unknown_field_0']).toEqual(['Unknown field.']);
    expect(Object.keys(fields).length + omitted_fields).toBeGreaterThanOrEqual(unknown);
  });
});
