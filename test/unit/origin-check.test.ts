import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { originSecretHolds, parseOriginDigests } from '#shared/http/middlewares/origin-check.ts';

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

describe('origin secret check', () => {
  const digests = parseOriginDigests(`${digest('current-secret')},${digest('previous-secret')}`);

  it('holds for the current or the previous secret only', () => {
    expect(originSecretHolds('current-secret', digests)).toBe(true);
    expect(originSecretHolds('previous-secret', digests)).toBe(true);
    for (const other of [undefined, '', 'current-secret ', 'CURRENT-SECRET', digest('current-secret')]) {
      expect(originSecretHolds(other, digests)).toBe(false);
    }
  });

  it('reads no digest from an empty setting, and one per comma-separated digest', () => {
    expect(parseOriginDigests('')).toEqual([]);
    expect(digests.map((d) => d.toString('hex'))).toEqual([digest('current-secret'), digest('previous-secret')]);
  });
});
