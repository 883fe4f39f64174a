/** Request bodies for ramp tests: one valid create request per rail, and small helpers. */
import { api } from './api.ts';

export { ETH_ADDRESS, SOL_ADDRESS, VALID_IBAN, OFF_RAMPS, offRamp, onRamp, type Rail } from '#shared/fixtures/request-bodies.ts';

export function createPayment(token: string, body: unknown, query?: Record<string, string>) {
  return api('POST', '/v1/ramp/payments', { token, body, ...(query ? { query } : {}) });
}

/** Polls the payment until `done` holds or the time is up; returns the last read. */
export async function waitForPayment(token: string, reference: string, done: (p: { status: string }) => boolean, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await api('GET', `/v1/ramp/payments/${reference}`, { token });
    if (done(res.body.data) || Date.now() > until) return res.body.data;
    await new Promise((r) => setTimeout(r, 150));
  }
}
