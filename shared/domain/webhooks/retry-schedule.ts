/**
 * When a failed delivery is tried again. The delays (seconds) come from
 * `WEBHOOK_RETRY_SCHEDULE`; by default 5 s, 1 min, 5 min, 30 min, 2 h, 6 h, 12 h: eight attempts
 * over about 21 hours, then the delivery fails. Each delay gets ±20 % jitter so that deliveries
 * that failed together do not all return together. A delay may run past the 12 hours SQS lets
 * one receive hide a message: the due time is kept on the delivery (`next_retry_at`) and the
 * dispatcher postpones a message that comes back before it (`secondsUntilDue`).
 */
import * as config from '#shared/config.ts';

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
  return Math.max(1, Math.round(base * (0.8 + 0.4 * random())));
}

/**
 * Seconds (with their fraction, for the consumer to round up) until the attempt due at
 * `nextRetryAt`, an ISO time; 0 when it is due or has no due time (a first attempt, a resend).
 */
export function secondsUntilDue(nextRetryAt: string | undefined, now: Date): number {
  if (!nextRetryAt) return 0;
  return Math.max(0, (Date.parse(nextRetryAt) - now.getTime()) / 1000);
}
