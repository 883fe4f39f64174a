/**
 * The schedule table: functions run on a timer. The CDK stack wires each with an EventBridge
 * rule at its rate; the local stack runs the same handler every `localIntervalSeconds`, or every
 * `LOCAL_SCHEDULE_SECONDS` seconds when `npm start`'s environment sets it (tests run them often).
 */
import type { Uses } from '#shared/wiring/uses.ts';

export interface ScheduleDef {
  id: string;
  /** The scheduled entry (a handler taking no event of interest), relative to the repository root. */
  consumer: string;
  /** Minutes between runs in AWS (EventBridge rates have a minute's resolution). */
  everyMinutes: number;
  /** Seconds between runs in the local stack. */
  localIntervalSeconds: number;
  timeoutSeconds: number;
  uses: Uses;
}

export const schedules: readonly ScheduleDef[] = [
  {
    // Live deposits to KMS custody addresses (docs/live-custody.md, Deposits).
    id: 'live-deposit-watcher',
    consumer: 'functions/schedules/live-deposit-watcher.ts',
    everyMinutes: 1,
    localIntervalSeconds: 5,
    timeoutSeconds: 55,
    uses: { readsSecrets: ['live-chains'] },
  },
];
