/**
 * Every alarm threshold, with its reason, in one place (docs/infrastructure.md, Alarms, explains
 * them for the operator). All alarms evaluate 5-minute periods and treat missing data as not
 * breaching: an idle queue, function or table publishes nothing, and that is fine.
 */
import type { QueueDef, QueueId } from '#shared/queues.ts';

export const PERIOD_MINUTES = 5;

/**
 * A Lambda error is what the handler could not turn into an answer (a timeout, running out of
 * memory, a configuration refused at cold start): the routes answer their own failures with a
 * 500 envelope, and the consumers report failed records without failing. One error in a 5-minute
 * period may be a single unlucky timeout; errors in 2 of 3 periods are a pattern, and still
 * catch a misconfigured function that is called only every few minutes.
 */
export const FUNCTION_ERRORS = { threshold: 1, datapointsToAlarm: 2, evaluationPeriods: 3 } as const;

/** Any throttle means the account's concurrency ran out: requests are being refused. */
export const FUNCTION_THROTTLES = { threshold: 1, datapointsToAlarm: 1, evaluationPeriods: 1 } as const;

/**
 * Share of requests answered 5xx (our 500/503 envelopes and API Gateway's own 500 when a function
 * fails), in percent: above 1 % for two periods in a row. Periods with fewer than
 * `minimumRequests` count as 0, so one failed request out of three does not page anyone.
 */
export const API_5XX_RATE = { thresholdPercent: 1, minimumRequests: 20, datapointsToAlarm: 2, evaluationPeriods: 2 } as const;

/**
 * p99 of API Gateway's `Latency` (whole request, cold starts included) above 3 s for 15 minutes.
 * A DynamoDB or SQS attempt is abandoned after `SDK_REQUEST_TIMEOUT_MS` (1 s by default), a cold
 * start takes well under a second, so a p99 over 3 s means at least 1 % of requests are
 * retrying AWS calls or waiting on the partner (2 s per attempt).
 */
export const API_LATENCY_P99 = { thresholdMs: 3000, datapointsToAlarm: 3, evaluationPeriods: 3 } as const;

/**
 * Read and write throttle events of the table in two periods in a row. An on-demand table
 * throttles only a hot partition or a sudden jump past twice its previous peak; the SDK's
 * retries absorb a blip, throttling that lasts means a hot key or runaway traffic.
 */
export const TABLE_THROTTLES = { threshold: 1, datapointsToAlarm: 2, evaluationPeriods: 2 } as const;

/** DynamoDB's own 500s on the operations the functions use, in two periods in a row (a single one is retried by the SDK). */
export const TABLE_SYSTEM_ERRORS = { threshold: 1, datapointsToAlarm: 2, evaluationPeriods: 2 } as const;

/** Anything in a dead-letter queue is work the service gave up on: one message is worth a look. */
export const DLQ_DEPTH = { threshold: 0 } as const;

/** A stream consumer more than 5 minutes behind the table's stream (a record failing on every retry holds its shard). */
export const ITERATOR_AGE_MS = 5 * 60 * 1000;

/**
 * Ready messages nobody takes: `ApproximateNumberOfMessagesVisible` never back to 0 for 15
 * minutes. A consumer takes a visible message within seconds (the event source polls all the
 * time); messages waiting out a retry or a delay are invisible and not counted. This is the
 * quick sign of a consumer that stopped; the age alarm below is the slow, certain one.
 */
export const QUEUE_BACKLOG = { datapointsToAlarm: 3, evaluationPeriods: 3 } as const;

/** Added to the longest healthy age: metric delay and a slow batch. */
export const QUEUE_AGE_MARGIN_SECONDS = 15 * 60;

/** The default of `WEBHOOK_RETRY_SCHEDULE` (shared/config.ts; a test keeps the two equal). */
export const DEFAULT_WEBHOOK_RETRY_SCHEDULE = '5,60,300,1800,7200,21600,43200';

/** The dispatcher draws each retry delay from ±20 % of the schedule's (shared/domain/webhooks/retry-schedule.ts). */
const RETRY_JITTER = 1.2;

/** SQS's longest `DelaySeconds`: the custody jobs stream consumer delays each job up to its due time. */
const SQS_MAX_DELAY_SECONDS = 900;

/**
 * The longest a healthy consumer may deliberately keep a message of each queue before deleting
 * it, in seconds. `ApproximateAgeOfOldestMessage` counts from the send, including every hour a
 * message spends invisible between receives, so the webhook queue's threshold must let a
 * delivery live through its whole retry schedule: the dispatcher hides a failed delivery for
 * each delay (carried over several receives when it is longer than one receive may hide it,
 * 12 h), so the last attempt comes up to the schedule's sum, with the jitter, after the send.
 * Custody jobs arrive at most SQS's longest delay early and are re-delayed until due.
 */
const webhookRetryWait = (settings: Readonly<Record<string, string>>) => {
  const schedule = (settings.WEBHOOK_RETRY_SCHEDULE ?? DEFAULT_WEBHOOK_RETRY_SCHEDULE).split(',').map(Number);
  return Math.ceil(RETRY_JITTER * schedule.reduce((sum, delay) => sum + delay, 0));
};
const PLANNED_WAIT_SECONDS: Record<QueueId, (settings: Readonly<Record<string, string>>) => number> = {
  'webhook-deliveries': webhookRetryWait,
  // A put-back delivery attempted from this queue waits out its retries on it, as on the delivery queue.
  'webhook-put-backs': webhookRetryWait,
  'custody-settlement': () => SQS_MAX_DELAY_SECONDS,
  // Live withdrawals wait by scheduling a new tracking job, so each message is as short-lived as
  // a settlement job.
  'live-custody': () => SQS_MAX_DELAY_SECONDS,
};

/**
 * The age-of-oldest-message threshold of a main queue: its planned wait, plus a visibility
 * timeout for every receive SQS allows (a consumer that crashes leaves the message hidden that
 * long before it comes back), plus the margin. Older than this, a message is one the consumer
 * has lost track of, or nothing is consuming.
 */
export function queueAgeThresholdSeconds(def: QueueDef, settings: Readonly<Record<string, string>>): number {
  return PLANNED_WAIT_SECONDS[def.id](settings) + def.maxReceiveCount * def.visibilityTimeoutSeconds + QUEUE_AGE_MARGIN_SECONDS;
}
