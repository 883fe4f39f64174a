/**
 * Bench section 2: cold starts. Each run spawns a fresh `node` per function that loads the
 * bundle, runs its init and first invocation against DynamoDB Local. Runs are interleaved
 * (floor, route A, route B, …, then again) so drift on a shared machine hits all alike.
 */
import path from 'node:path';
import { runChild } from '#bench/child-run.ts';
import type { BenchContext } from '#bench/context.ts';
import { eventFor } from '#bench/events.ts';
import { scenarioSucceeded } from '#bench/expected-status.ts';
import type { BenchFunction } from '#bench/functions.ts';
import { median, percentile, ratio, round } from '#bench/stats.ts';
import { ratioTargetFor } from '#bench/targets.ts';

const CHILD = path.resolve(import.meta.dirname, 'child.ts');
const RESULT_PREFIX = 'BENCH_COLD ';

export interface ColdRow {
  id: string;
  runs: number;
  initP50Ms: number;
  /** CPU time of the init (all threads): the figure least disturbed by other load on the machine. */
  initCpuP50Ms: number;
  /**
   * The middle half of the function's init CPU samples: the spread a ratio near the target
   * should be read against (a function's median moves with other load on the machine).
   */
  initCpuP25Ms: number;
  initCpuP75Ms: number;
  invokeP50Ms: number;
  initRatio: number | null;
  initCpuRatio: number | null;
  invokeRatio: number | null;
  /** Init CPU time ≤ the target × the floor's (see below for why CPU rather than wall). */
  meetsTarget: boolean;
  statuses: Record<string, number>;
  /** First invocations not answered with a 2xx (the scenario is broken). */
  unsuccessful: number;
}

/** The environment the local stack gives each function (its derived variables with local values), by function id. */
export interface ColdEnv {
  environmentOf(functionId: string): Record<string, string>;
}

interface Run {
  initMs: number;
  initCpuMs: number;
  invokeMs: number;
  status: number;
}

function runOnce(file: string, name: string, event: unknown, env: Record<string, string>): Promise<Run> {
  return runChild<Run>({
    script: CHILD,
    args: [file, name],
    // A clean environment: nothing from this shell (NODE_OPTIONS, a compile cache) may help or hurt.
    env: { PATH: process.env.PATH ?? '', ...env },
    input: JSON.stringify(event),
    prefix: RESULT_PREFIX,
    what: `cold start of ${name}`,
  });
}

/** A deterministic shuffle (seeded by the round), so runs are reproducible in order. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = (seed + 1) * 2654435761;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Floor starts per round. The floor's median init is the denominator of every function's ratio,
 * so its noise moves all ratios together, and a run's verdicts with it. Four starts per round
 * halve that part of the noise (the median of 60 starts instead of 15) for a few per cent more
 * cold-start time.
 */
export const FLOOR_STARTS_PER_ROUND = 4;

/** `runs` cold starts of every function (the floor, which must be among them, 4× per round), interleaved. */
export async function measureCold(
  functions: readonly BenchFunction[],
  files: ReadonlyMap<string, string>,
  ctx: BenchContext,
  env: ColdEnv,
  runs: number,
): Promise<ColdRow[]> {
  const results = new Map<string, Run[]>(functions.map((fn) => [fn.id, []]));
  for (let i = 0; i < runs; i++) {
    // A new order each round, so no function always follows the same one.
    const floorStarts = functions.filter((fn) => fn.kind === 'floor');
    const round = [...functions, ...Array.from({ length: FLOOR_STARTS_PER_ROUND - 1 }, () => floorStarts).flat()];
    for (const fn of shuffled(round, i)) {
      const { event } = await eventFor(fn, ctx);
      // The floor is no function of the service: it gets the fallback's environment (the table, no more).
      const environment = env.environmentOf(fn.id === 'floor' ? 'fallback' : fn.id);
      results.get(fn.id)!.push(await runOnce(files.get(fn.id)!, `bench-${fn.id}`, event, environment));
    }
  }
  const floor = results.get('floor') ?? [];
  const floorInit = median(floor.map((r) => r.initMs));
  const floorInvoke = median(floor.map((r) => r.invokeMs));
  const floorCpu = median(floor.map((r) => r.initCpuMs));
  return functions.map((fn) => {
    const rs = results.get(fn.id)!;
    const init = median(rs.map((r) => r.initMs));
    const invoke = median(rs.map((r) => r.invokeMs));
    const cpus = rs.map((r) => r.initCpuMs);
    const cpu = median(cpus);
    const statuses: Record<string, number> = {};
    for (const r of rs) statuses[String(r.status)] = (statuses[String(r.status)] ?? 0) + 1;
    const unsuccessful = rs.filter((r) => !scenarioSucceeded(fn.id, r.status)).length;
    return {
      id: fn.id,
      runs: rs.length,
      initP50Ms: round(init),
      initCpuP50Ms: round(cpu),
      initCpuP25Ms: round(percentile(cpus, 25)),
      initCpuP75Ms: round(percentile(cpus, 75)),
      invokeP50Ms: round(invoke),
      initRatio: ratio(init, floorInit),
      initCpuRatio: ratio(cpu, floorCpu),
      invokeRatio: ratio(invoke, floorInvoke),
      // Judged on CPU time: on this shared 2-core machine the wall clock also counts waiting for
      // a core (other engineers' tests), which swings wall ratios by ±0.3 from run to run.
      meetsTarget: fn.kind === 'floor' || cpu <= ratioTargetFor(fn.id) * floorCpu,
      statuses,
      unsuccessful,
    };
  });
}
