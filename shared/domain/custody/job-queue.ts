/**
 * Custody job messages on the settlement queue. The `custody-jobs` stream consumer sends each
 * new job with an SQS delay up to its due time (SQS allows at most 15 minutes; a later job is
 * delayed again by the consumer).
 */
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod/mini';
import { config } from '#shared/config.ts';
import { sqs } from '#shared/queue/client.ts';
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
    outcome: z.optional(z.enum(['completed', 'failed'])),
    failure_reason: z.optional(z.nullable(z.string())),
    created_at: z.string(),
  }),
);

/** Seconds to hold a job back so it arrives at its due time (0–900). */
export function delayFor(job: Pick<CustodyJob, 'due_at'>, now = Date.now()): number {
  return Math.min(MAX_SQS_DELAY_SECONDS, Math.max(0, Math.ceil((Date.parse(job.due_at) - now) / 1000)));
}

/** Queues jobs in batches of ten; throws unless SQS accepted every one. */
export async function enqueueCustodyJobs(jobs: CustodyJob[]): Promise<void> {
  if (!config.CUSTODY_SETTLEMENT_QUEUE_URL) throw new Error('CUSTODY_SETTLEMENT_QUEUE_URL is not configured for this function.');
  for (let i = 0; i < jobs.length; i += 10) {
    const chunk = jobs.slice(i, i + 10);
    const out = await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: config.CUSTODY_SETTLEMENT_QUEUE_URL,
        Entries: chunk.map((job, j) => ({ Id: String(j), MessageBody: JSON.stringify(job), DelaySeconds: delayFor(job) })),
      }),
    );
    if (out.Failed && out.Failed.length > 0) throw new Error(`SQS refused ${out.Failed.length} custody jobs: ${out.Failed[0]?.Code ?? 'unknown'}`);
  }
}
