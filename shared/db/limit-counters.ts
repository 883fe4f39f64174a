/**
 * Counters behind the caps of shared/limits.ts: one item per workspace for API keys
 * (`WS#<ws>` / `LIMIT#api_keys`), one per workspace and environment for webhooks and wallets
 * (`WS#<ws>#<env>` / `LIMIT#webhooks`, `LIMIT#wallets`), and one per workspace and clock hour for
 * the live wallet rate (`WS#<ws>#live` / `LIMIT#live_wallets#<hour>`), one per member for passkeys
 * (`WS#<ws>` / `LIMIT#passkeys#<memberId>`, its key built in db/passkeys.ts beside the passkeys'
 * own), attribute `count`. They are only ever changed inside the
 * transaction that creates, revokes or deletes what they count, and an item that holds a place
 * says so (`holds_slot: true`), so a place is given back exactly once: items made before the caps
 * existed hold none and give none back.
 */
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TABLE_NAME } from '#shared/db/client.ts';
import * as keys from '#shared/db/keys.ts';
import { updateItem } from '#shared/db/update-item.ts';
import { LIMITS, LIVE_WALLET_RATE_WINDOW_SECONDS, type LimitedResource } from '#shared/limits.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';

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
  wallets: (tenant: TenantScope): Key => ({ pk: keys.tenant(tenant), sk: 'LIMIT#wallets' }),
  /** The live `CreateKey` calls of one workspace in the clock hour starting at `windowStart` (epoch seconds). */
  liveWalletRate: (workspaceId: string, windowStart: number): Key => ({
    pk: keys.tenant({ workspaceId, environment: 'live' }),
    sk: `LIMIT#live_wallets#${windowStart}`,
  }),
};

/** The live wallet rate's window that holds `nowMs`, and the whole seconds until it ends (at least 1). */
export function liveWalletRateWindow(nowMs: number): { start: number; retryAfterSeconds: number } {
  const start = Math.floor(nowMs / 1000 / LIVE_WALLET_RATE_WINDOW_SECONDS) * LIVE_WALLET_RATE_WINDOW_SECONDS;
  return { start, retryAfterSeconds: Math.max(1, Math.ceil(start + LIVE_WALLET_RATE_WINDOW_SECONDS - nowMs / 1000)) };
}

/**
 * Takes one place in the live wallet rate's window starting at `windowStart`; the transaction fails
 * its condition when the window is full. The counter outlives its window by a day, then TTL removes it.
 */
export function takeLiveWalletRateSlot(workspaceId: string, windowStart: number): TransactItem {
  return updateItem(limitCounterKey.liveWalletRate(workspaceId, windowStart), {
    add: { count: 1 },
    set: { expires_at_epoch: windowStart + LIVE_WALLET_RATE_WINDOW_SECONDS + 86_400 },
    mayCreate: true,
    condition: 'attribute_not_exists(#count) OR #count < :cap',
    names: { '#count': 'count' },
    values: { ':cap': LIMITS.live_wallets_per_hour },
  });
}

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
