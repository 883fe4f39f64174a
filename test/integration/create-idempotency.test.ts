/**
 * The Idempotency-Key header (and the body field it stands for) on the creates that make no money
 * move: address book entries, API keys, invitations, webhooks and quote requests. Concurrent
 * identical requests make one resource; a repeat replays it with Idempotent-Replayed (an API key's
 * and an invitation's token and a webhook's signing secret are shown once, so a replay carries null); another body is 409; a
 * repeat while the first runs is 409 with Retry-After; a header and a body field that differ are 400.
 */
import { describe, expect, it } from 'vitest';
import { shardPartitionOf } from '#shared/db/shards.ts';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { scanAll } from '../support/table-scan.ts';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { fingerprint, hashKey } from '#shared/domain/idempotency/fingerprint.ts';
import { QUOTE_REQUEST, randomEvmAddress } from '#shared/fixtures/request-bodies.ts';
import { createEntryBody } from '#shared/schemas/address-book.ts';
import { createApiKeyBody } from '#shared/schemas/api-keys.ts';
import { createInvitationBody } from '#shared/schemas/members.ts';
import { createQuoteRequestBody } from '#shared/schemas/quote-requests.ts';
import { createWebhookBody } from '#shared/schemas/webhooks.ts';

interface CreateCase {
  name: string;
  path: string;
  /** The operation the idempotency record names. */
  operation: string;
  /** What the server validates the body into, so a planted claim carries the same fingerprint. */
  parse: (body: unknown) => unknown;
  /** A fresh body; `variant` changes it. */
  body: (variant?: number) => Record<string, unknown>;
  /** The created resource's id in the answer's data. */
  idOf: (data: any) => string;
  /** The field holding a secret shown once, null on a replay. */
  secret?: string;
  /** How many of this kind the workspace holds. */
  count: (ws: TestWorkspace) => Promise<number>;
  /** How many a new workspace holds already (its owner's key; the owner's enrolment link). */
  existing?: number;
}

// Address book entries are unique per workspace, environment, network and address; each test has its own workspace.
const ADDRESS = randomEvmAddress();

const listed = async (ws: TestWorkspace, path: string, field: string) => {
  const res = await api('GET', path, { token: ws.token, query: { limit: '100' } });
  expect(res.status).toBe(200);
  return (res.body.data.items as Record<string, unknown>[]).filter((item) => item[field] !== undefined).length;
};

const CASES: CreateCase[] = [
  {
    name: 'address book entry',
    path: '/v1/address-book',
    operation: 'address_book_entry.create',
    parse: (b) => createEntryBody.parse(b),
    body: (variant = 0) => ({ label: `Supplier ${variant}`, network_code: 'ethereum', address: ADDRESS }),
    idOf: (data) => data.entry.id,
    count: (ws) => listed(ws, '/v1/address-book', 'address'),
  },
  {
    name: 'API key',
    path: '/v1/api-keys',
    operation: 'api_key.create',
    parse: (b) => createApiKeyBody.parse(b),
    body: (variant = 0) => ({ name: `CI ${variant}`, scopes: ['wallets:read'], expires_at: null }),
    idOf: (data) => data.api_key.id,
    secret: 'token',
    count: (ws) => listed(ws, '/v1/api-keys', 'key_prefix'),
    existing: 1,
  },
  {
    name: 'webhook',
    path: '/v1/webhooks',
    operation: 'webhook.create',
    parse: (b) => createWebhookBody.parse(b),
    body: (variant = 0) => ({ name: `Ops ${variant}`, url: 'https://hooks.example.com/in', event_types: ['transfer.completed'] }),
    idOf: (data) => data.webhook.id,
    secret: 'signing_secret',
    count: (ws) => listed(ws, '/v1/webhooks', 'url'),
  },
  {
    name: 'invitation',
    path: '/v1/members/invitations',
    operation: 'invitation.create',
    parse: (b) => createInvitationBody.parse(b),
    body: (variant = 0) => ({ email: `invitee-${variant}@example.com`, display_name: `Invitee ${variant}`, scopes: ['wallets:read'] }),
    idOf: (data) => data.invitation.id,
    secret: 'token',
    count: (ws) => listed(ws, '/v1/members/invitations', 'email'),
    existing: 1,
  },
  {
    name: 'quote request',
    path: '/v1/quote-requests',
    operation: 'quote_request.create',
    parse: (b) => createQuoteRequestBody.parse(b),
    body: (variant = 0) => ({ ...QUOTE_REQUEST, source_amount: String(100_000_000 + variant) }),
    idOf: (data) => data.quote_request.id,
    count: async (ws) =>
      (await scanAll()).filter((i) => i.entity === 'quote_request' && String(i.pk).startsWith(`WS#${ws.workspaceId}#`)).length,
  },
];

const post = (ws: TestWorkspace, path: string, body: unknown, key?: string) =>
  api('POST', path, { token: ws.token, body, ...(key === undefined ? {} : { headers: { 'Idempotency-Key': key } }) });

/** Stores a claim as a first request that is still running would have left it. */
async function heldClaim(ws: TestWorkspace, c: CreateCase, key: string, body: unknown): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: {
        pk: shardPartitionOf({ workspaceId: ws.workspaceId, environment: 'sandbox' }, 'IDEMP', hashKey(key)),
        sk: `IDEMP#${hashKey(key)}`,
        entity: 'idempotency',
        status: 'in_progress',
        operation: c.operation,
        fingerprint: fingerprint(c.operation, c.parse(body)),
        claim_token: 'first',
        resource_id: crypto.randomUUID(),
        locked_until: new Date(Date.now() + 30_000).toISOString(),
        created_at: new Date().toISOString(),
        expires_at_epoch: Math.floor(Date.now() / 1000) + 3600,
      },
    }),
  );
}

describe.each(CASES)('Idempotency-Key on POST $path ($name)', (c) => {
  it('makes one resource for concurrent identical requests, and replays it after', async () => {
    const ws = await newWorkspace();
    const key = `race-${crypto.randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(ws, c.path, c.body(), key)));
    for (const res of answers) expect([201, 409], res.text).toContain(res.status);
    const created = answers.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => c.idOf(r.body.data))).size).toBe(1);
    for (const res of answers.filter((r) => r.status === 409)) {
      expect(res.body.error.code).toBe('idempotency_key_in_progress');
      expect(res.headers.get('retry-after')).toBe('1');
    }
    expect(await c.count(ws)).toBe((c.existing ?? 0) + 1);

    const first = created.find((r) => r.headers.get('idempotent-replayed') === null)!;
    if (c.secret) expect(typeof first.body.data[c.secret]).toBe('string');
    const again = await post(ws, c.path, c.body(), key);
    expect([again.status, again.headers.get('idempotent-replayed'), c.idOf(again.body.data)]).toEqual([
      201,
      'true',
      c.idOf(first.body.data),
    ]);
    // The body field is the same key as the header.
    const inBody = await post(ws, c.path, { ...c.body(), idempotency_key: key });
    expect([inBody.status, inBody.headers.get('idempotent-replayed'), c.idOf(inBody.body.data)]).toEqual([
      201,
      'true',
      c.idOf(first.body.data),
    ]);
    if (c.secret) {
      // Shown once: a replay cannot show the secret again.
      expect(again.body.data[c.secret]).toBeNull();
      expect(again.text).not.toContain(first.body.data[c.secret]);
    }
  });

  it('refuses the same key with another body (409), and a header and a body field that differ (400)', async () => {
    const ws = await newWorkspace();
    const key = `other-${crypto.randomUUID()}`;
    expect((await post(ws, c.path, c.body(), key)).status).toBe(201);
    const other = await post(ws, c.path, c.body(1), key);
    expect([other.status, other.body.error.code]).toEqual([409, 'idempotency_key_reused']);
    const mismatch = await post(ws, c.path, { ...c.body(2), idempotency_key: `b-${crypto.randomUUID()}` }, `h-${crypto.randomUUID()}`);
    expect([mismatch.status, mismatch.body.error.code]).toEqual([400, 'idempotency_key_mismatch']);
    expect(await c.count(ws)).toBe((c.existing ?? 0) + 1);
  });

  it('answers 409 with Retry-After while the first request with the key is still running', async () => {
    const ws = await newWorkspace();
    const key = `running-${crypto.randomUUID()}`;
    const body = { ...c.body(), idempotency_key: key };
    await heldClaim(ws, c, key, body);
    const busy = await post(ws, c.path, c.body(), key);
    expect([busy.status, busy.body.error.code, busy.headers.get('retry-after')]).toEqual([409, 'idempotency_key_in_progress', '1']);
    expect(await c.count(ws)).toBe(c.existing ?? 0);
  });
});

describe('Idempotency-Key on POST /v1/api-keys', () => {
  it('is workspace-wide like the keys: the same key and body make one API key whatever environment is named', async () => {
    const ws = await newWorkspace();
    const key = `env-${crypto.randomUUID()}`;
    const body = { name: 'CI', scopes: ['wallets:read'], expires_at: null };
    const sandbox = await post(ws, '/v1/api-keys', body, key);
    const live = await api('POST', '/v1/api-keys', {
      token: ws.token,
      body,
      query: { environment: 'live' },
      headers: { 'Idempotency-Key': key },
    });
    expect([live.status, live.headers.get('idempotent-replayed'), live.body.data.api_key.id]).toEqual([
      201,
      'true',
      sandbox.body.data.api_key.id,
    ]);
  });
});

describe('Idempotency-Key on POST /v1/members/invitations', () => {
  it('replays without the enrolment link, which carries the token, and the invitation made first still enrols', async () => {
    const ws = await newWorkspace();
    const key = `invite-${crypto.randomUUID()}`;
    const body = { email: 'replayed@example.com', display_name: 'Replayed', scopes: ['wallets:read'] };
    const first = await post(ws, '/v1/members/invitations', body, key);
    expect(first.status, first.text).toBe(201);
    const again = await post(ws, '/v1/members/invitations', body, key);
    expect([again.status, again.body.data.token, again.body.data.enrolment_url]).toEqual([201, null, null]);
    expect(again.body.data.invitation).toEqual(first.body.data.invitation);
    const enrolled = await api('POST', '/v1/members/enrolment', { body: { token: first.body.data.token } });
    expect(enrolled.status, enrolled.text).toBe(201);
  });
});

describe('Idempotency-Key on POST /v1/address-book', () => {
  it('frees the key of a refused request, so it can be retried', async () => {
    const ws = await newWorkspace();
    const key = `refused-${crypto.randomUUID()}`;
    const entry = { label: 'Held', network_code: 'ethereum', address: randomEvmAddress() };
    expect((await post(ws, '/v1/address-book', entry)).status).toBe(201);
    const taken = await post(ws, '/v1/address-book', entry, key);
    expect([taken.status, taken.body.error.code]).toEqual([409, 'conflict']);
    await api('POST', `/v1/address-book/${taken.body.error.details.existing_entry_id}/archive`, { token: ws.token });
    const retried = await post(ws, '/v1/address-book', entry, key);
    expect([retried.status, retried.headers.get('idempotent-replayed')]).toEqual([201, null]);
  });
});
