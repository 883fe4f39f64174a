/** The load test's judgement of key shares (bench/load/shares.ts), on synthetic calls. */
import { describe, expect, it } from 'vitest';
import { addCalls, judgeShares, type KeyLoad, renderShares, shardTolerance, shortKey } from '#bench/load/shares.ts';
import type { DynamoCall } from '#bench/warm/meter.ts';

const call = (kind: 'read' | 'write', items: [pk: string, units: number][]): DynamoCall => ({
  command: 'x',
  kind,
  start: 0,
  end: 0,
  cpuMs: 0,
  units: 0,
  items: items.map(([pk, units]) => ({ pk, sk: 'S', units })),
  failed: false,
});

const BASE = 'WS#w1#sandbox';
const REQUESTS = 400;

/**
 * Request n: the wallet read on the base key, the transfer on shard `transferShard(n)` and two
 * events on theirs; with `sharded` false, as before the shards, all of it on the base key.
 */
function load(transferShard: (n: number) => number, sharded = true): Map<string, KeyLoad> {
  const key = (family: string, k: number) => (sharded ? `${BASE}#${family}#${k}` : BASE);
  const loads = new Map<string, KeyLoad>();
  for (let n = 0; n < REQUESTS; n++) {
    addCalls(loads, [
      call('read', [
        ['APIKEY#h', 1],
        [BASE, 0.5],
      ]),
      call('write', [['RATELIMIT#WS#w1', 1]]),
      call('write', [
        [key('TRANSFER', transferShard(n)), 2],
        [key('EVENT', n % 16), 2],
        [key('EVENT', (n + 7) % 16), 2],
      ]),
    ]);
  }
  return loads;
}

describe('load test key shares', () => {
  it('allows a shard 1/N of its family plus the larger of a quarter of 1/N and 4 standard deviations', () => {
    expect(shardTolerance(8, 400)).toBeCloseTo(4 * Math.sqrt((0.125 * 0.875) / 400), 6);
    expect(shardTolerance(4, 1_000_000)).toBe(0.0625);
  });

  it('passes a layout whose ids spread evenly and whose keys of their own stay within the goal', () => {
    const report = judgeShares(load((n) => n % 8).values(), REQUESTS);
    expect(report.over).toEqual([]);
    expect(report.writeUnits).toBe(REQUESTS * 7);
    const transfer = report.keys.find((k) => k.pk === `${BASE}#TRANSFER#3`)!;
    expect(transfer).toMatchObject({ family: 'TRANSFER', shards: 8, write: 100 });
    expect(transfer.writeShare).toBeCloseTo(100 / 2800, 6);
    // The family has 800 of 2,800 write units; a key may carry 1/8 of them plus the tolerance.
    expect(transfer.allowedWriteShare).toBeCloseTo((800 * (0.125 + shardTolerance(8, 400))) / 2800, 6);
    // The rate-limit window's 1 WRU a request is what the goal allows a key of its own, not over it.
    expect(report.keys.find((k) => k.pk === 'RATELIMIT#WS#w1')).toMatchObject({ write: 400, over: false });
  });

  it('finds a shard its ids do not spread to evenly, and a base key carrying more than the goal allows', () => {
    const skewed = judgeShares(load((n) => (n % 2 === 0 ? 0 : n % 8)).values(), REQUESTS);
    expect(skewed.over.map((k) => k.pk)).toEqual([`${BASE}#TRANSFER#0`]);
    expect(renderShares(skewed)).toContain('| TRANSFER | 8 | 0.00 % / 28.6 % | 0.00 % / 14.3 % | 0.00 % / 5.46 % | 1 of 5 |');
    // The layout before the shards: the transfer's items on the base key, 6 WRU a request where 1 is allowed.
    const single = judgeShares(load(() => 0, false).values(), REQUESTS);
    expect(single.over.map((k) => k.pk)).toEqual([BASE]);
    expect(single.over[0]).toMatchObject({ family: null, write: 6 * REQUESTS });
    const table = renderShares(single);
    expect(table).toContain('| `WS#<ws>#<env>` (base) | 0.5 / 6 | 33.3 % / 85.7 % | 200.0 % / 14.3 % | **over** |');
  });

  it('names keys by their shape, never by the ids in them', () => {
    expect(shortKey('WS#w1#live#EVENT#12')).toBe('…#EVENT#12');
    expect(shortKey('APIKEY#0123456789abcdef')).toBe('`APIKEY#<token hash>`');
    expect(shortKey('RATELIMIT#WS#w1')).toBe('`RATELIMIT#WS#<ws>`');
    expect(shortKey('RATELIMIT#k1')).toBe('`RATELIMIT#<key id>`');
    expect(shortKey('WS#w1')).toBe('`WS#<ws>`');
  });
});
