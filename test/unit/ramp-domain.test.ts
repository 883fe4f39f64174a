/** Pure ramp rules: the state machine, the lazy lifecycle schedule, money, bank fields. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { assertTransition, canTransition, isTerminal, TRANSITIONS } from '#shared/model/ramp/state-machine.ts';
import { dueSteps, nextStep } from '#shared/domain/ramp/lifecycle.ts';
import { scenarioFor } from '#shared/model/ramp/sandbox.ts';
import { bpsOf, formatFraction, parseDecimal } from '#shared/model/ramp/money.ts';
import { isAbaRoutingNumber, normalizeIban } from '#shared/domain/ramp/bank-fields.ts';
import { referenceBounds, newReference, referenceTime } from '#shared/domain/ramp/reference.ts';
import { canonicalJson, fingerprint, hashKey } from '#shared/domain/idempotency/fingerprint.ts';
import { newId } from '#shared/ids.ts';
import { deliveryTransactionId } from '#shared/domain/ramp/delivery.ts';
import { RAMP_STATUSES } from '#shared/model/ramp/vocabulary.ts';
import type { RampPaymentRecord } from '#shared/db/records/ramp-payment.ts';

const T0 = Date.parse('2026-01-01T00:00:00Z');
const record = (over: Partial<RampPaymentRecord>) =>
  ({
    status: 'pending',
    status_changed_at: new Date(T0).toISOString(),
    funding_deadline: new Date(T0 + 10_000).toISOString(),
    sandbox: null,
    ...over,
  }) as RampPaymentRecord;

describe('ramp state machine', () => {
  it('keeps terminal statuses terminal and allows only the documented moves', () => {
    expect(RAMP_STATUSES.filter(isTerminal)).toEqual(['succeeded', 'failed', 'cancelled', 'expired']);
    for (const from of RAMP_STATUSES) for (const to of RAMP_STATUSES) expect(canTransition(from, to)).toBe(TRANSITIONS[from].includes(to));
    expect(canTransition('processing', 'cancelled')).toBe(false);
    expect(() => assertTransition('succeeded', 'failed')).toThrow(/terminal/);
  });
});

describe('lazy lifecycle', () => {
  it('applies every due sandbox step in order and stops at the present', () => {
    const r = record({ sandbox: { scenario: scenarioFor('101'), step_ms: 1000, auto: true } });
    expect(dueSteps(r, T0 + 999).steps).toEqual([]);
    const { steps, after } = dueSteps(r, T0 + 3500);
    expect(steps.map((s) => [s.to, s.at - T0])).toEqual([
      ['requires_action', 1000],
      ['processing', 2000],
      ['succeeded', 3000],
    ]);
    expect(after).toMatchObject({ status: 'succeeded', updated_at: new Date(T0 + 3000).toISOString() });
  });

  it('expires unfunded payments at the deadline, in sandbox and live, and not once funded', () => {
    expect(nextStep(record({}))).toEqual({ to: 'expired', at: T0 + 10_000, failure_reason: 'funding_not_received' });
    const manual = record({ sandbox: { scenario: 'succeed', step_ms: 1000, auto: false } });
    expect(nextStep(manual)?.to).toBe('expired');
    expect(nextStep(record({ status: 'processing' }))).toBeNull();
    expect(dueSteps(record({ sandbox: { scenario: 'fail', step_ms: 1000, auto: true } }), T0 + 60_000).after).toMatchObject({
      status: 'failed',
      failure_reason: 'destination_account_rejected',
    });
  });

  it('maps amounts to scenarios by their last two digits', () => {
    expect(['100', '101', '102', '103', '104', '105'].map(scenarioFor)).toEqual([
      'succeed',
      'requires_action',
      'fail',
      'unfunded',
      'requires_action_expire',
      'succeed',
    ]);
  });
});

describe('money and identifiers', () => {
  it('computes in BigInt', () => {
    expect(parseDecimal('129.5')).toEqual({ num: 1295n, den: 10n });
    expect(bpsOf(1n, 1)).toBe(1n);
    expect(bpsOf(10_000n, 50)).toBe(50n);
    expect(bpsOf(12_345_678_901_234_567_890n, 25)).toBe(30_864_197_253_086_420n);
    expect(formatFraction({ num: 15376n, den: 10n }, 6)).toBe('1537.6');
    expect(formatFraction({ num: 1n, den: 3n }, 6)).toBe('0.333333');
  });

  it('checks ABA routing numbers and IBANs', () => {
    expect(['011000015', '021000021'].map(isAbaRoutingNumber)).toEqual([true, true]);
    expect(['011000016', '01100001', 'abcdefghi'].map(isAbaRoutingNumber)).toEqual([false, false, false]);
    expect(normalizeIban('gb29 nwbk 6016 1331 9268 19')).toBe('GB29NWBK60161331926819');
    expect(normalizeIban('GB29NWBK60161331926818')).toBeNull();
  });

  it('orders references by time and bounds them by a range', () => {
    const a = newReference(T0);
    const b = newReference(T0 + 1);
    expect(a < b).toBe(true);
    expect(referenceTime(a)).toBe(T0);
    const { from, to } = referenceBounds(T0, T0);
    expect(from <= a && a <= to && b > to).toBe(true);
  });

  it('makes UUIDv7 ids in creation order, and distinct references', () => {
    const ids = Array.from({ length: 2000 }, () => newId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Thousands per millisecond: the counter keeps them in order, and the pool refills (256 per 4 KiB) in between.
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.abs(Number.parseInt(ids[0]!.replaceAll('-', '').slice(0, 12), 16) - Date.now())).toBeLessThan(60_000);
    const refs = Array.from({ length: 600 }, () => newReference(T0));
    expect(new Set(refs).size).toBe(refs.length);
    for (const ref of refs) expect(ref).toMatch(/^rp_[0-9a-f]{12}7[0-9a-f]{3}[89ab][0-9a-f]{15}$/);
  });

  it('fingerprints canonical JSON', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"e":3,"f":2}]},"b":1}');
    expect(canonicalJson({ z: undefined, é: [undefined, 'x'], E: 1, '😀': 2, '\uffff': 3 })).toBe(
      '{"E":1,"é":[null,"x"],"😀":2,"\uffff":3}',
    );
    // The digests stored with idempotency records: SHA-256 of the operation, a newline and the canonical JSON.
    const body = { name: 'Ada Ọbị 😀', amount: '250000000', lone: '\ud800' };
    const streamed = createHash('sha256').update('quote_request.execute:x').update('\n').update(canonicalJson(body)).digest('hex');
    expect(fingerprint('quote_request.execute:x', body)).toBe(streamed);
    expect(hashKey('order-1')).toBe(createHash('sha256').update('order-1').digest('hex'));
  });

  // Stored fingerprints are compared with new ones: the output must stay what the first version wrote.
  it('writes canonical JSON exactly as the first version did', () => {
    const firstVersion = (value: unknown): string => {
      if (Array.isArray(value)) return `[${value.map(firstVersion).join(',')}]`;
      if (value !== null && typeof value === 'object') {
        const entries = Object.entries(value as Record<string, unknown>)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${firstVersion(v)}`).join(',')}}`;
      }
      return JSON.stringify(value) ?? 'null';
    };
    const withUndefined = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.jsonValue({ maxDepth: 2 }),
        fc.constant(undefined),
        fc.array(tie('value'), { maxLength: 5 }),
        fc.dictionary(fc.string({ unit: 'binary', maxLength: 6 }), tie('value'), { maxKeys: 6 }),
      ),
    })).value;
    fc.assert(
      fc.property(withUndefined, (value) => canonicalJson(value) === firstVersion(value)),
      { numRuns: 500 },
    );
    // biome-ignore lint/suspicious/noSparseArray: a hole in an array is the case under test
    expect(canonicalJson([1, , 2])).toBe(firstVersion([1, , 2]));
  });
});

describe('on-ramp delivery transaction id', () => {
  it('is the same UUIDv7 for the same payment and transition time, and differs between payments', () => {
    fc.assert(
      fc.property(fc.integer({ min: T0, max: T0 + 10 ** 11 }), (at) => {
        const reference = newReference();
        const id = deliveryTransactionId(reference, at);
        expect(id).toBe(deliveryTransactionId(reference, at));
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        // The time bits are the transition's, so the wallet's listing (keyed by id) keeps its order.
        expect(parseInt(id.replaceAll('-', '').slice(0, 12), 16)).toBe(at);
        expect(deliveryTransactionId(newReference(), at)).not.toBe(id);
      }),
    );
  });
});
