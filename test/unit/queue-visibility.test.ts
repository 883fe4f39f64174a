import { describe, expect, it } from 'vitest';
import { retryDelaySeconds, secondsUntilDue } from '#shared/domain/webhooks/retry-schedule.ts';
import {
  MAX_VISIBILITY_PER_RECEIVE_SECONDS,
  retryAfterThrowSeconds,
  SQS_MAX_VISIBILITY_SECONDS,
  visibilityFor,
} from '#shared/queue/visibility.ts';

const T = Date.parse('2026-01-01T00:00:00.000Z');
/** The default schedule; the test environment shortens the configured one. */
const schedule = [5, 60, 300, 1800, 7200, 21600, 43200];

describe('visibility of a postponed message', () => {
  it('is the whole wait, rounded up, when it fits', () => {
    expect(visibilityFor(900, T, T)).toBe(900);
    expect(visibilityFor(4.2, T, T + 300)).toBe(5);
  });
  it('stops a minute short of SQS’s 12 hours from the receive', () => {
    expect(MAX_VISIBILITY_PER_RECEIVE_SECONDS).toBe(SQS_MAX_VISIBILITY_SECONDS - 60);
    expect(visibilityFor(51_840, T, T)).toBe(43_140);
    expect(visibilityFor(43_140, T, T)).toBe(43_140);
  });
  it('leaves out the time already spent since the receive, rounded down', () => {
    expect(visibilityFor(51_840, T, T + 10_500)).toBe(43_129);
    expect(visibilityFor(4, T, T + 100, 2)).toBe(1);
  });
  it('is never below 0', () => {
    expect(visibilityFor(100, T, T + SQS_MAX_VISIBILITY_SECONDS * 1000)).toBe(0);
    expect(visibilityFor(-3, T, T)).toBe(0);
  });
});

/**
 * The dispatcher's side with an injected clock: an attempt that took `workMs` fails and sets
 * the next one due `delay` later; each receive before then asks for the rest of the wait, capped
 * by what that receive allows, and SQS hands the message back when its visibility ends.
 */
function carry(delaySeconds: number, workMs: number) {
  let receivedAt = T;
  let now = T + workMs;
  const due = new Date(now + delaySeconds * 1000).toISOString();
  const hidden: { fromReceive: number }[] = [];
  for (;;) {
    const v = visibilityFor(secondsUntilDue(due, new Date(now)), receivedAt, now);
    hidden.push({ fromReceive: (now - receivedAt) / 1000 + v });
    receivedAt = now + v * 1000;
    now = receivedAt + workMs;
    if (secondsUntilDue(due, new Date(now)) === 0) return { due: Date.parse(due), attemptAt: now, hidden };
  }
}

describe('a retry wait carried over receives', () => {
  it('fits the 12 hour delay at its shortest jitter into one receive', () => {
    const delay = retryDelaySeconds(7, schedule, () => 0)!;
    expect(delay).toBe(34_560);
    const { due, attemptAt, hidden } = carry(delay, 10_000);
    expect(hidden).toHaveLength(1);
    expect(attemptAt - due).toBeGreaterThanOrEqual(0);
    expect(attemptAt - due).toBeLessThan(11_000);
  });
  it('carries the 12 hour delay at its longest jitter into a second receive, never past SQS’s limit', () => {
    const delay = retryDelaySeconds(7, schedule, () => 1 - 2 ** -53)!;
    expect(delay).toBe(51_840);
    const { due, attemptAt, hidden } = carry(delay, 10_000);
    // The first receive is hidden as long as allowed; the second for what is left (less its own work).
    expect(hidden.map((h) => h.fromReceive)).toEqual([43_140, delay - (43_140 - 10)]);
    for (const h of hidden) expect(h.fromReceive).toBeLessThanOrEqual(SQS_MAX_VISIBILITY_SECONDS - 60);
    expect(attemptAt - due).toBeGreaterThanOrEqual(0);
    expect(attemptAt - due).toBeLessThan(11_000);
  });
});

describe('the wait of a message whose processing threw', () => {
  it('doubles with each receive from one second and stops at a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(retryAfterThrowSeconds)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });
  it('takes a missing or malformed receive count as the first receive', () => {
    expect([Number.NaN, 0, -3, Number(undefined)].map(retryAfterThrowSeconds)).toEqual([1, 1, 1, 1]);
  });
});
