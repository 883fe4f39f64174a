/**
 * Custody job messages on the settlement queue. The `custody-jobs` stream consumer sends each
 * new job with an SQS delay up to its due time (SQS allows at most 15 minutes; a later job is
 * delayed again by the consumer).
 */
import * as z from 'zod/mini';
import * as config from '#shared/config.ts';
import { sendMessages } from '#shared/queue/producer.ts';
import { JOB_KINDS, type CustodyJob } from '#shared/db/custody-jobs.ts';
import { environmentSchema } from '#shared/schemas/common.ts';
import { droppable } from '#shared/schemas/droppable.ts';

export const MAX_SQS_DELAY_SECONDS = 900;

export const custodyJobSchema = /* @__PURE__ */ droppable(() =>
  z.object({
    id: z.string(),
    kind: z.enum(JOB_KINDS),
    workspace_id: z.string(),
    environment: environmentSchema,
    resource_id: z.string(),
    wallet_id: z.string(),
    due_at: z.string(),
    created_at: z.string(),
  }),
);

/** Seconds to hold a job back so it arrives at its due time (0–900). */
export function delayFor(job: Pick<CustodyJob, 'due_at'>, now = Date.now()): number {
  return Math.min(MAX_SQS_DELAY_SECONDS, Math.max(0, Math.ceil((Date.parse(job.due_at) - now) / 1000)));
}

/**
 * Live withdrawals go to the live custody queue, whose consumer alone may sign; everything else
 * (the sandbox's steps, and live deposits' confirmations) to the settlement queue.
 */
export function isLiveWithdrawalJob(job: Pick<CustodyJob, 'kind' | 'environment'>): boolean {
  return job.environment === 'live' && job.kind !== 'deposit.confirm';
}

/** Queues jobs, each delayed up to its due time; throws unless SQS accepted every one. */
export async function enqueueCustodyJobs(jobs: CustodyJob[]): Promise<void> {
  await sendJobs(
    config.CUSTODY_SETTLEMENT_QUEUE_URL,
    'CUSTODY_SETTLEMENT_QUEUE_URL',
    jobs.filter((j) => !isLiveWithdrawalJob(j)),
  );
  await sendJobs(config.LIVE_CUSTODY_QUEUE_URL, 'LIVE_CUSTODY_QUEUE_URL', jobs.filter(isLiveWithdrawalJob));
}

function sendJobs(url: string | undefined, urlEnv: string, jobs: CustodyJob[]): Promise<void> {
  return sendMessages(
    { url, urlEnv, noun: 'custody jobs' },
    jobs.map((job) => ({ body: job, delaySeconds: delayFor(job) })),
  );
}
