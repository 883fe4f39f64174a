import { describe, expect, it } from 'vitest';
import { normalizeAddress } from '#shared/model/networks/address.ts';
import { canonicalAddress } from '#shared/model/networks/any-network.ts';

describe('EVM addresses', () => {
  // EIP-55 test vectors.
  const checksummed = [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ];
  it.each(checksummed)('accepts the checksummed %s and normalises lower case to it', (address) => {
    expect(normalizeAddress('evm', address)).toBe(address);
    expect(normalizeAddress('evm', address.toLowerCase())).toBe(address);
    expect(normalizeAddress('evm', '0x' + address.slice(2).toUpperCase())).toBe(address);
  });
  it('refuses a mixed-case address with a wrong checksum', () => {
    expect(normalizeAddress('evm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBeNull();
  });
  it.each(['0x123', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0xZZAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', ''])(
    'refuses %j',
    (address) => expect(normalizeAddress('evm', address)).toBeNull(),
  );
});

describe('Solana, Tron and Bitcoin addresses', () => {
  it('accepts 32-byte base58 Solana keys only', () => {
    expect(normalizeAddress('solana', '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T')).not.toBeNull();
    expect(normalizeAddress('solana', '11111111111111111111111111111111')).not.toBeNull();
    expect(normalizeAddress('solana', '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB40')).toBeNull(); // 0 is not base58
    expect(normalizeAddress('solana', '4Nd1mBQtrMJVYVfKf2PJy9')).toBeNull();
  });
  it('checks the Tron base58check checksum and 0x41 prefix', () => {
    expect(normalizeAddress('tron', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBe('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7');
    expect(normalizeAddress('tron', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU8')).toBeNull();
    expect(normalizeAddress('tron', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBeNull(); // a Bitcoin address
  });
  it('accepts segwit v0 (bech32), taproot (bech32m) and legacy base58check', () => {
    expect(normalizeAddress('bitcoin', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect(normalizeAddress('bitcoin', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')).not.toBeNull();
    expect(normalizeAddress('bitcoin', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).not.toBeNull();
    expect(normalizeAddress('bitcoin', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).not.toBeNull();
  });
  it('refuses bad Bitcoin checksums, mixed case and the wrong bech32 variant', () => {
    expect(normalizeAddress('bitcoin', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBeNull();
    expect(normalizeAddress('bitcoin', 'bc1Qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBeNull();
    // A v1 program encoded with bech32 instead of bech32m (BIP-350 invalid vector).
    expect(normalizeAddress('bitcoin', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd')).toBeNull();
    expect(normalizeAddress('bitcoin', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3')).toBeNull();
  });
});

describe('canonicalAddress', () => {
  it('finds the network format an address belongs to', () => {
    expect(canonicalAddress('0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359')).toBe('0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359');
    expect(canonicalAddress('not an address')).toBeNull();
  });
});
