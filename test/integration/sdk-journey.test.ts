/**
 * The SDK (sdk/, its own package) built with tsc and imported from its output, then driven
 * through the README walk-through's journey against the local stack: networks, the live policy,
 * a key made, listed page by page and revoked, a webhook whose signed deliveries the SDK
 * verifies, a wallet funded by a sandbox deposit, a transfer approved by a second member and
 * followed to `completed`, an on-ramp delivered to the wallet, and failures as typed errors.
 * Then what the SDK adds: a 503 and 429s retried after their `Retry-After`, a 400 never
 * retried, a generated idempotency key (on every create). Every response also passes the conformance check.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ETH_ADDRESS, randomEvmAddress } from '#shared/fixtures/request-bodies.ts';
import { newWorkspace, type TestWorkspace } from '../support/api.ts';
import { conformingFetch } from '../support/conformance/fetch.ts';
import { faultHeaders, injectFault, pendingFaults } from '../support/faults.ts';
import { startReceiver, type Receiver } from '../support/receiver.ts';
import { newMember } from '../support/wallets.ts';

type Sdk = typeof import('../../sdk/src/index.ts');
type Client = ReturnType<Sdk['createClient']>;

const ROOT = resolve(import.meta.dirname, '..', '..');
let sdk: Sdk;
let ws: TestWorkspace;
let receiver: Receiver;

/** Counts the requests a client sends, each checked against the document. */
function countingFetch() {
  const counter = { requests: 0 };
  const fetch = (input: string | URL | Request, init?: RequestInit) => {
    counter.requests++;
    return conformingFetch(new Request(input, init));
  };
  return { counter, fetch: fetch as typeof globalThis.fetch };
}

const clientFor = (apiKey: string, extra: Partial<Parameters<Sdk['createClient']>[0]> = {}): Client =>
  sdk.createClient({ baseUrl: inject('stack').apiUrl, apiKey, fetch: countingFetch().fetch, ...extra });

/** Reads until `done` holds, every half second, for at most a minute. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 500));
  }
}

beforeAll(async () => {
  // Built as an integrator builds it (npm run build in sdk/), then loaded from its output.
  await promisify(execFile)(resolve(ROOT, 'node_modules/.bin/tsc'), ['-p', resolve(ROOT, 'sdk/tsconfig.json')], { cwd: ROOT });
  sdk = (await import(pathToFileURL(resolve(ROOT, 'sdk/dist/index.js')).href)) as Sdk;
  ws = await newWorkspace('SDK journey');
  receiver = await startReceiver();
}, 60_000);
afterAll(() => receiver.close());

describe('the README journey through the SDK', () => {
  it('runs from networks to an on-ramp, with typed answers and errors', async () => {
    const client = clientFor(ws.token);

    expect((await client.getNetworks()).enabled_networks).toEqual([]);
    expect((await client.putNetworks({ body: { enabled_networks: ['ethereum', 'solana'] } })).enabled_networks).toEqual([
      'ethereum',
      'solana',
    ]);

    // The environment per call: the policy in live, the networks above in the client's sandbox.
    const policy = await client.putTransferPolicy(
      { body: { allowed_destination_addresses: [ETH_ADDRESS], blocked_destination_addresses: [] } },
      { environment: 'live' },
    );
    expect(policy.policy.version).toBeGreaterThan(0);
    expect((await client.getTransferPolicy(undefined, { environment: 'live' })).policy.allowed_destination_addresses).toEqual([
      ETH_ADDRESS,
    ]);
    expect((await client.getTransferPolicy()).policy.allowed_destination_addresses).toEqual([]);

    // Keys: three made, listed one per page by the async iterator, one revoked.
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const made = [];
    for (const name of ['Dashboard', 'Reports', 'Audit']) {
      made.push(await client.createApiKey({ body: { name, scopes: ['wallets:read', 'workspace:read'], expires_at: expiresAt } }));
    }
    const listed = [];
    for await (const key of client.paginate('listApiKeys', { query: { limit: 1 } })) listed.push(key.id);
    expect(listed).toEqual(expect.arrayContaining(made.map((m) => m.api_key.id)));
    expect(new Set(listed).size).toBe(listed.length);
    expect((await client.revokeApiKey({ path: { apiKeyId: made[0]!.api_key.id } })).api_key.status).toBe('revoked');

    // A webhook; its test delivery is verified by the SDK over the raw body.
    const webhook = await client.createWebhook({ body: { name: 'SDK', url: receiver.url, event_types: ['*'] } });
    // The secret is null only on a replay (Idempotent-Replayed), shown once.
    const secret = webhook.signing_secret!;
    await client.testWebhook({ path: { webhookId: webhook.webhook.id } });
    const [delivery] = await receiver.waitFor(1);
    const event = await sdk.webhooks.verify(delivery!.rawBody, delivery!.headers, secret);
    expect(event.type).toBe('webhook.test');
    await expect(sdk.webhooks.verify(delivery!.rawBody, delivery!.headers, 'whsec_wrong')).rejects.toMatchObject({
      reason: 'bad_signature',
    });
    await expect(sdk.webhooks.verify(delivery!.rawBody, delivery!.headers, secret, { now: Date.now() + 301_000 })).rejects.toMatchObject({
      reason: 'stale_timestamp',
    });

    // A wallet funded with 250 USDC by a sandbox deposit.
    const { wallet } = await client.createWallet({ body: { name: 'Treasury', networks: ['ethereum'] } });
    const deposit = await client.createSandboxDeposit({
      path: { walletId: wallet.id },
      body: { network_code: 'ethereum', asset_symbol: 'USDC', amount_base_units: '250000000' },
    });
    const confirmed = await until(
      () => client.getTransaction({ path: { transactionId: deposit.transaction.id } }),
      (t) => t.transaction.status === 'completed',
    );
    expect(confirmed.transaction.status).toBe('completed');

    // A transfer (its 201 typed as a Transfer), approved by a second member, followed to completed.
    const transfer = await client.createTransfer({
      body: {
        wallet_id: wallet.id,
        network_code: 'ethereum',
        asset_symbol: 'USDC',
        amount_base_units: '100000000',
        to_address: ETH_ADDRESS,
      },
    });
    expect(transfer.approval_state).toBe('pending_approval');
    const refused = await client.approveTransfer({ path: { activityId: transfer.id } }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(sdk.ApiError);
    expect(refused).toMatchObject({ status: 403, code: 'requester_cannot_approve', request_id: expect.any(String) });
    const approver = clientFor((await newMember(ws, ['transfers:approve'])).token);
    expect((await approver.approveTransfer({ path: { activityId: transfer.id } })).approved_by_email).toEqual(expect.any(String));
    const completed = await until(
      () => client.getTransfer({ path: { activityId: transfer.id } }),
      (t) => t.activity.status === 'completed',
    );
    expect(completed.activity).toMatchObject({ status: 'completed', tx_hash: expect.any(String) });

    // An on-ramp: NGN paid in by bank transfer, USDC delivered to the Treasury wallet.
    const payment = await client.createRampPayment({
      body: {
        direction: 'on_ramp',
        rail: 'bank',
        country_code: 'NG',
        source_asset: 'NGN',
        source_amount: '50000000',
        destination_asset: 'USDC',
        destination: { bank_account: { account_name: 'Ada Obi', account_number: '0123456789', bank_code: '058' } },
        deliver_to: { network: 'ethereum', address: wallet.accounts[0]!.address },
        metadata: { order_id: 'A-1001' },
      },
    });
    expect(payment.reference).toMatch(/^rp_/);
    expect((await client.getRampPayment({ path: { reference: payment.reference } })).delivery).toMatchObject({ wallet_id: wallet.id });

    // Failures: the same envelope, as a typed error.
    const unauthenticated = await clientFor('wsk_not_a_key')
      .getNetworks()
      .catch((error: unknown) => error);
    expect(unauthenticated).toMatchObject({ status: 401, code: 'unauthenticated', details: { reason: 'malformed' } });
  }, 180_000);
});

describe('what the SDK adds', () => {
  it('retries a 503 after its Retry-After, with the same request', async () => {
    const scope = `sdk-retry-${crypto.randomUUID()}`;
    await injectFault({ service: 'dynamodb', command: 'GetItem', error: 'throttling', scope });
    const { counter, fetch } = countingFetch();
    const client = clientFor(ws.token, { fetch, headers: faultHeaders(scope) });
    const started = Date.now();
    expect((await client.getNetworks()).enabled_networks).toEqual(expect.any(Array));
    expect(counter.requests).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(await pendingFaults(scope)).toEqual([]);
  });

  it('retries a 429 after its Retry-After until the request is served', async () => {
    // Over the key's write limit (100 a second, docs/api.md). A dry run writes nothing: each
    // request is limited or served, and served means answered about the wallet, which this
    // workspace does not have (404, not retried).
    const statuses: number[] = [];
    const fetch = async (input: string | URL | Request, init?: RequestInit) => {
      const response = await conformingFetch(new Request(input, init));
      statuses.push(response.status);
      return response;
    };
    const client = clientFor((await newWorkspace('SDK rate limit')).token, { fetch: fetch as typeof globalThis.fetch, maxRetries: 5 });
    const body = {
      network_code: 'ethereum',
      asset_symbol: 'USDC',
      amount_base_units: '1',
      to_address: ETH_ADDRESS,
      dry_run: true,
    } as const;
    const answers = await Promise.all(
      Array.from({ length: 300 }, () =>
        client.createTransfer({ body: { ...body, wallet_id: crypto.randomUUID() } }).catch((e: unknown) => e),
      ),
    );
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(new Set(answers.map((a) => (a as { status?: number }).status))).toEqual(new Set([404]));
    // Each was served once; on the way, 429s and the 503s of contention were retried.
    expect(statuses.filter((s) => s === 404)).toHaveLength(300);
    expect(statuses.filter((s) => s !== 404 && s !== 429 && s !== 503)).toEqual([]);
  }, 60_000);

  it('never retries another 4xx', async () => {
    const { counter, fetch } = countingFetch();
    const client = clientFor(ws.token, { fetch });
    const error = await client.createWallet({ body: { name: '', networks: ['ethereum'] } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 'invalid_request', details: { fields: { 'body.name': expect.any(Array) } } });
    expect(counter.requests).toBe(1);
  });

  it('sends a fresh idempotency key with every create, or the one given', async () => {
    const client = clientFor(ws.token);
    const body = { name: 'Twice', networks: ['ethereum' as const] };
    const [a, b] = [await client.createWallet({ body }), await client.createWallet({ body })];
    expect(a.wallet.id).not.toBe(b.wallet.id);
    const key = crypto.randomUUID();
    const [c, d] = [
      await client.createWallet({ body }, { idempotencyKey: key }),
      await client.createWallet({ body }, { idempotencyKey: key }),
    ];
    expect(c.wallet.id).toBe(d.wallet.id);
  });

  it('sends one with the creates of keys, webhooks, address book entries and quote requests too; a replay shows no secret', async () => {
    const client = clientFor(ws.token);
    const keyBody = { name: 'SDK twice', scopes: ['wallets:read' as const], expires_at: null };
    const [a, b] = [await client.createApiKey({ body: keyBody }), await client.createApiKey({ body: keyBody })];
    expect(a.api_key.id).not.toBe(b.api_key.id);
    // One key per create: the same key on another operation is another request (409 idempotency_key_reused).
    let given = { idempotencyKey: crypto.randomUUID() };
    const [first, replay] = [await client.createApiKey({ body: keyBody }, given), await client.createApiKey({ body: keyBody }, given)];
    expect([replay.api_key.id, typeof first.token, replay.token]).toEqual([first.api_key.id, 'string', null]);

    const hookBody = { name: 'SDK twice', url: receiver.url, event_types: ['webhook.test' as const] };
    given = { idempotencyKey: crypto.randomUUID() };
    const hooks = [await client.createWebhook({ body: hookBody }, given), await client.createWebhook({ body: hookBody }, given)];
    expect([hooks[1]!.webhook.id, typeof hooks[0]!.signing_secret, hooks[1]!.signing_secret]).toEqual([
      hooks[0]!.webhook.id,
      'string',
      null,
    ]);
    await client.deleteWebhook({ path: { webhookId: hooks[0]!.webhook.id } });

    const entryBody = { label: 'SDK twice', network_code: 'ethereum' as const, address: randomEvmAddress() };
    given = { idempotencyKey: crypto.randomUUID() };
    const entries = [
      await client.createAddressBookEntry({ body: entryBody }, given),
      await client.createAddressBookEntry({ body: entryBody }, given),
    ];
    expect(entries[1]!.entry.id).toBe(entries[0]!.entry.id);

    const quoteBody = {
      source_asset: 'USDC' as const,
      source_network: 'ethereum' as const,
      source_amount: '123000000',
      destination_country: 'NG' as const,
      destination_currency: 'NGN' as const,
      payout_method: 'bank' as const,
      routing_mode_requested: 'manual' as const,
    };
    const quotes = [await client.createQuoteRequest({ body: quoteBody }), await client.createQuoteRequest({ body: quoteBody })];
    expect(quotes[1]!.quote_request.id).not.toBe(quotes[0]!.quote_request.id);
  });
});
