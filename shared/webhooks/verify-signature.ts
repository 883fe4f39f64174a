/**
 * Webhook signatures (contract section 6), for the service and for receivers. Dependency-free:
 * copy this file into a receiver as is.
 *
 *   signed string = `<X-Service-Webhook-Timestamp>.<raw body>`
 *   signature     = `v1=` + lower-case hex HMAC-SHA256(signed string, signing secret)
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The `X-Service-Webhook-Signature` value for a body signed at `timestamp` (Unix seconds). */
export function signWebhook(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return 'v1=' + createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

type HeaderBag = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderBag, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers as Record<string, string | string[] | undefined>)) {
    if (key.toLowerCase() === wanted) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/**
 * True when the delivery is authentic and fresh: the signature matches (compared in constant
 * time, after a length check) and the timestamp is within `toleranceSeconds` of now (older
 * deliveries are refused as replays; ones from the future beyond the tolerance too).
 * Pass the raw body exactly as received, before any JSON parsing.
 */
export function verifyWebhookSignature(
  rawBody: string | Buffer,
  headers: HeaderBag,
  secret: string,
  { toleranceSeconds = 300, now = Date.now() }: { toleranceSeconds?: number; now?: number } = {},
): boolean {
  const timestampText = header(headers, 'x-service-webhook-timestamp');
  const received = header(headers, 'x-service-webhook-signature');
  if (!timestampText || !received || !/^\d{1,12}$/.test(timestampText)) return false;
  const timestamp = Number(timestampText);
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, rawBody));
  const actual = Buffer.from(received);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
