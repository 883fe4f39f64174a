/**
 * The sections that need DynamoDB Local (cold starts, warm overhead and DynamoDB calls, webhook
 * dispatch): starts the local stack once, as the tests and the soak do (`startStackProcess`, a
 * child process), points this process at it, makes the bench's own workspace, runs them, and
 * stops the stack. Shared modules are imported only after this process has the stack's
 * environment, because they read their configuration at import.
 */
import type { ColdRow } from '#bench/cold/run-cold.ts';
import type { BenchFunction } from '#bench/functions.ts';
import type { BenchOptions } from '#bench/options.ts';
import type { WarmRow } from '#bench/warm/run-warm.ts';
import type { WebhookSection } from '#bench/webhooks.ts';
import type { FairnessSection } from '#bench/fairness.ts';
import { pointAtStack } from '#infra/local/stack.ts';
import { startStackProcess } from '#infra/local/stack-process.ts';
import { BENCH_PARTNER_CALLBACK_SECRET } from '#shared/fixtures/request-bodies.ts';

export interface LiveSections {
  cold?: ColdRow[];
  warm?: WarmRow[];
  webhooks?: WebhookSection;
  fairness?: FairnessSection;
}

/** Runs the selected live sections against one local stack, then stops it. */
export async function measureLive(
  functions: readonly BenchFunction[],
  bundleFiles: ReadonlyMap<string, string>,
  options: BenchOptions,
  progress: (line: string) => void,
): Promise<LiveSections> {
  const { sections } = options;
  if (!['cold', 'warm', 'webhooks', 'fairness'].some((s) => sections.has(s as never))) return {};
  // The bench makes fixtures and reads through one key far faster than the rate limits
  // (100 writes and 200 reads/s per key, 500 and 1,000/s per workspace) allow a caller; their own
  // cost, two UpdateItems in parallel per request, is still measured.
  process.env.RATE_LIMIT_WRITES_PER_SECOND ??= '1000000';
  process.env.RATE_LIMIT_WORKSPACE_WRITES_PER_SECOND ??= '1000000';
  process.env.RATE_LIMIT_READS_PER_SECOND ??= '1000000';
  process.env.RATE_LIMIT_WORKSPACE_READS_PER_SECOND ??= '1000000';
  // The partner's callbacks are signed with it (bench/scenarios/ramp.ts signs with the same).
  process.env.PARTNER_CALLBACK_SECRET ??= BENCH_PARTNER_CALLBACK_SECRET;
  // The stack gets this environment, so the limits and secret above are its settings too.
  const stack = await startStackProcess({ name: 'wallet-bench' });
  const environmentOf = pointAtStack(stack.state);
  progress(`local stack up: gateway ${stack.apiUrl}, DynamoDB Local ${stack.state.dynamodbEndpoint}`);
  const out: LiveSections = {};
  let closeFixtures = async () => {};
  try {
    const { createBenchContext } = await import('#bench/context.ts');
    const ctx = await createBenchContext();
    closeFixtures = ctx.close;
    if (sections.has('cold')) {
      const { measureCold } = await import('#bench/cold/run-cold.ts');
      // Each function starts with the environment the stack gives it, as its own worker would.
      out.cold = await measureCold(functions, bundleFiles, ctx, { environmentOf }, options.coldRuns);
      progress(`cold starts: ${options.coldRuns} runs of ${functions.length} functions`);
    }
    if (sections.has('warm')) {
      const { measureWarm } = await import('#bench/warm/run-warm.ts');
      out.warm = [];
      for (const [i, fn] of functions.entries()) {
        out.warm.push(
          await measureWarm(fn, ctx, {
            requests: options.warmRequests,
            warmup: options.warmWarmup,
            environment: environmentOf(fn.kind === 'floor' ? 'fallback' : fn.id),
          }),
        );
        if ((i + 1) % 10 === 0) progress(`warm: ${i + 1} of ${functions.length} functions`);
      }
      progress(`warm: ${options.warmRequests} requests per function`);
    }
    if (sections.has('webhooks')) {
      const { measureWebhooks } = await import('#bench/webhooks.ts');
      out.webhooks = await measureWebhooks(10);
      progress(`webhooks: batch of 10 took ${out.webhooks.ratio}× one delivery`);
    }
    if (sections.has('fairness')) {
      const { measureFairness } = await import('#bench/fairness.ts');
      out.fairness = await measureFairness(stack.apiUrl);
      progress(`fairness: victim p99 ${out.fairness.withTarpit.p99Ms} ms with a tarpit, ${out.fairness.baseline.p99Ms} ms alone`);
    }
  } finally {
    await closeFixtures();
    await stack.stop();
  }
  return out;
}
