/**
 * Address validation and normalisation per address format, with real checksums:
 * EVM (hex, EIP-55 when mixed case), Solana (base58, 32 bytes), Tron (base58check, 0x41 prefix),
 * Bitcoin (bech32/bech32m segwit, or base58check P2PKH/P2SH). Codecs come from @scure/base, Keccak from
 * @noble/hashes (small, audited), SHA-256 from Node (hashes.ts); only the rules per chain are written here.
 */
import { base58, bech32, bech32m } from '@scure/base';
import { keccak_256 } from '@noble/hashes/sha3.js';
import type { AddressFormat } from '#shared/model/networks/catalogue.ts';
import { base58check } from '#shared/model/networks/hashes.ts';

/** The canonical form of a valid address, or null when the address is not valid for the format. */
export function normalizeAddress(format: AddressFormat, address: string): string | null {
  switch (format) {
    case 'evm':
      return normalizeEvm(address);
    case 'solana':
      return decodes(() => base58.decode(address).length === 32) ? address : null;
    case 'tron':
      return decodes(() => {
        const payload = base58check.decode(address);
        return payload.length === 21 && payload[0] === 0x41;
      })
        ? address
        : null;
    case 'bitcoin':
      return normalizeBitcoin(address);
  }
}

function decodes(check: () => boolean): boolean {
  try {
    return check();
  } catch {
    return false;
  }
}

/** EIP-55: a mixed-case address must carry a valid checksum; the canonical form is checksummed. */
function normalizeEvm(address: string): string | null {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return null;
  const hex = address.slice(2);
  const checksummed = toChecksumAddress(hex.toLowerCase());
  const mixedCase = hex !== hex.toLowerCase() && hex !== hex.toUpperCase();
  if (mixedCase && checksummed !== address) return null;
  return checksummed;
}

const utf8 = /* @__PURE__ */ new TextEncoder();

function toChecksumAddress(lowerHex: string): string {
  const hash = keccak_256(utf8.encode(lowerHex));
  let out = '0x';
  for (let i = 0; i < lowerHex.length; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    out += nibble >= 8 ? lowerHex[i]!.toUpperCase() : lowerHex[i]!;
  }
  return out;
}

const BASE58_BITCOIN_VERSIONS = new Set([0x00, 0x05, 0x6f, 0xc4]);

/** Segwit (bc/tb, v0 bech32 and v1+ bech32m, lower-cased) or legacy base58check P2PKH/P2SH. */
function normalizeBitcoin(address: string): string | null {
  const lower = address.toLowerCase();
  if (/^(bc|tb)1/.test(lower)) {
    if (address !== lower && address !== address.toUpperCase()) return null;
    return validSegwit(lower) ? lower : null;
  }
  return decodes(() => {
    const payload = base58check.decode(address);
    return payload.length === 21 && BASE58_BITCOIN_VERSIONS.has(payload[0]!);
  })
    ? address
    : null;
}

function validSegwit(address: string): boolean {
  for (const codec of [bech32, bech32m]) {
    try {
      const { prefix, words } = codec.decode(address as `${string}1${string}`);
      if (prefix !== 'bc' && prefix !== 'tb') continue;
      const version = words[0];
      if (version === undefined || version > 16) continue;
      // BIP-350: version 0 uses bech32, versions 1-16 use bech32m.
      if ((version === 0) !== (codec === bech32)) continue;
      const program = codec.fromWords(words.slice(1));
      if (program.length < 2 || program.length > 40) continue;
      if (version === 0 && program.length !== 20 && program.length !== 32) continue;
      return true;
    } catch {
      // Try the next codec.
    }
  }
  return false;
}

/** The canonical form of `address` (surrounding spaces ignored) on the network, or null when it is not valid there. */
export function normalizeOnNetwork(network: { address_format: AddressFormat }, address: string): string | null {
  return normalizeAddress(network.address_format, address.trim());
}

/** What a valid address of each format looks like, for the answer to an invalid one. */
const FORMAT_RULES: Record<AddressFormat, string> = {
  evm: '0x followed by 40 hexadecimal digits; mixed-case letters are its EIP-55 checksum',
  solana: 'a base58 public key of 32 bytes (32 to 44 characters)',
  tron: 'base58check of 21 bytes starting with T (34 characters)',
  bitcoin: 'bech32 or bech32m starting with bc1 (tb1 on testnet), or base58check starting with 1 or 3',
};

/**
 * Why `address` is not valid for the format, in words a caller can act on: the checksum rule when
 * an EVM address is well formed but its mixed case does not match EIP-55, else what the format is.
 */
export function addressProblem(format: AddressFormat, address: string): string {
  const trimmed = address.trim();
  if (format === 'evm' && /^0x[0-9a-fA-F]{40}$/.test(trimmed)) {
    return (
      'its mixed-case letters are an EIP-55 checksum (upper case where the Keccak-256 hash of the lower-case hex has a nibble of 8 or more), ' +
      'and they do not match: check the address for a typo, or send it all lower-case to skip the check'
    );
  }
  return `expected ${FORMAT_RULES[format]}`;
}
