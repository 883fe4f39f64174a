/** Runs the smoke steps in order, one line each, and counts the outcome. */
import { randomUUID } from 'node:crypto';
import { ApiClient, StepFailure } from '#infra/smoke/client.ts';
import type { SmokeOptions } from '#infra/smoke/options.ts';
import { messageOf, type SmokeState, type Step } from '#infra/smoke/step.ts';
import { envelopeAuth } from '#infra/smoke/steps/envelope.ts';
import { settings } from '#infra/smoke/steps/settings.ts';
import { webhook } from '#infra/smoke/steps/webhook.ts';
import { deposit, wallet } from '#infra/smoke/steps/wallet.ts';
import { transfer } from '#infra/smoke/steps/transfer.ts';
import { ramp } from '#infra/smoke/steps/ramp.ts';

/** The walk, in order; a step's `needs` always comes before it. */
export const STEPS: readonly Step[] = [envelopeAuth, settings, webhook, wallet, deposit, transfer, ramp];

export interface SmokeSummary {
  passed: number;
  failed: number;
  skipped: number;
}

/**
 * Prints `PASS <step> (<ms> ms)[: note]`, `FAIL <step>: <why>` or `SKIP <step>: needs <step>`
 * per step, then `smoke: N passed, M failed[, K skipped]`.
 */
export async function runSmoke(
  options: SmokeOptions,
  print: (line: string) => void = console.log,
  steps: readonly Step[] = STEPS,
): Promise<SmokeSummary> {
  const runId = `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
  const state: SmokeState = {};
  const passed = new Set<string>();
  const summary: SmokeSummary = { passed: 0, failed: 0, skipped: 0 };
  print(`Smoke run ${runId} against ${options.baseUrl.origin}${options.baseUrl.pathname} (${options.environment})`);
  for (const step of steps) {
    if (step.needs && !passed.has(step.needs)) {
      print(`SKIP ${step.name}: needs ${step.needs}`);
      summary.skipped++;
      continue;
    }
    const started = performance.now();
    const signal = AbortSignal.timeout(options.timeoutMs);
    try {
      const note = await step.run({
        api: new ApiClient(options, signal),
        signal,
        options,
        runId,
        state,
        cleanupApi: () => new ApiClient(options, AbortSignal.timeout(options.timeoutMs)),
      });
      const ms = Math.round(performance.now() - started);
      print(`PASS ${step.name} (${ms} ms)${note ? `: ${oneLine(note)}` : ''}`);
      passed.add(step.name);
      summary.passed++;
    } catch (error) {
      // A StepFailure is a check that did not hold; anything else is a surprise (a missing field, say).
      const why = error instanceof StepFailure ? error.message : `unexpected error: ${messageOf(error)}`;
      print(`FAIL ${step.name}: ${oneLine(why)}`);
      summary.failed++;
    }
  }
  const skipped = summary.skipped > 0 ? `, ${summary.skipped} skipped` : '';
  print(`smoke: ${summary.passed} passed, ${summary.failed} failed${skipped}`);
  return summary;
}

/** Exit code 0 only when every step passed: a skip follows a failure and never hides it. */
export const exitCodeOf = (s: SmokeSummary) => (s.failed === 0 && s.skipped === 0 ? 0 : 1);

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ');
