import { describe, expect, it } from 'vitest';
import { maxAttempts, retryDelaySeconds, secondsUntilDue } from '#shared/domain/webhooks/retry-schedule.ts';

const schedule = [5, 60, 300, 1800, 7200, 21600, 43200];
/** The largest value Math.random can return. */
const almostOne = () => 1 - 2 ** -53;

describe('retry schedule', () => {
  it('makes one attempt more than there are delays, covering about 21 hours', () => {
    expect(maxAttempts(schedule)).toBe(8);
    expect(schedule.reduce((a, b) => a + b, 0) / 3600).toBeGreaterThan(20);
  });
  it('jitters each delay within ±20 %', () => {
    expect(retryDelaySeconds(1, schedule, () => 0)).toBe(4);
    expect(retryDelaySeconds(1, schedule, almostOne)).toBe(6);
    expect(retryDelaySeconds(2, schedule, () => 0.5)).toBe(60);
    expect(retryDelaySeconds(1, [1], () => 0)).toBe(1);
  });
  it('keeps the jitter of the 12 hour delay whole, past the 12 hours one SQS receive allows', () => {
    expect(retryDelaySeconds(7, schedule, () => 0)).toBe(34_560);
    expect(retryDelaySeconds(7, schedule, almostOne)).toBe(51_840);
  });
  it('stops after the last delay', () => expect(retryDelaySeconds(8, schedule)).toBeNull());
  it('counts the seconds left until a due attempt, none once it is due or when it has no due time', () => {
    const now = new Date('2026-01-01T00:00:00.000Z');
    expect(secondsUntilDue('2026-01-01T00:00:04.250Z', now)).toBe(4.25);
    expect(secondsUntilDue('2026-01-01T00:00:00.000Z', now)).toBe(0);
    expect(secondsUntilDue('2025-12-31T23:59:59.000Z', now)).toBe(0);
    expect(secondsUntilDue(undefined, now)).toBe(0);
  });
});
