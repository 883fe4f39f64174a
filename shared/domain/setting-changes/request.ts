/**
 * A PUT of the transfer policy or of the approval requirement, with four eyes on loosening. In an
 * environment whose approval setting requires approvals, a value that loosens the stored one
 * (loosening.ts) is not written: it becomes a pending change that other members approve or
 * reject (decisions.ts), answered 202. Anything else is written at once (200), as before. A
 * request that both tightens and loosens is held back whole: the approver reviews exactly the
 * value that was asked for, and a tightening meant to apply at once is sent on its own.
 *
 * Decide-then-write is closed against races: the value is decided against the version read, and
 * the write (or the pending change) is conditional on that version still being stored. If another
 * write got in between, the request reads again and decides anew, so nothing that loosens the
 * setting as it actually stands is ever written at once. `If-Match` names the version the
 * caller expects; a mismatch, now or after such a retry, is 412. A policy loosening let through
 * because approvals are off is also conditional on the approval setting's version, so turning
 * approvals on closes the door for a loosening already decided.
 *
 * A setting has at most one pending change at a time: a loosening asked for while another one of
 * the same setting waits is 409 `conflict` naming it (`details.pending_change_id`), so repeated
 * requests cannot pile up changes and events. The pending change takes its setting's slot in the
 * transaction that records it (`takePendingSlot`), so concurrent requests record one change.
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import { withConflictRetry } from '#shared/db/conflict-retry.ts';
import { failedConditionIndexes, failedConditionItem, isTransactionConditionFailed } from '#shared/db/errors.ts';
import { getSettingChange, settingChangePut, takePendingSlot, type SettingChangeRecord } from '#shared/db/setting-changes.ts';
import { getSetting, getSettings, settingReplaceItems, settingVersionCheck, type SettingItem } from '#shared/db/settings.ts';
import { transact } from '#shared/db/transact.ts';
import { auditSetting, type Actor } from '#shared/domain/setting-changes/audit.ts';
import type { AuditEntry } from '#shared/audit.ts';
import { settingChangeEvent } from '#shared/domain/setting-changes/events.ts';
import type { ApprovalsValue, ChangeableSetting } from '#shared/model/setting-changes/loosening.ts';
import { SETTING_CHANGE_LIFETIME_MS } from '#shared/domain/setting-changes/settle.ts';
import { kindOf, SETTING_KINDS, type SettingValue } from '#shared/domain/setting-changes/values.ts';
import { approvalsNeeded } from '#shared/domain/transfers/approval-settings.ts';
import { ApiError } from '#shared/model/errors.ts';
import { newId } from '#shared/ids.ts';

/** What a PUT did: the setting as stored now, and the pending change when it was held back. */
export interface SettingWrite {
  item: SettingItem | undefined;
  change: SettingChangeRecord | null;
}

/** Rounds of read-decide-write before a request that keeps losing races gives up (409). */
const MAX_TRIES = 16;

interface State {
  item: SettingItem | undefined;
  approvals: ApprovalsValue;
  /** The approval setting's version, when it is another item than the one written. */
  approvalsVersion: number | null;
}

/** The stored setting and the environment's approval requirement, read strongly consistent. */
async function readState(tenant: TenantScope, setting: ChangeableSetting): Promise<State> {
  const approvalsKind = SETTING_KINDS.transfer_approvals;
  if (setting === 'transfer_approvals') {
    const item = await getSetting(tenant, approvalsKind.item, true);
    return { item, approvals: approvalsKind.valueOf(item), approvalsVersion: null };
  }
  const items = await getSettings(tenant, [kindOf(setting).item, approvalsKind.item], true);
  const approvalsItem = items[approvalsKind.item];
  return {
    item: items[kindOf(setting).item],
    approvals: approvalsKind.valueOf(approvalsItem),
    approvalsVersion: approvalsItem?.version ?? 0,
  };
}

/**
 * Writes a setting at once, with its audit record, conditional on the version read. A loosening
 * allowed only because approvals are off is also conditional on the approvals' version
 * (`approvalsVersion`): approvals turned on meanwhile must not let it through. Null when a
 * condition failed. (The item written as it will be stored.)
 */
async function writeAtOnce(
  tenant: TenantScope,
  setting: ChangeableSetting,
  proposed: SettingValue,
  version: number,
  approvalsVersion: number | null,
  entry: AuditEntry,
): Promise<SettingItem | null> {
  const at = new Date().toISOString();
  const items = [
    ...settingReplaceItems(tenant, kindOf(setting).item, { ...proposed }, version, at),
    ...(approvalsVersion === null ? [] : [settingVersionCheck(tenant, SETTING_KINDS.transfer_approvals.item, approvalsVersion)]),
    entry.put,
  ];
  try {
    await withConflictRetry(() => transact(items));
    entry.logLine();
    return { ...proposed, version: version + 1, updated_at: at };
  } catch (error) {
    if (isTransactionConditionFailed(error)) return null;
    throw error;
  }
}

function newChange(
  setting: ChangeableSetting,
  from: SettingValue,
  to: SettingValue,
  version: number,
  required: number,
  actor: Actor,
  now: Date,
): SettingChangeRecord {
  const kind = kindOf(setting);
  const at = now.toISOString();
  return {
    id: newId(now),
    setting,
    status: 'pending',
    loosens: kind.loosening(from, to),
    difference: kind.difference(from, to),
    previous_value: from,
    proposed_value: to,
    based_on_version: version,
    required_approvals: required,
    approvals: [],
    requested_by: actor.member,
    requested_with_api_key_id: actor.apiKeyId,
    request_id: actor.requestId,
    approved_at: null,
    applied_version: null,
    rejected_by: null,
    rejected_with_api_key_id: null,
    rejected_at: null,
    expires_at: new Date(now.getTime() + SETTING_CHANGE_LIFETIME_MS).toISOString(),
    created_at: at,
    updated_at: at,
    revision: 1,
    event_sequence: 1,
  };
}

/** 409 for a loosening asked for while another change of the same setting waits for approval. */
function changePending(label: string, pendingId: string): ApiError {
  return new ApiError(
    'conflict',
    `A change of the ${label} is already waiting for approval (${pendingId}); approve or reject it, or wait for it to expire, before asking for another.`,
    { details: { reason: 'setting_change_pending', pending_change_id: pendingId } },
  );
}

/** Writes `proposed` at once, or records it as a pending change when it loosens a guarded setting. */
export async function requestSettingChange(
  tenant: TenantScope,
  actor: Actor,
  setting: ChangeableSetting,
  asked: Partial<SettingValue>,
  expectedVersion?: number,
): Promise<SettingWrite> {
  const kind = kindOf(setting);
  /** A change found holding the setting's slot but decided already: the next try may take its place. */
  let displaceable: string | null = null;
  for (let tryNumber = 1; ; tryNumber++) {
    const { item, approvals, approvalsVersion } = await readState(tenant, setting);
    const version = item?.version ?? 0;
    if (expectedVersion !== undefined && expectedVersion !== version) {
      throw new ApiError('precondition_failed', `The ${kind.label} changed since the version named in If-Match.`, {
        details: { current_version: version },
      });
    }
    const from = kind.valueOf(item);
    // A field the request leaves out keeps its stored value (`passkey_required` came after the others).
    const proposed = { ...from, ...asked } as SettingValue;
    const required = approvalsNeeded(approvals);
    const now = new Date();
    const loosens = kind.loosening(from, proposed).length > 0;
    if (required === 0 || !loosens) {
      const entry = auditSetting('setting.applied', tenant, actor, { setting, setting_version: version + 1 });
      const written = await writeAtOnce(tenant, setting, proposed, version, loosens ? approvalsVersion : null, entry);
      if (written) return { item: written, change: null };
    } else {
      const change = newChange(setting, from, proposed, version, required, actor, now);
      const entry = auditSetting('setting_change.requested', tenant, actor, { setting, change, setting_version: version });
      try {
        await withConflictRetry(() =>
          transact([
            settingVersionCheck(tenant, kind.item, version),
            takePendingSlot(tenant, change, displaceable),
            settingChangePut(tenant, change),
            settingChangeEvent(tenant, change, now),
            entry.put,
          ]),
        );
        entry.logLine();
        return { item, change };
      } catch (error) {
        if (!isTransactionConditionFailed(error)) throw error;
        const failed = failedConditionIndexes(error);
        // Only the slot refused (the setting is still at the version read): another change waits.
        if (!failed.includes(0) && failed.includes(1)) {
          const holder = failedConditionItem(error, 1)?.change_id as string | undefined;
          const pending = holder ? await getSettingChange(tenant, holder, true) : undefined;
          // Stored as pending and still approvable (expiry and supersession are settled lazily, settle.ts).
          const waits =
            pending?.status === 'pending' && Date.parse(pending.expires_at) > now.getTime() && pending.based_on_version === version;
          if (waits) throw changePending(kind.label, pending.id);
          displaceable = holder ?? null;
        }
      }
    }
    // Another write got in between the read and this one: decide again against what is stored now.
    if (tryNumber >= MAX_TRIES) throw new ApiError('conflict', `The ${kind.label} kept changing while this request was decided; retry.`);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * Math.min(tryNumber, 5)));
  }
}
