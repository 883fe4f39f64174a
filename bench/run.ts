/**
 * `npm run bench`: bundle sizes, cold starts, warm overhead, DynamoDB calls and capacity,
 * modelled cost, the tenant's ceiling and webhook dispatch for every route in `shared/routes.ts`,
 * each beside the floor in the same run. Writes `bench.json` (not committed) and `bench.md`
 * under `bench/results/` and prints a summary. `npm run bench -- --help` lists the flags.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureBundles } from '#bench/bundle/measure.ts';
import { PRICES } from '#bench/cost/prices.ts';
import { benchFunctions } from '#bench/functions.ts';
import { parseBenchArgs, USAGE } from '#bench/options.ts';
import { combine } from '#bench/report/combine.ts';
import { renderMarkdown } from '#bench/report/markdown.ts';
import { reportNotes } from '#bench/report/notes.ts';
import { renderSummary } from '#bench/report/summary.ts';
import type { BenchReport } from '#bench/report/types.ts';
import { TARGETS } from '#bench/targets.ts';
import { FUNCTION_ARCHITECTURE, FUNCTION_MEMORY_MB } from '#infra/constructs/function-sizing.ts';
import { measureLive } from '#bench/live.ts';

let options: ReturnType<typeof parseBenchArgs>;
try {
  options = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (!options) {
  console.log(USAGE);
  process.exit(0);
}

const startedAt = new Date();
const loadAtStart = Number(os.loadavg()[0]!.toFixed(2));
const progress = (line: string) => console.error(`[bench +${Math.round((Date.now() - startedAt.getTime()) / 1000)}s] ${line}`);
const functions = benchFunctions(options.routes);
const unknown = (options.routes ?? []).filter((id) => !functions.some((fn) => fn.id === id));
if (unknown.length > 0) {
  console.error(`--routes: no such route id(s): ${unknown.join(', ')}`);
  process.exit(2);
}
const outDir = path.resolve(options.outDir);
mkdirSync(outDir, { recursive: true });
const { sections } = options;

const needsBundles = sections.has('bundle') || sections.has('cold');
const bundles = needsBundles ? await measureBundles(functions, path.join(outDir, 'bundles')) : undefined;
if (bundles) progress(`bundles: ${bundles.rows.length} built`);

const live = await measureLive(functions, bundles?.files ?? new Map(), options, progress);

const report: BenchReport = {
  startedAt: startedAt.toISOString(),
  durationSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
  machine: {
    node: process.versions.node,
    platform: `${os.platform()} ${os.arch()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    loadAverage: { start: loadAtStart, end: Number(os.loadavg()[0]!.toFixed(2)) },
  },
  options: {
    coldRuns: options.coldRuns,
    warmRequests: options.warmRequests,
    warmWarmup: options.warmWarmup,
    routes: options.routes ?? null,
    sections: [...sections],
  },
  targets: TARGETS,
  pricing: { prices: PRICES, memoryMb: FUNCTION_MEMORY_MB, architecture: FUNCTION_ARCHITECTURE },
  functions: combine(functions, { ...(sections.has('bundle') ? { bundles: bundles?.rows } : {}), ...live }),
  ...(sections.has('bundle') && bundles ? { bundles: bundles.rows } : {}),
  ...live,
  notes: [],
};
report.notes = reportNotes(report);

const jsonFile = path.join(outDir, 'bench.json');
const mdFile = path.join(outDir, 'bench.md');
writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(mdFile, renderMarkdown(report));
console.log(renderSummary(report, [path.relative(process.cwd(), mdFile), path.relative(process.cwd(), jsonFile)]));
// Pooled SDK sockets and timers of the stopped stack must not keep the process alive.
process.exit(0);
