/** `npm run bench -- [flags]`: run counts and sections, parsed with node:util parseArgs. */
import { parseArgs } from 'node:util';

export const SECTIONS = ['bundle', 'cold', 'warm', 'webhooks', 'fairness'] as const;
export type Section = (typeof SECTIONS)[number];

export interface BenchOptions {
  coldRuns: number;
  warmRequests: number;
  warmWarmup: number;
  /** Route ids to measure (the floor always is); all when absent. */
  routes: string[] | undefined;
  sections: Set<Section>;
  outDir: string;
}

/**
 * Run counts (why each suffices: docs/performance.md, "Run counts"). The default run judges the
 * targets; `--quick` is the look while a route changes, the same sections at counts that still
 * give a median but not a p99 worth a verdict.
 */
export const DEFAULT_COUNTS = { coldRuns: 9, warmRequests: 200, warmWarmup: 20 } as const;
export const QUICK_COUNTS = { coldRuns: 3, warmRequests: 40, warmWarmup: 10 } as const;

export const USAGE = `Usage: npm run bench -- [options]
  --quick               small counts (${QUICK_COUNTS.coldRuns} cold starts, ${QUICK_COUNTS.warmRequests} warm requests): a look while iterating
  --cold-runs N         cold starts per function (default ${DEFAULT_COUNTS.coldRuns}; the floor 4× as many)
  --warm-requests N     measured warm requests per route (default ${DEFAULT_COUNTS.warmRequests})
  --warm-warmup N       warm-up requests per route, not measured (default ${DEFAULT_COUNTS.warmWarmup})
  --routes a,b          only these route ids (and the floor); default every route
  --skip a,b            skip sections: ${SECTIONS.join(', ')}
  --out DIR             report folder (default bench/results; bench.json stays out of git)
Load on the gateway is npm run load (test/reliability/load.test.ts).`;

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number ≥ 1, got ${value}`);
  return n;
}

function list(value: string | undefined): string[] | undefined {
  return value === undefined
    ? undefined
    : value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
}

/** Parses the flags; returns null for `--help`. Throws on an unknown flag or a bad value. */
export function parseBenchArgs(args: readonly string[]): BenchOptions | null {
  const { values } = parseArgs({
    args: [...args],
    strict: true,
    options: {
      quick: { type: 'boolean' },
      'cold-runs': { type: 'string' },
      'warm-requests': { type: 'string' },
      'warm-warmup': { type: 'string' },
      routes: { type: 'string' },
      skip: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return null;
  const skip = list(values.skip) ?? [];
  const unknown = skip.filter((s) => !(SECTIONS as readonly string[]).includes(s));
  if (unknown.length > 0) throw new Error(`--skip: unknown section(s) ${unknown.join(', ')}; known: ${SECTIONS.join(', ')}`);
  const counts = values.quick ? QUICK_COUNTS : DEFAULT_COUNTS;
  return {
    coldRuns: positive('cold-runs', values['cold-runs'], counts.coldRuns),
    warmRequests: positive('warm-requests', values['warm-requests'], counts.warmRequests),
    warmWarmup: positive('warm-warmup', values['warm-warmup'], counts.warmWarmup),
    routes: list(values.routes),
    sections: new Set(SECTIONS.filter((s) => !skip.includes(s))),
    outDir: values.out ?? 'bench/results',
  };
}
