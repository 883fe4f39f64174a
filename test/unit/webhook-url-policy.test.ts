import { describe, expect, it } from 'vitest';
import { checkWebhookUrl } from '#shared/domain/webhooks/url-policy.ts';
import { isDeliverableAddress } from '#shared/domain/webhooks/address-policy.ts';
import { ApiError } from '#shared/http/errors.ts';

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
    expect(checkWebhookUrl('https://93.184.216.34:8443/x', 'sandbox', false)).toBe('https://93.184.216.34:8443/x');
  });
  it('allows http only to localhost, only in sandbox, only where enabled', () => {
    expect(checkWebhookUrl('http://127.0.0.1:9000/h', 'sandbox', true)).toBe('http://127.0.0.1:9000/h');
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
    '10.1.2.3', '172.16.0.1', '192.168.0.1', '127.0.0.1', '169.254.169.254', '100.64.1.1', '0.0.0.0',
    '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fc00::1', 'fd00:ec2::254', '::ffff:127.0.0.1',
    '::ffff:169.254.169.254', '64:ff9b::a00:1', '2002:a00:1::', 'nonsense',
  ])('refuses %s', (ip) => expect(isDeliverableAddress(ip, false)).toBe(false));
  it('allows loopback only when asked', () => {
    expect(isDeliverableAddress('127.0.0.1', true)).toBe(true);
    expect(isDeliverableAddress('::1', true)).toBe(true);
    expect(isDeliverableAddress('10.0.0.1', true)).toBe(false);
  });
});
