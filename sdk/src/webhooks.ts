/**
 * Webhook deliveries (docs/webhooks.md): each is signed over `<X-Service-Webhook-Timestamp>.<raw
 * body>` with HMAC-SHA256 keyed by the webhook's signing secret, sent as
 * `X-Service-Webhook-Signature: v1=<lower-case hex>`. Web Crypto, so it runs in Node (20+), Deno,
 * Bun, workers and browsers alike.
 */
import type { components } from './generated/openapi.ts';
import { WebhookVerificationError } from './errors.ts';

export type WebhookEvent = components['schemas']['WebhookDelivery'];
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyOptions {
  /** How far the timestamp may be from now, either way; default 300 s (five minutes). */
  toleranceSeconds?: number;
  /** Now, in milliseconds (for tests). */
  now?: number;
}

const encoder = new TextEncoder();

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  for (const [key, value] of Object.entries(headers as Record<string, string | string[] | undefined>)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/** Equal strings, compared in time that depends only on their length (which is public: `v1=` and 64 hex digits). */
function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** `v1=` and the hex HMAC-SHA256 of `<timestamp>.<raw body>` under `secret`. */
export async function sign(rawBody: string | Uint8Array, timestamp: number, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const body = typeof rawBody === 'string' ? encoder.encode(rawBody) : rawBody;
  const prefix = encoder.encode(`${timestamp}.`);
  const signed = new Uint8Array(prefix.length + body.length);
  signed.set(prefix);
  signed.set(body, prefix.length);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, signed));
  return `v1=${Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Verifies a delivery and returns its event. Pass the raw body exactly as received (the bytes,
 * or their text), before any JSON parsing: a re-serialised body does not verify. Throws
 * `WebhookVerificationError` when a header is missing, the timestamp is more than the tolerance
 * from now, the signature does not match, or the body is not JSON.
 */
export async function verify(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  { toleranceSeconds = 300, now = Date.now() }: VerifyOptions = {},
): Promise<WebhookEvent> {
  const timestamp = header(headers, 'x-service-webhook-timestamp');
  const received = header(headers, 'x-service-webhook-signature');
  if (!timestamp || !received || !/^\d{1,12}$/.test(timestamp)) {
    throw new WebhookVerificationError(
      'missing_headers',
      'X-Service-Webhook-Timestamp or X-Service-Webhook-Signature is missing or malformed.',
    );
  }
  if (Math.abs(now / 1000 - Number(timestamp)) > toleranceSeconds) {
    throw new WebhookVerificationError('stale_timestamp', `The delivery's timestamp is more than ${toleranceSeconds} s from now.`);
  }
  if (!constantTimeEqual(await sign(rawBody, Number(timestamp), secret), received)) {
    throw new WebhookVerificationError('bad_signature', 'The signature does not match the body and the secret.');
  }
  try {
    return JSON.parse(typeof rawBody === 'string' ? rawBody : new TextDecoder('utf-8', { fatal: true }).decode(rawBody)) as WebhookEvent;
  } catch {
    throw new WebhookVerificationError('invalid_body', 'The signed body is not UTF-8 JSON.');
  }
}

export const webhooks = { verify, sign };
