/**
 * The tenant's ceiling: how many requests a second of one route one workspace and environment
 * can make before a partition key's limits, from the capacity units each request consumed. A
 * DynamoDB partition serves at most 1,000 write units and 3,000 read units a second, and however
 * much the table scales, one partition key never gets more than one partition (adaptive capacity
 * can isolate a hot key on a partition of its own, never split one key's writes further).
 *
 * A tenant's items live on its base key (`WS#<workspace>#<environment>`) and on the shards of the
 * families of shared/db/shards.ts (`…#<FAMILY>#<k>`). The shard of an item is a function of its
 * own random id, so a family's units spread evenly over its N keys and the family has N
 * partitions' throughput: its ceiling is N × the limits ÷ the units a request puts on the family
 * (summed over its shards). The tenant's ceiling is the lowest of the base key's and every
 * family's.
 *
 * The same limits hold for a single item (it lives on one partition), which is what caps a tenant
 * that sends every transfer from one wallet: its balance. Items that differ only in the shard index
 * of their key (a wallet's sub-balances, the copies of a setting) are one logical item with N
 * copies, a request taking one of them, so its ceiling is N × the limits ÷ its units over all copies.
 *
 * Units on other keys (the authentication lookup, the rate-limit windows) are spread by their
 * hash and do not count against the tenant; the workspace-wide partition (`WS#<workspace>`:
 * members, API keys) is a second one a workspace fills, shown apart.
 */
import { keyShape, partitionOf, type PartitionClass } from '#bench/ceiling/partitions.ts';
import { median, round } from '#bench/stats.ts';
import { TARGETS } from '#bench/targets.ts';
import type { DynamoCall } from '#bench/warm/meter.ts';
import { PER_COUNTER_ITEM, RATE_LIMIT_BOUNDS } from '#shared/model/rate-limits.ts';

/** DynamoDB's per-partition limits, per second (the Developer Guide, "Partitions and data distribution"). */
export const PARTITION_LIMITS = { writeUnits: 1000, readUnits: 3000 } as const;

export type PartitionUnits = Record<PartitionClass, { read: number; write: number }>;

export interface HotItem {
  /** The entity of the item's sort key (`BALANCE`, `SETTINGS`): which kind of item it is; items that tie are listed together. */
  entity: string;
  partition: PartitionClass;
  /** Keys the logical item has copies on: 1 for an item of its own, a family's count for one copied on every shard. */
  copies: number;
  /** Units per request on this logical item (all its copies), averaged over the measured requests. */
  readUnits: number;
  writeUnits: number;
  /** Requests a second before the item's copies fill: `ceilingRps(readUnits, writeUnits, copies)`. */
  rps: number | null;
}

/** Units per request on one set of keys, and the requests a second they allow. */
export interface KeysCeiling {
  readUnits: number;
  writeUnits: number;
  rps: number | null;
}

export interface FamilyCeiling extends KeysCeiling {
  family: string;
  /** The family's shard count: its partitions' throughput. */
  shards: number;
}

export interface TenantCeiling {
  /** The base key `WS#<workspace>#<environment>`. */
  base: KeysCeiling;
  /** Every family the requests touched, the lowest ceiling first. */
  families: FamilyCeiling[];
  /** The family that allows the fewest requests a second, or null when none was touched. */
  limiting: FamilyCeiling | null;
  /** The lowest of the base key's and every family's: what one tenant can send of this route. */
  rps: number | null;
  /**
   * The workspace's rate-limit counter (`RATELIMIT#WS#<workspace>`, and its further keys under a
   * lifted limit): both environments and reads and writes alike take a slot on it, so it caps the
   * workspace however its items are spread. Null when the route did not touch it.
   */
  workspaceCounter: KeysCeiling | null;
}

/** The workspace's rate-limit counter key (shared/db/rate-limits.ts); the key's own counter is per key, not per workspace. */
const WORKSPACE_COUNTER = /^RATELIMIT#WS#[^#]+(?:#\d+)?$/;

/**
 * The keys a workspace's counter spreads over at the highest limit an operator may set: a limit
 * above `PER_COUNTER_ITEM` is counted on ⌈limit ÷ PER_COUNTER_ITEM⌉ keys, a request taking one, so
 * the counter caps a workspace at that many keys' writes, never below its limit.
 */
const WORKSPACE_COUNTER_KEYS = Math.ceil(RATE_LIMIT_BOUNDS.max / PER_COUNTER_ITEM);

const PARTITIONS: readonly PartitionClass[] = ['tenant', 'shard', 'workspace', 'other'];

/** Median units per request on each partition class, over the requests' calls. */
export function partitionUnits(requests: readonly (readonly DynamoCall[])[]): PartitionUnits {
  const per = requests.map((calls) => {
    const sums = Object.fromEntries(PARTITIONS.map((p) => [p, { read: 0, write: 0 }])) as PartitionUnits;
    for (const call of calls) for (const item of call.items) sums[partitionOf(item.pk)][call.kind] += item.units;
    return sums;
  });
  return Object.fromEntries(
    PARTITIONS.map((p) => [p, { read: round(median(per.map((s) => s[p].read))), write: round(median(per.map((s) => s[p].write))) }]),
  ) as PartitionUnits;
}

/** Requests a second before `readUnits`/`writeUnits` per request exhaust `keys` partitions; null when they use none. */
export function ceilingRps(readUnits: number, writeUnits: number, keys = 1): number | null {
  const share = Math.max(writeUnits / (keys * PARTITION_LIMITS.writeUnits), readUnits / (keys * PARTITION_LIMITS.readUnits));
  return share > 0 ? Math.floor(1 / share) : null;
}

/** The lower of two ceilings, where null is no limit. */
export function lowerRps(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

const byRps = (a: KeysCeiling, b: KeysCeiling) => (a.rps ?? Infinity) - (b.rps ?? Infinity);

/**
 * The tenant's ceiling of a route: units per request (the mean over `requests`: throughput is
 * what the units add up to) on the base key and on each family's shards together.
 */
export function tenantCeiling(requests: readonly (readonly DynamoCall[])[]): TenantCeiling {
  const base = { read: 0, write: 0 };
  const counter = { read: 0, write: 0, seen: false };
  const families = new Map<string, { shards: number; read: number; write: number }>();
  for (const calls of requests) {
    for (const call of calls) {
      for (const item of call.items) {
        const shape = keyShape(item.pk);
        if (shape.partition === 'tenant') base[call.kind] += item.units;
        if (WORKSPACE_COUNTER.test(item.pk)) [counter[call.kind], counter.seen] = [counter[call.kind] + item.units, true];
        if (shape.partition !== 'shard') continue;
        const f = families.get(shape.family) ?? { shards: shape.shards, read: 0, write: 0 };
        f[call.kind] += item.units;
        families.set(shape.family, f);
      }
    }
  }
  const n = Math.max(1, requests.length);
  const keys = (read: number, write: number, shards: number): KeysCeiling => {
    const [readUnits, writeUnits] = [round(read / n), round(write / n)];
    return { readUnits, writeUnits, rps: ceilingRps(readUnits, writeUnits, shards) };
  };
  const baseCeiling = keys(base.read, base.write, 1);
  const familyCeilings = [...families]
    .map(([family, f]): FamilyCeiling => ({ family, shards: f.shards, ...keys(f.read, f.write, f.shards) }))
    .sort((a, b) => byRps(a, b) || a.family.localeCompare(b.family));
  const limiting = familyCeilings[0] ?? null;
  return {
    base: baseCeiling,
    families: familyCeilings,
    limiting,
    rps: lowerRps(baseCeiling.rps, limiting?.rps ?? null),
    workspaceCounter: counter.seen ? keys(counter.read, counter.write, WORKSPACE_COUNTER_KEYS) : null,
  };
}

/** A logical item: its copies' keys differ only in the shard index, so they share one name. */
function logicalItem(pk: string, sk: string): { key: string; partition: PartitionClass; copies: number } {
  const shape = keyShape(pk);
  if (shape.partition === 'shard') return { key: `${shape.base}#${shape.family}#*\u0000${sk}`, partition: 'shard', copies: shape.shards };
  return { key: `${pk}\u0000${sk}`, partition: shape.partition, copies: 1 };
}

/**
 * The logical item of the tenant's keys or the workspace's partition that allows the fewest
 * requests a second, over all measured requests: an item each request creates anew (a transfer)
 * spreads, one every request touches (the wallet's balance, the transfer policy) does not, unless
 * it has copies on several keys (sub-balances, settings copies), whose ceiling is that many items'.
 */
export function hottestItem(requests: readonly (readonly DynamoCall[])[]): HotItem | null {
  if (requests.length === 0) return null;
  const totals = new Map<
    string,
    { sk: string; partition: PartitionClass; copies: number; read: number; write: number; touches: number; last: number }
  >();
  for (const [i, calls] of requests.entries()) {
    for (const call of calls) {
      for (const item of call.items) {
        if (item.sk === null) continue;
        const logical = logicalItem(item.pk, item.sk);
        if (logical.partition === 'other') continue;
        const t = totals.get(logical.key) ?? {
          sk: item.sk,
          partition: logical.partition,
          copies: logical.copies,
          read: 0,
          write: 0,
          touches: 0,
          last: -1,
        };
        t[call.kind] += item.units;
        if (t.last !== i) [t.touches, t.last] = [t.touches + 1, i];
        totals.set(logical.key, t);
      }
    }
  }
  let hottest: HotItem | null = null;
  let lowest = Infinity;
  // Items that tie (a transaction's condition check on the transfer policy bills the same units as
  // its update of the balance) are named together.
  for (const t of totals.values()) {
    // Only an item most requests touch limits the route: one made by a single request does not.
    if (t.touches < requests.length / 2) continue;
    const readUnits = round(t.read / requests.length);
    const writeUnits = round(t.write / requests.length);
    const rps = ceilingRps(readUnits, writeUnits, t.copies);
    if (rps === null || rps > lowest) continue;
    const entity = t.sk.split('#')[0]!;
    if (rps === lowest && hottest) {
      if (!hottest.entity.split(', ').includes(entity)) hottest.entity += `, ${entity}`;
      continue;
    }
    hottest = { entity, partition: t.partition, copies: t.copies, readUnits, writeUnits, rps };
    lowest = rps;
  }
  return hottest;
}

/** Whether a ceiling (null: no limit) reaches `target`. */
export const reaches = (ceiling: number | null, target: number) => ceiling === null || ceiling >= target;

export interface CeilingGoal {
  /** One workspace in one environment: its base key, its families, the workspace-wide partition and the workspace's rate-limit counter. */
  workspace: number | null;
  /** Every request from one wallet: the hottest logical item. */
  wallet: number | null;
  target: number;
  met: boolean;
}

/** The ceiling goal for a route's measured ceilings: `TARGETS.tenantTransfersPerSecond` per workspace and per wallet. */
export function ceilingGoal(w: { tenantCeiling: TenantCeiling; partitionUnits: PartitionUnits; hottestItem: HotItem | null }): CeilingGoal {
  const ws = w.partitionUnits.workspace;
  const workspace = lowerRps(lowerRps(w.tenantCeiling.rps, ceilingRps(ws.read, ws.write)), w.tenantCeiling.workspaceCounter?.rps ?? null);
  const wallet = w.hottestItem?.rps ?? null;
  const target = TARGETS.tenantTransfersPerSecond;
  return { workspace, wallet, target, met: reaches(workspace, target) && reaches(wallet, target) };
}
