/**
 * When a failed delivery is tried again. The delays (seconds) come from
 * `WEBHOOK_RETRY_SCHEDULE`; by default 5 s, 1 min, 5 min, 30 min, 2 h, 6 h, 12 h: eight attempts
 * over about 21 hours, then the delivery fails. Each delay gets ±20 % jitter so that deliveries
 * that failed together do not all return together. SQS caps one visibility change at 12 hours.
 */
import { config } from '#shared/config.ts';

const SQS_MAX_VISIBILITY_SECONDS = 43_200;

/** Attempts in total: one more than there are delays. */
export function maxAttempts(schedule: readonly number[] = config.WEBHOOK_RETRY_SCHEDULE): number {
  return schedule.length + 1;
}

/** Seconds to wait after failed attempt number `attempt` (1-based), or null after the last one. */
export function retryDelaySeconds(
  attempt: number,
  schedule: readonly number[] = config.WEBHOOK_RETRY_SCHEDULE,
  random: () => number = Math.random,
): number | null {
  const base = schedule[attempt - 1];
  if (base === undefined) return null;
  const jittered = Math.round(base * (0.8 + 0.4 * random()));
  return Math.min(SQS_MAX_VISIBILITY_SECONDS, Math.max(1, jittered));
}
