/** The bench's Markdown report (`bench/results/bench.md`), for people. */
import { FLOOR_STARTS_PER_ROUND } from '#bench/cold/run-cold.ts';
import { ceilingGoal, PARTITION_LIMITS, reaches } from '#bench/ceiling/ceiling.ts';
import { CALL_LATENCY_MS, COLD_START_SHARE } from '#bench/cost/model.ts';
import type { BenchReport } from '#bench/report/types.ts';
import {
  bundleTable,
  ceilingTable,
  coldTable,
  costTable,
  dynamoTable,
  familyTable,
  listingTable,
  summaryTable,
  warmTable,
} from '#bench/report/markdown-tables.ts';
import { TARGETS } from '#bench/targets.ts';

const perSecond = (n: number | null) => (n === null ? 'no limit' : `${n.toLocaleString('en-US')} a second`);

/** Section 6's goal: the goal route per workspace and per wallet, met or missed, and its units by family. */
function goalLines(r: BenchReport): string[] {
  const route = r.functions.find((f) => f.id === TARGETS.tenantCeilingRoute);
  const w = route?.warm;
  if (!route || !w?.tenantCeiling) return [];
  const goal = ceilingGoal(w);
  const verdict = (n: number | null) => `${perSecond(n)}, ${reaches(n, goal.target) ? 'met' : 'MISSED'}`;
  return [
    '',
    `**Goal: ≥ ${goal.target.toLocaleString('en-US')} \`${route.id}\` a second per workspace and per wallet.** ` +
      `Per workspace (one environment: its base key, its families, the workspace-wide partition and the workspace's rate-limit counter): ${verdict(goal.workspace)}. ` +
      `Per wallet (every transfer from one wallet: the hottest logical item): ${verdict(goal.wallet)}.`,
    '',
    `\`${route.id}\` by keys:`,
    '',
    familyTable(route),
  ];
}

/** The whole Markdown report of one run. */
export function renderMarkdown(r: BenchReport): string {
  const o = r.options;
  const p = r.pricing.prices;
  const out = [
    '# Bench report',
    '',
    `Started ${r.startedAt}, took ${r.durationSeconds} s on ${r.machine.cpus}× ${r.machine.cpuModel}, Node ${r.machine.node} (${r.machine.platform}); ` +
      `load average ${r.machine.loadAverage.start} → ${r.machine.loadAverage.end}.`,
    `Runs: ${o.coldRuns} cold starts per function (the floor ${o.coldRuns * FLOOR_STARTS_PER_ROUND}: ${FLOOR_STARTS_PER_ROUND} per round, as every ratio's denominator), ${o.warmRequests} warm requests per route (after ${o.warmWarmup} warm-up). ` +
      `Sections: ${o.sections.join(', ')}.` +
      (o.routes ? ` Routes: ${o.routes.join(', ')}.` : ''),
    '',
    'Every figure is measured beside the floor (one DocumentClient GetItem, `bench/floor/handler.ts`) in the same run; ratios matter more than absolute times on a shared machine.',
    '',
    '## Summary',
    '',
    summaryTable(r.functions),
  ];
  if (r.bundles) out.push('', '## 1. Bundle size (CDK esbuild settings, `infra/constructs/bundling.ts`)', '', bundleTable(r.functions));
  if (r.cold) {
    out.push(
      '',
      '## 2. Cold start (fresh `node`, bundle import = init, then the first invocation against DynamoDB Local)',
      '',
      "The target is judged on init CPU time (user + system, all threads of the process): on a shared machine the wall clock also counts waiting for a core, which Lambda's own vCPU share does not; both are shown. Load average during the run: " +
        `${r.machine.loadAverage.start} at the start, ${r.machine.loadAverage.end} at the end. ` +
        "In brackets, the middle half of the function's own starts: other load on the machine moves a median by a few percent from run to run, so a ratio within a few hundredths of the target can land on either side of it.",
      '',
      coldTable(r.functions),
    );
  }
  if (r.warm) {
    out.push(
      '',
      '## 3. Warm overhead (in process, payload 2.0 events, DynamoDB Local)',
      '',
      "Overhead = total handler time − time inside DynamoDB calls (each call is timed from `send()` until its promise settles: the SDK's per-call setup, marshalling, signing, the round trip and unmarshalling; overlapping calls count once). " +
        'A route\'s SQS calls (the webhook routes enqueue deliveries) are I/O to an external service too and are left out the same way; they are shown apart under "In other services" and do not count as DynamoDB calls. ' +
        "The targets are judged on the same overhead in CPU time (the process's CPU during the request minus the CPU the SDK used during its calls, at most the request's wall-clock overhead: the handler's one thread cannot use more CPU than time passes, and the excess is another thread's, such as V8's garbage-collection helpers): the wall-clock tail on a shared machine mostly measures preemption by other work. Both are shown.",
      '',
      warmTable(r.functions),
      '',
      '## 4. DynamoDB calls and consumed capacity per request',
      '',
      "Typical = most frequent count; max includes authentication's last-use write (at most once a minute per key per container), which the minimum does not count. Units are the median per request as DynamoDB Local reports them (`ReturnConsumedCapacity: TOTAL`), transactions raised to DynamoDB's 2 units per item.",
      '',
      dynamoTable(r.functions),
      '',
      `## 5. Cost per million requests (USD, ${p.region}, ${r.pricing.memoryMb} MB ${r.pricing.architecture}, prices as of ${p.asOf})`,
      '',
      `Modelled duration = the request's CPU time p50 (its own work and the SDK's in its calls) + ${CALL_LATENCY_MS} ms for each call it waits for (calls made side by side count once; DynamoDB's "single-digit milliseconds", at the top of the range), billed per started millisecond. ` +
        "DynamoDB Local's latency is not used: it moved with the emulator and the machine's load, so the same code met or missed the target from run to run. " +
        `Target: every read route ≤ ${r.targets.readCostRatio}× the floor's modelled cost (the floor: one GetItem, no authentication). ` +
        `Prices: HTTP API $${p.httpApiPerMillion}/M, Lambda $${p.lambdaRequestsPerMillion}/M requests and $${p.lambdaGbSecond.arm64}/GB-s (arm64), ` +
        `DynamoDB on-demand $${p.dynamoReadPerMillion}/M RRU and $${p.dynamoWritePerMillion}/M WRU. **Re-check these prices** (sources in \`bench/cost/prices.ts\`) before quoting.`,
      '',
      `Cold starts: since 1 August 2025 Lambda bills the init phase too. Each cold start bills its init (section 2, wall p50; Lambda's own runtime start comes on top) ` +
        `plus what its first invocation runs beyond a warm one; the column prices that at ${COLD_START_SHARE * 100}% of requests, AWS's figure for typical traffic. ` +
        'It is not in the total the target judges: its rate depends on the traffic, not on the code.',
      '',
      costTable(r.functions),
      '',
      `## 6. The tenant's ceiling (write routes), one wallet's, and what a listing costs`,
      '',
      `A DynamoDB partition key never gets more than one partition's throughput, ${PARTITION_LIMITS.writeUnits.toLocaleString('en-US')} write units and ${PARTITION_LIMITS.readUnits.toLocaleString('en-US')} read units a second, however large the table; a single item lives on one partition. ` +
        "A tenant's items live on its base key (`WS#<workspace>#<environment>`) and on the shards of the families of `shared/db/shards.ts` (`…#<FAMILY>#<k>`, k = 0..N−1); an item's shard comes from its own random id, so a family's units spread evenly over its N keys. " +
        "Units are attributed by the partition key each call names (a transaction's or batch's units split evenly over its items), per request the mean over the typical requests of section 4. " +
        "Base key ceiling = min(1,000 ÷ WRU, 3,000 ÷ RRU) with the units on it; a family's = N × the same with the units on all its N keys; the tenant's ceiling = the lowest of the base key's and every family's (the limiting family is named). " +
        'The authentication lookup (`APIKEY#<token hash>`) and the rate-limit windows (`RATELIMIT#…`) have keys of their own, shown as "other keys"; the workspace-wide partition (`WS#<workspace>`: members, API keys) is a second one per workspace, shown apart, and so is the workspace\'s rate-limit counter (`RATELIMIT#WS#<workspace>`), which every request of the workspace, in both environments, takes a slot on: it counts in the per-workspace goal, at the keys a limit at its highest spreads it over (a limit above 500 is counted on ⌈limit ÷ 500⌉ keys). ' +
        "One wallet's ceiling is the hottest logical item's: among the items at least half the measured requests touched, the one that allows the fewest requests a second. Items whose keys differ only in the shard index (a wallet's sub-balances, the copies of a setting) are one logical item with N copies, a request taking one: its ceiling is N × the limits ÷ its units over all copies. " +
        "What raises a ceiling is in docs/data-model.md. Write routes only: a read route's ceiling is 3,000 ÷ its RRU, from section 4.",
      '',
      ceilingTable(r.functions),
      ...goalLines(r),
      '',
      '### What a listing costs',
      '',
      'A listing of a sharded family reads every shard of it (one Query per shard, merged by sort key), so a page costs N Queries and at least N × 0.5 RRU where one partition key needed one. Per page, from the same meter (the typical request of section 4):',
      '',
      listingTable(r.functions),
    );
  }
  if (r.webhooks) {
    const w = r.webhooks;
    out.push(
      '',
      '## 7. Webhook dispatch',
      '',
      `One dispatcher invocation, receiver answering after ${w.receiverDelayMs} ms, median of ${w.rounds} rounds: ` +
        `single delivery ${w.singleMs} ms, batch of 10 ${w.batchMs} ms, ratio ${w.ratio}× (target ≤ ${w.target}×, ` +
        `${w.ratio <= w.target ? 'met' : 'MISSED'}); ${w.deliveriesPerSecond} deliveries per second.`,
    );
  }
  if (r.fairness) {
    const f = r.fairness;
    out.push(
      '',
      '## 8. Fair delivery',
      '',
      `A victim workspace's ${f.victimEvents} \`webhook.test\` events through the API, one every 150 ms, to a receiver answering at once; ` +
        `latency from each event's \`created_at\` to receipt. Then again while an attacker's 16 webhooks point at a tarpit (accepts, never answers) ` +
        `with ${f.attackerDeliveries} deliveries queued for them.`,
      '',
      '| | victim p50 | victim p99 | victim max | deliveries/s (a burst of ' + f.bulkDeliveries + ' to a healthy receiver) |',
      '|---|---|---|---|---|',
      `| alone | ${f.baseline.p50Ms} ms | ${f.baseline.p99Ms} ms | ${f.baseline.maxMs} ms | ${f.deliveriesPerSecondAlone} |`,
      `| with the tarpit | ${f.withTarpit.p50Ms} ms | ${f.withTarpit.p99Ms} ms | ${f.withTarpit.maxMs} ms | ${f.deliveriesPerSecondWithTarpit} |`,
      '',
      `p99 with the tarpit over p99 alone: ${f.p99Ratio}× (target ≤ ${f.target}×, ${f.p99Ratio <= f.target ? 'met' : 'MISSED'}). ` +
        `The tarpit received ${f.tarpitRequests} requests and held at most ${f.tarpitMostHeld} at once.`,
      '',
      `Identity lookup quota: a harvesting workspace sent ${f.identity.sent} lookups, ten at a time, over ${f.identity.minutes} clock ` +
        `minute(s) (quota ${f.identity.perMinute} a minute): ${f.identity.answered} answered, ${f.identity.refused} refused with 429, ` +
        `${f.identity.other} other. A neighbour's lookup right after: ${f.identity.neighbourStatus} in ${f.identity.neighbourMs} ms. ` +
        `The quota ${f.identity.holds ? 'held' : 'did NOT hold'}.`,
    );
  }
  if (r.notes.length > 0) out.push('', '## Notes', '', ...r.notes.map((n) => `- ${n}`));
  return `${out.join('\n')}\n`;
}
