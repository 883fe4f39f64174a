/**
 * Prints one plain closing line, `vitest: N passed, N failed, N skipped`, after the default
 * reporter's summary, so CI logs end with a count any tool can read. The OpenAPI conformance
 * summary comes just before it, so the count stays the last line. Before both, the slowest test
 * files with their group, so whoever keeps the run within its time budget sees where it goes.
 */
import type { Reporter, TestModule } from 'vitest/node';
import { summariseConformance } from './conformance/summary.ts';

const SLOWEST_SHOWN = 12;

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
      // A file that failed to load has no tests but is still a failure.
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) counts.failed++;
    }
    const slowest = [...testModules]
      .map((m) => ({ file: m.moduleId.replace(`${process.cwd()}/`, ''), group: m.project.name, ms: m.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SLOWEST_SHOWN);
    if (slowest.length > 1) {
      const lines = slowest.map((m) => `  ${(m.ms / 1000).toFixed(1).padStart(6)} s  ${m.group.padEnd(12)} ${m.file}`);
      process.stdout.write(`\nslowest test files:\n${lines.join('\n')}\n`);
    }
    const log = process.env.CONFORMANCE_LOG;
    if (log) process.stdout.write(`\n${summariseConformance(log)}\n`);
    process.stdout.write(`\nvitest: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
