/**
 * SHA-256 from Node's crypto (OpenSSL) instead of a JavaScript implementation: the same digest,
 * none of its code in the bundle (@noble/hashes' sha2 was in every function that checks an
 * address) and faster. Keccak-256 (EVM checksums and addresses) stays on @noble/hashes:
 * OpenSSL's SHA3-256 pads differently, and Node offers no Keccak.
 */
import { hash } from 'node:crypto';
import { createBase58check } from '@scure/base';

/** SHA-256 of bytes, or of a string's UTF-8 bytes. */
export function sha256(data: Uint8Array | string): Uint8Array {
  return hash('sha256', data, 'buffer');
}

/**
 * Base58Check (Tron addresses, Bitcoin P2PKH and P2SH): base58 with a double-SHA-256 checksum.
 * Marked pure so a bundle that never encodes or checks one can drop the codec.
 */
export const base58check = /* @__PURE__ */ createBase58check(sha256);
