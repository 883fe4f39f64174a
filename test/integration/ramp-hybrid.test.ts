/**
 * Hybrid mode against a partner server started here: inventory, caching, payment submission,
 * quote execution, and a partner that times out (a prompt 503, never a hang). Runs an
 * in-process gateway configured for hybrid mode; shared modules are imported after it starts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPartnerServer, type PartnerServer } from '../support/partner-server.ts';
import { startInProcessGateway, type InProcessGateway } from '../support/in-process-gateway.ts';
import { PARTNER_PROVIDERS } from '../support/partner-providers.ts';
import { offRamp as bankOffRamp, QUOTE_REQUEST } from '#shared/fixtures/request-bodies.ts';

const MODE = 'x-service-provider-network-mode';
let partner: PartnerServer;
let gateway: InProcessGateway;
let helpers: typeof import('../support/api.ts');
let clearCache: () => Promise<void>;
let token: string;

const call = (method: string, path: string, options: Parameters<typeof helpers.api>[2] = {}) =>
  helpers.api(method, path, { token, baseUrl: gateway.url, ...options });

/** An EIP-55 address (the standard's test vector). */
const DELIVERY = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** The tests' Nigerian bank off-ramp, of 100 USDC on base (the test partner's Lagos provider serves it). */
const offRamp = (extra: Record<string, unknown> = {}) =>
  bankOffRamp('bank', { source_network: 'base', source_amount: '100000000', ...extra });

beforeAll(async () => {
  partner = await startPartnerServer({ providers: PARTNER_PROVIDERS });
  gateway = await startInProcessGateway({
    settings: {
      PROVIDER_NETWORK_MODE: 'hybrid',
      PARTNER_BASE_URL: partner.url,
      PARTNER_TIMEOUT_MS: '300',
      PARTNER_RETRIES: '1',
      PARTNER_CACHE_TTL_MS: '60000',
    },
  });
  helpers = await import('../support/api.ts');
  // The inventory is cached per container: a fresh container has none.
  clearCache = gateway.restartFunctions;
  token = (await helpers.newWorkspace()).token;
});

afterAll(async () => {
  await gateway?.stop();
  await partner?.stop();
});

describe('hybrid provider network', () => {
  it('reads providers from the partner with its credentials, caches them per function, and reports hybrid', async () => {
    await clearCache();
    const before = partner.requests.length;
    const list = await call('GET', '/v1/providers');
    expect(list.status).toBe(200);
    expect(list.headers.get(MODE)).toBe('hybrid');
    expect(list.body.data.items.map((p: any) => p.code)).toEqual(['lagos_partner_pay', 'nairobi_partner_pay']);
    expect((await call('GET', '/v1/providers')).status).toBe(200);
    const one = await call('GET', '/v1/providers/lagos_partner_pay');
    expect(one.headers.get(MODE)).toBe('hybrid');
    expect(one.body.data.provider).toMatchObject({
      id: 'ptn-lagos',
      environment: 'sandbox',
      supported_payout_methods: ['bank', 'mobile_money'],
    });
    expect((await call('GET', '/v1/providers/nairobi_partner_pay')).status).toBe(200);
    // Each function is its own container with its own cache, as in AWS: one fetch each.
    const fetched = partner.requests.slice(before);
    expect(fetched).toHaveLength(2);
    for (const request of fetched) {
      expect(request).toMatchObject({ method: 'GET', path: '/v1/providers?environment=sandbox' });
      expect(request.headers.authorization).toBe('Bearer partner-secret');
    }
  });

  it('submits direct payments and quote executions to the partner, idempotently keyed by reference', async () => {
    const created = await call('POST', '/v1/ramp/payments', { body: offRamp() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const payment = created.body.data;
    expect(payment.provider).toBe('lagos_partner_pay');
    expect(payment.provider_reference).toBe(`PARTNER-${payment.reference.slice(-8)}`);
    expect(payment.funding_instructions).toMatchObject({ type: 'crypto_deposit', partner_note: 'from partner' });
    const submitted = partner.requests.find((r) => r.path === '/v1/payments' && r.body.reference === payment.reference)!;
    expect(submitted.headers['idempotency-key']).toBe(payment.reference);
    expect(submitted.body).toMatchObject({
      provider_code: 'lagos_partner_pay',
      corridor_id: expect.any(String),
      quote_reference: null,
      delivery: null,
    });
    expect(submitted.body.destination).toEqual({ bank_account: expect.objectContaining({ account_number: expect.any(String) }) });
    // An on-ramp tells the partner where the stablecoin goes.
    const onRamped = await call('POST', '/v1/ramp/payments', {
      body: {
        ...offRamp(),
        direction: 'on_ramp',
        source_asset: 'NGN',
        source_amount: '50000000',
        source_network: undefined,
        destination_asset: 'USDC',
        deliver_to: { network: 'base', address: DELIVERY },
      },
    });
    expect(onRamped.status, JSON.stringify(onRamped.body)).toBe(201);
    const onRampSubmitted = partner.requests.find((r) => r.path === '/v1/payments' && r.body.reference === onRamped.body.data.reference)!;
    expect(onRampSubmitted.body.delivery).toEqual({ network: 'base', address: DELIVERY });

    const qr = await call('POST', '/v1/quote-requests', {
      body: { ...QUOTE_REQUEST, source_network: 'base' },
    });
    expect(qr.status).toBe(201);
    expect(qr.headers.get(MODE)).toBe('hybrid');
    const quotes = await call('GET', `/v1/quote-requests/${qr.body.data.quote_request.id}/quotes`);
    expect(quotes.headers.get(MODE)).toBe('hybrid');
    const quote = quotes.body.data.items[0];
    const executed = await call('POST', `/v1/quote-requests/${qr.body.data.quote_request.id}/execute`, {
      body: { quote_id: quote.id, destination: offRamp().destination },
    });
    expect(executed.status).toBe(201);
    expect(executed.headers.get(MODE)).toBe('hybrid');
    const execution = partner.requests.find((r) => r.path === '/v1/payments' && r.body.quote_reference === quote.id);
    expect(execution?.body.reference).toBe(executed.body.data.reference);
  });

  it('answers a prompt 503 when the partner times out, serves a recent copy meanwhile, and recovers', async () => {
    partner.behaviour.delayMs = 5000;
    try {
      // The cached inventory is still served: one slow partner call does not slow every request.
      expect((await call('GET', '/v1/providers')).status).toBe(200);
      await clearCache();
      // Started first (a 400 reads no inventory), so the timing below is the partner's alone.
      expect((await call('GET', '/v1/providers', { query: { warm: '1' } })).status).toBe(400);
      const started = Date.now();
      const res = await call('GET', '/v1/providers');
      expect(Date.now() - started).toBeLessThan(2500);
      expect(res.status).toBe(503);
      expect(res.headers.get(MODE)).toBe('hybrid');
      expect(res.headers.get('retry-after')).toBe('2');
      expect(res.body.error.code).toBe('provider_network_unavailable');
      const create = await call('POST', '/v1/ramp/payments', { body: offRamp({ idempotency_key: 'during-outage' }) });
      expect(create.status).toBe(503);
    } finally {
      partner.behaviour.delayMs = 0;
    }
    // The failed attempt released its key: the retry creates the payment.
    const retry = await call('POST', '/v1/ramp/payments', { body: offRamp({ idempotency_key: 'during-outage' }) });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
  });

  it('answers 503 when the partner answers with errors or nonsense', async () => {
    await clearCache();
    partner.behaviour.failWith = 500;
    try {
      expect((await call('GET', '/v1/providers/lagos_partner_pay')).status).toBe(503);
    } finally {
      partner.behaviour.failWith = null;
    }
    const saved = partner.behaviour.providers;
    partner.behaviour.providers = [{ code: 'Not Valid' }];
    try {
      await clearCache();
      expect((await call('GET', '/v1/providers')).status).toBe(503);
    } finally {
      partner.behaviour.providers = saved;
      await clearCache();
    }
  });
});
