/** `npm run bench -- [flags]`: run counts and sections, parsed with node:util parseArgs. */
import { parseArgs } from 'node:util';

export const SECTIONS = ['bundle', 'cold', 'warm', 'load', 'webhooks'] as const;
export type Section = (typeof SECTIONS)[number];

export interface BenchOptions {
  coldRuns: number;
  warmRequests: number;
  warmWarmup: number;
  loadSeconds: number;
  loadConnections: number;
  /** Route ids to measure (the floor always is); all when absent. */
  routes: string[] | undefined;
  sections: Set<Section>;
  outDir: string;
}

export const USAGE = `Usage: npm run bench -- [options]
  --cold-runs N         cold starts per function (default 15, the issue's minimum)
  --warm-requests N     measured warm requests per route (default 300)
  --warm-warmup N       warm-up requests per route, not measured (default 30)
  --load-seconds N      seconds of load per load target (default 10)
  --load-connections N  concurrent connections of the load generator (default 32)
  --routes a,b          only these route ids (and the floor); default every route
  --skip a,b            skip sections: ${SECTIONS.join(', ')}
  --out DIR             report folder (default bench/results)
Quick check while iterating: npm run bench -- --cold-runs 3 --warm-requests 50 --load-seconds 2`;

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number ≥ 1, got ${value}`);
  return n;
}

function list(value: string | undefined): string[] | undefined {
  return value === undefined ? undefined : value.split(',').map((s) => s.trim()).filter(Boolean);
}

/** Parses the flags; returns null for `--help`. Throws on an unknown flag or a bad value. */
export function parseBenchArgs(args: readonly string[]): BenchOptions | null {
  const { values } = parseArgs({
    args: [...args],
    strict: true,
    options: {
      'cold-runs': { type: 'string' },
      'warm-requests': { type: 'string' },
      'warm-warmup': { type: 'string' },
      'load-seconds': { type: 'string' },
      'load-connections': { type: 'string' },
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
  return {
    coldRuns: positive('cold-runs', values['cold-runs'], 15),
    warmRequests: positive('warm-requests', values['warm-requests'], 300),
    warmWarmup: positive('warm-warmup', values['warm-warmup'], 30),
    loadSeconds: positive('load-seconds', values['load-seconds'], 10),
    loadConnections: positive('load-connections', values['load-connections'], 32),
    routes: list(values.routes),
    sections: new Set(SECTIONS.filter((s) => !skip.includes(s))),
    outDir: values.out ?? 'bench/results',
  };
}
