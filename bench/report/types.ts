/** The bench's JSON report (`bench/results/bench.json`): everything the Markdown report shows. */
import type { BundleRow } from '#bench/bundle/measure.ts';
import type { ColdRow } from '#bench/cold/run-cold.ts';
import type { PRICES } from '#bench/cost/prices.ts';
import type { FunctionSummary } from '#bench/report/combine.ts';
import type { TARGETS } from '#bench/targets.ts';
import type { WarmRow } from '#bench/warm/run-warm.ts';
import type { WebhookSection } from '#bench/webhooks.ts';
import type { FairnessSection } from '#bench/fairness.ts';

export interface BenchReport {
  startedAt: string;
  durationSeconds: number;
  machine: {
    node: string;
    platform: string;
    cpus: number;
    cpuModel: string;
    /** 1-minute load average when the run started and ended: other work on the machine skews times. */
    loadAverage: { start: number; end: number };
  };
  options: {
    coldRuns: number;
    warmRequests: number;
    warmWarmup: number;
    routes: string[] | null;
    sections: string[];
  };
  targets: typeof TARGETS;
  pricing: { prices: typeof PRICES; memoryMb: number; architecture: string };
  functions: FunctionSummary[];
  bundles?: BundleRow[];
  cold?: ColdRow[];
  warm?: WarmRow[];
  webhooks?: WebhookSection;
  fairness?: FairnessSection;
  notes: string[];
}
