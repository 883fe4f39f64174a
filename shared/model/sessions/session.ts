/**
 * Console sessions (docs/console.md, Sessions): what a session token is, how long a session
 * lives, the cookie it travels in and the CSRF token every state change carries. The clear token
 * lives only in the member's browser (an HttpOnly cookie); the table keeps its SHA-256.
 */
import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ApiError } from '#shared/model/errors.ts';

/**
 * The cookie's name. `__Host-`: the browser accepts it only with `Secure`, `Path=/` and no
 * `Domain`, so no sibling host can set or shadow it.
 */
export const SESSION_COOKIE = '__Host-console_session';
/** A session unused this long ends (every request it authenticates pushes this back). */
export const SESSION_IDLE_SECONDS = 15 * 60;
/** A session ends this long after sign-in, however busy. */
export const SESSION_ABSOLUTE_SECONDS = 8 * 60 * 60;
/** The idle deadline is pushed back at most this often per session, sparing a write per request. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** The header a state change sends the session's CSRF token in. */
export const CSRF_HEADER = 'x-csrf-token';

/** A fresh session token: 256 random bits, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the table keys a session by. */
export function hashSessionToken(token: string): string {
  return hash('sha256', `session:${token}`);
}

/**
 * The session's CSRF token, derived from its token's hash (so the server needs no clear token to
 * check it): the page gets it from the API (a same-origin read another origin cannot make) and
 * sends it back in `X-CSRF-Token`; a forged cross-site request carries the cookie but cannot
 * know this.
 */
export function csrfTokenFor(tokenHash: string): string {
  return hash('sha256', `csrf:${tokenHash}`, 'base64url');
}

/** True when `sent` is the CSRF token of the session whose token hashes to `tokenHash` (compared in constant time). */
export function csrfTokenMatches(tokenHash: string, sent: string | undefined): boolean {
  if (sent === undefined) return false;
  const expected = Buffer.from(csrfTokenFor(tokenHash));
  const given = Buffer.from(sent);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The `Set-Cookie` value that carries a session for `maxAgeSeconds`. */
export function sessionCookie(token: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Strict`;
}

/** The `Set-Cookie` value that makes the browser forget the session. */
export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict`;
}

/** The session token among the request's cookies (API Gateway's `cookies`, one `name=value` each). */
export function sessionTokenOf(cookies: readonly string[] | undefined): string | undefined {
  for (const cookie of cookies ?? []) {
    const at = cookie.indexOf('=');
    if (at > 0 && cookie.slice(0, at).trim() === SESSION_COOKIE) {
      const value = cookie.slice(at + 1).trim();
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/** When a session made at `now` ends: idle and absolute deadlines. */
export function sessionDeadlines(now: number): { idleExpiresAt: number; expiresAt: number } {
  return { idleExpiresAt: now + SESSION_IDLE_SECONDS * 1000, expiresAt: now + SESSION_ABSOLUTE_SECONDS * 1000 };
}

/** Whether a session with these deadlines (epoch ms) still holds at `now`, and why not. */
export function sessionState(deadlines: { idleExpiresAt: number; expiresAt: number }, now: number): 'active' | 'expired' | 'idle' {
  if (now >= deadlines.expiresAt) return 'expired';
  if (now >= deadlines.idleExpiresAt) return 'idle';
  return 'active';
}

/** The idle deadline after a request at `now`: pushed back, never past the absolute one. */
export function touchedIdleDeadline(deadlines: { expiresAt: number }, now: number): number {
  return Math.min(now + SESSION_IDLE_SECONDS * 1000, deadlines.expiresAt);
}

export type SessionRefusalReason = 'missing' | 'unknown' | 'expired' | 'idle' | 'member_removed' | 'passkey_removed';

const MESSAGES: Record<SessionRefusalReason, string> = {
  missing: 'Sign in to the console, or send an API key: `Authorization: Bearer <API key>`.',
  unknown: 'The console session is not valid: sign in again.',
  expired: 'The console session has reached its lifetime: sign in again.',
  idle: 'The console session ended after a time unused: sign in again.',
  member_removed: 'The member of this session is no longer in the workspace.',
  passkey_removed: 'The passkey this session was signed in with has been removed: sign in again with another.',
};

/** `unauthenticated` for a session refused, with a `reason` (the API key's refusals use `missing` alike). */
export function refuseSession(reason: SessionRefusalReason): ApiError {
  return new ApiError('unauthenticated', MESSAGES[reason], { details: { reason: `session_${reason}` } });
}

/** 403 for a state change without the session's CSRF token, or from another origin. */
export function csrfRefused(why: 'token' | 'origin'): ApiError {
  return new ApiError(
    'csrf_failed',
    why === 'token'
      ? "A change made with a console session must carry the session's CSRF token in `X-CSRF-Token`."
      : "A change made with a console session must come from the console's own origin.",
    { details: { reason: why } },
  );
}
