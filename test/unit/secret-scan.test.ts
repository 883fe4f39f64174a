/** The end-of-run secret scan's matcher: what it finds, and what it masks in its report. */
import { describe, expect, it } from 'vitest';
import { generateToken } from '#shared/model/api-keys/token.ts';
import { scanText, SEED_KEY_LINE } from '../support/secrets/patterns.ts';

describe('secret scan patterns', () => {
  const token = generateToken();
  const secret = 'whsec_' + 'A'.repeat(43);

  it('finds tokens, signing secrets and planted identity numbers, and masks them in the report', () => {
    const text = [
      `{"msg":"auth","authorization":"Bearer ${token}"}`,
      `rotated ${secret}`,
      'bvn 91234567890 checked',
      'key_prefix wsk_abcdefgh ok',
    ].join('\n');
    const findings = scanText('stack.log', text, ['91234567890']);
    expect(findings.map((f) => [f.line, f.what])).toEqual([
      [1, 'API token'],
      [2, 'webhook signing secret'],
      [3, 'planted identity number'],
    ]);
    expect(findings.map((f) => f.excerpt).join('\n')).not.toMatch(/wsk_[A-Za-z0-9_-]{43}|whsec_A{43}|91234567890/);
  });

  it('can leave signing secrets out (they are stored by design) and recognises the seed key line', () => {
    expect(scanText('items', secret, [], { secrets: false })).toEqual([]);
    expect(SEED_KEY_LINE.test(`API key: ${token}`)).toBe(true);
    expect(SEED_KEY_LINE.test(`API key: ${token} and more`)).toBe(false);
  });
});
