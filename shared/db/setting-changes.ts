/**
 * Setting change items: `pk = WS#<ws>#<env>`, `sk = SETTING_CHANGE#<changeId>` (a UUIDv7, so a
 * listing is newest first). A change is kept after it ends, as the record of who asked for what
 * and who decided. Every write after creation is conditional on `revision` (bumped by each
 * write); `event_sequence` counts the change's events.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '#shared/db/batch-get.ts';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { settingKey, type SettingItem, type SettingName } from '#shared/db/settings.ts';
import { ID_FORMS, readPage, sortKeyForm, type CursorPage } from '#shared/db/cursor.ts';
import { keys } from '#shared/db/keys.ts';
import { prefixRange, queryPage } from '#shared/db/query-page.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { putNew, updateItem } from '#shared/db/update-item.ts';
import type { MemberApproval } from '#shared/model/approvals/member-approvals.ts';
import type {
  ApprovalsDifference,
  ApprovalsValue,
  ChangeableSetting,
  LooseningReason,
  PolicyDifference,
  PolicyValue,
} from '#shared/model/setting-changes/loosening.ts';
import type { SettingChangeStatus } from '#shared/model/setting-changes/state-machine.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import type { UserReference } from '#shared/model/auth.ts';

/** An approval of a setting change: the member (who counts) and the key they used (for the record). */
export interface SettingChangeApproval extends MemberApproval {
  api_key_id: string;
  /** The digest of the change's approval intent the approver was shown (absent on older approvals). */
  shown_digest?: string;
}

export interface SettingChangeRecord {
  id: string;
  setting: ChangeableSetting;
  status: SettingChangeStatus;
  /** Why the change loosens a control (never empty: a change that does not loosen applies at once). */
  loosens: LooseningReason[];
  difference: PolicyDifference | ApprovalsDifference;
  /** The setting's value at `based_on_version`, and the whole value the change would write. */
  previous_value: PolicyValue | ApprovalsValue;
  proposed_value: PolicyValue | ApprovalsValue;
  based_on_version: number;
  /** Approvals needed, fixed when the change is requested (the environment's transfer requirement). */
  required_approvals: number;
  approvals: SettingChangeApproval[];
  requested_by: UserReference;
  requested_with_api_key_id: string;
  /** The API request that asked for the change, to find its log lines. */
  request_id: string;
  approved_at: string | null;
  /** The setting's version the approval wrote. */
  applied_version: number | null;
  rejected_by: UserReference | null;
  rejected_with_api_key_id: string | null;
  rejected_at: string | null;
  expires_at: string;
  created_at: string;
  updated_at: string;
  revision: number;
  event_sequence: number;
}

export const settingChangeKey = (tenant: TenantScope, id: string) => ({ pk: keys.tenant(tenant), sk: keys.settingChange(id) });

export function settingChangePut(tenant: TenantScope, record: SettingChangeRecord): TransactItem {
  return putNew(settingChangeKey(tenant, record.id), 'setting_change', record);
}

/** The write that turns `before` (as read) into `after`: changed attributes only, conditional on `before`'s revision. */
export function settingChangeUpdate(tenant: TenantScope, before: SettingChangeRecord, after: SettingChangeRecord): TransactItem {
  const changed = Object.fromEntries(
    Object.entries(after).filter(([field, value]) => JSON.stringify(before[field as keyof SettingChangeRecord]) !== JSON.stringify(value)),
  );
  return updateItem(settingChangeKey(tenant, before.id), {
    set: { ...changed, revision: before.revision + 1 },
    expect: { revision: before.revision },
  });
}

export async function getSettingChange(tenant: TenantScope, id: string, consistent = false): Promise<SettingChangeRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: settingChangeKey(tenant, id), ConsistentRead: consistent }));
  if (!out.Item) return undefined;
  const { pk: _pk, sk: _sk, entity: _entity, ...record } = out.Item;
  return record as SettingChangeRecord;
}

/**
 * A change and the settings it may be about, in one strongly consistent BatchGetItem: whether a
 * pending change has been superseded depends on its setting's current version.
 */
export async function getSettingChangeWithSettings<N extends SettingName>(
  tenant: TenantScope,
  id: string,
  names: readonly N[],
): Promise<{ change: SettingChangeRecord | undefined; settings: Record<N, SettingItem | undefined> }> {
  const changeKey = settingChangeKey(tenant, id);
  const found = await batchGetItems([changeKey, ...names.map((name) => settingKey(tenant, name))], true);
  const item = found(changeKey);
  const settings = Object.fromEntries(names.map((name) => [name, found(settingKey(tenant, name)) as SettingItem | undefined])) as Record<
    N,
    SettingItem | undefined
  >;
  if (!item) return { change: undefined, settings };
  const { pk: _pk, sk: _sk, entity: _entity, ...record } = item;
  return { change: record as unknown as SettingChangeRecord, settings };
}

/** One page of the tenant's setting changes, newest first (filters are applied by the caller, after settling). */
export function querySettingChanges(
  tenant: TenantScope,
  limit: number,
  cursor: string | undefined,
): Promise<CursorPage<SettingChangeRecord>> {
  const spec = { pk: keys.tenant(tenant), sk: sortKeyForm(keys.settingChangePrefix, ID_FORMS.uuid) };
  return readPage(cursor, spec, async (startKey) => {
    const page = await queryPage<SettingChangeRecord & { pk: string; sk: string; entity: string }>({
      pk: keys.tenant(tenant),
      ...prefixRange(keys.settingChangePrefix),
      limit,
      startKey,
    });
    const items = page.items.map(({ pk: _pk, sk: _sk, entity: _entity, ...record }) => record as SettingChangeRecord);
    return { items, lastKey: page.lastKey };
  });
}
