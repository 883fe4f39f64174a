/**
 * Approve and reject a pending setting change, under the rules transfers follow
 * (shared/model/approvals/member-approvals.ts): never the requester, each other member once,
 * counted by member and never by key. The last approval needed applies the proposed value in the
 * same transaction that marks the change approved, conditional on the setting still being at the
 * version the change was made against and on the change's revision as read; so of an approval
 * and a rejection racing, one wins, and the setting is written at most once. Every decision
 * checks that version (a rejection or a partial approval with a ConditionCheck): a change whose
 * time is up, or whose setting was written since, is settled first (expired or superseded), and
 * the decision is then refused with 409 `invalid_state_transition`.
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import { withConflictRetry } from '#shared/db/conflict-retry.ts';
import { isTransactionConditionFailed } from '#shared/db/errors.ts';
import { getSettingChange, settingChangeUpdate, type SettingChangeRecord } from '#shared/db/setting-changes.ts';
import { settingVersionCheck } from '#shared/db/settings.ts';
import { transact, type TransactItem } from '#shared/db/transact.ts';
import { refuseRequester } from '#shared/model/approvals/member-approvals.ts';
import { auditSetting, type Actor, type AuditAction } from '#shared/domain/setting-changes/audit.ts';
import { settingChangeEvent } from '#shared/domain/setting-changes/events.ts';
import { settingVersions, settleChange } from '#shared/domain/setting-changes/settle.ts';
import { transition } from '#shared/model/setting-changes/state-machine.ts';
import { kindOf } from '#shared/domain/setting-changes/values.ts';
import { toSettingChangeView } from '#shared/domain/setting-changes/views.ts';
import { ApiError, notFound } from '#shared/model/errors.ts';
import type { SettingChangeView } from '#shared/responses/setting-change.ts';

const NOUN = 'setting change';
const MAX_TRIES = 5;

export interface Move {
  after: SettingChangeRecord;
  items: TransactItem[];
  /** True when the move writes the setting itself (conditional on its version); otherwise the version is checked. */
  writesSetting: boolean;
  audit: AuditAction;
}

export type Plan = (change: SettingChangeRecord, now: Date) => Move | Promise<Move>;

/**
 * The first attempt reads only the change: the transaction itself checks that the setting is
 * still at `based_on_version`. When a condition fails, the change or its setting moved: the next
 * attempt reads the setting's version too, settles the change (superseded, say) and decides anew.
 */
export async function decide(tenant: TenantScope, actor: Actor, id: string, plan: Plan): Promise<SettingChangeView> {
  let readVersion = false;
  for (let tryNumber = 1; ; tryNumber++) {
    const read = await getSettingChange(tenant, id, true);
    if (!read) throw notFound(NOUN);
    const now = new Date();
    const version =
      readVersion && read.status === 'pending' ? (await settingVersions(tenant, [read.setting]))[read.setting] : read.based_on_version;
    const before = await settleChange(tenant, read, version, now);
    const move = await plan(before, now);
    const guard = move.writesSetting ? [] : [settingVersionCheck(tenant, kindOf(before.setting).item, before.based_on_version)];
    const entry = auditSetting(move.audit, tenant, actor, {
      setting: before.setting,
      change: move.after,
      setting_version: move.after.applied_version ?? before.based_on_version,
    });
    try {
      await withConflictRetry(() => transact([settingChangeUpdate(tenant, before, move.after), ...move.items, ...guard, entry.put]));
      entry.logLine();
      return toSettingChangeView(move.after);
    } catch (error) {
      if (!isTransactionConditionFailed(error)) throw error;
      if (tryNumber >= MAX_TRIES)
        throw new ApiError('conflict', 'The setting change kept changing while this was decided; retry.', { cause: error });
      readVersion = true;
    }
  }
}

export function rejectSettingChange(tenant: TenantScope, actor: Actor, id: string): Promise<SettingChangeView> {
  return decide(tenant, actor, id, (before, now) => {
    const status = transition(before.status, 'reject');
    refuseRequester(before, actor.member, NOUN, 'reject', 'workspace:approve');
    const at = now.toISOString();
    const after: SettingChangeRecord = {
      ...before,
      status,
      rejected_by: actor.member,
      rejected_with_api_key_id: actor.apiKeyId,
      rejected_at: at,
      updated_at: at,
      event_sequence: before.event_sequence + 1,
    };
    return { after, items: [settingChangeEvent(tenant, after, now)], writesSetting: false, audit: 'setting_change.rejected' };
  });
}
