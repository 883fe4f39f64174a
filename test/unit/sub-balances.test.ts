import { describe, expect, it } from 'vitest';
import { coversChecks, planReservation, subBalancesFrom, type ReservationPlan } from '#shared/db/ledger.ts';

const tenant = { workspaceId: 'ws_1', environment: 'sandbox' as const };
const ref = { walletId: 'w1', network: 'ethereum', symbol: 'USDT' };

/** The subs' available amounts after the plan is carried out. */
function carriedOut(available: bigint[], plan: ReservationPlan, amount: bigint): bigint[] {
  const out = [...available];
  for (const move of plan.moves) {
    out[move.from]! -= move.amount;
    out[plan.shard]! += move.amount;
  }
  out[plan.shard]! -= amount;
  return out;
}

describe('reservation plan on sub-balances', () => {
  it('reserves on the preferred sub alone when it covers the amount', () => {
    expect(planReservation([0n, 500n, 0n, 0n, 0n, 0n, 0n, 0n], 1, 150n)).toEqual({ shard: 1, moves: [] });
  });

  it('moves funds from the one funded sub and leaves both even', () => {
    const subs = [0n, 0n, 1000n, 0n, 0n, 0n, 0n, 0n];
    const plan = planReservation(subs, 5, 150n)!;
    expect(plan).toEqual({ shard: 5, moves: [{ from: 2, amount: 575n }] });
    expect(carriedOut(subs, plan, 150n)).toEqual([0n, 0n, 425n, 0n, 0n, 425n, 0n, 0n]);
  });

  it('gathers from the richest subs when no one sub covers the amount, never asking a giver for more than it holds', () => {
    const subs = [100n, 60n, 50n, 10n, 0n, 0n, 0n, 30n];
    const plan = planReservation(subs, 4, 200n)!;
    expect(plan.moves.map((m) => m.from)).toEqual([0, 1, 2]);
    const left = carriedOut(subs, plan, 200n);
    for (const value of left) expect(value).toBeGreaterThanOrEqual(0n);
    for (const move of plan.moves) expect(move.amount).toBeLessThanOrEqual(subs[move.from]!);
    expect(left.reduce((a, b) => a + b)).toBe(250n - 200n);
    // The subs that took part share what is left (210 − 200) evenly, to within one unit; the others are untouched.
    expect([4, 0, 1, 2].map((i) => left[i]!)).toEqual([3n, 3n, 2n, 2n]);
    expect([left[3], left[7]]).toEqual([10n, 30n]);
  });

  it('gathers the whole sum when the amount is all of it', () => {
    const subs = [10n, 20n, 30n, 40n, 50n, 60n, 70n, 80n];
    const plan = planReservation(subs, 0, 360n)!;
    expect(carriedOut(subs, plan, 360n)).toEqual([0n, 0n, 0n, 0n, 0n, 0n, 0n, 0n]);
  });

  it('has no plan when the sum does not cover the amount', () => {
    expect(planReservation([10n, 20n, 0n, 0n, 0n, 0n, 0n, 0n], 3, 31n)).toBeNull();
  });
});

describe('a refused withdrawal’s check of the funds', () => {
  it('checks the preferred sub first, then the richest, each for the part it covers', () => {
    const checks = coversChecks(tenant, ref, [5n, 0n, 40n, 0n, 0n, 0n, 20n, 0n], 6, 50n)!;
    const parts = checks.map((c) => [c.ConditionCheck!.Key!.pk, c.ConditionCheck!.ExpressionAttributeValues![':amount']]);
    expect(parts).toEqual([
      ['WS#ws_1#sandbox#BALANCE#6', 20n],
      ['WS#ws_1#sandbox#BALANCE#2', 30n],
    ]);
  });
  it('is null when the subs do not cover the amount', () => {
    expect(coversChecks(tenant, ref, [5n, 0n, 0n, 0n, 0n, 0n, 0n, 0n], 0, 6n)).toBeNull();
  });
});

describe('a balance read from its subs', () => {
  it('sums the subs that have an item and is absent when none has', () => {
    const item = (available: number, reserved: number) => ({
      wallet_id: 'w1',
      network_code: 'ethereum',
      asset_symbol: 'USDT',
      total: available + reserved,
      available,
      reserved,
      pending_inbound: 1,
    });
    const read = subBalancesFrom([item(10, 5), undefined, item(7, 0), undefined, undefined, undefined, undefined, undefined]);
    expect(read.available).toEqual([10n, 0n, 7n, 0n, 0n, 0n, 0n, 0n]);
    expect(read.sum).toMatchObject({ total: 22n, available: 17n, reserved: 5n, pending_inbound: 2n });
    expect(subBalancesFrom(Array.from({ length: 8 }, () => undefined)).sum).toBeUndefined();
  });
});
