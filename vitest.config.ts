/**
 * Vitest: one local stack per run (global setup), its endpoints injected into every worker.
 * Forks, because the shared modules read process.env once at import and each file needs a
 * clean module graph of its own.
 *
 * The `unit` project (test/unit/) runs without the stack: its workers get a neutral environment
 * (test/support/unit-env.ts), and `npm run test:unit` (`--project unit`) starts no stack at all,
 * only the run's log capture and secret scan. In `npm test` it runs beside `parallel`.
 *
 * Four groups: `unit` and `parallel` (nearly everything, files side by side, the browser test of
 * test/browser/ included), then `reliability` (the
 * route-table-driven suite of test/reliability/, one file at a time), then `exclusive`, files
 * that inject faults the whole stack sees (for example a failing SQS send in the stream
 * consumer, which no request scope can confine), run one at a time, and last `final`, which
 * reads what all the others made the stack do (the IAM conformance of every AWS call).
 *
 * The group orders start at 1, not 0: with one worker vitest moves every file of a group-0
 * project into a sequential group that runs after all numbered groups, so `parallel` at 0 ran
 * last, after the reliability suite's load and faults.
 *
 * Two workers at least, where vitest would take one on a 2-core machine: the files spend most of
 * their time waiting on the stack (timers, polls, a chain's blocks), so the `parallel` group runs
 * two side by side (docs/development.md, Test time).
 */
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Copies what each worker prints to the run's log folder, for the secret scan (every project). */
const CAPTURE_LOGS = 'test/support/secrets/capture-logs.ts';
/** Points the shared modules at the test stack, then the capture. */
const STACK_SETUP = ['test/support/setup-env.ts', CAPTURE_LOGS];

export default defineConfig({
  test: {
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A passing run prints dots and the summary; a failure prints its test, its error and what
    // that test logged. Everything logged is still captured for the secret scan.
    silent: 'passed-only',
    reporters: ['dot', './test/support/secrets/console-capture-reporter.ts', './test/support/summary-reporter.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          setupFiles: ['test/support/unit-env.ts', CAPTURE_LOGS],
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'parallel',
          include: ['test/**/*.test.ts'],
          exclude: ['test/unit/**', 'test/exclusive/**', 'test/reliability/**', 'test/final/**'],
          setupFiles: STACK_SETUP,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The reliability suite loads the stack hard (fuzzing, load, faults); after the others,
        // so their timing-sensitive tests do not share the machine with it.
        extends: true,
        // One file at a time: each loads the stack to its limit and expects 429s, not 503s, at it.
        test: {
          name: 'reliability',
          include: ['test/reliability/**/*.test.ts'],
          setupFiles: STACK_SETUP,
          sequence: { groupOrder: 2 },
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'exclusive',
          include: ['test/exclusive/**/*.test.ts'],
          setupFiles: STACK_SETUP,
          sequence: { groupOrder: 3 },
          fileParallelism: false,
        },
      },
      {
        // Reads what every other file made the stack do (the AWS calls of each function).
        extends: true,
        test: { name: 'final', include: ['test/final/**/*.test.ts'], setupFiles: STACK_SETUP, sequence: { groupOrder: 4 } },
      },
    ],
  },
});
