import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, ID_FORMS, sortKeyForm, type CursorSpec } from '#shared/db/cursor.ts';
import { ApiError } from '#shared/model/errors.ts';

const pk = 'WS#a';
const id = '0197a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const keys: CursorSpec = { pk, sk: sortKeyForm('APIKEY#', ID_FORMS.uuid) };
const events: CursorSpec = {
  pk,
  sk: sortKeyForm('EVENT#', ID_FORMS.event),
  range: { from: 'EVENT#evt_0197a1b2c3d4', to: 'EVENT#evt_0197a1b2c3ff~' },
};
const cursorOf = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');

function refusal(cursor: string, spec: CursorSpec): string | undefined {
  try {
    decodeCursor(cursor, spec);
  } catch (error) {
    return error instanceof ApiError ? error.code : 'other';
  }
  return undefined;
}

describe('cursors', () => {
  it('round-trips a key of the listed partition', () => {
    const cursor = encodeCursor({ pk, sk: `APIKEY#${id}` });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor!, keys)).toEqual({ pk, sk: `APIKEY#${id}` });
  });
  it('is null at the end of a listing', () => expect(encodeCursor(undefined)).toBeNull());
  it('accepts a key inside the listing range, bounds included', () => {
    const inside = `EVENT#evt_0197a1b2c3e0${'0'.repeat(20)}`;
    expect(decodeCursor(cursorOf({ pk, sk: inside }), events)).toEqual({ pk, sk: inside });
  });
  it.each([
    ['another partition', encodeCursor({ pk: 'WS#b', sk: `APIKEY#${id}` })!, keys],
    ['another entity', encodeCursor({ pk, sk: `MEMBER#${id}` })!, keys],
    ['extra attributes', encodeCursor({ pk, sk: `APIKEY#${id}`, x: 1 })!, keys],
    ['not JSON', 'bm90IGpzb24', keys],
    ['a JSON array', cursorOf([1]), keys],
    ['a bare prefix', cursorOf({ pk, sk: 'APIKEY#' }), keys],
    ['an id of another form', cursorOf({ pk, sk: 'APIKEY#1' }), keys],
    ['an upper-case id', cursorOf({ pk, sk: `APIKEY#${id.toUpperCase()}` }), keys],
    ['something after the id', cursorOf({ pk, sk: `APIKEY#${id}#x` }), keys],
    ['a line break after the id', cursorOf({ pk, sk: `APIKEY#${id}\n` }), keys],
    ['the highest character after the prefix', cursorOf({ pk, sk: 'EVENT#\uffff' }), events],
    ['an event before the created range', cursorOf({ pk, sk: `EVENT#evt_0197a1b2c3d3${'f'.repeat(20)}` }), events],
    ['an event after the created range', cursorOf({ pk, sk: `EVENT#evt_0197a1b2c400${'0'.repeat(20)}` }), events],
    ['a numeric sort key', cursorOf({ pk, sk: 1 }), keys],
  ])('refuses a cursor with %s', (_, cursor, spec) => {
    expect(refusal(cursor, spec)).toBe('invalid_cursor');
  });
  it('matches the prefix literally', () => {
    const spec = { pk, sk: sortKeyForm('A.B#', '[0-9]') };
    expect(refusal(cursorOf({ pk, sk: 'AxB#1' }), spec)).toBe('invalid_cursor');
    expect(decodeCursor(cursorOf({ pk, sk: 'A.B#1' }), spec)).toEqual({ pk, sk: 'A.B#1' });
  });
});
