/**
 * Where a DynamoDB call's capacity lands: the items it names, by partition key, with the
 * call's units shared among them. DynamoDB reports a call's units as one total (TOTAL), so a
 * call naming several items (a transaction, a BatchGetItem) is split evenly over them: a
 * transaction bills 2 units per item of up to 1 KB (4 KB for a read), which is what the meter
 * counts for the small items this service writes, so an even split is what AWS bills too.
 *
 * Partitions, from shared/db/keys.ts, shared/db/shards.ts and shared/db/rate-limits.ts, each
 * told by a pattern of its own:
 * - `tenant`: the base key `WS#<workspace>#<environment>`, the environment-scoped items that
 *   are not sharded (wallets, webhooks, payments, the settings' base items);
 * - `shard`: `WS#<workspace>#<environment>#<FAMILY>#<k>`, shard k of one of the families of
 *   SHARD_COUNTS (transfers, transactions, events, deliveries, idempotency records, custody jobs,
 *   settings copies, sub-balances): a family of N keys has N partitions' throughput;
 * - `workspace`: `WS#<workspace>`, the workspace-wide items (members, API keys), shared by both
 *   environments of a workspace;
 * - `other`: keys of their own, spread over partitions by their hash (the authentication lookup
 *   `APIKEY#<token hash>`, the rate-limit windows `RATELIMIT#…`, partner lookups, the floor),
 *   and any key of none of the shapes above.
 */
import { SHARD_COUNTS, type ShardFamily } from '#shared/db/shards.ts';

export type PartitionClass = 'tenant' | 'shard' | 'workspace' | 'other';

export interface ItemUnits {
  pk: string;
  /** Null for a Query (a range of the partition, no one item). */
  sk: string | null;
  units: number;
}

/** What a partition key is: its class, and for a shard its tenant's base key, family, index and the family's count. */
export type KeyShape =
  | { partition: 'tenant' | 'workspace' | 'other' }
  | { partition: 'shard'; base: string; family: ShardFamily; shard: number; shards: number };

const TENANT = /^WS#[^#]+#[^#]+$/;
const SHARD = /^(WS#[^#]+#[^#]+)#([A-Z_]+)#(0|[1-9]\d*)$/;
const WORKSPACE = /^WS#[^#]+$/;

const isFamily = (name: string): name is ShardFamily => Object.hasOwn(SHARD_COUNTS, name);

/** The shape of a partition key; a shard of an unknown family, or an index past its family's count, is `other`. */
export function keyShape(pk: string): KeyShape {
  if (TENANT.test(pk)) return { partition: 'tenant' };
  if (WORKSPACE.test(pk)) return { partition: 'workspace' };
  const m = SHARD.exec(pk);
  if (m && isFamily(m[2]!)) {
    const family = m[2]!;
    const shard = Number(m[3]);
    if (shard < SHARD_COUNTS[family]) return { partition: 'shard', base: m[1]!, family, shard, shards: SHARD_COUNTS[family] };
  }
  return { partition: 'other' };
}

export function partitionOf(pk: string): PartitionClass {
  return keyShape(pk).partition;
}

/** A key attribute as the DocumentClient passes it (`'WS#…'`) or marshalled (`{ S: 'WS#…' }`). */
function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { S?: unknown }).S === 'string') return (value as { S: string }).S;
  return null;
}

function keyOf(key: unknown): { pk: string; sk: string | null } | null {
  if (!key || typeof key !== 'object') return null;
  const pk = text((key as Record<string, unknown>).pk);
  return pk === null ? null : { pk, sk: text((key as Record<string, unknown>).sk) };
}

/** The partition key a Query's key condition names (`pk = :pk`, or through a name placeholder). */
function queryPartition(input: Record<string, unknown>): string | null {
  const condition = String(input.KeyConditionExpression ?? '');
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const values = (input.ExpressionAttributeValues ?? {}) as Record<string, unknown>;
  for (const m of condition.matchAll(/(#?\w+)\s*=\s*(:\w+)/g)) {
    const attribute = m[1]!.startsWith('#') ? names[m[1]!] : m[1];
    if (attribute === 'pk') return text(values[m[2]!]);
  }
  return null;
}

/** The keys a call names, in the shape of its input. */
function keysOf(input: Record<string, unknown>): ({ pk: string; sk: string | null } | null)[] {
  if (Array.isArray(input.TransactItems)) {
    return (input.TransactItems as Record<string, Record<string, unknown> | undefined>[]).map((item) => {
      const op = item.Put ?? item.Update ?? item.Delete ?? item.ConditionCheck ?? item.Get;
      return keyOf(op?.Key ?? op?.Item);
    });
  }
  if (input.RequestItems && typeof input.RequestItems === 'object') {
    return Object.values(input.RequestItems as Record<string, unknown>).flatMap((request) => {
      if (Array.isArray(request)) {
        return (request as Record<string, Record<string, unknown> | undefined>[]).map((w) =>
          keyOf(w.PutRequest?.Item ?? w.DeleteRequest?.Key),
        );
      }
      return (((request as { Keys?: unknown[] }).Keys ?? []) as unknown[]).map(keyOf);
    });
  }
  if (input.KeyConditionExpression !== undefined) {
    const pk = queryPartition(input);
    return [pk === null ? null : { pk, sk: null }];
  }
  return [keyOf(input.Key ?? input.Item)];
}

/** The items a call names, its `units` shared evenly among them; a key it cannot read counts as `other`. */
export function itemUnits(input: Record<string, unknown>, units: number): ItemUnits[] {
  const keys = keysOf(input);
  if (keys.length === 0) return [];
  const share = units / keys.length;
  return keys.map((k) => ({ pk: k?.pk ?? '?', sk: k?.sk ?? null, units: share }));
}
