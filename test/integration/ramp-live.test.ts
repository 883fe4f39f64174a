/**
 * Live ramp payments need a real provider (docs/ramp.md, Live payments). On the test stack, whose
 * provider network is the mock, every live payment (externally funded, from a wallet, on-ramp),
 * its dry run and a live quote execution is refused with 403 `live_ramps_unavailable`, writing,
 * reserving and claiming nothing. Through a hybrid gateway with the partner stand-in they are
 * accepted, and their funding instructions are the partner's: never an address the service
 * derives nor a collection account it makes up; a partner answer without them is refused. A
 * wallet-funded live off-ramp pays the partner's address on the local chain. Sandbox keeps its
 * simulated instructions. The same gateway runs without a partner callback secret: callbacks get
 * a 503 saying so, never a 500.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getAddress } from 'viem';
import { partnerFunding, signedCallback, startPartnerServer, type PartnerServer } from '../support/partner-server.ts';
import { startInProcessGateway, type InProcessGateway } from '../support/in-process-gateway.ts';
import { PARTNER_PROVIDERS } from '../support/partner-providers.ts';

const stack = inject('stack');
const chain = stack.chain;
const live = { environment: 'live' } as const;
const ETH = 10n ** 18n;

let partner: PartnerServer;
let gateway: InProcessGateway;
let api: typeof import('../support/api.ts')['api'];
let newWorkspace: typeof import('../support/api.ts')['newWorkspace'];
let ramp: typeof import('../support/ramp.ts');
let bodies: typeof import('#shared/fixtures/request-bodies.ts');
let depositAddress: typeof import('#shared/domain/ramp/deposit-address.ts')['depositAddress'];
let payerReference: typeof import('#shared/domain/ramp/funding.ts')['payerReference'];

beforeAll(async () => {
  partner = await startPartnerServer({ providers: PARTNER_PROVIDERS });
  gateway = await startInProcessGateway({
    settings: {
      PROVIDER_NETWORK_MODE: 'hybrid',
      PARTNER_BASE_URL: partner.url,
      PARTNER_CACHE_TTL_MS: '60000',
      ...(chain ? { LIVE_CUSTODY_NETWORKS: 'ethereum' } : {}),
    },
    // A stage whose partner callback secret was never configured.
    secretArns: { 'partner-callback-secret': `${stack.secretArns['partner-callback-secret']}-never-configured` },
  });
  ({ api, newWorkspace } = await import('../support/api.ts'));
  ramp = await import('../support/ramp.ts');
  bodies = await import('#shared/fixtures/request-bodies.ts');
  ({ depositAddress } = await import('#shared/domain/ramp/deposit-address.ts'));
  ({ payerReference } = await import('#shared/domain/ramp/funding.ts'));
}, 60_000);

afterAll(async () => {
  await gateway?.stop();
  await partner?.stop();
});

const hybridCall = (token: string, method: string, path: string, options: Record<string, unknown> = {}) =>
  api(method, path, { token, baseUrl: gateway.url, query: live, ...options });

const livePayments = async (token: string, baseUrl?: string) =>
  (await api('GET', '/v1/ramp/payments', { token, query: live, ...(baseUrl ? { baseUrl } : {}) })).body.data.items as {
    reference: string;
  }[];

/** What the partner stand-in told the payer of `reference`, as the service stores it. */
const partnerAddress = (reference: string) =>
  getAddress(partnerFunding({ reference, direction: 'off_ramp', source: { network: 'ethereum' } }).address as string);

function expectRefused(res: { status: number; body: any; text: string }) {
  expect([res.status, res.body.error?.code, res.body.error?.details], res.text).toEqual([
    403,
    'live_ramps_unavailable',
    { provider_network_mode: 'mock' },
  ]);
}

describe('live ramps on the mock provider network', () => {
  it('refuses live off-ramps, on-ramps and dry runs, creating nothing and keeping no key', async () => {
    const ws = await newWorkspace();
    const key = `live-${crypto.randomUUID()}`;
    expectRefused(await ramp.createPayment(ws.token, ramp.offRamp('bank', { idempotency_key: key }), live));
    expectRefused(await ramp.createPayment(ws.token, ramp.offRamp('bank', { idempotency_key: key }), live));
    expectRefused(await ramp.createPayment(ws.token, ramp.onRamp(), live));
    expectRefused(await ramp.createPayment(ws.token, ramp.offRamp('bank', { dry_run: true }), live));
    expect(await livePayments(ws.token)).toEqual([]);
    const events = await api('GET', '/v1/events', { token: ws.token, query: live });
    expect(events.body.data.items).toEqual([]);
  });

  it('refuses a live quote execution, leaving the quote request to be executed', async () => {
    const ws = await newWorkspace();
    const qr = await api('POST', '/v1/quote-requests', { token: ws.token, query: live, body: bodies.QUOTE_REQUEST });
    expect(qr.status, qr.text).toBe(201);
    const id = qr.body.data.quote_request.id;
    const quotes = await api('GET', `/v1/quote-requests/${id}/quotes`, { token: ws.token, query: live });
    const executed = await api('POST', `/v1/quote-requests/${id}/execute`, {
      token: ws.token,
      query: live,
      body: bodies.ROUTE_BODIES.executeQuote(quotes.body.data.items[0].id),
    });
    expectRefused(executed);
    const after = await api('GET', `/v1/quote-requests/${id}`, { token: ws.token, query: live });
    expect(after.body.data.quote_request).toMatchObject({ payment_reference: null });
    expect(after.body.data.quote_request.status).not.toBe('executed');
    expect(await livePayments(ws.token)).toEqual([]);
  });

  it('keeps the simulated funding instructions in sandbox', async () => {
    const ws = await newWorkspace();
    const off = await ramp.createPayment(ws.token, ramp.offRamp('bank'));
    expect(off.status, off.text).toBe(201);
    expect(off.body.data.funding_instructions).toMatchObject({
      type: 'crypto_deposit',
      network: 'ethereum',
      address: depositAddress('ethereum', off.body.data.reference),
    });
    const on = await ramp.createPayment(ws.token, ramp.onRamp());
    expect(on.status, on.text).toBe(201);
    expect(on.body.data.funding_instructions).toMatchObject({
      type: 'fiat_transfer',
      method: 'bank_transfer',
      account_number: expect.stringMatching(/^\d{10}$/),
      reference: payerReference(on.body.data.reference),
    });
  });
});

describe('live ramps through a partner (hybrid provider network)', () => {
  it("takes an off-ramp's deposit address from the partner, never a derived one", async () => {
    const ws = await newWorkspace();
    const res = await hybridCall(ws.token, 'POST', '/v1/ramp/payments', { body: ramp.offRamp('bank') });
    expect(res.status, res.text).toBe(201);
    const { reference, funding_instructions: funding } = res.body.data;
    expect(funding).toEqual({
      type: 'crypto_deposit',
      network: 'ethereum',
      asset: 'USDC',
      amount: '250000000',
      address: partnerAddress(reference),
      expires_at: expect.any(String),
      partner_note: 'from partner',
    });
    expect(funding.address).not.toBe(depositAddress('ethereum', reference));
    const submitted = partner.requests.find((r) => r.path === '/v1/payments' && r.body.reference === reference);
    expect(submitted?.body).toMatchObject({ environment: 'live', direction: 'off_ramp' });
    // A dry run answers as a create would.
    const dry = await hybridCall(ws.token, 'POST', '/v1/ramp/payments', { body: ramp.offRamp('bank', { dry_run: true }) });
    expect([dry.status, dry.body.data?.would_succeed], dry.text).toEqual([200, true]);
  });

  it("takes an on-ramp's collection account from the partner, with nothing of the sandbox's", async () => {
    const ws = await newWorkspace();
    const res = await hybridCall(ws.token, 'POST', '/v1/ramp/payments', { body: ramp.onRamp() });
    expect(res.status, res.text).toBe(201);
    const { reference, funding_instructions: funding, source } = res.body.data;
    const given = partnerFunding({ reference, direction: 'on_ramp', source: {} });
    expect(funding).toEqual({ ...given, amount: source.amount, currency: 'NGN', expires_at: expect.any(String) });
    expect(funding.reference).not.toBe(payerReference(reference));
  });

  it('refuses a live payment the partner answers without what the payer needs, and frees its key', async () => {
    const ws = await newWorkspace();
    const key = `partner-${crypto.randomUUID()}`;
    try {
      for (const [funding, body, missing] of [
        [null, ramp.offRamp('bank', { idempotency_key: key }), 'address'],
        [{ address: 'not-an-address' }, ramp.offRamp('bank', { idempotency_key: key }), 'address'],
        [{ network: 'base' }, ramp.offRamp('bank', { idempotency_key: key }), 'address'],
        [{ account_number: '' }, ramp.onRamp(), 'account'],
      ] as const) {
        partner.behaviour.paymentFunding = funding;
        const res = await hybridCall(ws.token, 'POST', '/v1/ramp/payments', { body });
        expect([res.status, res.body.error?.code, res.body.error?.details], res.text).toEqual([
          503,
          'provider_network_unavailable',
          { reason: 'missing_funding_instructions', missing },
        ]);
        expect(res.headers.get('retry-after')).toBe('30');
      }
      expect(await livePayments(ws.token, gateway.url)).toEqual([]);
    } finally {
      delete partner.behaviour.paymentFunding;
    }
    const retried = await hybridCall(ws.token, 'POST', '/v1/ramp/payments', { body: ramp.offRamp('bank', { idempotency_key: key }) });
    expect(retried.status, retried.text).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect((await livePayments(ws.token, gateway.url)).map((p) => p.reference)).toEqual([retried.body.data.reference]);
  });

  it("executes a live quote with the partner's funding instructions", async () => {
    const ws = await newWorkspace();
    const qr = await hybridCall(ws.token, 'POST', '/v1/quote-requests', { body: bodies.QUOTE_REQUEST });
    expect(qr.status, qr.text).toBe(201);
    const id = qr.body.data.quote_request.id;
    const quotes = await hybridCall(ws.token, 'GET', `/v1/quote-requests/${id}/quotes`);
    const quote = quotes.body.data.items[0];
    const executed = await hybridCall(ws.token, 'POST', `/v1/quote-requests/${id}/execute`, {
      body: bodies.ROUTE_BODIES.executeQuote(quote.id),
    });
    expect(executed.status, executed.text).toBe(201);
    const { reference, funding_instructions: funding } = executed.body.data;
    expect(executed.body.data.quote_reference).toBe(quote.id);
    expect(funding).toMatchObject({ type: 'crypto_deposit', network: 'ethereum', address: partnerAddress(reference) });
    expect(funding.address).not.toBe(depositAddress('ethereum', reference));
  });
});

describe.skipIf(!chain)('a live off-ramp funded from a live wallet', { timeout: 120_000 }, () => {
  it('is refused on the mock network without a reservation, and through the partner pays its address on chain', async () => {
    const { until, newMember } = await import('../support/wallets.ts');
    const { balanceOf, mintUsdc, sendNative } = await import('#shared/fixtures/chain.ts');
    const ws = await newWorkspace('Live ramp funding');
    expect(
      (await api('PUT', '/v1/workspace/networks', { token: ws.token, query: live, body: { enabled_networks: ['ethereum'] } })).status,
    ).toBe(200);
    const created = await api('POST', '/v1/wallets', {
      token: ws.token,
      query: live,
      body: { name: 'Live treasury', networks: ['ethereum'] },
    });
    expect(created.status, created.text).toBe(201);
    const wallet = { id: created.body.data.wallet.id as string, address: created.body.data.wallet.accounts[0].address as `0x${string}` };
    const usdc = chain!.tokens.USDC as `0x${string}`;
    await sendNative(chain!.url, wallet.address, ETH);
    await mintUsdc(chain!.url, usdc, wallet.address, 300_000_000n);
    const balance = async () => {
      const res = await api('GET', '/v1/balances', { token: ws.token, query: live });
      const item = res.body.data.items.find((i: { wallet_id: string }) => i.wallet_id === wallet.id);
      return (item?.balances ?? []).find((b: { symbol: string }) => b.symbol === 'USDC') as
        | { balance: string; reserved: string }
        | undefined;
    };
    await until(balance, (b) => b?.balance === '300000000', 60_000);
    const body = ramp.offRamp('bank', { source_amount: '100000000', source_wallet_id: wallet.id });

    expectRefused(await ramp.createPayment(ws.token, body, live));
    expect((await api('GET', '/v1/transfers', { token: ws.token, query: live })).body.data.items).toEqual([]);
    expect((await balance())?.reserved).toBe('0');

    const res = await hybridCall(ws.token, 'POST', '/v1/ramp/payments', { body });
    expect(res.status, res.text).toBe(201);
    const { reference, funding_transfer_id: transferId } = res.body.data;
    const address = partnerAddress(reference);
    expect(res.body.data.funding_instructions).toMatchObject({ type: 'wallet_transfer', wallet_id: wallet.id, address });
    const approver = await newMember(ws, ['transfers:approve']);
    const approved = await api('POST', `/v1/transfers/${transferId}/approve`, { token: approver.token, query: live });
    expect(approved.status, approved.text).toBe(200);
    const done = await until(
      () => api('GET', `/v1/transfers/${transferId}`, { token: ws.token, query: live }),
      (r) => r.body.data?.activity?.status === 'completed',
      90_000,
    );
    expect(done.body.data.activity).toMatchObject({ to_address: address });
    expect(await balanceOf(chain!.url, usdc, address)).toBe(100_000_000n);
    expect(address).not.toBe(depositAddress('ethereum', reference));
  });
});

describe('partner callbacks on a stage without a callback secret', () => {
  it('answers 503 saying the secret is not configured, never 500', async () => {
    const event = {
      id: `evt-${crypto.randomUUID()}`,
      type: 'payment.status_changed',
      created_at: new Date().toISOString(),
      data: { reference: `rp_${'0'.repeat(32)}`, provider_reference: 'PARTNER-1', status: 'processing' },
    };
    const signed = signedCallback(event);
    const res = await api('POST', '/v1/ramp/partner-events', { baseUrl: gateway.url, rawBody: signed.body, headers: signed.headers });
    expect([res.status, res.body.error?.code, res.body.error?.details], res.text).toEqual([
      503,
      'service_unavailable',
      { reason: 'partner_callback_secret_not_configured' },
    ]);
    expect(res.body.error.message).toContain('partner-callback-secret');
    expect(res.headers.get('retry-after')).toBe('300');
    // The stack with the secret still applies signatures (unknown payment: 404, not 503).
    const configured = await api('POST', '/v1/ramp/partner-events', { rawBody: signed.body, headers: signed.headers });
    expect(configured.status, configured.text).toBe(404);
  });
});
