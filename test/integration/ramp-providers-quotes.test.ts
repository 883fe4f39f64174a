/** Provider directory and quote requests in mock mode: the beta routes and their mode header. */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { api, newWorkspace } from '../support/api.ts';
import { OFF_RAMPS, waitForPayment } from '../support/ramp.ts';
import { scanAll } from '../support/table-scan.ts';
import { QUOTE_REQUEST } from '#shared/fixtures/request-bodies.ts';

const MODE = 'x-service-provider-network-mode';
const quoteBody = QUOTE_REQUEST;

describe('providers (mock mode)', () => {
  it('lists providers with filters and pagination, each response carrying the mode header', async () => {
    const ws = await newWorkspace();
    const all = await api('GET', '/v1/providers', { token: ws.token, query: { limit: '100' } });
    expect(all.status).toBe(200);
    expect(all.headers.get(MODE)).toBe('mock');
    const codes = all.body.data.items.map((p: any) => p.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes.length).toBeGreaterThanOrEqual(8);
    const p = all.body.data.items[0];
    expect(Object.keys(p).sort()).toEqual(
      [
        'code',
        'environment',
        'id',
        'metadata',
        'name',
        'provider_type',
        'reliability_score',
        'speed_profile',
        'status',
        'supported_corridor_ids',
        'supported_payout_methods',
        'supports_auto_routing',
      ].sort(),
    );
    expect(p.supported_corridor_ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    const ke = await api('GET', '/v1/providers', { token: ws.token, query: { country: 'ke', payout_method: 'mobile_money' } });
    expect(ke.body.data.items.map((x: any) => x.code)).toEqual(['pan_african_exchange', 'savanna_pay']);
    const sepa = await api('GET', '/v1/providers', { token: ws.token, query: { rail: 'sepa', currency: 'EUR', status: 'active' } });
    expect(sepa.body.data.items.map((x: any) => x.code)).toEqual(['euro_sepa_link']);
    const page1 = await api('GET', '/v1/providers', { token: ws.token, query: { limit: '3' } });
    const page2 = await api('GET', '/v1/providers', { token: ws.token, query: { limit: '3', cursor: page1.body.data.next_cursor } });
    expect([...page1.body.data.items, ...page2.body.data.items].map((x: any) => x.code)).toEqual(codes.slice(0, 6));
    const bad = await api('GET', '/v1/providers', { token: ws.token, query: { rail: 'carrier_pigeon' } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get(MODE)).toBe('mock');
  });

  it('reads a provider by id or by code, per environment; unknown is 404 with the header', async () => {
    const ws = await newWorkspace();
    const byCode = await api('GET', '/v1/providers/naira_rails', { token: ws.token });
    expect(byCode.status).toBe(200);
    expect(byCode.headers.get(MODE)).toBe('mock');
    const byId = await api('GET', `/v1/providers/${byCode.body.data.provider.id}`, { token: ws.token });
    expect(byId.body.data.provider).toEqual(byCode.body.data.provider);
    const live = await api('GET', '/v1/providers/NAIRA_RAILS', { token: ws.token, query: { environment: 'live' } });
    expect(live.body.data.provider).toMatchObject({ environment: 'live', code: 'naira_rails' });
    expect(live.body.data.provider.id).not.toBe(byCode.body.data.provider.id);
    const missing = await api('GET', '/v1/providers/nobody', { token: ws.token });
    expect(missing.status).toBe(404);
    expect(missing.headers.get(MODE)).toBe('mock');
    const unauthenticated = await api('GET', '/v1/providers');
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers.get(MODE)).toBe('mock');
  });

  it('does not put the header on non-beta routes', async () => {
    const ws = await newWorkspace();
    expect((await api('GET', '/v1/ramp/payments', { token: ws.token })).headers.get(MODE)).toBeNull();
  });
});

describe('quote requests (mock mode)', () => {
  it('creates a collecting request with one quote per eligible provider, and executes one', async () => {
    const ws = await newWorkspace();
    const created = await api('POST', '/v1/quote-requests', { token: ws.token, body: quoteBody });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.headers.get(MODE)).toBe('mock');
    const qr = created.body.data.quote_request;
    expect(qr).toMatchObject({
      status: 'collecting',
      routing_mode_requested: 'manual',
      environment: 'sandbox',
      quote_count: 2,
      payment_reference: null,
      beneficiary_id: null,
    });
    expect(Date.parse(qr.expires_at)).toBeGreaterThan(Date.now());
    const read = await api('GET', `/v1/quote-requests/${qr.id}`, { token: ws.token });
    expect(read.headers.get(MODE)).toBe('mock');
    expect(read.body.data.quote_request).toEqual(qr);
    const quotes = await api('GET', `/v1/quote-requests/${qr.id}/quotes`, { token: ws.token });
    expect(quotes.headers.get(MODE)).toBe('mock');
    const items = quotes.body.data.items;
    expect(items.map((q: any) => [q.provider, q.recommended])).toEqual([
      ['naira_rails', true],
      ['pan_african_exchange', false],
    ]);
    // Manual routing includes the cheaper provider that automatic routing skips.
    const cheaper = items[1];
    expect(BigInt(cheaper.destination_amount.amount)).toBeGreaterThan(BigInt(items[0].destination_amount.amount));

    const execute = await api('POST', `/v1/quote-requests/${qr.id}/execute`, {
      token: ws.token,
      body: { quote_id: cheaper.id, destination: OFF_RAMPS.bank.destination, idempotency_key: 'exec-1' },
    });
    expect(execute.status, JSON.stringify(execute.body)).toBe(201);
    expect(execute.headers.get(MODE)).toBe('mock');
    expect(execute.body.data).toMatchObject({
      status: 'pending',
      provider: 'pan_african_exchange',
      quote_reference: cheaper.id,
      destination_amount: cheaper.destination_amount,
      exchange_rate: cheaper.exchange_rate,
    });
    const replay = await api('POST', `/v1/quote-requests/${qr.id}/execute`, {
      token: ws.token,
      body: { quote_id: cheaper.id, destination: OFF_RAMPS.bank.destination, idempotency_key: 'exec-1' },
    });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.data.reference).toBe(execute.body.data.reference);
    const twice = await api('POST', `/v1/quote-requests/${qr.id}/execute`, {
      token: ws.token,
      body: { quote_id: items[0].id, destination: OFF_RAMPS.bank.destination },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('quote_already_executed');
    expect((await api('GET', `/v1/quote-requests/${qr.id}`, { token: ws.token })).body.data.quote_request).toMatchObject({
      status: 'executed',
      payment_reference: execute.body.data.reference,
    });
    // The executed payment lives the same life as a direct one.
    expect((await waitForPayment(ws.token, execute.body.data.reference, (p) => p.status === 'succeeded')).status).toBe('succeeded');
  });

  it('quotes only auto-routing providers in auto mode, and refuses unsupported corridors', async () => {
    const ws = await newWorkspace();
    const auto = await api('POST', '/v1/quote-requests', { token: ws.token, body: { ...quoteBody, routing_mode_requested: 'auto' } });
    expect(auto.body.data.quote_request.quote_count).toBe(1);
    const none = await api('POST', '/v1/quote-requests', {
      token: ws.token,
      body: { ...quoteBody, destination_country: 'JP', destination_currency: 'JPY' },
    });
    expect(none.status).toBe(400);
    expect(none.body.error.code).toBe('unsupported_corridor');
    const bad = await api('POST', '/v1/quote-requests', {
      token: ws.token,
      body: { ...quoteBody, source_network: 'bitcoin', payout_method: 'wallet', destination_country: 'ZZ' },
    });
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual(['body.destination_country', 'body.payout_method']);
  });

  it('refuses to execute an expired quote (409 quote_expired) and unknown quotes', async () => {
    const ws = await newWorkspace();
    const qr = (await api('POST', '/v1/quote-requests', { token: ws.token, body: quoteBody })).body.data.quote_request;
    const quote = (await api('GET', `/v1/quote-requests/${qr.id}/quotes`, { token: ws.token })).body.data.items[0];
    const unknown = await api('POST', `/v1/quote-requests/${qr.id}/execute`, {
      token: ws.token,
      body: { quote_id: crypto.randomUUID(), destination: OFF_RAMPS.bank.destination },
    });
    expect(unknown.status).toBe(400);
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: `WS#${ws.workspaceId}#sandbox`, sk: `QUOTE_REQUEST#${qr.id}` },
        UpdateExpression: 'SET expires_at = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    expect((await api('GET', `/v1/quote-requests/${qr.id}`, { token: ws.token })).body.data.quote_request.status).toBe('expired');
    const expired = await api('POST', `/v1/quote-requests/${qr.id}/execute`, {
      token: ws.token,
      body: { quote_id: quote.id, destination: OFF_RAMPS.bank.destination },
    });
    expect(expired.status).toBe(409);
    expect(expired.body.error.code).toBe('quote_expired');
    const items = (await scanAll()).filter((i) => i.entity === 'ramp_payment' && String(i.pk).startsWith(`WS#${ws.workspaceId}#`));
    expect(items).toHaveLength(0);
    expect((await api('GET', `/v1/quote-requests/${crypto.randomUUID()}`, { token: ws.token })).status).toBe(404);
  });
});
