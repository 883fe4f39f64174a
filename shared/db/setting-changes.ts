/**
 * Setting change items: `pk = WS#<ws>#<env>`, `sk = SETTING_CHANGE#<changeId>` (a UUIDv7, so a
 * listing is newest first). A change is kept after it ends, as the record of who asked for what
 * and who decided. Every write after creation is conditional on `revision` (bumped by each
 * write); `event_sequence` counts the change's events.
 */
import type { SignedApprovalRecord } from '#shared/model/approvals/signed-approval.ts';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '#shared/db/batch-get.ts';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { settingKey, type SettingItem, type SettingName } from '#shared/db/settings.ts';
import { ID_FORMS, readPage, sortKeyForm, type CursorPage } from '#shared/db/cursor.ts';
import * as keys from '#shared/db/keys.ts';
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
  /** The passkey signature over the change's approval intent (docs/approvals.md); absent on an approval made with a key alone. */
  signed?: SignedApprovalRecord;
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

/**
 * The pending-change slot of a setting (`sk = PENDING_SETTING_CHANGE#<setting>`): the id,
 * `based_on_version` and `expires_at` of the change that last took it. A setting has at most one
 * pending change: a new change takes the slot in its own transaction, under the condition that
 * the slot is free, or that its holder can no longer be approved: made against an older version
 * of the setting (superseded), past its expiry, or `displaceable` (a holder the caller read and
 * found decided). Decisions need not free it: an approval writes the setting (a new version), and
 * a rejected holder is found decided by the next request.
 */
export const pendingSlotKey = (tenant: TenantScope, setting: ChangeableSetting) => ({
  pk: keys.tenant(tenant),
  sk: keys.pendingSettingChange(setting),
});

export function takePendingSlot(tenant: TenantScope, change: SettingChangeRecord, displaceable: string | null): TransactItem {
  const item = updateItem(pendingSlotKey(tenant, change.setting), {
    set: {
      entity: 'pending_setting_change',
      change_id: change.id,
      based_on_version: change.based_on_version,
      expires_at: change.expires_at,
    },
    mayCreate: true,
    condition: `attribute_not_exists(#holder) OR #heldVersion < :version OR #heldExpiry <= :now${displaceable ? ' OR #holder = :displaceable' : ''}`,
    names: { '#holder': 'change_id', '#heldVersion': 'based_on_version', '#heldExpiry': 'expires_at' },
    values: { ':version': change.based_on_version, ':now': change.created_at, ...(displaceable ? { ':displaceable': displaceable } : {}) },
  });
  // The holder's id is read from the refusal, to name the pending change in the 409.
  return { Update: { ...item.Update!, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } };
}

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
