/**
 * DynamoDB stream consumer: every inserted custody job is queued on the settlement queue with
 * a delay up to its due time. Jobs of a batch go out together; if sending fails the whole batch
 * is reported from its first record, so the stream retries it and no committed job is lost (a
 * job queued twice is harmless: steps are conditional). See shared/streams/consumer.ts.
 */
import type { CustodyJob } from '#shared/db/custody-jobs.ts';
import { enqueueCustodyJobs } from '#shared/domain/custody/job-queue.ts';
import { streamConsumer } from '#shared/streams/consumer.ts';

export const handler = streamConsumer<CustodyJob>({
  groupSize: Infinity,
  process: async (jobs) => {
    await enqueueCustodyJobs(jobs);
    return { message: 'custody jobs queued', fields: { jobs: jobs.map((j) => `${j.kind}:${j.resource_id}`) } };
  },
  failure: 'queuing custody jobs failed; the stream will retry',
  describe: () => ({}),
});
