/**
 * Per-environment workspace settings: `pk = WS#<ws>#<env>`, `sk = SETTINGS#<name>`.
 * Each write bumps `version`, which the API exposes as an ETag for conditional writes.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '#shared/db/batch-get.ts';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import * as keys from '#shared/db/keys.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { updateItem, updateOne, type UpdateSpec } from '#shared/db/update-item.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';

export type SettingName = 'TRANSFER_POLICY' | 'NETWORKS' | 'TRANSFER_APPROVALS';

export interface SettingItem {
  version: number;
  updated_at: string;
  [field: string]: unknown;
}

/** The key of one setting item. */
export const settingKey = (tenant: TenantScope, name: SettingName) => ({ pk: keys.tenant(tenant), sk: keys.setting(name) });

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

/** The update that replaces the setting's fields and bumps its version (creating it), optionally only at `expectedVersion`. */
function settingUpdate(fields: Record<string, unknown>, expectedVersion: number | undefined, now: string): UpdateSpec {
  const guard = expectedVersion === undefined ? undefined : versionCondition(expectedVersion);
  return { set: { updated_at: now, ...fields }, add: { version: 1 }, mayCreate: true, ...guard };
}

/**
 * Replaces the setting's fields in one UpdateItem and returns the new item. With
 * `expectedVersion`, the write happens only if the stored version still matches (0 = never
 * written); otherwise it returns `null` and nothing is written.
 */
export async function replaceSetting(
  tenant: TenantScope,
  name: SettingName,
  fields: Record<string, unknown>,
  expectedVersion?: number,
): Promise<SettingItem | null> {
  return updateOne<SettingItem>(settingKey(tenant, name), settingUpdate(fields, expectedVersion, new Date().toISOString()), 'ALL_NEW');
}

/** The same replacement as a transaction item, always conditional on the version it was decided against. */
export function settingReplaceItem(
  tenant: TenantScope,
  name: SettingName,
  fields: Record<string, unknown>,
  expectedVersion: number,
  now: string,
): TransactItem {
  return updateItem(settingKey(tenant, name), settingUpdate(fields, expectedVersion, now));
}

/** A transaction item that fails unless the setting is still at `version` (0: never written). */
export function settingVersionCheck(tenant: TenantScope, name: SettingName, version: number): TransactItem {
  const guard = versionCondition(version);
  return {
    ConditionCheck: {
      TableName: TABLE_NAME,
      Key: settingKey(tenant, name),
      ConditionExpression: guard.condition,
      ...(version === 0 ? {} : { ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: guard.values }),
    },
  };
}
