/**
 * Concurrency invariant of the partner's callbacks: different events and redeliveries of one
 * event for one payment, raced with the workspace cancelling it, move the payment along one
 * path only, each transition written and emitted once. The payment is submitted to the partner
 * through a hybrid gateway over the same table; the callbacks go to the test stack.
 */
import { expect } from 'vitest';
import { api, type ApiResponse } from '../api.ts';
import { signedCallback } from '../partner-server.ts';
import { noServerErrors, race, RACERS, registerInvariant } from './registry.ts';

registerInvariant({
  routeId: 'receivePartnerEvent',
  name: 'processing, succeeded and redelivered events raced with a cancel: one path, each transition once',
  run: async ({ tenant }) => {
    const { hybridPayment, statusEvent } = await import('../hybrid.ts');
    const payment = await hybridPayment(tenant.token);
    const q = { environment: 'live' };
    const redelivered = statusEvent(payment, 'succeeded');
    const callback = (event: unknown) => {
      const signed = signedCallback(event);
      return api('POST', '/v1/ramp/partner-events', { rawBody: signed.body, headers: signed.headers });
    };
    const results = await race(RACERS, (i): Promise<ApiResponse> => {
      if (i === 0) return api('POST', `/v1/ramp/payments/${payment.reference}/cancel`, { token: tenant.token, query: q });
      if (i % 3 === 0) return callback(redelivered);
      return callback(statusEvent(payment, i % 3 === 1 ? 'processing' : 'succeeded'));
    });
    noServerErrors(results);
    const [cancel, ...callbacks] = results;
    expect(callbacks.filter((r) => r.status !== 200).map((r) => r.text)).toEqual([]);
    // Every delivery of one event id got the same answer.
    const redeliveries = callbacks.filter((_, i) => (i + 1) % 3 === 0).map((r) => JSON.stringify(r.body.data));
    expect(new Set(redeliveries).size).toBe(1);
    const final = (await api('GET', `/v1/ramp/payments/${payment.reference}`, { token: tenant.token, query: q })).body.data.status;
    const events = await api('GET', '/v1/events', { token: tenant.token, query: { ...q, limit: '100' } });
    const moves = (events.body.data.items as { type: string; sequence: number; data: { reference?: string } }[])
      .filter((e) => e.data.reference === payment.reference)
      .sort((a, b) => a.sequence - b.sequence)
      .map((e) => e.type.replace('ramp.payment.', ''));
    if (cancel!.status === 200) {
      // The cancel came first: the partner's events can no longer apply.
      expect([final, moves]).toEqual(['cancelled', ['created', 'cancelled']]);
    } else {
      // Too late (the payment moved on), or outraced three times while it moved.
      expect(cancel!.status).toBe(409);
      expect(['invalid_state_transition', 'conflict']).toContain(cancel!.body.error.code);
      expect([final, moves]).toEqual(['succeeded', ['created', 'processing', 'succeeded']]);
    }
  },
});
