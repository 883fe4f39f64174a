/**
 * The wallet cap and the live wallet rate (docs/api.md, Limits), and live wallets' KMS keys made
 * once (docs/live-custody.md, Keys made once): over HTTP on the local stack, with keys counted in
 * moto's KMS through the stack's stand-in. Counters are set near their caps straight in the table,
 * as the creates would have left them, so no test makes a thousand wallets.
 */
import { KMSClient, ListKeysCommand, ListResourceTagsCommand } from '@aws-sdk/client-kms';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { custodyKeyRecordKey } from '#shared/db/custody-key-records.ts';
import { limitCounterKey, liveWalletRateWindow } from '#shared/db/limit-counters.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { LIMITS } from '#shared/limits.ts';
import { api, newWorkspace, type TestWorkspace } from '../support/api.ts';
import { clearFaults, faultHeaders, injectFault, tracedCalls } from '../support/faults.ts';
import { enableNetworks } from '../support/wallets.ts';

const stack = inject('stack');
const live = { environment: 'live' } as const;
const body = (name: string, extra: Record<string, unknown> = {}) => ({ name, networks: ['ethereum'], ...extra });

async function setCounter(key: { pk: string; sk: string }, count: number): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: key,
      UpdateExpression: 'SET #count = :n',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':n': count },
    }),
  );
}

async function counter(key: { pk: string; sk: string }): Promise<number> {
  return (
    ((await db.send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true }))).Item?.count as number | undefined) ?? 0
  );
}

const tenant = (ws: TestWorkspace, environment: 'sandbox' | 'live'): TenantScope => ({ workspaceId: ws.workspaceId, environment });

describe('wallet cap', () => {
  it('lets exactly the places left under the cap through when creates race, then answers 409 limit_exceeded', async () => {
    const ws = await newWorkspace();
    await enableNetworks(ws, ['ethereum']);
    const cap = limitCounterKey.wallets(tenant(ws, 'sandbox'));
    await setCounter(cap, LIMITS.wallets - 3);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => api('POST', '/v1/wallets', { token: ws.token, body: body(`w${i}`) })),
    );
    expect(results.map((r) => r.status).sort(), results.map((r) => r.text).join('\n')).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const over of results.filter((r) => r.status === 409)) {
      expect(over.body.error).toMatchObject({ code: 'limit_exceeded', details: { limit: LIMITS.wallets, resource: 'wallets' } });
    }
    expect(await counter(cap)).toBe(LIMITS.wallets);
    expect((await api('GET', '/v1/wallets', { token: ws.token })).body.data.wallets).toHaveLength(3);
    // The cap is per environment: live counts apart (and answers as its custody does).
    expect(await counter(limitCounterKey.wallets(tenant(ws, 'live')))).toBe(0);
  });

  it('replays a wallet created with an idempotency_key and refuses the key with another body', async () => {
    const ws = await newWorkspace();
    await enableNetworks(ws, ['ethereum']);
    const first = await api('POST', '/v1/wallets', { token: ws.token, body: body('Once', { idempotency_key: 'wallet-once' }) });
    expect(first.status, first.text).toBe(201);
    const again = await api('POST', '/v1/wallets', { token: ws.token, body: body('Once', { idempotency_key: 'wallet-once' }) });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.wallet).toEqual(first.body.data.wallet);
    const other = await api('POST', '/v1/wallets', { token: ws.token, body: body('Twice', { idempotency_key: 'wallet-once' }) });
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('idempotency_key_reused');
    expect(await counter(limitCounterKey.wallets(tenant(ws, 'sandbox')))).toBe(1);
  });
});

const chain = stack.chain;
if (!chain)
  console.log('[wallet-limits] live tests skipped: live custody is off in this stack (its start line says why: moto or anvil missing)');

describe.skipIf(!chain)('live wallets: rate and KMS keys made once', { timeout: 60_000 }, () => {
  const kms = new KMSClient({
    region: stack.region,
    endpoint: stack.awsStandInEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const scopes: string[] = [];
  afterEach(async () => {
    for (const scope of scopes.splice(0)) await clearFaults(scope);
  });
  const newScope = () => {
    const scope = `wallet-limits-${crypto.randomUUID()}`;
    scopes.push(scope);
    return scope;
  };

  /** moto's keys whose tag `name` is `value`. */
  async function keysTagged(name: 'workspace' | 'wallet', value: string): Promise<string[]> {
    const found: string[] = [];
    let marker: string | undefined;
    do {
      const page = await kms.send(new ListKeysCommand({ Limit: 1000, ...(marker ? { Marker: marker } : {}) }));
      for (const key of page.Keys ?? []) {
        const { Tags } = await kms.send(new ListResourceTagsCommand({ KeyId: key.KeyId! }));
        if ((Tags ?? []).some((t) => t.TagKey === name && t.TagValue === value)) found.push(key.KeyArn!);
      }
      marker = page.Truncated ? page.NextMarker : undefined;
    } while (marker);
    return found;
  }

  async function liveWorkspace(): Promise<TestWorkspace> {
    const ws = await newWorkspace('Live wallets');
    const net = await api('PUT', '/v1/workspace/networks', { token: ws.token, query: live, body: { enabled_networks: ['ethereum'] } });
    expect(net.status, net.text).toBe(200);
    return ws;
  }

  const createLive = (ws: TestWorkspace, name: string, options: { key?: string; scope?: string } = {}) =>
    api('POST', '/v1/wallets', {
      token: ws.token,
      query: live,
      body: body(name, options.key ? { idempotency_key: options.key } : {}),
      ...(options.scope ? { headers: faultHeaders(options.scope) } : {}),
    });

  const record = async (ws: TestWorkspace, walletId: string) =>
    (await db.send(new GetCommand({ TableName: TABLE_NAME, Key: custodyKeyRecordKey(tenant(ws, 'live'), walletId), ConsistentRead: true })))
      .Item;

  it('allows 100 live wallets an hour per workspace, then 409 limit_exceeded with Retry-After, making no key for the refused one', async () => {
    // Not across an hour's end: the two windows would each admit their own.
    const { retryAfterSeconds } = liveWalletRateWindow(Date.now());
    if (retryAfterSeconds < 30) await new Promise((r) => setTimeout(r, retryAfterSeconds * 1000 + 100));
    const ws = await liveWorkspace();
    const { start } = liveWalletRateWindow(Date.now());
    await setCounter(limitCounterKey.liveWalletRate(ws.workspaceId, start), LIMITS.live_wallets_per_hour - 2);
    for (const name of ['a', 'b']) {
      const res = await createLive(ws, name);
      expect(res.status, res.text).toBe(201);
    }
    const over = await createLive(ws, 'c');
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({
      code: 'limit_exceeded',
      details: { limit: LIMITS.live_wallets_per_hour, resource: 'live_wallets_per_hour' },
    });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect(await keysTagged('workspace', ws.workspaceId)).toHaveLength(2);
    // The refused create took no place under the wallet cap either.
    expect(await counter(limitCounterKey.wallets(tenant(ws, 'live')))).toBe(2);
  });

  it('makes no key past the wallet cap, even for creates that race for the last place', async () => {
    const ws = await liveWorkspace();
    await setCounter(limitCounterKey.wallets(tenant(ws, 'live')), LIMITS.wallets - 1);
    const results = await Promise.all(['x', 'y', 'z'].map((name) => createLive(ws, name)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.details).toEqual({ limit: LIMITS.wallets, resource: 'wallets' });
    expect(await keysTagged('workspace', ws.workspaceId)).toEqual([
      results.find((r) => r.status === 201)!.body.data.wallet.custody_wallet_id,
    ]);
  });

  it('waits out KMS not showing a new key yet (NotFound, AccessDenied) and then reads its address', async () => {
    const ws = await liveWorkspace();
    const scope = newScope();
    await injectFault({ service: 'kms', command: 'GetPublicKey', error: 'not_found', times: 2, scope });
    await injectFault({ service: 'kms', command: 'GetPublicKey', error: 'access_denied', times: 1, scope });
    const res = await createLive(ws, 'eventually', { scope });
    expect(res.status, res.text).toBe(201);
    const kmsCalls = (await tracedCalls(scope)).filter((c) => c.service === 'kms');
    expect(kmsCalls.map((c) => [c.command, c.failed])).toEqual([
      ['CreateKey', null],
      ['GetPublicKey', 'not_found'],
      ['GetPublicKey', 'not_found'],
      ['GetPublicKey', 'access_denied'],
      ['GetPublicKey', null],
    ]);
  });

  it('answers 503 when the new key stays invisible past the wait, and the retry with the same idempotency_key uses that key', async () => {
    const ws = await liveWorkspace();
    const scope = newScope();
    await injectFault({ service: 'kms', command: 'GetPublicKey', error: 'access_denied', times: 100, scope });
    const failed = await createLive(ws, 'slow tags', { key: 'slow-tags', scope });
    expect(failed.status, failed.text).toBe(503);
    expect(failed.body.error.code).toBe('service_unavailable');
    const first = await tracedCalls(scope);
    expect(first.filter((c) => c.command === 'CreateKey')).toHaveLength(1);
    // Bounded: pauses of 100, 200, 400, 800 and 1600 ms fit in the 4 s wait, so at most six reads.
    const reads = first.filter((c) => c.command === 'GetPublicKey');
    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(reads.length).toBeLessThanOrEqual(6);
    // Clearing the scope clears its trace too: from here on the trace is the retry's.
    await clearFaults(scope);
    const retried = await createLive(ws, 'slow tags', { key: 'slow-tags', scope });
    expect(retried.status, retried.text).toBe(201);
    const wallet = retried.body.data.wallet;
    expect(await keysTagged('wallet', wallet.id)).toEqual([wallet.custody_wallet_id]);
    expect((await tracedCalls(scope)).filter((c) => c.command === 'CreateKey')).toHaveLength(0);
    expect(await record(ws, wallet.id)).toMatchObject({ status: 'used', key_arn: wallet.custody_wallet_id, attempts: 1 });
    expect(await counter(limitCounterKey.wallets(tenant(ws, 'live')))).toBe(1);
  });

  it("reuses the recorded key when the wallet's own write failed, so a retried request leaves one key", async () => {
    const ws = await liveWorkspace();
    const scope = newScope();
    // The second transaction of the request is the wallet's (the first wrote the key's record).
    await injectFault({ service: 'dynamodb', command: 'TransactWriteItems', error: 'internal', skip: 1, times: 1, scope });
    const failed = await createLive(ws, 'retried', { key: 'retried-write', scope });
    expect(failed.status).toBe(503);
    const retried = await createLive(ws, 'retried', { key: 'retried-write', scope });
    expect(retried.status, retried.text).toBe(201);
    const wallet = retried.body.data.wallet;
    expect(await keysTagged('wallet', wallet.id)).toEqual([wallet.custody_wallet_id]);
    expect(await counter(limitCounterKey.wallets(tenant(ws, 'live')))).toBe(1);
  });

  it('names the new key in its record past a failed write, so the key is neither lost nor made twice', async () => {
    const ws = await liveWorkspace();
    const scope = newScope();
    // The request's first two UpdateItems are its write-rate counters; the third names the key in its record.
    await injectFault({ service: 'dynamodb', command: 'UpdateItem', error: 'internal', skip: 2, times: 2, scope });
    const res = await createLive(ws, 'recorded', { key: 'recorded', scope });
    expect(res.status, res.text).toBe(201);
    const wallet = res.body.data.wallet;
    expect(await keysTagged('wallet', wallet.id)).toEqual([wallet.custody_wallet_id]);
    const calls = (await tracedCalls(scope)).map((c) => `${c.command}${c.failed ? ` (${c.failed})` : ''}`);
    // Between CreateKey and GetPublicKey: the record's write, failed (once or twice: the write-rate
    // counters run side by side and may take one of the faults), then done.
    const between = calls.slice(calls.indexOf('CreateKey') + 1, calls.indexOf('GetPublicKey'));
    expect(between.at(-1)).toBe('UpdateItem');
    expect(between.slice(0, -1).length).toBeGreaterThanOrEqual(1);
    expect(new Set(between.slice(0, -1))).toEqual(new Set(['UpdateItem (internal)']));
  });

  it('gives the place back when KMS refuses the key, and the retry makes one key', async () => {
    const ws = await liveWorkspace();
    const scope = newScope();
    await injectFault({ service: 'kms', command: 'CreateKey', error: 'throttling', times: 1, scope });
    const refused = await createLive(ws, 'throttled', { key: 'throttled', scope });
    expect(refused.status).toBe(503);
    expect(await counter(limitCounterKey.wallets(tenant(ws, 'live')))).toBe(0);
    const retried = await createLive(ws, 'throttled', { key: 'throttled', scope });
    expect(retried.status, retried.text).toBe(201);
    const wallet = retried.body.data.wallet;
    expect(await keysTagged('wallet', wallet.id)).toEqual([wallet.custody_wallet_id]);
    expect(await record(ws, wallet.id)).toMatchObject({ attempts: 1 });
    expect(await counter(limitCounterKey.wallets(tenant(ws, 'live')))).toBe(1);
  });

  it('never lets the SDK send CreateKey again after a lost answer; the retry counts a second attempt and the record says so', async () => {
    const ws = await liveWorkspace();
    const scope = newScope();
    await injectFault({ service: 'kms', command: 'CreateKey', error: 'lost_answer', times: 1, scope });
    const lost = await createLive(ws, 'lost', { key: 'lost-answer', scope });
    expect(lost.status).toBe(503);
    // One call, one key: the SDK did not send the request a second time.
    expect((await tracedCalls(scope)).filter((c) => c.command === 'CreateKey')).toHaveLength(1);
    expect(await keysTagged('workspace', ws.workspaceId)).toHaveLength(1);
    const retried = await createLive(ws, 'lost', { key: 'lost-answer', scope });
    expect(retried.status, retried.text).toBe(201);
    const wallet = retried.body.data.wallet;
    // The unanswered call's key is found by its wallet tag beside the wallet's own (documented).
    const tagged = await keysTagged('wallet', wallet.id);
    expect(tagged).toHaveLength(2);
    expect(tagged).toContain(wallet.custody_wallet_id);
    expect(await record(ws, wallet.id)).toMatchObject({ status: 'used', key_arn: wallet.custody_wallet_id, attempts: 2 });
    expect(await counter(limitCounterKey.wallets(tenant(ws, 'live')))).toBe(1);
  });
});
