/** The summary `npm run bench` prints: one line per function, webhook dispatch, and every miss. */
import type { BenchReport } from '#bench/report/types.ts';
import { ms, times, usd } from '#bench/report/format.ts';

function pad(cells: readonly string[], widths: readonly number[]): string {
  return cells
    .map((c, i) => c.padEnd(widths[i] ?? 0))
    .join('  ')
    .trimEnd();
}

/** The console summary; `reportFiles` are printed last so a reader knows where the detail is. */
export function renderSummary(r: BenchReport, reportFiles: readonly string[]): string {
  const header = ['function', 'bundle', 'init (wall)', 'init cpu', 'invoke', 'warm cpu p50/p99 (wall)', 'calls(min)', 'RRU/WRU', '$/M'];
  const rows = r.functions.map((f) => [
    f.id,
    f.bundle ? `${(f.bundle.bytes / 1000).toFixed(0)}k ${times(f.bundle.ratio)}` : '–',
    f.cold ? `${ms(f.cold.initP50Ms)} ${times(f.cold.initRatio)}` : '–',
    f.cold ? times(f.cold.initCpuRatio) : '–',
    f.cold ? `${ms(f.cold.invokeP50Ms)}` : '–',
    f.warm ? `${f.warm.overheadCpuP50Ms}/${f.warm.overheadCpuP99Ms} (${f.warm.overheadP50Ms}/${f.warm.overheadP99Ms}) ms` : '–',
    f.warm ? `${f.warm.callsTypical}(${f.minimum?.calls ?? '?'})` : '–',
    f.warm ? `${f.warm.readUnits}/${f.warm.writeUnits}` : '–',
    f.cost ? usd(f.cost.total) : '–',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const lines = [
    `bench: ${r.durationSeconds} s, node ${r.machine.node}, ${r.machine.cpus} cpus, load ${r.machine.loadAverage.start} → ${r.machine.loadAverage.end}; ratios are to the floor in the same run`,
    pad(header, widths),
    ...rows.map((row) => pad(row, widths)),
  ];
  if (r.webhooks) {
    const w = r.webhooks;
    lines.push(
      `webhooks: batch of 10 ${w.batchMs} ms vs one ${w.singleMs} ms = ${w.ratio}× (target ≤ ${w.target}×), ${w.deliveriesPerSecond} deliveries/s`,
    );
  }
  if (r.fairness) {
    const f = r.fairness;
    lines.push(
      `fairness: victim p50/p99 ${f.baseline.p50Ms}/${f.baseline.p99Ms} ms alone, ${f.withTarpit.p50Ms}/${f.withTarpit.p99Ms} ms with a tarpit = ${f.p99Ratio}× (target ≤ ${f.target}×); ` +
        `${f.deliveriesPerSecondAlone} deliveries/s alone, ${f.deliveriesPerSecondWithTarpit} with the tarpit; ` +
        `identity quota ${f.identity.holds ? 'held' : 'NOT held'} (${f.identity.answered} of ${f.identity.sent} answered, neighbour ${f.identity.neighbourStatus})`,
    );
  }
  const misses = r.functions.flatMap((f) => f.misses.map((m) => `  ${f.id}: ${m}`));
  const webhookMiss =
    r.webhooks && r.webhooks.ratio > r.webhooks.target ? [`  webhooks: batch ratio ${r.webhooks.ratio}× > ${r.webhooks.target}×`] : [];
  const fairnessMiss =
    r.fairness && r.fairness.p99Ratio > r.fairness.target
      ? [`  fairness: victim p99 ratio ${r.fairness.p99Ratio}× > ${r.fairness.target}×`]
      : [];
  const identityMiss = r.fairness && !r.fairness.identity.holds ? ['  fairness: the identity lookup quota did not hold'] : [];
  const all = [...misses, ...webhookMiss, ...fairnessMiss, ...identityMiss];
  lines.push(all.length === 0 ? 'all targets met' : 'missed targets:', ...all);
  lines.push(`report: ${reportFiles.join(', ')}`);
  return lines.join('\n');
}
