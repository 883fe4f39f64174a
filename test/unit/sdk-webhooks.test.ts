/**
 * The SDK's `webhooks.verify` (Web Crypto) accepts exactly what the service's signer
 * (shared/webhooks/verify-signature.ts) signs: the raw body as text or bytes, multi-byte
 * characters included, within five minutes; anything else is refused with its reason.
 */
import { describe, expect, it } from 'vitest';
import { signWebhook } from '#shared/webhooks/verify-signature.ts';
import { verify } from '../../sdk/src/webhooks.ts';

const secret = 'whsec_0123456789abcdef0123456789abcdef';
const body = JSON.stringify({ id: 'evt_1', type: 'webhook.test', created_at: '2026-05-04T11:05:00.000Z', data: { note: 'Zürich → 東京' } });
const now = Date.UTC(2026, 4, 4, 11, 5, 0);
const timestamp = Math.floor(now / 1000);
const headers = (overrides: Record<string, string> = {}) => ({
  'X-Service-Webhook-Timestamp': String(timestamp),
  'X-Service-Webhook-Signature': signWebhook(secret, timestamp, body),
  ...overrides,
});

describe('webhooks.verify', () => {
  it('returns the event of a delivery the service signed, from its text or its bytes', async () => {
    await expect(verify(body, headers(), secret, { now })).resolves.toMatchObject({ id: 'evt_1', data: { note: 'Zürich → 東京' } });
    await expect(verify(new TextEncoder().encode(body), new Headers(headers()), secret, { now })).resolves.toMatchObject({ id: 'evt_1' });
  });

  it('accepts a timestamp up to five minutes either side of now, and no further', async () => {
    await expect(verify(body, headers(), secret, { now: now + 300_000 })).resolves.toBeDefined();
    await expect(verify(body, headers(), secret, { now: now - 300_000 })).resolves.toBeDefined();
    await expect(verify(body, headers(), secret, { now: now + 301_000 })).rejects.toMatchObject({ reason: 'stale_timestamp' });
    await expect(verify(body, headers(), secret, { now: now - 301_000 })).rejects.toMatchObject({ reason: 'stale_timestamp' });
  });

  it('refuses another body, another secret, another timestamp and a truncated signature', async () => {
    await expect(verify(body.replace('東京', '大阪'), headers(), secret, { now })).rejects.toMatchObject({ reason: 'bad_signature' });
    await expect(verify(body, headers(), `${secret}x`, { now })).rejects.toMatchObject({ reason: 'bad_signature' });
    await expect(verify(body, headers({ 'X-Service-Webhook-Timestamp': String(timestamp + 1) }), secret, { now })).rejects.toMatchObject({
      reason: 'bad_signature',
    });
    const truncated = headers()['X-Service-Webhook-Signature'].slice(0, -1);
    await expect(verify(body, headers({ 'X-Service-Webhook-Signature': truncated }), secret, { now })).rejects.toMatchObject({
      reason: 'bad_signature',
    });
  });

  it('refuses missing or malformed headers and a signed body that is not JSON', async () => {
    await expect(verify(body, { 'X-Service-Webhook-Timestamp': String(timestamp) }, secret, { now })).rejects.toMatchObject({
      reason: 'missing_headers',
    });
    await expect(verify(body, headers({ 'X-Service-Webhook-Timestamp': '1e9' }), secret, { now })).rejects.toMatchObject({
      reason: 'missing_headers',
    });
    const text = 'not json';
    const signed = {
      'X-Service-Webhook-Timestamp': String(timestamp),
      'X-Service-Webhook-Signature': signWebhook(secret, timestamp, text),
    };
    await expect(verify(text, signed, secret, { now })).rejects.toMatchObject({ reason: 'invalid_body' });
  });
});
