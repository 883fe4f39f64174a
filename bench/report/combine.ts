/**
 * Puts each function's figures side by side (bundle, cold start, warm overhead, DynamoDB
 * calls, cost) and checks them against the targets, so the report and the summary say in
 * one place what meets its target and what misses.
 */
import type { TableAccess } from '#shared/http/route.ts';
import type { BundleRow } from '#bench/bundle/measure.ts';
import type { ColdRow } from '#bench/cold/run-cold.ts';
import { ceilingGoal } from '#bench/ceiling/ceiling.ts';
import { coldStartsPerMillion, costPerMillion, modelledDurationMs, type CostBreakdown } from '#bench/cost/model.ts';
import type { BenchFunction } from '#bench/functions.ts';
import { minimumFor, type DynamoMinimum } from '#bench/minimums.ts';
import { ratioTargetFor, TARGETS } from '#bench/targets.ts';
import type { WarmRow } from '#bench/warm/run-warm.ts';

export interface FunctionSummary {
  id: string;
  kind: BenchFunction['kind'];
  /** `GET /v1/workspace/networks`, or a description for the floor and fallback. */
  label: string;
  access: TableAccess | null;
  bundle: BundleRow | undefined;
  cold: ColdRow | undefined;
  warm: WarmRow | undefined;
  /** Null when the route has no documented minimum: the report flags it. */
  minimum: DynamoMinimum | null;
  cost: CostBreakdown | undefined;
  /** The modelled cost as a multiple of the floor's (judged for read routes). */
  costRatio: number | undefined;
  /** What cold starts add per million requests at `COLD_START_SHARE` (needs the cold and warm sections). */
  coldStarts: number | undefined;
  /** One line per missed target. */
  misses: string[];
}

function labelOf(fn: BenchFunction): string {
  if (fn.route) return `${fn.route.method} ${fn.route.path}`;
  return fn.kind === 'floor' ? 'floor: one DocumentClient GetItem' : '$default fallback (404/405)';
}

/** `404×3, 500×1`: the statuses other than 2xx. */
function failedStatuses(statuses: Record<string, number>): string {
  return Object.entries(statuses)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, n]) => `${code}×${n}`)
    .join(', ');
}

function missesOf(fn: BenchFunction, s: Omit<FunctionSummary, 'misses'>): string[] {
  const misses: string[] = [];
  // A scenario that was refused measured an error path: every other figure of the row is suspect.
  // (The fallback answers 404 by design; the floor answers nothing.)
  if (fn.kind === 'route' && s.warm && s.warm.unsuccessful > 0) {
    misses.push(
      `scenario did not succeed: ${s.warm.unsuccessful}/${s.warm.requests} warm requests answered ${failedStatuses(s.warm.statuses)}`,
    );
  }
  if (s.cold && s.cold.unsuccessful > 0 && fn.kind === 'route') {
    misses.push(
      `scenario did not succeed: ${s.cold.unsuccessful}/${s.cold.runs} cold invocations answered ${failedStatuses(s.cold.statuses)}`,
    );
  }
  if (fn.kind === 'floor') return misses;
  const ratioTarget = ratioTargetFor(fn.id);
  if (s.bundle && !s.bundle.meetsTarget) misses.push(`bundle ${s.bundle.ratio}× floor > ${ratioTarget}×`);
  if (s.cold && !s.cold.meetsTarget)
    misses.push(`cold init ${s.cold.initCpuRatio}× floor (CPU; wall ${s.cold.initRatio}×) > ${ratioTarget}×`);
  // Judged on CPU time, like cold init: wall-clock tails here mostly measure other load.
  if (s.warm && s.warm.overheadCpuP50Ms > TARGETS.warmOverheadP50Ms) {
    misses.push(`warm overhead p50 ${s.warm.overheadCpuP50Ms} ms CPU (wall ${s.warm.overheadP50Ms} ms) > ${TARGETS.warmOverheadP50Ms} ms`);
  }
  if (s.warm && s.warm.overheadCpuP99Ms > TARGETS.warmOverheadP99Ms) {
    misses.push(`warm overhead p99 ${s.warm.overheadCpuP99Ms} ms CPU (wall ${s.warm.overheadP99Ms} ms) > ${TARGETS.warmOverheadP99Ms} ms`);
  }
  if (s.warm && !s.minimum) misses.push('no documented DynamoDB minimum in bench/minimums.ts');
  if (s.warm && s.minimum && s.warm.callsTypical !== s.minimum.calls) {
    misses.push(`DynamoDB calls ${s.warm.callsTypical} ≠ documented minimum ${s.minimum.calls}`);
  }
  if (fn.id === TARGETS.tenantCeilingRoute && s.warm?.tenantCeiling) {
    const goal = ceilingGoal(s.warm);
    if (!goal.met) {
      const rps = (n: number | null) => (n === null ? 'no limit' : String(n));
      misses.push(`ceiling ${rps(goal.workspace)}/s per workspace, ${rps(goal.wallet)}/s per wallet < ${goal.target}/s`);
    }
  }
  if (s.warm?.generic) misses.push('no scenario in bench/scenarios.ts: measured with a generic request');
  if (s.access === 'read' && s.costRatio !== undefined && s.costRatio > TARGETS.readCostRatio) {
    misses.push(`modelled cost ${s.costRatio}× floor ($${s.cost!.total.toFixed(3)}/M) > ${TARGETS.readCostRatio}× (read route)`);
  }
  return misses;
}

function coldStartsOf(cold: ColdRow | undefined, warm: WarmRow | undefined): number | undefined {
  if (!cold || !warm) return undefined;
  return coldStartsPerMillion({ initMs: cold.initP50Ms, firstInvokeMs: cold.invokeP50Ms, warmMs: warm.totalP50Ms });
}

/** One summary per function, in the order measured. */
export function combine(
  functions: readonly BenchFunction[],
  sections: { bundles?: BundleRow[]; cold?: ColdRow[]; warm?: WarmRow[] },
): FunctionSummary[] {
  const costOf = (warm: WarmRow | undefined) =>
    warm
      ? costPerMillion({
          durationMs: modelledDurationMs(warm.cpuP50Ms, warm.callRounds),
          readUnits: warm.readUnits,
          writeUnits: warm.writeUnits,
        })
      : undefined;
  const floorCost = costOf(sections.warm?.find((r) => r.id === 'floor'));
  return functions.map((fn) => {
    const warm = sections.warm?.find((r) => r.id === fn.id);
    const cost = costOf(warm);
    const partial = {
      id: fn.id,
      kind: fn.kind,
      label: labelOf(fn),
      access: fn.route?.access ?? (fn.kind === 'floor' ? ('read' as const) : null),
      bundle: sections.bundles?.find((r) => r.id === fn.id),
      cold: sections.cold?.find((r) => r.id === fn.id),
      warm,
      minimum: minimumFor(fn.id, fn.route),
      cost,
      costRatio: cost && floorCost ? Number((cost.total / floorCost.total).toFixed(3)) : undefined,
      coldStarts: coldStartsOf(
        sections.cold?.find((r) => r.id === fn.id),
        warm,
      ),
    };
    return { ...partial, misses: missesOf(fn, partial) };
  });
}
