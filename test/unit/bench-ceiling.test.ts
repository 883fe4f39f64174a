/** The bench's ceiling model on synthetic calls: keys by shape, units by shard family, logical items with copies, the goal. */
import { describe, expect, it } from 'vitest';
import { ceilingGoal, ceilingRps, hottestItem, partitionUnits, tenantCeiling } from '#bench/ceiling/ceiling.ts';
import { keyShape, partitionOf } from '#bench/ceiling/partitions.ts';
import { httpFunctions } from '#bench/functions.ts';
import { combine } from '#bench/report/combine.ts';
import { ceilingTable, familyTable, foldPattern, listingTable } from '#bench/report/markdown-tables.ts';
import type { DynamoCall } from '#bench/warm/meter.ts';
import type { WarmRow } from '#bench/warm/run-warm.ts';
import { SHARD_COUNTS } from '#shared/db/shards.ts';

const call = (kind: 'read' | 'write', items: [pk: string, sk: string | null, units: number][], command = 'x'): DynamoCall => ({
  command,
  kind,
  start: 0,
  end: 0,
  cpuMs: 0,
  units: items.reduce((s, [, , u]) => s + u, 0),
  items: items.map(([pk, sk, units]) => ({ pk, sk, units })),
  failed: false,
});

const BASE = 'WS#w1#sandbox';
const shard = (family: keyof typeof SHARD_COUNTS, n: number) => `${BASE}#${family}#${n % SHARD_COUNTS[family]}`;

/**
 * A transfer's calls in the sharded layout (shared/domain/transfers/create.ts): request n lands on
 * shard n of each family, as ids spread evenly. The authentication lookup and the rate-limit
 * window are keys of their own; the wallet stays on the base key.
 */
function shardedTransfer(n: number): DynamoCall[] {
  return [
    call('read', [['APIKEY#h', 'APIKEY', 0.5]]),
    call('write', [['RATELIMIT#WS#w1', 'W#1', 1]]),
    call('read', [[BASE, 'WALLET#w1', 0.5]]),
    call('read', [[shard('SETTINGS', n), 'SETTINGS#TRANSFER_POLICY', 0.5]]),
    call('write', [[shard('IDEMP', n), `IDEMP#${n}`, 1]]),
    call('write', [
      [shard('BALANCE', n), 'BALANCE#w1#ethereum#USDC', 2],
      [shard('TRANSFER', n), `TRANSFER#${n}`, 2],
      [shard('TXN', n), `TXN#w1#${n}`, 2],
      [shard('TXN', n + 3), `TXNREF#${n}`, 2],
      [shard('SETTINGS', n), 'SETTINGS#TRANSFER_POLICY', 2],
      [shard('EVENT', n), `EVENT#evt_${n}a`, 2],
      [shard('EVENT', n + 5), `EVENT#evt_${n}b`, 2],
      [shard('IDEMP', n), `IDEMP#${n}`, 2],
    ]),
  ];
}

/** The same transfer in today's layout: every environment-scoped item on the base key. */
function baseTransfer(n: number): DynamoCall[] {
  return shardedTransfer(n).map((c) => ({
    ...c,
    items: c.items.map((i) => ({ ...i, pk: keyShape(i.pk).partition === 'shard' ? BASE : i.pk })),
  }));
}

const requests = (make: (n: number) => DynamoCall[]) => Array.from({ length: 16 }, (_, n) => make(n));

describe("bench tenant's ceiling by shard family", () => {
  it('tells every key shape apart by its own pattern', () => {
    expect(keyShape('WS#w1#sandbox')).toEqual({ partition: 'tenant' });
    expect(keyShape('WS#w1#live#TRANSFER#7')).toEqual({ partition: 'shard', base: 'WS#w1#live', family: 'TRANSFER', shard: 7, shards: 8 });
    expect(keyShape('WS#w1#live#EVENT#15')).toMatchObject({ family: 'EVENT', shard: 15, shards: 16 });
    expect(keyShape('WS#w1')).toEqual({ partition: 'workspace' });
    // Not a shard: an unknown family, an index past the family's count, a malformed index.
    expect(partitionOf('WS#w1#live#WALLET#0')).toBe('other');
    expect(partitionOf('WS#w1#live#TRANSFER#8')).toBe('other');
    expect(partitionOf('WS#w1#live#TRANSFER#01')).toBe('other');
    expect(partitionOf('APIKEY#abc')).toBe('other');
    expect(partitionOf('RATELIMIT#WS#w1')).toBe('other');
    expect(partitionOf('RATELIMIT#k1#WRITE')).toBe('other');
  });

  it("gives a family N partitions' throughput: N × the limits ÷ its units over all N keys", () => {
    expect(ceilingRps(0, 2, 8)).toBe(4000);
    expect(ceilingRps(3, 0, 1)).toBe(1000);
    expect(ceilingRps(0, 3, 4)).toBe(1333);
    const c = tenantCeiling(requests(shardedTransfer));
    expect(c.base).toEqual({ readUnits: 0.5, writeUnits: 0, rps: 6000 });
    expect(Object.fromEntries(c.families.map((f) => [f.family, [f.shards, f.readUnits, f.writeUnits, f.rps]]))).toEqual({
      IDEMP: [4, 0, 3, 1333],
      TXN: [8, 0, 4, 2000],
      BALANCE: [8, 0, 2, 4000],
      EVENT: [16, 0, 4, 4000],
      SETTINGS: [8, 0.5, 2, 4000],
      TRANSFER: [8, 0, 2, 4000],
    });
    expect(c.families[0]!.family).toBe('IDEMP');
    expect(c.limiting).toEqual({ family: 'IDEMP', shards: 4, readUnits: 0, writeUnits: 3, rps: 1333 });
    expect(c.rps).toBe(1333);
    // The workspace's rate-limit counter: 1 WRU a request on one of the keys a limit at its highest spreads over.
    expect(c.workspaceCounter).toEqual({ readUnits: 0, writeUnits: 1, rps: 10_000 });
  });

  it('finds the base key limiting when everything is on it, as in the layout before the shards', () => {
    const c = tenantCeiling(requests(baseTransfer));
    expect(c.families).toEqual([]);
    expect(c.limiting).toBeNull();
    expect(c.base).toEqual({ readUnits: 1, writeUnits: 17, rps: 58 });
    expect(c.rps).toBe(58);
    expect(partitionUnits(requests(baseTransfer)).tenant).toEqual({ read: 1, write: 17 });
  });

  it("treats a wallet's sub-balances and a setting's copies as one logical item with N copies", () => {
    expect(hottestItem(requests(shardedTransfer))).toEqual({
      entity: 'SETTINGS, BALANCE',
      partition: 'shard',
      copies: 8,
      readUnits: 0.5,
      writeUnits: 2,
      rps: 4000,
    });
    // One balance item and one policy item, every transfer's transaction on both: 500 a second.
    expect(hottestItem(requests(baseTransfer))).toEqual({
      entity: 'SETTINGS, BALANCE',
      partition: 'tenant',
      copies: 1,
      readUnits: 0.5,
      writeUnits: 2,
      rps: 500,
    });
    // The copies of an item in two tenants are two logical items.
    const twoTenants = requests((n) => [call('write', [[`WS#w${n % 2}#live#BALANCE#${n % 8}`, 'BALANCE#a#b#c', 2]])]);
    expect(hottestItem(twoTenants)).toMatchObject({ copies: 8, writeUnits: 1, rps: 8000 });
  });

  it('judges the goal per workspace and per wallet, and names a miss in the summary', () => {
    const row = (make: (n: number) => DynamoCall[]) => {
      const r = requests(make);
      return {
        id: 'createTransfer',
        generic: false,
        requests: r.length,
        statuses: { '201': r.length },
        unsuccessful: 0,
        firstFailure: null,
        partitionUnits: partitionUnits(r),
        tenantCeiling: tenantCeiling(r),
        hottestItem: hottestItem(r),
        queryCalls: 0,
      } as unknown as WarmRow;
    };
    // The idempotency records cap it; the workspace's rate-limit counter spreads over keys as its limit is lifted.
    expect(ceilingGoal(row(shardedTransfer))).toEqual({ workspace: 1333, wallet: 4000, target: 1000, met: true });
    expect(ceilingGoal(row(baseTransfer))).toEqual({ workspace: 58, wallet: 500, target: 1000, met: false });
    const fn = httpFunctions().find((f) => f.id === 'createTransfer')!;
    const [before] = combine([fn], { warm: [row(baseTransfer)] });
    expect(before!.misses).toContain('ceiling 58/s per workspace, 500/s per wallet < 1000/s');
    const [after] = combine([fn], { warm: [row(shardedTransfer)] });
    expect(after!.misses.filter((m) => m.startsWith('ceiling'))).toEqual([]);
    const table = ceilingTable([after!]);
    expect(table).toContain('| createTransfer | 0.5 / 0 | 6,000 | IDEMP (4) | 0 / 3 | 1,333 | 1,333 |');
    expect(table).toContain('| 0 / 1, 10,000 | SETTINGS, BALANCE (shard, 8) | 0.5 / 2 | 4,000 | 0.5 / 1 |');
    expect(familyTable(after!)).toContain('| IDEMP | 4 | 0 / 3 | 1,333 |');
  });

  it('reports a listing per page: its Queries, calls and read units', () => {
    const fns = httpFunctions().filter((f) => f.id === 'listTransfers' || f.id === 'getWallet');
    const rows = [
      {
        id: 'listTransfers',
        queryCalls: 8,
        callsTypical: 10,
        readUnits: 5,
        callPattern: 'GetItem+UpdateItem+Query+Query+Query+Query+Query+Query+Query+Query',
      },
      { id: 'getWallet', queryCalls: 0, callsTypical: 4, readUnits: 2.5, callPattern: 'GetItem+BatchGetItem' },
    ].map(
      (r) => ({ generic: false, requests: 1, statuses: { '200': 1 }, unsuccessful: 0, firstFailure: null, ...r }) as unknown as WarmRow,
    );
    const table = listingTable(combine(fns, { warm: rows }));
    expect(table).toContain('| listTransfers | 8 | 10 | 5 | GetItem+UpdateItem+Query×8 |');
    expect(table).toContain('| getWallet | 0 | 4 | 2.5 | GetItem+BatchGetItem |');
    expect(foldPattern('Query+GetItem+GetItem+Query')).toBe('Query+GetItem×2+Query');
    expect(foldPattern('')).toBe('');
  });
});
