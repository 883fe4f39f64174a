/**
 * API key secrets. A token is `wsk_` + 43 base64url characters (32 bytes from the CSPRNG).
 * Only its SHA-256 is stored; the first 12 characters are kept as `key_prefix` so a person
 * can tell keys apart. A token this random needs no salt or slow hash: it cannot be guessed.
 */
import { hash, randomBytes } from 'node:crypto';

export const TOKEN_PREFIX = 'wsk_';
const KEY_PREFIX_LENGTH = 12;
const TOKEN_PATTERN = /^wsk_[A-Za-z0-9_-]{43}$/;

export function generateToken(): string {
  return TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/** True when the string has the shape of a token (checked before any table read). */
export function isWellFormedToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

/** Hex SHA-256 (one-shot `hash`: about half the cost of a `createHash` object for a short input). */
export function hashToken(token: string): string {
  return hash('sha256', token);
}

export function keyPrefixOf(token: string): string {
  return token.slice(0, KEY_PREFIX_LENGTH);
}
