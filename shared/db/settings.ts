/**
 * Per-environment workspace settings: `pk = WS#<ws>#<env>`, `sk = SETTINGS#<name>`.
 * Each write bumps `version`, which the API exposes as an ETag for conditional writes.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { isConditionFailed } from '#shared/db/errors.ts';
import { keys, type TenantScope } from '#shared/db/keys.ts';

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
  const out = await db.send(
    new GetCommand({ TableName: TABLE_NAME, Key: settingKey(tenant, name), ConsistentRead: consistent }),
  );
  return out.Item as SettingItem | undefined;
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
  const names: Record<string, string> = { '#version': 'version', '#updated_at': 'updated_at' };
  const values: Record<string, unknown> = { ':one': 1, ':now': new Date().toISOString() };
  const sets = ['#updated_at = :now'];
  Object.entries(fields).forEach(([field, value], i) => {
    names[`#f${i}`] = field;
    values[`:f${i}`] = value;
    sets.push(`#f${i} = :f${i}`);
  });
  let condition: string | undefined;
  if (expectedVersion !== undefined) {
    condition = expectedVersion === 0 ? 'attribute_not_exists(pk)' : '#version = :expected';
    if (expectedVersion !== 0) values[':expected'] = expectedVersion;
  }
  try {
    const out = await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: settingKey(tenant, name),
        UpdateExpression: `SET ${sets.join(', ')} ADD #version :one`,
        ConditionExpression: condition,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes as SettingItem;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}
