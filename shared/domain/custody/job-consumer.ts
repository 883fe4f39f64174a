/**
 * The one envelope of a custody job, around the step each custody queue's consumer runs (the
 * sandbox's settlement, live withdrawals): a job that arrived early (SQS delays stop at 15
 * minutes and may round) waits again, at most the longest SQS delay at a time; the step runs in
 * the job's tenant; and a step whose conditional write finds it already applied (a duplicate
 * message, at-least-once queues) is done, since each step is a conditional transaction from the
 * state it expects.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { CustodyJob } from '#shared/db/custody-jobs.ts';
import { isTransactionConditionFailed } from '#shared/db/errors.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { custodyJobSchema, MAX_SQS_DELAY_SECONDS } from '#shared/domain/custody/job-queue.ts';
import { sqsConsumer, type ConsumerOutcome } from '#shared/queue/consumer.ts';

/** One custody step: what it did, for the log. */
export type CustodyStep = (tenant: TenantScope, job: CustodyJob, now: Date) => Promise<string>;

/** Runs `step` on `job` unless it is early; a step someone else applied first is done. */
export async function runCustodyStep(step: CustodyStep, job: CustodyJob, now = new Date()): Promise<ConsumerOutcome> {
  const early = Date.parse(job.due_at) - now.getTime();
  if (early > 1000) return { kind: 'later', seconds: Math.min(Math.ceil(early / 1000), MAX_SQS_DELAY_SECONDS) };
  const tenant: TenantScope = { workspaceId: job.workspace_id, environment: job.environment };
  try {
    return { kind: 'done', result: await step(tenant, job, now) };
  } catch (error) {
    if (isTransactionConditionFailed(error)) return { kind: 'done', result: 'already applied' };
    throw error;
  }
}

export interface CustodyConsumerOptions {
  /** Names the jobs in logs. */
  name: string;
  queueUrl: () => string | undefined;
  describe: (job: CustodyJob) => Record<string, unknown>;
  step: CustodyStep;
}

/** The Lambda handler of a custody queue's consumer. */
export function custodyJobConsumer(options: CustodyConsumerOptions): (event: SQSEvent) => Promise<SQSBatchResponse> {
  return sqsConsumer({
    name: options.name,
    schema: custodyJobSchema,
    queueUrl: options.queueUrl,
    describe: options.describe,
    process: (job) => runCustodyStep(options.step, job),
  });
}
