import { describe, expect, it } from 'vitest';
import { admissionSlot, MAX_DELAY_SECONDS } from '#shared/domain/webhooks/delivery-queue.ts';

describe('delivery admission slots', () => {
  it('sends the first places of a second at once and the rest one second later per rate', () => {
    expect([0, 49, 50, 99, 100, 149].map((place) => admissionSlot(place, 50, 1000).delaySeconds)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('waits the longest queue delay and names its slot when the slot is further away', () => {
    expect(admissionSlot(900 * 10 + 9, 10, 1000)).toEqual({ delaySeconds: MAX_DELAY_SECONDS });
    expect(admissionSlot(901 * 10, 10, 1000)).toEqual({ delaySeconds: MAX_DELAY_SECONDS, admitAt: 1901 });
  });
});
