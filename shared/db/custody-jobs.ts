/**
 * Custody jobs: `sk = JOB#<jobId>`, one per scheduled custody step (confirm a deposit,
 * broadcast a withdrawal, settle or track it). A job is written in the same transaction as the state
 * change that schedules it; the table's stream carries it to the `custody-jobs` consumer, which
 * queues it with an SQS delay, so a committed job always runs (docs/wallets-transfers.md).
 */
import * as keys from '#shared/db/keys.ts';
import { shardPartitionOf } from '#shared/db/shards.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { putNew } from '#shared/db/update-item.ts';
import { newId } from '#shared/ids.ts';
import type { TenantScope, Environment } from '#shared/model/tenancy.ts';

/**
 * `withdrawal.settle` ends a sandbox withdrawal; a live one is signed and sent by
 * `withdrawal.broadcast` and then followed by `withdrawal.track` until it is final.
 */
export const JOB_KINDS = ['deposit.confirm', 'withdrawal.broadcast', 'withdrawal.settle', 'withdrawal.track'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export interface CustodyJob {
  id: string;
  kind: JobKind;
  workspace_id: string;
  environment: Environment;
  /** The transaction (deposit) or transfer (withdrawal) the step moves. */
  resource_id: string;
  wallet_id: string;
  /** Not before this time. */
  due_at: string;
  created_at: string;
}

/** Jobs are kept a week for inspection, then TTL removes them. */
const JOB_RETENTION_SECONDS = 7 * 86_400;

export function newCustodyJob(
  tenant: TenantScope,
  input: Pick<CustodyJob, 'kind' | 'resource_id' | 'wallet_id'>,
  delaySeconds: number,
  now = new Date(),
): CustodyJob {
  return {
    id: newId(now),
    workspace_id: tenant.workspaceId,
    environment: tenant.environment,
    due_at: new Date(now.getTime() + delaySeconds * 1000).toISOString(),
    created_at: now.toISOString(),
    ...input,
  };
}

export function custodyJobPut(tenant: TenantScope, job: CustodyJob): TransactItem {
  const expires = Math.floor(Date.parse(job.created_at) / 1000) + JOB_RETENTION_SECONDS;
  return putNew({ pk: shardPartitionOf(tenant, 'JOB', job.id), sk: keys.custodyJob(job.id) }, 'custody_job', {
    ...job,
    expires_at_epoch: expires,
  });
}
