/**
 * Setup file: copies everything a test worker writes to stdout and stderr (the service's JSON
 * logger in in-process handler tests, worker threads of in-process local stacks, the SDK, stray
 * prints) to the run's log folder, where the global teardown scans it for secrets. Setup files
 * run before each test file in a worker, so the streams are wrapped once per process.
 *
 * The text then goes to the test's console rather than straight to the stream: Vitest ties it
 * to the running test, so `silent: 'passed-only'` keeps a passing test's lines (expected
 * warnings from injected faults among them) out of the output and prints a failing test's.
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

const WRAPPED = Symbol.for('wallet-test.capture-logs');
const state = globalThis as { [WRAPPED]?: boolean };

if (!state[WRAPPED]) {
  state[WRAPPED] = true;
  const file = join(inject('logDir'), `worker-${process.pid}.log`);
  let forwarding = false;
  for (const [stream, print] of [
    [process.stdout, console.log],
    [process.stderr, console.error],
  ] as const) {
    const original = stream.write.bind(stream) as (...args: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      const bytes = typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array);
      try {
        appendFileSync(file, bytes);
      } catch {
        // The log folder is gone only after the run; never fail a write because of the copy.
      }
      // A console that writes to this very stream would come back here: let that through.
      if (forwarding) return original(chunk, ...rest);
      forwarding = true;
      try {
        print(String(bytes).replace(/\n$/, ''));
      } finally {
        forwarding = false;
      }
      const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      callback?.();
      return true;
    }) as typeof stream.write;
  }
}
