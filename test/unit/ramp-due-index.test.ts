/** The due index's keys on a ramp payment's item: present exactly while a time-driven step is ahead. */
import { describe, expect, it } from 'vitest';
import { DUE_SHARDS, paymentPut, paymentReplaceItem } from '#shared/db/ramp-payments.ts';
import type { RampPaymentRecord } from '#shared/db/records/ramp-payment.ts';

const T0 = Date.parse('2026-01-01T00:00:00Z');
const tenant = { workspaceId: 'ws-1', environment: 'sandbox' as const };
const record = (over: Partial<RampPaymentRecord>) =>
  ({
    reference: 'rp_0123456789abcdef0123456789abcdef',
    status: 'pending',
    status_changed_at: new Date(T0).toISOString(),
    funding_deadline: new Date(T0 + 10_000).toISOString(),
    event_sequence: 1,
    sandbox: null,
    ...over,
  }) as RampPaymentRecord;

const putItem = (r: RampPaymentRecord) => (paymentPut(tenant, r) as { Put: { Item: Record<string, unknown> } }).Put.Item;

describe('the due index keys of a ramp payment', () => {
  it('places a sandbox payment at its next step, and an unfunded live one at its deadline', () => {
    const sandbox = putItem(record({ sandbox: { scenario: 'succeed', step_ms: 400, auto: true } }));
    expect(sandbox.due_at).toBe(new Date(T0 + 400).toISOString());
    expect(sandbox.due_shard).toMatch(new RegExp(`^RAMPDUE#[0-${DUE_SHARDS - 1}]$`));
    expect(putItem(record({})).due_at).toBe(new Date(T0 + 10_000).toISOString());
  });

  it('keeps out a payment with no step ahead, and drops stale keys a record carried', () => {
    const done = record({ status: 'succeeded', due_shard: 'RAMPDUE#3', due_at: 'x' } as Partial<RampPaymentRecord>);
    const item = (paymentReplaceItem(tenant, record({}), done) as { Put: { Item: Record<string, unknown> } }).Put.Item;
    expect(item).not.toHaveProperty('due_shard');
    expect(item).not.toHaveProperty('due_at');
    // Funded from a wallet: only the transfer's outcome moves it while the transfer is in flight.
    expect(putItem(record({ funding_transfer_id: 'tr-1' } as Partial<RampPaymentRecord>))).not.toHaveProperty('due_at');
  });

  it('spreads payments over every shard', () => {
    const shards = new Set(
      Array.from({ length: 200 }, (_, i) => putItem(record({ reference: `rp_${i.toString(16).padStart(32, '0')}` })).due_shard),
    );
    expect(shards.size).toBe(DUE_SHARDS);
  });
});
