import { describe, expect, it } from 'vitest';
import { maxAttempts, retryDelaySeconds } from '#shared/domain/webhooks/retry-schedule.ts';

const schedule = [5, 60, 300, 1800, 7200, 21600, 43200];

describe('retry schedule', () => {
  it('makes one attempt more than there are delays, covering about 21 hours', () => {
    expect(maxAttempts(schedule)).toBe(8);
    expect(schedule.reduce((a, b) => a + b, 0) / 3600).toBeGreaterThan(20);
  });
  it('jitters each delay within ±20 % and never past SQS’s 12 hour cap', () => {
    expect(retryDelaySeconds(1, schedule, () => 0)).toBe(4);
    expect(retryDelaySeconds(1, schedule, () => 1)).toBe(6);
    expect(retryDelaySeconds(2, schedule, () => 0.5)).toBe(60);
    expect(retryDelaySeconds(7, schedule, () => 1)).toBe(43200);
    expect(retryDelaySeconds(1, [1], () => 0)).toBe(1);
  });
  it('stops after the last delay', () => expect(retryDelaySeconds(8, schedule)).toBeNull());
});
