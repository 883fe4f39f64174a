/**
 * SQS consumer of the custody settlement queue: runs each job (`runCustodyJob`). A job that
 * arrived early is postponed by the remaining wait; a job that throws is left for SQS to retry
 * (and, after the queue's maxReceiveCount, to move to the DLQ).
 */
import { config } from '#shared/config.ts';
import { sqsConsumer } from '#shared/queue/consumer.ts';
import { custodyJobSchema, MAX_SQS_DELAY_SECONDS } from '#shared/domain/custody/job-queue.ts';
import { runCustodyJob } from '#shared/domain/custody/settlement.ts';

export const handler = sqsConsumer({
  name: 'custody job',
  schema: custodyJobSchema,
  queueUrl: () => config.CUSTODY_SETTLEMENT_QUEUE_URL,
  describe: (job) => ({ job_id: job.id, kind: job.kind }),
  process: async (job) => {
    const outcome = await runCustodyJob(job);
    return outcome.kind === 'done'
      ? outcome
      : { kind: 'later', seconds: Math.min(outcome.seconds, MAX_SQS_DELAY_SECONDS) };
  },
});
