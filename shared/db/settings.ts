/**
 * Per-environment workspace settings: `pk = WS#<ws>#<env>`, `sk = SETTINGS#<name>`.
 * Each write bumps `version`, which the API exposes as an ETag for conditional writes.
 *
 * Every transfer reads the three settings and checks the policy's version, so they also live in
 * SHARD_COUNTS.SETTINGS copies, `pk = WS#<ws>#<env>#SETTINGS#<k>` with the same sort key and
 * attributes: a transfer reads and checks copy `shardOf('SETTINGS', transferId)`, which spreads
 * those reads over as many partitions. The base item stays the one the API reads, and the one the
 * version conditions of writes are on; each write also writes every copy in the same transaction,
 * so a copy never disagrees with it. A setting never written has no item and no copy.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '#shared/db/batch-get.ts';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { withConflictRetry } from '#shared/db/conflict-retry.ts';
import { isTransactionConditionFailed } from '#shared/db/errors.ts';
import * as keys from '#shared/db/keys.ts';
import { SHARD_COUNTS, shardPartition } from '#shared/db/shards.ts';
import { transact, type TransactItem } from '#shared/db/transact.ts';
import { updateItem, type UpdateSpec } from '#shared/db/update-item.ts';
import { ApiError } from '#shared/model/errors.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';

export type SettingName = 'TRANSFER_POLICY' | 'NETWORKS' | 'TRANSFER_APPROVALS';

export interface SettingItem {
  version: number;
  updated_at: string;
  [field: string]: unknown;
}

/** The key of one setting item (the base item). */
export const settingKey = (tenant: TenantScope, name: SettingName) => ({ pk: keys.tenant(tenant), sk: keys.setting(name) });

/** The key of copy `copy` of a setting (0 .. SHARD_COUNTS.SETTINGS − 1). */
export const settingCopyKey = (tenant: TenantScope, name: SettingName, copy: number) => ({
  pk: shardPartition(tenant, 'SETTINGS', copy),
  sk: keys.setting(name),
});

/** One setting item; `consistent` when a decision follows that a write just before must change. */
export async function getSetting(tenant: TenantScope, name: SettingName, consistent = false): Promise<SettingItem | undefined> {
  const out = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: settingKey(tenant, name), ConsistentRead: consistent }));
  return out.Item as SettingItem | undefined;
}

/** Several settings of one tenant in one BatchGetItem; a setting never written is absent. */
export async function getSettings<N extends SettingName>(
  tenant: TenantScope,
  names: readonly N[],
  consistent = false,
): Promise<Record<N, SettingItem | undefined>> {
  const found = await batchGetItems(
    names.map((name) => settingKey(tenant, name)),
    consistent,
  );
  return Object.fromEntries(names.map((name) => [name, found(settingKey(tenant, name)) as SettingItem | undefined])) as Record<
    N,
    SettingItem | undefined
  >;
}

/** The condition that a setting is at `version` (0: never written). */
function versionCondition(expectedVersion: number): { condition: string; names: Record<string, string>; values: Record<string, unknown> } {
  return expectedVersion === 0
    ? { condition: 'attribute_not_exists(pk)', names: {}, values: {} }
    : { condition: '#version = :expected', names: { '#version': 'version' }, values: { ':expected': expectedVersion } };
}

/** Rounds of read-then-write of an unconditional replacement that keeps losing to other writes. */
const MAX_REPLACE_TRIES = 8;

/**
 * Replaces the setting's fields and returns the new item. With `expectedVersion`, the write
 * happens only if the stored version still matches (0 = never written); otherwise it returns
 * `null` and nothing is written. Without it, the write is made on the version just read (the
 * copies are written with the version the base item gets), again if another write got in between.
 */
export async function replaceSetting(
  tenant: TenantScope,
  name: SettingName,
  fields: Record<string, unknown>,
  expectedVersion?: number,
): Promise<SettingItem | null> {
  for (let tryNumber = 1; ; tryNumber++) {
    const current = expectedVersion === undefined ? await getSetting(tenant, name, true) : undefined;
    const version = expectedVersion ?? current?.version ?? 0;
    const now = new Date().toISOString();
    try {
      await withConflictRetry(() => transact(settingReplaceItems(tenant, name, fields, version, now)));
      return { ...current, ...settingKey(tenant, name), ...fields, updated_at: now, version: version + 1 };
    } catch (error) {
      if (!isTransactionConditionFailed(error)) throw error;
      if (expectedVersion !== undefined) return null;
      if (tryNumber >= MAX_REPLACE_TRIES) {
        throw new ApiError('service_unavailable', 'The setting is busy; retry the request.', { retryAfterSeconds: 1, cause: error });
      }
    }
  }
}

/**
 * The replacement as transaction items: the base item, conditional on the version it was decided
 * against, then its SHARD_COUNTS.SETTINGS copies with the same fields and the version the base
 * item gets (unconditional: the base item's condition decides for all).
 */
export function settingReplaceItems(
  tenant: TenantScope,
  name: SettingName,
  fields: Record<string, unknown>,
  expectedVersion: number,
  now: string,
): TransactItem[] {
  const written: UpdateSpec = { set: { ...fields, updated_at: now, version: expectedVersion + 1 }, mayCreate: true };
  return [
    updateItem(settingKey(tenant, name), { ...written, ...versionCondition(expectedVersion) }),
    ...Array.from({ length: SHARD_COUNTS.SETTINGS }, (_, copy) => updateItem(settingCopyKey(tenant, name, copy), written)),
  ];
}

/**
 * A transaction item that fails unless the setting is still at `version` (0: never written): on
 * the base item, or on copy `copy` for a transfer that read that copy.
 */
export function settingVersionCheck(tenant: TenantScope, name: SettingName, version: number, copy?: number): TransactItem {
  const guard = versionCondition(version);
  return {
    ConditionCheck: {
      TableName: TABLE_NAME,
      Key: copy === undefined ? settingKey(tenant, name) : settingCopyKey(tenant, name, copy),
      ConditionExpression: guard.condition,
      ...(version === 0 ? {} : { ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: guard.values }),
    },
  };
}
