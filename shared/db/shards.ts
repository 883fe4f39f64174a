/**
 * Spreading a tenant's write-heavy items over several partition keys (docs/data-model.md, The
 * tenant's ceiling). One partition key never gets more than one partition's throughput (1,000
 * write units and 3,000 read units a second), so the items every transfer, deposit or event
 * writes anew live in shards of a family, `WS#<workspace>#<environment>#<FAMILY>#<k>`, and the
 * shard of an item is a function of its own id: a read by id is still one GetItem, and only a
 * listing reads every shard of its family (merged by sort key, `query-shards.ts`).
 *
 * The counts are part of the stored layout: changing one moves items (the `migrate-layout`
 * operator command), so each is sized to what its family writes per transfer.
 */
import type { TenantScope } from '#shared/model/tenancy.ts';

export const SHARD_COUNTS = {
  /** Transfer items (`TRANSFER#<id>`). */
  TRANSFER: 8,
  /** Wallet transactions and their references (`TXN#…`, `TXNREF#…`), by transaction id. */
  TXN: 8,
  /** The outbox (`EVENT#evt_…`): a transfer writes several. */
  EVENT: 16,
  /** Deliveries and their attempts (`DELIVERY#dlv_…`, `ATTEMPT#…`). */
  DELIVERY: 16,
  /** Idempotency records (`IDEMP#<key hash>`). */
  IDEMP: 4,
  /** Custody jobs (`JOB#<id>`). */
  JOB: 4,
  /** Copies of the settings a transfer reads and checks (`SETTINGS#<name>`), one per transfer shard. */
  SETTINGS: 8,
  /** A wallet's sub-balances (`BALANCE#<wallet>#<network>#<symbol>`): copy k of every ledger item. */
  BALANCE: 8,
} as const;

export type ShardFamily = keyof typeof SHARD_COUNTS;

/**
 * The shard of an id in a family. Every id sharded here ends in random hex (UUIDv7's random
 * tail, a SHA-256 digest), so its last four hex digits spread evenly over a power-of-two count.
 */
export function shardOf(family: ShardFamily, id: string): number {
  const tail = Number.parseInt(id.slice(-4), 16);
  return (Number.isNaN(tail) ? 0 : tail) % SHARD_COUNTS[family];
}

/** The partition key of shard `k` of a family in a tenant. */
export function shardPartition(scope: TenantScope, family: ShardFamily, k: number): string {
  return `WS#${scope.workspaceId}#${scope.environment}#${family}#${k}`;
}

/** Every shard partition of a family in a tenant, shard 0 first. */
export function shardPartitions(scope: TenantScope, family: ShardFamily): string[] {
  return Array.from({ length: SHARD_COUNTS[family] }, (_, k) => shardPartition(scope, family, k));
}

/** The partition of the item with this id in its family's shard. */
export function shardPartitionOf(scope: TenantScope, family: ShardFamily, id: string): string {
  return shardPartition(scope, family, shardOf(family, id));
}
