/**
 * The queue table: every SQS queue the service uses, with its consumer. The CDK stack creates
 * each queue with a dead-letter queue and wires the consumer with an SQS event source; the
 * local stack creates the same queues in the SQS emulator and runs the consumer through its
 * queue poller. Consumers are added by the features that need them (webhook delivery).
 */
import type { LogAlarm, Uses } from '#shared/uses.ts';

/** The ids of the queues below; `uses` declarations name them, so a typo does not compile. */
export type QueueId = 'webhook-deliveries' | 'webhook-put-backs' | 'custody-settlement' | 'live-custody';

export interface QueueDef {
  /** Logical id; the physical name is `<stack prefix>-<id>`. */
  id: QueueId;
  /** The environment variable through which functions learn the queue's URL. */
  urlEnv: string;
  /** The SQS-triggered entry, relative to the repository root; null while nothing consumes it. */
  consumer: string | null;
  batchSize: number;
  /** Seconds; SQS requires at least 6x the consumer's timeout. */
  visibilityTimeoutSeconds: number;
  /** The consumer's timeout in seconds. */
  consumerTimeoutSeconds: number;
  /** Receives before a message moves to the dead-letter queue. */
  maxReceiveCount: number;
  /** Most concurrent consumer instances (SQS event source maximum concurrency, at least 2). */
  maxConcurrency: number;
  /**
   * What the consumer uses beyond the table and its own queue (whose URL it always gets: it
   * postpones a message by changing its visibility, which the event source grants).
   */
  consumerUses: Uses;
  /** Alarms on what the consumer logs. */
  logAlarms?: readonly LogAlarm[];
}

/** The webhook dispatch's settings, the same on the delivery queue and the put-back queue. */
const WEBHOOK_DISPATCH = {
  // Ten deliveries per invocation, sent concurrently: a batch takes about as long as one.
  batchSize: 10,
  visibilityTimeoutSeconds: 180,
  consumerTimeoutSeconds: 30,
  // Above the retry schedule's attempts (8 by default): the dispatcher moves a finally failed
  // delivery to the DLQ itself; the redrive only catches messages that keep crashing it.
  maxReceiveCount: 20,
  // Twice the deliveries one workspace may have in flight (WEBHOOK_MAX_IN_FLIGHT_PER_WORKSPACE,
  // 10): a batch waits for its slowest delivery, so a workspace whose receivers stall holds at
  // most 10 batches, and the other 10 keep every other workspace's deliveries moving.
  maxConcurrency: 20,
  // It moves a finally failed delivery's message to the DLQ itself, with the reason; it puts a
  // delivery over its workspace's or webhook's in-flight cap (or of a parked webhook) on the
  // put-back queue with a delay; it opens signing secrets to sign, and seals one still stored in clear.
  consumerUses: {
    sendsTo: ['webhook-put-backs'],
    sendsToDeadLetterOf: ['webhook-deliveries'],
    decryptsWith: ['webhook-secrets'],
    encryptsWith: ['webhook-secrets'],
  },
} as const satisfies Partial<QueueDef>;

export const queues: readonly QueueDef[] = [
  {
    id: 'webhook-deliveries',
    urlEnv: 'WEBHOOK_QUEUE_URL',
    consumer: 'functions/queue/webhook-dispatcher.ts',
    ...WEBHOOK_DISPATCH,
  },
  {
    // Deliveries put back for want of a lease or while their webhook is parked (docs/webhooks.md,
    // Fair delivery): a queue of their own, so the delivery queue carries only deliveries that
    // can be attempted now and a tenant's backlog of refused deliveries never stands in front of
    // another tenant's. Drained by the same dispatch as the delivery queue, with its settings: a
    // put-back is a new message, so it never counts as a receive, and a workspace whose receivers
    // stall holds at most 10 batches across both queues (its in-flight cap).
    id: 'webhook-put-backs',
    urlEnv: 'WEBHOOK_PUT_BACK_QUEUE_URL',
    consumer: 'functions/queue/webhook-put-backs.ts',
    ...WEBHOOK_DISPATCH,
  },
  {
    // Custody steps waiting out their delay (sandbox deposits confirming, withdrawals being
    // broadcast and settled); fed by the `custody-jobs` stream consumer.
    id: 'custody-settlement',
    urlEnv: 'CUSTODY_SETTLEMENT_QUEUE_URL',
    consumer: 'functions/queue/custody-settlement.ts',
    batchSize: 10,
    visibilityTimeoutSeconds: 180,
    consumerTimeoutSeconds: 30,
    // Steps are idempotent; a step that keeps failing goes to the DLQ after this many receives.
    maxReceiveCount: 10,
    maxConcurrency: 5,
    consumerUses: {},
  },
  {
    // Live withdrawals under KMS custody (docs/live-custody.md): signed, sent, then tracked until
    // final. Its consumer is the only function that may sign with a custody key.
    id: 'live-custody',
    urlEnv: 'LIVE_CUSTODY_QUEUE_URL',
    consumer: 'functions/queue/live-custody.ts',
    batchSize: 5,
    visibilityTimeoutSeconds: 360,
    consumerTimeoutSeconds: 60,
    // Tracking waits by postponing its message, which does not count as a failed receive; this
    // bounds steps that keep throwing (an RPC endpoint down for long goes to the DLQ and alarms).
    maxReceiveCount: 50,
    maxConcurrency: 5,
    consumerUses: { readsSecrets: ['live-chains'], signsWith: ['custody-wallets'] },
    logAlarms: [
      {
        id: 'StuckWithdrawals',
        message: 'live withdrawal stuck; replaced at the same nonce',
        threshold: 0,
        description:
          "Live withdrawals were still pending past their chain's wait and were replaced at the same nonce with higher fees: fees are rising or the RPC endpoint is not relaying.",
      },
      {
        id: 'RebroadcastWithdrawals',
        message: 'live withdrawal sent again',
        threshold: 3,
        description:
          'Live withdrawals were sent again after the chain forgot them or reorganised them out, more than three times in five minutes.',
      },
    ],
  },
];

/**
 * The variable holding a queue's dead-letter queue URL: `urlEnv` with `_QUEUE_URL` (or `_URL`)
 * replaced by `_DLQ_URL`, so `WEBHOOK_QUEUE_URL` gives `WEBHOOK_DLQ_URL`.
 */
export function dlqUrlEnv(def: Pick<QueueDef, 'urlEnv'>): string {
  if (!/_URL$/.test(def.urlEnv)) throw new Error(`Queue URL variable ${def.urlEnv} must end with _URL`);
  return def.urlEnv.replace(/(_QUEUE)?_URL$/, '_DLQ_URL');
}

/** The queue of `id`; throws for an id the table does not have. */
export function queueDef(id: string): QueueDef {
  const def = queues.find((q) => q.id === id);
  if (!def) throw new Error(`No queue "${id}" in shared/queues.ts`);
  return def;
}
