/**
 * The schedule table: functions run on a timer. The CDK stack wires each with an EventBridge
 * rule at its rate; the local stack runs the same handler every `localIntervalSeconds`, or every
 * `LOCAL_SCHEDULE_SECONDS` seconds when `npm start`'s environment sets it (tests run them often).
 */
import type { LogAlarm, Uses } from '#shared/uses.ts';

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
  /** Alarms on what the function logs. */
  logAlarms?: readonly LogAlarm[];
}

export const schedules: readonly ScheduleDef[] = [
  {
    // Sandbox steps and expiries written when due, not at the next read (docs/ramp.md, Lifecycle).
    id: 'ramp-due-payments',
    consumer: 'functions/schedules/ramp-due-payments.ts',
    everyMinutes: 1,
    localIntervalSeconds: 2,
    timeoutSeconds: 55,
    uses: { queriesIndexes: ['due'] },
  },
  {
    // Live deposits to KMS custody addresses (docs/live-custody.md, Deposits).
    id: 'live-deposit-watcher',
    consumer: 'functions/schedules/live-deposit-watcher.ts',
    everyMinutes: 1,
    localIntervalSeconds: 5,
    timeoutSeconds: 55,
    uses: { readsSecrets: ['live-chains'] },
    logAlarms: [
      {
        id: 'WatcherLag',
        message: 'live deposits watched',
        valueField: 'lag_blocks',
        threshold: 100,
        description:
          'The live deposit watcher is more than 100 final blocks behind a chain: deposits are credited late (RPC endpoint slow or failing, or a pass too short).',
      },
      {
        id: 'ReorganisedDeposits',
        message: 'credited live deposit reorganised out',
        threshold: 0,
        description:
          'A credited live deposit left the chain after its confirmations; its credit stands and is marked (docs/live-custody.md, Deposits): an operator must decide.',
      },
      {
        id: 'UnmatchedOnRampDeliveries',
        message: 'on-ramp delivery has no matching deposit',
        threshold: 0,
        description:
          'The partner reported a live on-ramp into a custody wallet succeeded, and no deposit to that wallet matched it within the wait ' +
          '(docs/ramp.md, Delivery): the payment shows chain_credit.status deposit_missing and nothing was credited.',
      },
      {
        id: 'UnreachableChains',
        message: 'live custody serves networks the live-chains secret lacks',
        threshold: 0,
        description: 'LIVE_CUSTODY_NETWORKS names a network the live-chains secret does not describe: it can neither receive nor send.',
      },
    ],
  },
];
