/** The partner callback signature (shared/crypto/partner-signature.ts): format, rotation, tolerance. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkPartnerSignature, signPartnerCallback } from '#shared/crypto/partner-signature.ts';

const SECRET = 'cb-secret';
const NOW = 1_790_000_000_000;
const T = NOW / 1000;
const body = '{"id":"evt-1","type":"payment.status_changed"}';
const check = (header: string | undefined, raw: string = body, now = NOW) =>
  checkPartnerSignature(raw, header, SECRET, { toleranceSeconds: 300, now });

describe('partner callback signatures', () => {
  it('is t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">', () => {
    const hex = createHmac('sha256', SECRET).update(`${T}.${body}`).digest('hex');
    expect(signPartnerCallback(SECRET, T, body)).toBe(`t=${T},v1=${hex}`);
    expect(check(`t=${T},v1=${hex}`)).toBeNull();
    expect(check(`t=${T},v1=${hex.toUpperCase()}`)).toBeNull();
  });

  it('accepts any one of several v1 signatures (rotation), and ignores unknown schemes', () => {
    expect(check(signPartnerCallback(['old-secret', SECRET], T, body))).toBeNull();
    expect(check(`${signPartnerCallback(SECRET, T, body)},v2=whatever`)).toBeNull();
    expect(check(signPartnerCallback(['old-secret', 'other'], T, body))).toBe('mismatch');
  });

  it('refuses a timestamp more than the tolerance away, either way', () => {
    expect(check(signPartnerCallback(SECRET, T - 300, body))).toBeNull();
    expect(check(signPartnerCallback(SECRET, T - 301, body))).toBe('expired');
    expect(check(signPartnerCallback(SECRET, T + 301, body))).toBe('expired');
  });

  it('refuses a tampered body, a missing header and malformed ones', () => {
    expect(check(signPartnerCallback(SECRET, T, body), body.replace('evt-1', 'evt-2'))).toBe('mismatch');
    expect(check(undefined)).toBe('missing');
    expect(check(' ')).toBe('missing');
    for (const header of [
      'v1=00',
      `t=${T}`,
      `t=${T},v1=zz`,
      `t=abc,v1=${'0'.repeat(64)}`,
      `t=${T},t=${T},v1=${'0'.repeat(64)}`,
      `t=${T},v1=${'0'.repeat(63)}`,
      `t=${T},v1==x`,
      `t=${T},${Array(6)
        .fill(`v1=${'0'.repeat(64)}`)
        .join(',')}`,
    ]) {
      expect(check(header), header).toBe('malformed');
    }
  });
});
