/**
 * SQS consumer of the live custody queue: signs, sends and tracks live withdrawals
 * (`runLiveWithdrawalJob`). The only function allowed to sign with a custody key.
 */
import { config } from '#shared/config.ts';
import { sqsConsumer } from '#shared/queue/consumer.ts';
import { custodyJobSchema, MAX_SQS_DELAY_SECONDS } from '#shared/domain/custody/job-queue.ts';
import { runLiveWithdrawalJob } from '#shared/domain/custody/live/withdrawals.ts';

export const handler = sqsConsumer({
  name: 'live custody job',
  schema: custodyJobSchema,
  queueUrl: () => config.LIVE_CUSTODY_QUEUE_URL,
  describe: (job) => ({ job_id: job.id, kind: job.kind, transfer_id: job.resource_id }),
  process: async (job) => {
    const outcome = await runLiveWithdrawalJob(job);
    return outcome.kind === 'done' ? outcome : { kind: 'later', seconds: Math.min(outcome.seconds, MAX_SQS_DELAY_SECONDS) };
  },
});
