/**
 * Runs an async property with several requests in flight: `concurrency` independent
 * `fc.assert` streams, each with its own seed and a share of the runs. fast-check's shrinking
 * and its seed/path report still work within each stream; a failure in any stream fails the run.
 */
import fc from 'fast-check';

export async function assertConcurrently<T>(
  arbitrary: fc.Arbitrary<T>,
  predicate: (value: T) => Promise<void>,
  options: { runs: number; concurrency: number; seed: number },
): Promise<void> {
  const streams = Math.max(1, Math.min(options.concurrency, options.runs));
  await Promise.all(
    Array.from({ length: streams }, (_, i) => {
      const runs = Math.floor(options.runs / streams) + (i < options.runs % streams ? 1 : 0);
      return fc.assert(fc.asyncProperty(arbitrary, predicate), {
        numRuns: runs,
        seed: (options.seed + i * 7919) | 0,
        endOnFailure: false,
        maxSkipsPerRun: 0,
      });
    }),
  );
}
