/**
 * SQS consumer of the live custody queue: signs, sends and tracks live withdrawals
 * (`liveWithdrawalStep`, in the custody job envelope of `job-consumer.ts`). The only function
 * allowed to sign with a custody key.
 */
import * as config from '#shared/config.ts';
import { custodyJobConsumer } from '#shared/domain/custody/job-consumer.ts';
import { liveWithdrawalStep } from '#shared/domain/custody/live/withdrawals.ts';

export const handler = custodyJobConsumer({
  name: 'live custody job',
  queueUrl: () => config.LIVE_CUSTODY_QUEUE_URL,
  describe: (job) => ({ job_id: job.id, kind: job.kind, transfer_id: job.resource_id }),
  step: liveWithdrawalStep,
});
