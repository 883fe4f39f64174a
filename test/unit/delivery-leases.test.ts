import { describe, expect, it } from 'vitest';
import { oldestHeldMs } from '#shared/db/delivery-leases.ts';

describe('delivery leases', () => {
  const HOLD = 30_000;
  const now = 1_000_000;
  it('reads how long the oldest lease still held has been held', () => {
    // Taken 4 s ago and 500 ms ago (each expires HOLD after it was taken); one expired; one beyond the cap.
    const item = { s0: `${now - 4000 + HOLD}:a`, s1: `${now - 500 + HOLD}:b`, s2: `${now - 1}:c`, s5: `${now - 9000 + HOLD}:d` };
    expect(oldestHeldMs(item, 3, HOLD, now)).toBe(4000);
  });
  it('is 0 for an item with no lease held, or none at all', () => {
    expect(oldestHeldMs(undefined, 10, HOLD, now)).toBe(0);
    expect(oldestHeldMs({ s0: `${now}:expired-now` }, 10, HOLD, now)).toBe(0);
  });
});
