import { describe, expect, it } from 'vitest';
import { DETAIL_BOUNDS, invalidRequest, type FieldErrors } from '#shared/model/errors.ts';

describe('bounded field-level error details', () => {
  it('lists every field when there are few, with nothing said of omissions', () => {
    const fields = { 'body.name': ['Must not be empty.'], 'query.limit': ['Must be at most 100.'] };
    expect(invalidRequest(fields).details).toEqual({ fields });
  });

  it('lists the first fields found up to the bound and counts the rest', () => {
    const fields: FieldErrors = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`body.f${i}`, ['Unknown field.']]));
    const details = invalidRequest(fields).details as { fields: FieldErrors; omitted_fields: number };
    expect(Object.keys(details.fields)).toEqual(Array.from({ length: DETAIL_BOUNDS.MAX_DETAIL_FIELDS }, (_, i) => `body.f${i}`));
    expect(details.omitted_fields).toBe(5000 - DETAIL_BOUNDS.MAX_DETAIL_FIELDS);
  });

  it('cuts a long path and a long list of messages', () => {
    const long = `body.${'k'.repeat(100_000)}`;
    const details = invalidRequest({ [long]: Array.from({ length: 50 }, (_, i) => `message ${i}`) }).details as { fields: FieldErrors };
    const [[path, messages]] = Object.entries(details.fields) as [[string, string[]]];
    expect(path).toHaveLength(DETAIL_BOUNDS.MAX_FIELD_PATH_LENGTH);
    expect(path.startsWith('body.kkk')).toBe(true);
    expect(messages).toEqual(Array.from({ length: DETAIL_BOUNDS.MAX_MESSAGES_PER_FIELD }, (_, i) => `message ${i}`));
    expect(JSON.stringify(details).length).toBeLessThan(1000);
  });
});
