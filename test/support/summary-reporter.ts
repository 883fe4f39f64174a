/**
 * Prints one plain closing line, `vitest: N passed, N failed, N skipped`, after the default
 * reporter's summary, so CI logs end with a count any tool can read. The OpenAPI conformance
 * summary comes just before it, so the count stays the last line.
 */
import type { Reporter, TestModule } from 'vitest/node';
import { summariseConformance } from './conformance/summary.ts';

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
    const log = process.env.CONFORMANCE_LOG;
    if (log) process.stdout.write(`\n${summariseConformance(log)}\n`);
    process.stdout.write(`\nvitest: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
