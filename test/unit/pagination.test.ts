import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '#shared/http/pagination.ts';
import { ApiError } from '#shared/http/errors.ts';

describe('cursors', () => {
  const pk = 'WS#a';
  it('round-trips a key of the listed partition', () => {
    const cursor = encodeCursor({ pk, sk: 'APIKEY#1' });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor!, pk, 'APIKEY#')).toEqual({ pk, sk: 'APIKEY#1' });
  });
  it('is null at the end of a listing', () => expect(encodeCursor(undefined)).toBeNull());
  it.each([
    ['another partition', encodeCursor({ pk: 'WS#b', sk: 'APIKEY#1' })!],
    ['another entity', encodeCursor({ pk, sk: 'MEMBER#1' })!],
    ['extra attributes', encodeCursor({ pk, sk: 'APIKEY#1', x: 1 })!],
    ['not JSON', 'bm90IGpzb24'],
    ['a JSON array', Buffer.from('[1]').toString('base64url')],
  ])('refuses a cursor with %s', (_, cursor) => {
    expect(() => decodeCursor(cursor, pk, 'APIKEY#')).toThrowError(ApiError);
    try {
      decodeCursor(cursor, pk, 'APIKEY#');
    } catch (error) {
      expect((error as ApiError).code).toBe('invalid_cursor');
    }
  });
});
