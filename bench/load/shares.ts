/**
 * The key shares of a load test (`npm run load:tenant`, bench/load/run-tenant.ts): every DynamoDB
 * call the route made, by partition key, against the share of the workspace's units the layout
 * allows that key.
 *
 * - A shard key (`WS#<ws>#<env>#<FAMILY>#<k>`) may carry its family's units ÷ N, plus a
 *   tolerance for chance: ids are random, so a shard's count over M requests is binomial. The
 *   tolerance is the larger of a quarter of 1/N and four standard deviations of a shard's share
 *   of M draws, `4 × √((1/N)(1 − 1/N) ÷ M)`, M being the requests (or the family's items, when
 *   fewer requests touched it): a shard over that is not chance, its ids do not spread.
 * - Any other key (the base key `WS#<ws>#<env>`, the workspace's `WS#<ws>`, the authentication
 *   lookup, the rate-limit windows) is one partition: it may carry only what keeps it under the
 *   partition's limits at the goal's rate (`TARGETS.tenantTransfersPerSecond`), 1,000 ÷ 1,000 =
 *   1 write unit and 3,000 ÷ 1,000 = 3 read units per request.
 *
 * Shares are of every unit the route consumed (all of it the one workspace's requests').
 */
import { PARTITION_LIMITS } from '#bench/ceiling/ceiling.ts';
import { keyShape } from '#bench/ceiling/partitions.ts';
import { round } from '#bench/stats.ts';
import { TARGETS } from '#bench/targets.ts';
import type { DynamoCall } from '#bench/warm/meter.ts';

/** The units a key carried over the load, and how many item reads and writes named it. */
export interface KeyLoad {
  pk: string;
  read: number;
  write: number;
  touches: number;
}

/** Adds the calls' units to `loads`, by the partition key of each item they name. */
export function addCalls(loads: Map<string, KeyLoad>, calls: readonly DynamoCall[]): void {
  for (const call of calls) {
    for (const item of call.items) {
      const load = loads.get(item.pk) ?? { pk: item.pk, read: 0, write: 0, touches: 0 };
      load[call.kind] += item.units;
      load.touches++;
      loads.set(item.pk, load);
    }
  }
}

export interface KeyVerdict {
  pk: string;
  /** The family and its shard count for a shard key; null for a key of its own. */
  family: string | null;
  shards: number;
  read: number;
  write: number;
  /** The key's share of all read and write units. */
  readShare: number;
  writeShare: number;
  /** The most the key may carry, as a share of all read and write units. */
  allowedReadShare: number;
  allowedWriteShare: number;
  over: boolean;
}

export interface ShareReport {
  requests: number;
  readUnits: number;
  writeUnits: number;
  /** Every key, those over their share first, then by write units. */
  keys: KeyVerdict[];
  over: KeyVerdict[];
}

/** The tolerance over 1/N of a shard's share of its family, for M draws. */
export function shardTolerance(shards: number, draws: number): number {
  const p = 1 / shards;
  return Math.max(p / 4, 4 * Math.sqrt((p * (1 - p)) / Math.max(1, draws)));
}

/** What a key of its own may carry per request at the goal's rate. */
export const SINGLE_KEY_PER_REQUEST = {
  read: PARTITION_LIMITS.readUnits / TARGETS.tenantTransfersPerSecond,
  write: PARTITION_LIMITS.writeUnits / TARGETS.tenantTransfersPerSecond,
} as const;

/** Units may be split in thirds by a transaction's even split: comparisons allow for float rounding. */
const EPSILON = 1e-9;

/** Judges every key's units against its allowed share, over `requests` requests. */
export function judgeShares(loads: Iterable<KeyLoad>, requests: number): ShareReport {
  const all = [...loads];
  const readUnits = all.reduce((s, l) => s + l.read, 0);
  const writeUnits = all.reduce((s, l) => s + l.write, 0);
  const families = new Map<string, { read: number; write: number; touches: number }>();
  for (const load of all) {
    const shape = keyShape(load.pk);
    if (shape.partition !== 'shard') continue;
    const name = `${shape.base}#${shape.family}`;
    const f = families.get(name) ?? { read: 0, write: 0, touches: 0 };
    [f.read, f.write, f.touches] = [f.read + load.read, f.write + load.write, f.touches + load.touches];
    families.set(name, f);
  }
  const share = (units: number, total: number) => (total > 0 ? units / total : 0);
  const keys = all.map((load): KeyVerdict => {
    const shape = keyShape(load.pk);
    let allowedRead: number;
    let allowedWrite: number;
    if (shape.partition === 'shard') {
      const f = families.get(`${shape.base}#${shape.family}`)!;
      const part = 1 / shape.shards + shardTolerance(shape.shards, Math.min(requests, f.touches));
      [allowedRead, allowedWrite] = [f.read * part, f.write * part];
    } else {
      [allowedRead, allowedWrite] = [SINGLE_KEY_PER_REQUEST.read * requests, SINGLE_KEY_PER_REQUEST.write * requests];
    }
    return {
      pk: load.pk,
      family: shape.partition === 'shard' ? shape.family : null,
      shards: shape.partition === 'shard' ? shape.shards : 1,
      read: round(load.read),
      write: round(load.write),
      readShare: share(load.read, readUnits),
      writeShare: share(load.write, writeUnits),
      allowedReadShare: share(allowedRead, readUnits),
      allowedWriteShare: share(allowedWrite, writeUnits),
      over: load.read > allowedRead + EPSILON || load.write > allowedWrite + EPSILON,
    };
  });
  keys.sort((a, b) => Number(b.over) - Number(a.over) || b.write - a.write || b.read - a.read || a.pk.localeCompare(b.pk));
  return { requests, readUnits: round(readUnits), writeUnits: round(writeUnits), keys, over: keys.filter((k) => k.over) };
}

const percent = (x: number) => `${(x * 100).toFixed(x < 0.1 ? 2 : 1)} %`;

/** A key named by its shape (`…#TRANSFER#3`, `RATELIMIT#WS#<ws>`), without the ids it holds. */
export function shortKey(pk: string): string {
  const shape = keyShape(pk);
  if (shape.partition === 'shard') return `…#${shape.family}#${shape.shard}`;
  if (shape.partition === 'tenant') return '`WS#<ws>#<env>` (base)';
  if (shape.partition === 'workspace') return '`WS#<ws>`';
  if (pk.startsWith('RATELIMIT#WS#')) return '`RATELIMIT#WS#<ws>`';
  if (pk.startsWith('RATELIMIT#')) return '`RATELIMIT#<key id>`';
  if (pk.startsWith('APIKEY#')) return '`APIKEY#<token hash>`';
  return `\`${pk.split('#')[0]}#…\``;
}

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const header = (cells: readonly string[]) => [row(cells), row(cells.map(() => '---'))];

/**
 * The report as Markdown: one row per family (its share of all units, and its largest key's
 * share against 1/N of the family plus the tolerance), then one per key of its own (its units a
 * request against the goal's allowance); with `everyKey`, every key apart.
 */
export function renderShares(r: ShareReport, everyKey = false): string {
  const out: string[] = [];
  const families = new Map<string, KeyVerdict[]>();
  for (const k of r.keys) if (k.family) families.set(k.family, [...(families.get(k.family) ?? []), k]);
  const perRequest = (units: number) => round(units / Math.max(1, r.requests));
  if (families.size > 0) {
    out.push(
      ...header([
        'Family',
        'N',
        'Its share of RRU / WRU',
        'Largest key: share of RRU / WRU',
        'Allowed a key (1/N of the family + tolerance)',
        'Keys over',
      ]),
    );
    for (const [family, keys] of [...families].sort((a, b) => a[0].localeCompare(b[0]))) {
      const sum = (f: (k: KeyVerdict) => number) => keys.reduce((s, k) => s + f(k), 0);
      const top = (f: (k: KeyVerdict) => number) => Math.max(...keys.map(f));
      out.push(
        row([
          family,
          String(keys[0]!.shards),
          `${percent(sum((k) => k.readShare))} / ${percent(sum((k) => k.writeShare))}`,
          `${percent(top((k) => k.readShare))} / ${percent(top((k) => k.writeShare))}`,
          `${percent(top((k) => k.allowedReadShare))} / ${percent(top((k) => k.allowedWriteShare))}`,
          `${keys.filter((k) => k.over).length} of ${keys.length}`,
        ]),
      );
    }
    out.push('');
  }
  out.push(
    ...header([
      'Key of its own',
      'RRU / WRU a request',
      'Share of RRU / WRU',
      `Allowed (${SINGLE_KEY_PER_REQUEST.read} RRU / ${SINGLE_KEY_PER_REQUEST.write} WRU a request)`,
      'Verdict',
    ]),
  );
  for (const k of r.keys.filter((k) => !k.family)) {
    out.push(
      row([
        shortKey(k.pk),
        `${perRequest(k.read)} / ${perRequest(k.write)}`,
        `${percent(k.readShare)} / ${percent(k.writeShare)}`,
        `${percent(k.allowedReadShare)} / ${percent(k.allowedWriteShare)}`,
        k.over ? '**over**' : 'within',
      ]),
    );
  }
  if (everyKey) {
    out.push('', ...header(['Key', 'RRU', 'WRU', 'Share of RRU / WRU', 'Allowed: share of RRU / WRU', 'Verdict']));
    for (const k of r.keys) {
      out.push(
        row([
          shortKey(k.pk),
          String(k.read),
          String(k.write),
          `${percent(k.readShare)} / ${percent(k.writeShare)}`,
          `${percent(k.allowedReadShare)} / ${percent(k.allowedWriteShare)}`,
          k.over ? '**over**' : 'within',
        ]),
      );
    }
  }
  return out.join('\n');
}
