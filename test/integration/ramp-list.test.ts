/** GET /v1/ramp/payments: newest first, paginated, filtered by status, direction, rail and created range. */
import { describe, expect, it } from 'vitest';
import { api, newWorkspace } from '../support/api.ts';
import { createPayment, offRamp, onRamp, waitForPayment } from '../support/ramp.ts';

describe('listing ramp payments', () => {
  it('pages newest first and filters', async () => {
    const ws = await newWorkspace();
    const refs: string[] = [];
    for (const body of [
      offRamp('bank', { source_amount: '100000003' }),
      onRamp({ source_amount: '50000003' }),
      offRamp('sepa', { source_amount: '100000003' }),
      offRamp('bank'),
    ]) {
      refs.push((await createPayment(ws.token, body)).body.data.reference);
    }
    const succeeded = refs[3]!;
    await waitForPayment(ws.token, succeeded, (p) => p.status === 'succeeded');
    const list = (query: Record<string, string>) => api('GET', '/v1/ramp/payments', { token: ws.token, query });

    const first = await list({ limit: '3' });
    expect(first.status).toBe(200);
    expect(first.body.data.items.map((p: any) => p.reference)).toEqual([...refs].reverse().slice(0, 3));
    const second = await list({ limit: '3', cursor: first.body.data.next_cursor });
    expect(second.body.data.items.map((p: any) => p.reference)).toEqual([refs[0]]);
    expect(second.body.data.next_cursor).toBeNull();

    expect((await list({ direction: 'on_ramp' })).body.data.items.map((p: any) => p.reference)).toEqual([refs[1]]);
    expect((await list({ rail: 'sepa' })).body.data.items.map((p: any) => p.reference)).toEqual([refs[2]]);
    // Status reflects lazily settled transitions.
    expect((await list({ status: 'succeeded' })).body.data.items.map((p: any) => p.reference)).toEqual([succeeded]);
    const pending = await list({ status: 'pending', limit: '2' });
    expect(pending.body.data.items.map((p: any) => p.reference)).toEqual([refs[2], refs[1]]);
    const rest = await list({ status: 'pending', limit: '2', cursor: pending.body.data.next_cursor });
    expect(rest.body.data.items.map((p: any) => p.reference)).toEqual([refs[0]]);

    const createdAt = (await api('GET', `/v1/ramp/payments/${refs[1]}`, { token: ws.token })).body.data.created_at;
    const from = await list({ created_from: createdAt });
    expect(from.body.data.items.map((p: any) => p.reference)).toEqual([...refs].reverse().slice(0, 3));
    const to = await list({ created_to: createdAt });
    expect(to.body.data.items.map((p: any) => p.reference)).toEqual([refs[1], refs[0]]);
  });

  it('refuses bad filters and a cursor of another workspace', async () => {
    const a = await newWorkspace();
    const b = await newWorkspace();
    await createPayment(a.token, offRamp('bank', { source_amount: '100000003' }));
    await createPayment(a.token, offRamp('bank', { source_amount: '100000003' }));
    const page = await api('GET', '/v1/ramp/payments', { token: a.token, query: { limit: '1' } });
    const bad = await api('GET', '/v1/ramp/payments', { token: b.token, query: { cursor: page.body.data.next_cursor } });
    expect(bad.body.error.code).toBe('invalid_cursor');
    const res = await api('GET', '/v1/ramp/payments', { token: a.token, query: { status: 'done', created_from: 'yesterday' } });
    expect(Object.keys(res.body.error.details.fields).sort()).toEqual(['query.created_from', 'query.status']);
    // Found by the fuzzer: an inverted range was a 500 (DynamoDB refuses BETWEEN high AND low).
    const inverted = await api('GET', '/v1/ramp/payments', {
      token: a.token,
      query: { created_from: '2099-12-31T23:59:59Z', created_to: '2000-01-01T00:00:00Z' },
    });
    expect([inverted.status, inverted.body.error.details.fields]).toEqual([
      400,
      { 'query.created_from': ['Must not be later than created_to.'] },
    ]);
  });

  it('needs ramp:read to read and ramp:write to create', async () => {
    const ws = await newWorkspace();
    const key = await api('POST', '/v1/api-keys', { token: ws.token, body: { name: 'reader', scopes: ['ramp:read'] } });
    const reader = key.body.data.token;
    expect((await api('GET', '/v1/ramp/payments', { token: reader })).status).toBe(200);
    const denied = await createPayment(reader, offRamp('bank'));
    expect(denied.status).toBe(403);
    expect(denied.body.error.details.required_scope).toBe('ramp:write');
  });
});
