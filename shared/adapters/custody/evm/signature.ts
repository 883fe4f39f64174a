/**
 * From the signature KMS returns to the one an EVM transaction carries. KMS signs with ECDSA and
 * returns the signature DER-encoded (`SEQUENCE { INTEGER r, INTEGER s }`) with whichever of the
 * two valid `s` values it computed; Ethereum accepts only the lower one (EIP-2), and needs the
 * recovery bit KMS does not return: of the two public keys `(hash, r, s)` can come from, the one
 * that is the custody key's. The bit is found by recovering both and comparing with the address
 * known for the key, so a signature that recovers neither is refused here, not broadcast.
 *
 * Pure: no AWS, no I/O. viem's recovery is asynchronous (it loads its curve code on first use).
 */
import { isAddressEqual, numberToHex, recoverAddress, type Address, type Hex } from 'viem';

/** The order of secp256k1's group. */
export const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const HALF_N = SECP256K1_N >> 1n;

export class SignatureError extends Error {
  readonly code: 'malformed-der' | 'out-of-range' | 'not-recoverable';
  constructor(code: 'malformed-der' | 'out-of-range' | 'not-recoverable', message: string) {
    super(message);
    this.code = code;
    this.name = 'SignatureError';
  }
}

export interface EvmSignature {
  r: Hex;
  s: Hex;
  yParity: 0 | 1;
}

/**
 * One DER INTEGER at `at`: its value and where the next element starts. Strict DER only (short
 * length form, no needless leading zero, positive), which is all KMS emits for a 256-bit curve.
 */
function readInteger(der: Uint8Array, at: number): { value: bigint; next: number } {
  if (der[at] !== 0x02) throw new SignatureError('malformed-der', 'Expected a DER INTEGER.');
  const length = der[at + 1];
  if (length === undefined || length === 0 || length > 33) throw new SignatureError('malformed-der', 'A DER INTEGER has a bad length.');
  const start = at + 2;
  const end = start + length;
  if (end > der.length) throw new SignatureError('malformed-der', 'A DER INTEGER runs past the signature.');
  const bytes = der.subarray(start, end);
  if (bytes[0]! & 0x80) throw new SignatureError('malformed-der', 'A DER INTEGER is negative.');
  if (bytes.length > 1 && bytes[0] === 0 && !(bytes[1]! & 0x80))
    throw new SignatureError('malformed-der', 'A DER INTEGER has a needless leading zero.');
  let value = 0n;
  for (const b of bytes) value = (value << 8n) | BigInt(b);
  return { value, next: end };
}

/** `r` and `s` of a DER ECDSA signature, `s` normalised to the lower half of the group (EIP-2). */
export function parseDerSignature(der: Uint8Array): { r: bigint; s: bigint } {
  if (der.length < 8 || der[0] !== 0x30) throw new SignatureError('malformed-der', 'Expected a DER SEQUENCE.');
  if (der[1] !== der.length - 2) throw new SignatureError('malformed-der', 'The DER SEQUENCE length does not match the signature.');
  const r = readInteger(der, 2);
  const s = readInteger(der, r.next);
  if (s.next !== der.length) throw new SignatureError('malformed-der', 'Bytes follow the two DER INTEGERs.');
  for (const v of [r.value, s.value]) {
    if (v === 0n || v >= SECP256K1_N) throw new SignatureError('out-of-range', 'r or s is not in [1, n-1].');
  }
  return { r: r.value, s: s.value > HALF_N ? SECP256K1_N - s.value : s.value };
}

/**
 * The recovery bit of a low-s `(r, s)` over `hash` for the key whose address is `address`:
 * the parity that recovers that address. Throws when neither does (the signature is not that
 * key's, or not over that hash).
 */
export async function recoveryBit(hash: Hex, rs: { r: bigint; s: bigint }, address: Address): Promise<0 | 1> {
  const r = numberToHex(rs.r, { size: 32 });
  const s = numberToHex(rs.s, { size: 32 });
  for (const yParity of [0, 1] as const) {
    const recovered = await recoverAddress({ hash, signature: { r, s, yParity } }).catch(() => null);
    if (recovered && isAddressEqual(recovered, address)) return yParity;
  }
  throw new SignatureError('not-recoverable', `The signature does not recover ${address} for this hash.`);
}

/** The EVM signature (low-s `r`, `s` as 32-byte hex, and `yParity`) of a DER signature by `address`'s key over `hash`. */
export async function toEvmSignature(der: Uint8Array, hash: Hex, address: Address): Promise<EvmSignature> {
  const rs = parseDerSignature(der);
  const yParity = await recoveryBit(hash, rs, address);
  return { r: numberToHex(rs.r, { size: 32 }), s: numberToHex(rs.s, { size: 32 }), yParity };
}
