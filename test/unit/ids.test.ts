/** Resource ids: the time an id carries is the clock reading it was minted for, in order within a millisecond. */
import { describe, expect, it } from 'vitest';
import { idTime, newId } from '#shared/ids.ts';

describe('newId', () => {
  it('carries the time it is given, even one earlier than the last id minted', () => {
    const later = Date.parse('2030-01-01T00:00:00.123Z');
    expect(idTime(newId(later))).toBe(later);
    expect(idTime(newId(new Date(later - 250)))).toBe(later - 250);
    expect(idTime(newId())).toBeLessThanOrEqual(Date.now());
  });

  it('keeps ids minted for one millisecond in the order they were minted, when other milliseconds interleave', () => {
    const at = Date.parse('2031-05-05T05:05:05.005Z');
    const mine: string[] = [];
    for (let i = 0; i < 500; i++) {
      mine.push(newId(at));
      newId(at + 1 + (i % 3));
      newId(at - 1 - (i % 5));
    }
    expect([...mine].sort()).toEqual(mine);
    expect(new Set(mine).size).toBe(mine.length);
  });
});
