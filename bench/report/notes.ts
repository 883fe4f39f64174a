/** The caveats printed under the report, with the ones that depend on what this run found. */
import type { BenchReport } from '#bench/report/types.ts';

/** The notes of a run: fixed caveats, then one per cause found (hints, missing scenarios or minimums). */
export function reportNotes(r: BenchReport): string[] {
  const notes = [
    `Prices are list prices (${r.pricing.prices.region}) as of ${r.pricing.prices.asOf}: re-check them against the AWS pricing pages named in bench/cost/prices.ts before relying on a cost figure.`,
    'DynamoDB Local (Java, on this machine) stands in for DynamoDB: call latencies, and so total durations and the modelled Lambda duration cost, are indicative. Overhead outside DynamoDB does not depend on it.',
    'Cold init is the bundle import in a fresh node process (module scope: SDK client, schemas, middleware); the Lambda runtime bootstrap before it is the same for every function and not included.',
    "The cost model leaves out what is per container rather than per request: cold-start init (billed by Lambda) and authentication's last-use write (at most one a minute per key per container).",
  ];
  if (r.webhooks) {
    notes.push(
      'Webhook dispatch: the batch is sent concurrently, but DynamoDB Local barely serves concurrent calls in parallel (measured on this machine, 2026-11-22: ten concurrent TransactWriteItems took 4.2x one, ten GetItems 5.2x one), so the batch ratio measures the emulator as much as the dispatcher; the concurrency itself is proved by test/integration/webhooks-dispatcher.test.ts with a 400 ms receiver.',
    );
  }
  // The same cause usually hits many functions: one note per cause, naming them.
  const byHint = new Map<string, string[]>();
  for (const b of r.bundles ?? []) for (const hint of b.hints) byHint.set(hint, [...(byHint.get(hint) ?? []), b.id]);
  for (const [hint, ids] of byHint) notes.push(`${ids.join(', ')}: ${hint}.`);
  const generic = r.functions.filter((f) => f.warm?.generic).map((f) => f.id);
  if (generic.length > 0) notes.push(`No scenario in bench/scenarios.ts (generic request measured): ${generic.join(', ')}.`);
  const failing = r.functions
    .filter((f) => f.kind === 'route' && ((f.warm?.unsuccessful ?? 0) > 0 || (f.cold?.unsuccessful ?? 0) > 0))
    .map((f) => `${f.id} (${f.warm?.firstFailure ?? 'cold invocations only'})`);
  if (failing.length > 0) {
    notes.push(`Scenarios that did not succeed (their figures measure an error path, not the route's work): ${failing.join('; ')}.`);
  }
  const noMinimum = r.functions.filter((f) => f.warm && !f.minimum).map((f) => f.id);
  if (noMinimum.length > 0) notes.push(`No documented DynamoDB minimum in bench/minimums.ts: ${noMinimum.join(', ')}.`);
  return notes;
}
