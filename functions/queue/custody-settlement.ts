/**
 * SQS consumer of the custody settlement queue: runs each job's settlement step
 * (`settlementStep`) in the custody job envelope (`job-consumer.ts`): a job that arrived early is
 * postponed by the remaining wait; a job that throws is left for SQS to retry (and, after the
 * queue's maxReceiveCount, to move to the DLQ).
 */
import * as config from '#shared/config.ts';
import { custodyJobConsumer } from '#shared/domain/custody/job-consumer.ts';
import { settlementStep } from '#shared/domain/custody/settlement.ts';

export const handler = custodyJobConsumer({
  name: 'custody job',
  queueUrl: () => config.CUSTODY_SETTLEMENT_QUEUE_URL,
  describe: (job) => ({ job_id: job.id, kind: job.kind }),
  step: settlementStep,
});
