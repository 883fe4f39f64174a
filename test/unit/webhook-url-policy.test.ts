import { describe, expect, it } from 'vitest';
import { checkWebhookUrl } from '#shared/domain/webhooks/url-policy.ts';
import { addressRange, isDeliverableAddress } from '#shared/model/webhooks/address-policy.ts';
import { postWebhook } from '#shared/adapters/webhook-http.ts';
import { ApiError } from '#shared/model/errors.ts';

const refused = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof ApiError && error.code === 'invalid_request';
  }
  return false;
};

describe('webhook URL rules', () => {
  it('accepts public https URLs in both environments', () => {
    expect(checkWebhookUrl('https://hooks.example.com/x?y=1', 'live', false)).toBe('https://hooks.example.com/x?y=1');
    expect(checkWebhookUrl('https://93.184.216.34:443/x', 'sandbox', false)).toBe('https://93.184.216.34/x');
    expect(checkWebhookUrl('https://93.184.216.34:8443/x', 'sandbox', false, '8443')).toBe('https://93.184.216.34:8443/x');
  });
  it('accepts ports 443 and 80 only, unless the deployment allows others', () => {
    expect(refused(() => checkWebhookUrl('https://hooks.example.com:8443/x', 'live', false))).toBe(true);
    expect(refused(() => checkWebhookUrl('https://hooks.example.com:22/x', 'live', false, '8000-9000'))).toBe(true);
    expect(refused(() => checkWebhookUrl('http://127.0.0.1:9000/h', 'sandbox', true))).toBe(true);
    expect(checkWebhookUrl('https://hooks.example.com:8443/x', 'live', false, '8443,9000-9100')).toBe('https://hooks.example.com:8443/x');
    expect(checkWebhookUrl('https://hooks.example.com:9050/x', 'live', false, '8443,9000-9100')).toBe('https://hooks.example.com:9050/x');
    expect(checkWebhookUrl('http://localhost:80/h', 'sandbox', true)).toBe('http://localhost/h');
  });
  it('refuses a port the deployment does not allow at delivery time too, as final', async () => {
    const result = await postWebhook(new URL('https://hooks.example.com:25/x'), '{}', {}, { timeoutMs: 1000, allowLoopback: false });
    expect(result).toEqual({ status: null, durationMs: 0, error: 'destination port not allowed', refused: true });
  });
  it('allows http only to localhost, only in sandbox, only where enabled', () => {
    expect(checkWebhookUrl('http://127.0.0.1:9000/h', 'sandbox', true, '1024-65535')).toBe('http://127.0.0.1:9000/h');
    expect(checkWebhookUrl('http://localhost/h', 'sandbox', true)).toBe('http://localhost/h');
    expect(refused(() => checkWebhookUrl('http://127.0.0.1:9000/h', 'sandbox', false))).toBe(true);
    expect(refused(() => checkWebhookUrl('http://127.0.0.1:9000/h', 'live', true))).toBe(true);
    expect(refused(() => checkWebhookUrl('http://hooks.example.com/h', 'sandbox', true))).toBe(true);
  });
  it.each([
    'ftp://example.com/x',
    'not a url',
    'https://user:pass@example.com/x',
    'https://example.com/x#frag',
    'https://localhost/x',
    'https://api.localhost/x',
    'https://10.0.0.8/x',
    'https://192.168.1.1/x',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/x',
    'https://[::1]/x',
    'https://[fd00::1]/x',
    'https://[::ffff:10.0.0.1]/x',
    'https://0.0.0.0/x',
  ])('refuses %s in live', (url) => expect(refused(() => checkWebhookUrl(url, 'live', true))).toBe(true));
});

describe('deliverable addresses', () => {
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])('allows public %s', (ip) =>
    expect(isDeliverableAddress(ip, false)).toBe(true),
  );
  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '192.168.0.1',
    '127.0.0.1',
    '169.254.169.254',
    '100.64.1.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a00:1',
    '2002:a00:1::',
    'nonsense',
  ])('refuses %s', (ip) => expect(isDeliverableAddress(ip, false)).toBe(false));
  it('allows loopback only when asked', () => {
    expect(isDeliverableAddress('127.0.0.1', true)).toBe(true);
    expect(isDeliverableAddress('::1', true)).toBe(true);
    expect(isDeliverableAddress('10.0.0.1', true)).toBe(false);
  });
});

/**
 * Every special-purpose range that is not public unicast, one address in each: refused by the URL
 * check (as a literal host, in live and in sandbox with localhost allowed) and at delivery time
 * (the address a DNS answer would carry, and a literal URL, which is refused before connecting).
 */
const SPECIAL_RANGES: [name: string, ip: string][] = [
  ['IPv4 "this network" 0.0.0.0/8', '0.1.2.3'],
  ['IPv4 private 10.0.0.0/8', '10.20.30.40'],
  ['IPv4 carrier-grade NAT 100.64.0.0/10', '100.127.255.254'],
  ['IPv4 loopback 127.0.0.0/8', '127.8.9.10'],
  ['IPv4 link-local 169.254.0.0/16', '169.254.10.10'],
  ['IPv4 private 172.16.0.0/12', '172.31.0.1'],
  ['IPv4 IETF protocol assignments 192.0.0.0/24', '192.0.0.9'],
  ['IPv4 documentation 192.0.2.0/24', '192.0.2.10'],
  ['IPv4 AS112 192.31.196.0/24', '192.31.196.1'],
  ['IPv4 AMT 192.52.193.0/24', '192.52.193.1'],
  ['IPv4 deprecated 6to4 relay anycast 192.88.99.0/24', '192.88.99.1'],
  ['IPv4 private 192.168.0.0/16', '192.168.100.1'],
  ['IPv4 AS112 192.175.48.0/24', '192.175.48.1'],
  ['IPv4 benchmarking 198.18.0.0/15', '198.19.255.1'],
  ['IPv4 documentation 198.51.100.0/24', '198.51.100.7'],
  ['IPv4 documentation 203.0.113.0/24', '203.0.113.7'],
  ['IPv4 multicast 224.0.0.0/4', '239.1.2.3'],
  ['IPv4 reserved 240.0.0.0/4', '240.0.0.1'],
  ['IPv4 limited broadcast', '255.255.255.255'],
  ['IPv6 unspecified ::/128', '::'],
  ['IPv6 loopback ::1/128', '::1'],
  ['IPv6 IPv4-compatible ::/96 (deprecated)', '::7f00:1'],
  ['IPv6 IPv4-compatible ::/96, dotted form', '::127.0.0.1'],
  ['IPv6 IPv4-compatible ::/96 of a public IPv4 address', '::8.8.8.8'],
  ['IPv6 IPv4-mapped ::ffff:0:0/96 of a private address', '::ffff:10.0.0.1'],
  ['IPv6 IPv4-translated ::ffff:0:0:0/96', '::ffff:0:808:808'],
  ['IPv6 NAT64 well-known 64:ff9b::/96', '64:ff9b::808:808'],
  ['IPv6 NAT64 local-use 64:ff9b:1::/48', '64:ff9b:1::a00:1'],
  ['IPv6 discard 100::/64', '100::1'],
  ['IPv6 dummy prefix 100:0:0:1::/64', '100:0:0:1::1'],
  ['IPv6 Teredo 2001::/32', '2001::1'],
  ['IPv6 IETF protocol assignments 2001::/23', '2001:1ff::1'],
  ['IPv6 benchmarking 2001:2::/48', '2001:2::1'],
  ['IPv6 ORCHIDv2 2001:20::/28', '2001:20::1'],
  ['IPv6 documentation 2001:db8::/32', '2001:db8::1'],
  ['IPv6 6to4 2002::/16', '2002:a00:1::1'],
  ['IPv6 AS112 2620:4f:8000::/48', '2620:4f:8000::1'],
  ['IPv6 documentation 3fff::/20', '3fff::1'],
  ['IPv6 outside global unicast (4000::/2)', '4000::1'],
  ['IPv6 segment routing 5f00::/16', '5f00::1'],
  ['IPv6 unique-local fc00::/7', 'fdff::1'],
  ['IPv6 link-local fe80::/10', 'fe80::1'],
  ['IPv6 deprecated site-local fec0::/10', 'fec0::1'],
  ['IPv6 multicast ff00::/8', 'ff0e::1'],
];

const literalUrl = (ip: string) => `https://${ip.includes(':') ? `[${ip}]` : ip}/hooks`;

describe('special-purpose ranges', () => {
  it.each(SPECIAL_RANGES)('the URL check refuses %s', (_name, ip) => {
    expect(refused(() => checkWebhookUrl(literalUrl(ip), 'live', false))).toBe(true);
    // Sandbox lets localhost, 127.0.0.1 and [::1] through where the deployment allows it; nothing else.
    if (ip !== '::1') expect(refused(() => checkWebhookUrl(literalUrl(ip), 'sandbox', true))).toBe(true);
  });
  it.each(SPECIAL_RANGES)('delivery refuses %s', async (_name, ip) => {
    expect(isDeliverableAddress(ip, false)).toBe(false);
    if (addressRange(ip) !== 'loopback') expect(isDeliverableAddress(ip, true)).toBe(false);
    const result = await postWebhook(new URL(literalUrl(ip)), '{}', {}, { timeoutMs: 1000, allowLoopback: false });
    expect(result).toEqual({ status: null, durationMs: 0, error: 'destination address not allowed', refused: true });
  });
  it('reads ::a.b.c.d as the socket does, IPv4-compatible, not as IPv4-mapped', () => {
    expect(addressRange('::127.0.0.1')).toBe('notGlobalUnicast');
    expect(addressRange('::ffff:127.0.0.1')).toBe('loopback');
  });
  it('still accepts public unicast in both families, and an IPv4-mapped public address', () => {
    for (const ip of ['1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001::1', '::ffff:8.8.8.8']) {
      expect(addressRange(ip), ip).toBe('unicast');
      expect(checkWebhookUrl(literalUrl(ip), 'live', false)).toBe(new URL(literalUrl(ip)).toString());
    }
  });
  it('refuses what is not an IP address at all, zone ids included', () => {
    for (const text of ['fe80::1%eth0', '0x7f.1', '127.1', '']) expect(isDeliverableAddress(text, true), text).toBe(false);
  });
});
