/** Bounded polling: every wait ends by the step's time limit, saying what it last saw. */
import { setTimeout as sleep } from 'node:timers/promises';
import { StepFailure } from '#infra/smoke/client.ts';

/** One look: either the awaited value, or a short description of what was seen instead. */
export type Probe<T> = { done: true; value: T } | { done: false; seen: string };

const INTERVAL_MS = 250;

/** Calls `probe` until it is done, or fails when `signal` aborts: "timed out waiting for <what>; last seen: ...". */
export async function waitFor<T>(signal: AbortSignal, what: string, probe: () => Promise<Probe<T>>): Promise<T> {
  let seen = 'nothing yet';
  for (;;) {
    try {
      const result = await probe();
      if (result.done) return result.value;
      seen = result.seen;
      await sleep(INTERVAL_MS, undefined, { signal });
    } catch (error) {
      if (!signal.aborted) throw error;
      throw new StepFailure(`timed out waiting for ${what}; last seen: ${seen}`);
    }
  }
}
