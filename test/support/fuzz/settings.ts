/**
 * How hard the fuzzer works: `npm test` runs 100 cases per route (a new seed each run, so runs
 * add up; docs/development.md, Test time); `npm run fuzz` 10,000
 * (`FUZZ_RUNS`), with `FUZZ_CONCURRENCY` requests in flight per route and a reproducible
 * `FUZZ_SEED` (printed with every failure by fast-check).
 */
const int = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback);

export const FUZZ_RUNS = int(process.env.FUZZ_RUNS, 100);
export const FUZZ_CONCURRENCY = int(process.env.FUZZ_CONCURRENCY, 6);
export const FUZZ_SEED = int(process.env.FUZZ_SEED, Date.now() % 2_147_483_647);
/** A route's test timeout: generous per case, since the machine is shared. */
export const fuzzTimeoutMs = (runs: number) => 60_000 + runs * 100;
