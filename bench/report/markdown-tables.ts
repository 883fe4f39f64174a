/** The per-section tables of the Markdown report. */
import { describeContributors } from '#bench/bundle/attribute.ts';
import { ceilingRps, PARTITION_LIMITS } from '#bench/ceiling/ceiling.ts';
import { CALL_LATENCY_MS, COLD_START_SHARE, modelledDurationMs } from '#bench/cost/model.ts';
import type { FunctionSummary } from '#bench/report/combine.ts';
import { kB, ms, ok, statusList, table, times, usd } from '#bench/report/format.ts';
import { TARGETS } from '#bench/targets.ts';

/** One row per function: each figure beside its target, and the misses. */
export function summaryTable(fns: readonly FunctionSummary[]): string {
  return table(
    ['Function', 'Bundle', 'Cold init', 'Warm overhead p50 / p99', 'DynamoDB calls (min)', 'Cost / M', 'Misses'],
    fns.map((f) => [
      `\`${f.id}\` ${f.label}`,
      f.bundle ? `${times(f.bundle.ratio)} ${ok(f.bundle.meetsTarget)}` : '–',
      f.cold ? `${times(f.cold.initCpuRatio)} CPU (${times(f.cold.initRatio)} wall) ${ok(f.cold.meetsTarget)}` : '–',
      f.warm
        ? `${ms(f.warm.overheadCpuP50Ms)} / ${ms(f.warm.overheadCpuP99Ms)} CPU (wall ${f.warm.overheadP50Ms} / ${f.warm.overheadP99Ms})`
        : '–',
      f.warm ? `${f.warm.callsTypical} (${f.minimum?.calls ?? '⚠ none documented'})` : '–',
      f.cost ? `${usd(f.cost.total)}${f.access === 'read' ? ` (read, ${times(f.costRatio ?? null)})` : ''}` : '–',
      f.misses.length === 0 ? '—' : f.misses.join('; '),
    ]),
  );
}

/** Section 1: bytes, ratio, and what the function carries beyond the floor. */
export function bundleTable(fns: readonly FunctionSummary[]): string {
  return table(
    [
      'Function',
      'Bytes',
      'Ratio to floor',
      `≤ ${TARGETS.bundleRatio}× (${TARGETS.rampFunctions.join(', ')}: ${TARGETS.rampRatio}×)`,
      'Largest additions over the floor (esbuild metafile)',
    ],
    fns.flatMap((f) =>
      f.bundle
        ? [[f.id, kB(f.bundle.bytes), times(f.bundle.ratio), ok(f.bundle.meetsTarget), describeContributors(f.bundle.beyondFloor) || '–']]
        : [],
    ),
  );
}

/** Section 2: init (wall and CPU) and first invocation, with ratios to the floor. */
export function coldTable(fns: readonly FunctionSummary[]): string {
  // The ratio moves when the floor does; the milliseconds over it are the function's own.
  const floorCpu = fns.find((g) => g.kind === 'floor')?.cold?.initCpuP50Ms;
  return table(
    [
      'Function',
      'Runs',
      'Init p50 (wall)',
      'Wall ratio',
      'Init CPU p50 (p25–p75)',
      'CPU ratio',
      `≤ ${TARGETS.coldInitRatio}× CPU (${TARGETS.rampFunctions.join(', ')}: ${TARGETS.rampRatio}×)`,
      'CPU over the floor',
      'First invoke p50',
      'First-invoke ratio',
      'Statuses',
    ],
    fns.flatMap((f) => {
      const c = f.cold;
      if (!c) return [];
      const diff = floorCpu === undefined ? undefined : Math.round((c.initCpuP50Ms - floorCpu) * 10) / 10;
      const over = diff === undefined ? '–' : `${diff >= 0 ? '+' : '−'}${ms(Math.abs(diff))}`;
      return [
        [
          f.id,
          String(c.runs),
          ms(c.initP50Ms),
          times(c.initRatio),
          `${ms(c.initCpuP50Ms)} (${c.initCpuP25Ms}–${c.initCpuP75Ms})`,
          times(c.initCpuRatio),
          ok(c.meetsTarget),
          over,
          ms(c.invokeP50Ms),
          times(c.invokeRatio),
          statusList(c.statuses),
        ],
      ];
    }),
  );
}

/** Section 3: total, in-DynamoDB and overhead times (wall and CPU). */
export function warmTable(fns: readonly FunctionSummary[]): string {
  return table(
    [
      'Function',
      'Requests',
      'Total p50 / p99',
      'In DynamoDB p50',
      'In other services p50',
      'Overhead p50 / p99 (wall)',
      'CPU p50',
      'CPU p99',
      'Statuses',
      'Request',
    ],
    fns.flatMap((f) => {
      const w = f.warm;
      if (!w) return [];
      const p50ok = w.overheadCpuP50Ms <= TARGETS.warmOverheadP50Ms;
      const p99ok = w.overheadCpuP99Ms <= TARGETS.warmOverheadP99Ms;
      return [
        [
          f.id,
          String(w.requests),
          `${ms(w.totalP50Ms)} / ${ms(w.totalP99Ms)}`,
          ms(w.dynamoP50Ms),
          w.servicePattern ? `${ms(w.serviceP50Ms)} (${w.servicePattern})` : '–',
          `${ms(w.overheadP50Ms)} / ${ms(w.overheadP99Ms)}`,
          `${ms(w.overheadCpuP50Ms)} ${ok(p50ok)}`,
          `${ms(w.overheadCpuP99Ms)} ${ok(p99ok)}`,
          statusList(w.statuses),
          w.generic ? '⚠ generic (no scenario)' : 'scenario',
        ],
      ];
    }),
  );
}

/** Section 4: calls beside the documented minimum, and capacity units. */
export function dynamoTable(fns: readonly FunctionSummary[]): string {
  return table(
    ['Function', 'Calls (typical / max)', 'Documented minimum', 'Calls made', 'Minimum pattern', 'RRU', 'WRU'],
    fns.flatMap((f) => {
      const w = f.warm;
      if (!w) return [];
      const min = f.minimum ? `${f.minimum.calls} ${ok(w.callsTypical === f.minimum.calls)}` : '⚠ missing from bench/minimums.ts';
      return [
        [
          f.id,
          `${w.callsTypical} / ${w.callsMax}`,
          min,
          w.callPattern || '–',
          f.minimum?.pattern ?? '–',
          String(w.readUnits),
          String(w.writeUnits),
        ],
      ];
    }),
  );
}

/** Section 5: cost per million requests, itemised. */
export function costTable(fns: readonly FunctionSummary[]): string {
  return table(
    [
      'Function',
      'Access',
      'CPU p50',
      'Calls waited for',
      `Modelled duration (CPU + ${CALL_LATENCY_MS} ms a call)`,
      'API Gateway',
      'Lambda requests',
      'Lambda duration',
      'DynamoDB reads',
      'DynamoDB writes',
      'Total / M',
      'Ratio to floor',
      `Read ≤ ${TARGETS.readCostRatio}×`,
      `Cold starts (${COLD_START_SHARE * 100}%)`,
      'Total with cold starts',
    ],
    fns.flatMap((f) => {
      const c = f.cost;
      if (!c) return [];
      const target = f.access === 'read' && f.costRatio !== undefined ? ok(f.costRatio <= TARGETS.readCostRatio) : 'n/a';
      const cold = f.coldStarts === undefined ? ['–', '–'] : [usd(f.coldStarts), usd(c.total + f.coldStarts)];
      const w = f.warm!;
      return [
        [
          f.id,
          f.access ?? '–',
          ms(w.cpuP50Ms),
          String(w.callRounds),
          ms(modelledDurationMs(w.cpuP50Ms, w.callRounds)),
          usd(c.apiGateway),
          usd(c.lambdaRequests),
          usd(c.lambdaDuration),
          usd(c.dynamoReads),
          usd(c.dynamoWrites),
          usd(c.total),
          times(f.costRatio ?? null),
          target,
          ...cold,
        ],
      ];
    }),
  );
}

const rps = (n: number | null) => (n === null ? 'no limit' : n.toLocaleString('en-US'));
const units = (u: { readUnits: number; writeUnits: number }) => `${u.readUnits} / ${u.writeUnits}`;

/**
 * Section 6: per write route, the requests a second one workspace and environment can sustain
 * before its base key's limits, before its limiting shard family's (N keys: N partitions), and
 * before those of the logical item that limits it first (one wallet's ceiling).
 */
export function ceilingTable(fns: readonly FunctionSummary[]): string {
  return table(
    [
      'Route',
      'Base key RRU / WRU',
      'Base key ceiling (req/s)',
      'Limiting family (N keys)',
      'Its RRU / WRU a request',
      'Family ceiling (req/s)',
      `Tenant ceiling (req/s; ${PARTITION_LIMITS.readUnits} RRU, ${PARTITION_LIMITS.writeUnits} WRU a key)`,
      'Workspace partition RRU / WRU',
      'Workspace ceiling (req/s)',
      'Workspace rate-limit counter RRU / WRU, ceiling (req/s)',
      'Hottest logical item (copies)',
      'Its RRU / WRU a request',
      'One wallet ceiling (req/s)',
      'Other keys RRU / WRU',
    ],
    fns.flatMap((f) => {
      const w = f.warm;
      if (!w || f.access !== 'write' || !w.partitionUnits || !w.tenantCeiling) return [];
      const c = w.tenantCeiling;
      const l = c.limiting;
      const ws = w.partitionUnits.workspace;
      const o = w.partitionUnits.other;
      const h = w.hottestItem;
      return [
        [
          f.id,
          units(c.base),
          rps(c.base.rps),
          l ? `${l.family} (${l.shards})` : '–',
          l ? units(l) : '–',
          l ? rps(l.rps) : '–',
          rps(c.rps),
          `${ws.read} / ${ws.write}`,
          rps(ceilingRps(ws.read, ws.write)),
          c.workspaceCounter ? `${units(c.workspaceCounter)}, ${rps(c.workspaceCounter.rps)}` : '–',
          h ? `${h.entity} (${h.partition}, ${h.copies})` : '–',
          h ? units(h) : '–',
          h ? rps(h.rps) : '–',
          `${o.read} / ${o.write}`,
        ],
      ];
    }),
  );
}

/** Section 6, one route's units on its base key and on every shard family it touched, each with its ceiling. */
export function familyTable(f: FunctionSummary): string {
  const c = f.warm?.tenantCeiling;
  if (!c) return '';
  return table(
    ['Keys', 'N', 'RRU / WRU a request (all N keys)', 'Ceiling (req/s)'],
    [
      ['base `WS#<ws>#<env>`', '1', units(c.base), rps(c.base.rps)],
      ...c.families.map((fam) => [fam.family, String(fam.shards), units(fam), rps(fam.rps)]),
    ],
  );
}

/** The listing routes whose read cost the shards change: a listing of a sharded family reads every shard. */
export const LISTING_ROUTES = [
  'listTransfers',
  'listWalletTransactions',
  'listEvents',
  'listWebhookDeliveries',
  'getBalances',
  'getWallet',
] as const;

/** A call pattern with runs of one call folded: `GetItem+Query+Query+Query` → `GetItem+Query×3`. */
export function foldPattern(pattern: string): string {
  const runs: [string, number][] = [];
  for (const call of pattern.split('+').filter(Boolean)) {
    const last = runs.at(-1);
    if (last && last[0] === call) last[1]++;
    else runs.push([call, 1]);
  }
  return runs.map(([call, n]) => (n > 1 ? `${call}×${n}` : call)).join('+');
}

/** Section 6, what a listing costs: DynamoDB requests and read units per page, from the same meter. */
export function listingTable(fns: readonly FunctionSummary[]): string {
  return table(
    ['Route', 'Queries a page', 'DynamoDB calls a page', 'RRU a page', 'Calls made'],
    LISTING_ROUTES.flatMap((id) => {
      const w = fns.find((f) => f.id === id)?.warm;
      if (!w) return [];
      return [[id, String(w.queryCalls ?? '–'), String(w.callsTypical), String(w.readUnits), foldPattern(w.callPattern) || '–']];
    }),
  );
}
