/** POST /v1/ramp/payments: every rail, funding instructions, provider selection, over real HTTP. */
import { describe, expect, it } from 'vitest';
import { api, newWorkspace } from '../support/api.ts';
import { createPayment, OFF_RAMPS, offRamp, onRamp, type Rail } from '../support/ramp.ts';

describe('direct ramp payments', () => {
  it.each(Object.keys(OFF_RAMPS) as Rail[])('creates an off-ramp on the %s rail', async (rail) => {
    const ws = await newWorkspace();
    const res = await createPayment(ws.token, offRamp(rail, rail === 'mobile_money' ? { source_network: 'polygon' } : {}));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const p = res.body.data;
    expect(p).toMatchObject({ status: 'pending', direction: 'off_ramp', rail, quote_reference: null, failure_reason: null });
    expect(p.reference).toMatch(/^rp_[0-9a-f]{32}$/);
    expect(p.provider).toMatch(/^[a-z_]+$/);
    expect(p.provider_reference).toMatch(/^[A-Z_]+-[0-9A-F]{12}$/);
    expect(p.destination_amount.amount).toMatch(/^[1-9]\d*$/);
    expect(p.destination[Object.keys(OFF_RAMPS[rail].destination)[0]!]).toBeDefined();
    expect(p.funding_instructions).toMatchObject({ type: 'crypto_deposit', asset: 'USDC', amount: '250000000' });
    expect(p.created_at).toBe(p.updated_at);
  });

  it('gives off-ramps a valid deposit address on the source network', async () => {
    const ws = await newWorkspace();
    const res = await createPayment(ws.token, offRamp('bank', { source_network: 'solana' }));
    expect(res.status).toBe(201);
    expect(res.body.data.source).toEqual({ amount: '250000000', asset: 'USDC', network: 'solana' });
    expect(res.body.data.funding_instructions.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    const evm = await createPayment(ws.token, offRamp('bank'));
    expect(evm.body.data.funding_instructions).toMatchObject({
      network: 'ethereum',
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    });
    expect(evm.body.data.funding_instructions.address).not.toBe(res.body.data.funding_instructions.address);
  });

  it('tells an on-ramp payer where to send fiat, with a reference, and delivers on the chosen network', async () => {
    const ws = await newWorkspace();
    const res = await createPayment(ws.token, onRamp());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const p = res.body.data;
    expect(p.source).toEqual({ amount: '50000000', asset: 'NGN' });
    expect(p.destination_amount).toMatchObject({ asset: 'USDC', network: 'base' });
    expect(p.funding_instructions).toMatchObject({
      type: 'fiat_transfer',
      method: 'bank_transfer',
      amount: '50000000',
      currency: 'NGN',
      reference: expect.stringMatching(/^RP[A-Z2-9]{10}$/),
      account_number: expect.stringMatching(/^\d{10}$/),
    });
    const sepa = await createPayment(
      ws.token,
      onRamp({
        rail: 'sepa',
        source_asset: 'EUR',
        source_amount: '100000',
        country_code: 'FR',
        destination_network: undefined,
        destination: {
          bank_account: { account_name: 'A', account_number: 'FR1420041010050500013M02606', iban: 'FR1420041010050500013M02606' },
        },
      }),
    );
    expect(sepa.status, JSON.stringify(sepa.body)).toBe(201);
    expect(sepa.body.data.funding_instructions).toMatchObject({
      method: 'sepa_credit_transfer',
      iban: expect.any(String),
      currency: 'EUR',
    });
    expect(sepa.body.data.destination_amount.network).toBeDefined();
  });

  it('prices in integer units: fee rounded up, destination from the spread rate', async () => {
    const ws = await newWorkspace();
    const res = await createPayment(ws.token, offRamp('bank', { source_amount: '100000000' }));
    // naira_rails: 50 bps fee, 80 bps spread on 1550 NGN/USD; 100 USDC → 99.5 USDC net.
    expect(res.body.data).toMatchObject({ provider: 'naira_rails', fee: { amount: '500000', asset: 'USDC' }, exchange_rate: '1537.6' });
    expect(res.body.data.destination_amount).toEqual({ amount: '15299120', asset: 'NGN' });
  });

  it('selects the most reliable provider that supports automatic routing', async () => {
    const ws = await newWorkspace();
    // pan_african_exchange is cheaper in NG but does not support automatic routing.
    const ng = await createPayment(ws.token, offRamp('bank'));
    expect(ng.body.data.provider).toBe('naira_rails');
    // ZA: cape_transfers (0.95, auto) is the only auto-routing provider.
    const za = await createPayment(ws.token, offRamp('bank', { country_code: 'ZA', destination_asset: 'ZAR', source_network: 'solana' }));
    expect(za.body.data.provider, JSON.stringify(za.body)).toBe('cape_transfers');
  });

  it('keeps payments per environment', async () => {
    const ws = await newWorkspace();
    // Live payments need a partner (ramp-live.test.ts): a sandbox payment is not found in live.
    const sandbox = await createPayment(ws.token, offRamp('bank'));
    expect(sandbox.status).toBe(201);
    const inLive = await api('GET', `/v1/ramp/payments/${sandbox.body.data.reference}`, {
      token: ws.token,
      query: { environment: 'live' },
    });
    expect(inLive.status).toBe(404);
    const inSandbox = await api('GET', `/v1/ramp/payments/${sandbox.body.data.reference}`, { token: ws.token });
    expect([inSandbox.status, inSandbox.body.data.reference]).toEqual([200, sandbox.body.data.reference]);
  });
});
