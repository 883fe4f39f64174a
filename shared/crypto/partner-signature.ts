/**
 * Signatures of the partner's callbacks (docs/ramp.md, Partner callbacks). Dependency-free, so
 * the partner stand-in of the tests signs with the same code the service verifies with.
 *
 *   Partner-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>[,v1=…]
 *
 * Several `v1=` are allowed so that the partner can sign with the old and the new secret while
 * a rotation is under way; one match is enough.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PARTNER_SIGNATURE_HEADER = 'Partner-Signature';

/** Why a signature was refused; said in the 401's details (none of it is about the secret). */
export type SignatureProblem = 'missing' | 'malformed' | 'expired' | 'mismatch';

/** More `v1=` entries than a rotation needs are refused as malformed: each costs a comparison. */
const MAX_SIGNATURES = 5;

function digest(secret: string, timestamp: string, rawBody: string | Uint8Array): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
}

/** The header value for `rawBody` signed at `timestamp` (Unix seconds) with each of `secrets`. */
export function signPartnerCallback(secrets: string | readonly string[], timestamp: number, rawBody: string | Uint8Array): string {
  const t = String(Math.floor(timestamp));
  return [`t=${t}`, ...[secrets].flat().map((s) => `v1=${digest(s, t, rawBody).toString('hex')}`)].join(',');
}

interface Parsed {
  timestamp: string;
  signatures: Buffer[];
}

function parse(header: string): Parsed | undefined {
  let timestamp: string | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [name, value, ...rest] = part.trim().split('=');
    if (rest.length > 0 || value === undefined) return undefined;
    if (name === 't') {
      if (timestamp !== undefined || !/^\d{1,12}$/.test(value)) return undefined;
      timestamp = value;
    } else if (name === 'v1') {
      if (!/^[0-9a-fA-F]{64}$/.test(value)) return undefined;
      signatures.push(Buffer.from(value, 'hex'));
    }
    // Other schemes (a future v2) are ignored, so the partner can add one before we read it.
  }
  if (timestamp === undefined || signatures.length === 0 || signatures.length > MAX_SIGNATURES) return undefined;
  return { timestamp, signatures };
}

/**
 * Null when `header` signs `rawBody` with `secret` within `toleranceSeconds` of `now`, else the
 * problem. Digests are compared in constant time; every `v1=` is compared, matched or not.
 */
export function checkPartnerSignature(
  rawBody: string | Uint8Array,
  header: string | undefined,
  secret: string,
  { toleranceSeconds, now = Date.now() }: { toleranceSeconds: number; now?: number },
): SignatureProblem | null {
  if (header === undefined || header.trim() === '') return 'missing';
  const parsed = parse(header);
  if (!parsed) return 'malformed';
  if (Math.abs(now / 1000 - Number(parsed.timestamp)) > toleranceSeconds) return 'expired';
  const expected = digest(secret, parsed.timestamp, rawBody);
  let matched = false;
  for (const candidate of parsed.signatures) matched = timingSafeEqual(expected, candidate) || matched;
  return matched ? null : 'mismatch';
}
