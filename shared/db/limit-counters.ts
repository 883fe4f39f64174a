/**
 * Counters behind the caps of shared/limits.ts: one item per workspace for API keys
 * (`WS#<ws>` / `LIMIT#api_keys`) and one per workspace and environment for webhooks
 * (`WS#<ws>#<env>` / `LIMIT#webhooks`), attribute `count`. They are only ever changed inside the
 * transaction that creates, revokes or deletes what they count, and an item that holds a place
 * says so (`holds_slot: true`), so a place is given back exactly once: items made before the caps
 * existed hold none and give none back.
 */
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TABLE_NAME } from '#shared/db/client.ts';
import { keys, type TenantScope } from '#shared/db/keys.ts';
import { updateItem } from '#shared/db/update-item.ts';
import { LIMITS, type LimitedResource } from '#shared/limits.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type Key = { pk: string; sk: string };

/**
 * How many times a transaction that moves a counter is tried when it loses a race: every create,
 * revoke and delete of its kind in the workspace touches the one item, so a burst of them (a
 * deployment minting keys for all its workers) loses several races in a row.
 */
export const COUNTER_CONFLICT_TRIES = 16;

export const limitCounterKey = {
  apiKeys: (workspaceId: string): Key => ({ pk: keys.workspace(workspaceId), sk: 'LIMIT#api_keys' }),
  webhooks: (tenant: TenantScope): Key => ({ pk: keys.tenant(tenant), sk: 'LIMIT#webhooks' }),
};

/** Takes one place under the cap of `resource`; the transaction fails its condition at the cap. */
export function takeSlot(key: Key, resource: LimitedResource): TransactItem {
  return updateItem(key, {
    add: { count: 1 },
    mayCreate: true,
    condition: 'attribute_not_exists(#count) OR #count < :cap',
    names: { '#count': 'count' },
    values: { ':cap': LIMITS[resource] },
  });
}

/** Gives `places` back; only with the writes that remove `holds_slot` from the items that held them. */
export function releaseSlot(key: Key, places = 1): TransactItem {
  // Unconditional, as the count it gives back to.
  return updateItem(key, { add: { count: -places }, mayCreate: true });
}

/** A new counter holding `count` places (a workspace created with its first key). */
export function newCounter(key: Key, count: number): TransactItem {
  return { Put: { TableName: TABLE_NAME, Item: { ...key, count }, ConditionExpression: 'attribute_not_exists(pk)' } };
}
