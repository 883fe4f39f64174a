/**
 * Setup file: copies everything a test worker writes to stdout and stderr (the service's JSON
 * logger in in-process handler tests, the SDK, stray prints) to the run's log folder, where the
 * global teardown scans it for secrets. Setup files run before each test file in a worker, so
 * the streams are wrapped once per process.
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

const WRAPPED = Symbol.for('wallet-test.capture-logs');
const state = globalThis as { [WRAPPED]?: boolean };

if (!state[WRAPPED]) {
  state[WRAPPED] = true;
  const file = join(inject('stack').logDir, `worker-${process.pid}.log`);
  for (const stream of [process.stdout, process.stderr]) {
    const original = stream.write.bind(stream) as (...args: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      try {
        appendFileSync(file, typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array));
      } catch {
        // The log folder is gone only after the run; never fail a write because of the copy.
      }
      return original(chunk, ...rest);
    }) as typeof stream.write;
  }
}
