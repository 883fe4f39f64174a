/**
 * The schedule table: functions run on a timer. The CDK stack wires each with an EventBridge
 * rule at its rate; the local stack runs the same handler every `localIntervalSetting` seconds.
 */
import type { SettingName } from '#shared/wiring/settings.ts';
import type { Uses } from '#shared/wiring/uses.ts';

export interface ScheduleDef {
  id: string;
  /** The scheduled entry (a handler taking no event of interest), relative to the repository root. */
  consumer: string;
  /** Minutes between runs in AWS (EventBridge rates have a minute's resolution). */
  everyMinutes: number;
  /** The setting holding the local stack's interval in seconds (tests run it often). */
  localIntervalSetting: SettingName;
  timeoutSeconds: number;
  uses: Uses;
}

export const schedules: readonly ScheduleDef[] = [
  {
    // Live deposits to KMS custody addresses (docs/live-custody.md, Deposits).
    id: 'live-deposit-watcher',
    consumer: 'functions/schedules/live-deposit-watcher.ts',
    everyMinutes: 1,
    localIntervalSetting: 'LIVE_WATCH_INTERVAL_SECONDS',
    timeoutSeconds: 55,
    uses: { readsSecrets: ['live-chains'] },
  },
];
