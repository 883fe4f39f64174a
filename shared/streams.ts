/**
 * The stream table: consumers of the DynamoDB table's stream. The CDK stack wires each with a
 * DynamoDB event source (with the filter below); the local stack runs the same handler through
 * its stream poller against DynamoDB Local's stream. The outbox fan-out turns every new event
 * item into one SQS delivery message per matching webhook; `custody-jobs` queues each new
 * custody job with its delay.
 */
import type { Uses } from '#shared/uses.ts';

export interface StreamConsumerDef {
  id: string;
  /** The stream-triggered entry (a `DynamoDBStreamHandler`), relative to the repository root. */
  consumer: string;
  /**
   * Only INSERTs of items whose sort key starts with this prefix reach the consumer, and not those
   * of items the `migrate-layout` command moved (`TABLE_DESIGN.movedAttribute`): they are not new.
   */
  insertedSortKeyPrefix: string;
  batchSize: number;
  /**
   * Batches of one shard handled at once (Lambda's ParallelizationFactor, 1 to 10). Records with
   * the same partition key (one tenant's items) stay in order, each key's in one of these lanes,
   * so one tenant's flood of items is handed over beside the others' rather than in front of them.
   */
  parallelizationFactor: number;
  /** Seconds; the consumer's timeout. */
  timeoutSeconds: number;
  /** How often a failing batch is retried before its records go to the consumer's DLQ. */
  retryAttempts: number;
  /** What the consumer uses beyond the table (the stream is its trigger). */
  uses: Uses;
}

export const streamConsumers: readonly StreamConsumerDef[] = [
  {
    id: 'outbox-fanout',
    consumer: 'functions/streams/outbox-fanout.ts',
    insertedSortKeyPrefix: 'EVENT#',
    batchSize: 50,
    // Ten lanes (the most Lambda allows), by partition key: a tenant's events are spread over its
    // event shards, so its burst is shared among the lanes instead of standing in front of every
    // event behind it on one (docs/webhooks.md, Fair delivery).
    parallelizationFactor: 10,
    timeoutSeconds: 30,
    retryAttempts: 1000,
    // New deliveries go to the delivery queue, those past their tenant's admissions of the second to the put-back queue.
    uses: { sendsTo: ['webhook-deliveries', 'webhook-put-backs'] },
  },
  {
    // Every custody job committed with a state change is queued with its delay.
    id: 'custody-jobs',
    consumer: 'functions/streams/custody-jobs.ts',
    insertedSortKeyPrefix: 'JOB#',
    batchSize: 50,
    parallelizationFactor: 1,
    timeoutSeconds: 30,
    retryAttempts: 1000,
    uses: { sendsTo: ['custody-settlement', 'live-custody'] },
  },
];
