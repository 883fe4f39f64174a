/** Small statistics helpers for the bench: medians, percentiles, interval unions. */

/** The p-th percentile (0–100) by nearest rank; NaN for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function median(samples: readonly number[]): number {
  return percentile(samples, 50);
}

/**
 * Total time covered by at least one interval. Calls made side by side (authentication's
 * background last-use write beside the route's own read) must not be counted twice.
 */
export function unionMs(intervals: readonly { start: number; end: number }[]): number {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  let total = 0;
  let open: { start: number; end: number } | undefined;
  for (const next of sorted) {
    if (open && next.start <= open.end) {
      open.end = Math.max(open.end, next.end);
    } else {
      if (open) total += open.end - open.start;
      open = { ...next };
    }
  }
  return open ? total + (open.end - open.start) : total;
}

/**
 * How many calls a request waits for one after another: calls that overlap (made side by side)
 * count once. The modelled cost charges a fixed latency per such round.
 */
export function sequentialRounds(intervals: readonly { start: number; end: number }[]): number {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  let rounds = 0;
  let end = -Infinity;
  for (const next of sorted) {
    if (next.start > end) rounds++;
    end = Math.max(end, next.end);
  }
  return rounds;
}

/** Rounds for reports: 2 decimals below 10, 1 below 100, else whole. */
export function round(value: number): number {
  if (!Number.isFinite(value)) return value;
  const digits = Math.abs(value) < 10 ? 2 : Math.abs(value) < 100 ? 1 : 0;
  return Number(value.toFixed(digits));
}

/** `a / b` rounded to 3 decimals (so 1.302 does not read as a pass at 1.3), or null when `b` is not positive. */
export function ratio(a: number, b: number): number | null {
  return b > 0 && Number.isFinite(a) ? Number((a / b).toFixed(3)) : null;
}
