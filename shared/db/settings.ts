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
import type { TenantScope } from '#shared/model/tenancy.ts';

export type SettingName = 'TRANSFER_POLICY' | 'NETWORKS' | 'TRANSFER_APPROVALS';

/** A setting's fields as written, without its version. */
export interface SettingFields {
  updated_at: string;
  [field: string]: unknown;
}

export interface SettingItem extends SettingFields {
  version: number;
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

/** The keys of every copy of a setting, copy 0 first. */
const settingCopyKeys = (tenant: TenantScope, name: SettingName) =>
  Array.from({ length: SHARD_COUNTS.SETTINGS }, (_, copy) => settingCopyKey(tenant, name, copy));

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

/**
 * Replaces the setting's fields only if the stored version still matches `expectedVersion`
 * (0 = never written), with its copies, and returns the new item; `null` when the version moved
 * (nothing is written).
 */
export async function replaceSetting(
  tenant: TenantScope,
  name: SettingName,
  fields: Record<string, unknown>,
  expectedVersion: number,
): Promise<SettingItem | null> {
  const now = new Date().toISOString();
  try {
    await withConflictRetry(() => transact(settingReplaceItems(tenant, name, fields, expectedVersion, now)));
    return { ...settingKey(tenant, name), ...fields, updated_at: now, version: expectedVersion + 1 };
  } catch (error) {
    if (isTransactionConditionFailed(error)) return null;
    throw error;
  }
}

/**
 * Replaces the setting's fields whatever its version (the last write wins), with its copies: each
 * of the nine items adds 1 to its version, unconditionally, so the copies keep the base item's
 * version without a read first. Returns what was written; the new version is not known here.
 */
export async function overwriteSetting(tenant: TenantScope, name: SettingName, fields: Record<string, unknown>): Promise<SettingFields> {
  const now = new Date().toISOString();
  const written: UpdateSpec = { set: { ...fields, updated_at: now }, add: { version: 1 }, mayCreate: true };
  await withConflictRetry(() =>
    transact([settingKey(tenant, name), ...settingCopyKeys(tenant, name)].map((key) => updateItem(key, written))),
  );
  return { ...fields, updated_at: now };
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
    ...settingCopyKeys(tenant, name).map((key) => updateItem(key, written)),
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
