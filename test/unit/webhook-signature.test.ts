import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from '#shared/webhooks/verify-signature.ts';

const secret = 'whsec_test';
const body = '{"id":"evt_1","type":"webhook.test","created_at":"2026-01-01T00:00:00Z","data":{}}';

function headersAt(timestamp: number, signature = signWebhook(secret, timestamp, body)) {
  return { 'X-Service-Webhook-Timestamp': String(timestamp), 'X-Service-Webhook-Signature': signature };
}

describe('webhook signatures', () => {
  it('signs `<timestamp>.<raw body>` with HMAC-SHA256, lower-case hex, v1= prefix', () => {
    const expected = 'v1=' + createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(signWebhook(secret, 1700000000, body)).toBe(expected);
    expect(signWebhook(secret, 1700000000, Buffer.from(body))).toBe(expected);
  });

  it('accepts a fresh, authentic delivery (any header case, Headers objects too)', () => {
    const now = Date.now();
    const ts = Math.floor(now / 1000);
    expect(verifyWebhookSignature(body, headersAt(ts), secret, { now })).toBe(true);
    const lower = Object.fromEntries(Object.entries(headersAt(ts)).map(([k, v]) => [k.toLowerCase(), v]));
    expect(verifyWebhookSignature(Buffer.from(body), lower, secret, { now })).toBe(true);
    expect(verifyWebhookSignature(body, new Headers(headersAt(ts)), secret, { now })).toBe(true);
  });

  it('refuses a changed body, another secret, a bad or truncated signature', () => {
    const now = Date.now();
    const ts = Math.floor(now / 1000);
    expect(verifyWebhookSignature(body + ' ', headersAt(ts), secret, { now })).toBe(false);
    expect(verifyWebhookSignature(body, headersAt(ts), 'whsec_other', { now })).toBe(false);
    const good = signWebhook(secret, ts, body);
    expect(verifyWebhookSignature(body, headersAt(ts, good.slice(0, -1)), secret, { now })).toBe(false);
    expect(verifyWebhookSignature(body, headersAt(ts, good.toUpperCase()), secret, { now })).toBe(false);
    expect(verifyWebhookSignature(body, headersAt(ts, good.replace('v1=', 'v0=')), secret, { now })).toBe(false);
    expect(verifyWebhookSignature(body, {}, secret, { now })).toBe(false);
  });

  it('refuses timestamps older than the tolerance (five minutes by default) and far-future ones', () => {
    const now = Date.now();
    const ts = Math.floor(now / 1000);
    expect(verifyWebhookSignature(body, headersAt(ts - 299), secret, { now })).toBe(true);
    expect(verifyWebhookSignature(body, headersAt(ts - 301), secret, { now })).toBe(false);
    expect(verifyWebhookSignature(body, headersAt(ts + 301), secret, { now })).toBe(false);
    expect(verifyWebhookSignature(body, headersAt(ts - 50), secret, { now, toleranceSeconds: 30 })).toBe(false);
    expect(verifyWebhookSignature(body, { ...headersAt(ts), 'X-Service-Webhook-Timestamp': 'soon' }, secret, { now })).toBe(false);
  });
});
