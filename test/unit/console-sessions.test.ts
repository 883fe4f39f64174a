/**
 * Console sessions' rules (shared/model/sessions/session.ts): the cookie's attributes, the token
 * read back from API Gateway's cookies, the CSRF token tied to the session, both deadlines, and
 * every route that allows sessions built with the session pipeline (and no other).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeList } from '#shared/routes.ts';
import {
  clearedSessionCookie,
  csrfTokenFor,
  csrfTokenMatches,
  hashSessionToken,
  newSessionToken,
  SESSION_ABSOLUTE_SECONDS,
  SESSION_COOKIE,
  SESSION_IDLE_SECONDS,
  sessionCookie,
  sessionDeadlines,
  sessionState,
  sessionTokenOf,
  touchedIdleDeadline,
} from '#shared/model/sessions/session.ts';

describe('console sessions', () => {
  it('sets an HttpOnly, Secure, SameSite=Strict, host-only cookie, and clears it', () => {
    const token = newSessionToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = sessionCookie(token, SESSION_ABSOLUTE_SECONDS);
    expect(cookie.split('; ').sort()).toEqual(
      [`${SESSION_COOKIE}=${token}`, 'HttpOnly', 'Max-Age=28800', 'Path=/', 'SameSite=Strict', 'Secure'].sort(),
    );
    expect(SESSION_COOKIE.startsWith('__Host-')).toBe(true);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(clearedSessionCookie()).toMatch(new RegExp(`^${SESSION_COOKIE}=; .*Max-Age=0`));
  });

  it('reads the token from the request cookies, ignoring others and malformed values', () => {
    const token = newSessionToken();
    expect(sessionTokenOf(['theme=dark', `${SESSION_COOKIE}=${token}`])).toBe(token);
    expect(sessionTokenOf(['theme=dark'])).toBeUndefined();
    expect(sessionTokenOf(undefined)).toBeUndefined();
    expect(sessionTokenOf([`${SESSION_COOKIE}=short`])).toBeUndefined();
    expect(sessionTokenOf([`console_session=${token}`])).toBeUndefined();
  });

  it("accepts only the session's own CSRF token", () => {
    const a = hashSessionToken(newSessionToken());
    const b = hashSessionToken(newSessionToken());
    expect(csrfTokenMatches(a, csrfTokenFor(a))).toBe(true);
    expect(csrfTokenMatches(a, csrfTokenFor(b))).toBe(false);
    expect(csrfTokenMatches(a, undefined)).toBe(false);
    expect(csrfTokenMatches(a, '')).toBe(false);
    // The stored hash is not the token, and the CSRF token is neither.
    const token = newSessionToken();
    expect(hashSessionToken(token)).not.toContain(token);
    expect(csrfTokenFor(hashSessionToken(token))).not.toBe(token);
  });

  it('ends a session when unused for the idle timeout, and at its absolute lifetime however used', () => {
    const start = Date.parse('2026-11-27T08:00:00Z');
    const deadlines = sessionDeadlines(start);
    expect(deadlines.idleExpiresAt - start).toBe(SESSION_IDLE_SECONDS * 1000);
    expect(deadlines.expiresAt - start).toBe(SESSION_ABSOLUTE_SECONDS * 1000);
    expect(sessionState(deadlines, start + 60_000)).toBe('active');
    expect(sessionState(deadlines, deadlines.idleExpiresAt)).toBe('idle');
    // Used every ten minutes, it lives on until the absolute deadline, never past it.
    let held = deadlines;
    for (let at = start + 600_000; at < deadlines.expiresAt; at += 600_000) {
      expect(sessionState(held, at)).toBe('active');
      held = { ...held, idleExpiresAt: touchedIdleDeadline(held, at) };
      expect(held.idleExpiresAt).toBeLessThanOrEqual(deadlines.expiresAt);
    }
    expect(sessionState(held, deadlines.expiresAt)).toBe('expired');
  });

  it('builds every route that allows sessions with sessionHttp, and no other', () => {
    const root = resolve(import.meta.dirname, '..', '..');
    for (const route of routeList) {
      const entry = readFileSync(resolve(root, route.entry), 'utf8');
      expect(/\bsessionHttp\(/.test(entry), route.id).toBe(route.sessions !== undefined);
    }
  });

  it('lets a body be left out only on routes built with sessionHttp, which reads it as {}', () => {
    const optional = routeList.filter((route) => route.optionalBody).map((route) => route.id);
    expect(optional.sort()).toEqual(['approveSettingChange', 'approveTransfer']);
    for (const route of routeList.filter((r) => r.optionalBody)) expect(route.sessions, route.id).toBeDefined();
  });

  it('builds every public passkey ceremony route with ceremonyHttp (limited per source address), and no other', () => {
    const root = resolve(import.meta.dirname, '..', '..');
    const ceremonies = routeList.filter((route) => route.limitedPerSource).map((route) => route.id);
    expect(ceremonies.sort()).toEqual(['createConsoleSession', 'createConsoleSessionOptions', 'enrolmentOptions']);
    for (const route of routeList) {
      const entry = readFileSync(resolve(root, route.entry), 'utf8');
      expect(/\bceremonyHttp\(/.test(entry), route.id).toBe(route.limitedPerSource === true);
    }
  });
});
