/**
 * The queue table: every SQS queue the service uses, with its consumer. The CDK stack creates
 * each queue with a dead-letter queue and wires the consumer with an SQS event source; the
 * local stack creates the same queues in the SQS emulator and runs the consumer through its
 * queue poller. Consumers are added by the features that need them (webhook delivery).
 */
export interface QueueDef {
  /** Logical id; the physical name is `<stack prefix>-<id>`. */
  id: string;
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
}

export const queues: readonly QueueDef[] = [
  {
    id: 'webhook-deliveries',
    urlEnv: 'WEBHOOK_QUEUE_URL',
    consumer: 'functions/queue/webhook-dispatcher.ts',
    // Ten deliveries per invocation, sent concurrently: a batch takes about as long as one.
    batchSize: 10,
    visibilityTimeoutSeconds: 180,
    consumerTimeoutSeconds: 30,
    // Above the retry schedule's attempts (8 by default): the dispatcher moves a finally failed
    // delivery to the DLQ itself; the redrive only catches messages that keep crashing it.
    maxReceiveCount: 20,
    maxConcurrency: 10,
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
  },
];
