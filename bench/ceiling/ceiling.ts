/**
 * The tenant's ceiling: how many requests a second of one route one workspace and environment
 * can make before its partition's limits, from the capacity units each request consumed. A
 * DynamoDB partition serves at most 1,000 write units and 3,000 read units a second, and every
 * environment-scoped item of a tenant shares one partition key (`WS#<workspace>#<environment>`),
 * so however much the table scales, that key's partition caps the tenant: adaptive capacity can
 * isolate a hot key on a partition of its own, but never give one key more than one partition.
 * The same limits hold for a single item (it lives on one partition), which is what caps a
 * tenant that sends every transfer from one wallet: its balance item.
 *
 * Units on other keys (the authentication lookup, the rate-limit windows) are spread by their
 * hash and do not count against the tenant's partition; the workspace-wide partition
 * (`WS#<workspace>`: members, API keys) is a second one a workspace fills, shown apart.
 */
import { partitionOf, type PartitionClass } from '#bench/ceiling/partitions.ts';
import { median, round } from '#bench/stats.ts';
import type { DynamoCall } from '#bench/warm/meter.ts';

/** DynamoDB's per-partition limits, per second (the Developer Guide, "Partitions and data distribution"). */
export const PARTITION_LIMITS = { writeUnits: 1000, readUnits: 3000 } as const;

export type PartitionUnits = Record<PartitionClass, { read: number; write: number }>;

export interface HotItem {
  /** The entity of the item's sort key (`BALANCE`, `SETTINGS`): which kind of item it is; items that tie are listed together. */
  entity: string;
  partition: PartitionClass;
  /** Units per request on this one item, averaged over the measured requests. */
  readUnits: number;
  writeUnits: number;
}

const PARTITIONS: readonly PartitionClass[] = ['tenant', 'workspace', 'other'];

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

/**
 * The item of the tenant's or the workspace's partition that allows the fewest requests a second,
 * over all measured requests: an item each request creates anew (a transfer) spreads, one every
 * request touches (the wallet's balance, the transfer policy) does not.
 */
export function hottestItem(requests: readonly (readonly DynamoCall[])[]): HotItem | null {
  if (requests.length === 0) return null;
  const totals = new Map<string, { pk: string; sk: string; read: number; write: number; touches: number; last: number }>();
  for (const [i, calls] of requests.entries()) {
    for (const call of calls) {
      for (const item of call.items) {
        if (item.sk === null || partitionOf(item.pk) === 'other') continue;
        const key = `${item.pk}\u0000${item.sk}`;
        const t = totals.get(key) ?? { pk: item.pk, sk: item.sk, read: 0, write: 0, touches: 0, last: -1 };
        t[call.kind] += item.units;
        if (t.last !== i) [t.touches, t.last] = [t.touches + 1, i];
        totals.set(key, t);
      }
    }
  }
  let hottest: HotItem | null = null;
  let lowest = Infinity;
  // Items that tie (a transaction's condition check on the transfer policy bills the same units as
  // its update of the balance) are named together.
  for (const t of totals.values()) {
    const item: HotItem = {
      entity: t.sk.split('#')[0]!,
      partition: partitionOf(t.pk),
      readUnits: round(t.read / requests.length),
      writeUnits: round(t.write / requests.length),
    };
    // Only an item most requests touch limits the route: one made by a single request does not.
    if (t.touches < requests.length / 2) continue;
    const rps = ceilingRps(item.readUnits, item.writeUnits);
    if (rps === null || rps > lowest) continue;
    if (rps === lowest && hottest) {
      if (!hottest.entity.split(', ').includes(item.entity)) hottest.entity += `, ${item.entity}`;
      continue;
    }
    [hottest, lowest] = [item, rps];
  }
  return hottest;
}

/** Requests a second before `readUnits`/`writeUnits` per request exhaust one partition; null when they use none. */
export function ceilingRps(readUnits: number, writeUnits: number): number | null {
  const share = Math.max(writeUnits / PARTITION_LIMITS.writeUnits, readUnits / PARTITION_LIMITS.readUnits);
  return share > 0 ? Math.floor(1 / share) : null;
}
