/**
 * Time and other writes end a pending change without anyone deciding it: at `expires_at` it is
 * `expired`, and once its setting has been written since it was requested it is `superseded`
 * (applying its whole proposed value would silently undo that later write). Both are evaluated
 * lazily, as ramp payments settle: every read and every decision writes what has fallen due, with
 * its event, in one transaction conditional on the change's revision.
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import { withConflictRetry } from '#shared/db/conflict-retry.ts';
import { isTransactionConditionFailed } from '#shared/db/errors.ts';
import { getSettingChange, settingChangeUpdate, type SettingChangeRecord } from '#shared/db/setting-changes.ts';
import { getSetting, getSettings, type SettingName } from '#shared/db/settings.ts';
import { transact } from '#shared/db/transact.ts';
import { auditSetting } from '#shared/domain/setting-changes/audit.ts';
import { settingChangeEvent } from '#shared/domain/setting-changes/events.ts';
import type { ChangeableSetting } from '#shared/model/setting-changes/loosening.ts';
import { transition } from '#shared/model/setting-changes/state-machine.ts';
import { kindOf, SETTING_KINDS } from '#shared/domain/setting-changes/values.ts';

/** How long a change waits for its approvals. */
export const SETTING_CHANGE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The move that has fallen due on a change, if any; expiry first (it would have expired either way). */
export function dueAction(change: SettingChangeRecord, settingVersion: number, now: Date): 'expire' | 'supersede' | null {
  if (change.status !== 'pending') return null;
  if (now.getTime() >= Date.parse(change.expires_at)) return 'expire';
  // Versions only grow, and they are read strongly consistent, so any other version is a later write.
  if (settingVersion !== change.based_on_version) return 'supersede';
  return null;
}

/** The current version of each setting, read strongly consistent (0: never written). */
export async function settingVersions(
  tenant: TenantScope,
  settings: readonly ChangeableSetting[],
): Promise<Record<ChangeableSetting, number>> {
  const unique = [...new Set(settings)];
  const versions = { transfer_policy: 0, transfer_approvals: 0 };
  if (unique.length === 1) {
    versions[unique[0]!] = (await getSetting(tenant, kindOf(unique[0]!).item, true))?.version ?? 0;
  } else if (unique.length > 1) {
    const items = await getSettings(
      tenant,
      unique.map((s) => SETTING_KINDS[s].item as SettingName),
      true,
    );
    for (const s of unique) versions[s] = items[SETTING_KINDS[s].item]?.version ?? 0;
  }
  return versions;
}

/**
 * The change as of `now`, with its due move written (and announced). When another writer moved
 * the change first, the change is read again and settled anew.
 */
export async function settleChange(
  tenant: TenantScope,
  change: SettingChangeRecord,
  settingVersion: number,
  now: Date,
): Promise<SettingChangeRecord> {
  let current = change;
  for (let attempt = 0; attempt < 3; attempt++) {
    const action = dueAction(current, settingVersion, now);
    if (!action) return current;
    const at = now.toISOString();
    const after: SettingChangeRecord = {
      ...current,
      status: transition(current.status, action),
      updated_at: at,
      event_sequence: current.event_sequence + 1,
    };
    // Nobody decided this: the request that noticed it is on the line, its member is not.
    const entry = auditSetting(action === 'expire' ? 'setting_change.expired' : 'setting_change.superseded', tenant, null, {
      setting: after.setting,
      change: after,
      setting_version: settingVersion,
    });
    try {
      await withConflictRetry(() =>
        transact([settingChangeUpdate(tenant, current, after), settingChangeEvent(tenant, after, now), entry.put]),
      );
      entry.logLine();
      return after;
    } catch (error) {
      if (!isTransactionConditionFailed(error)) throw error;
      const fresh = await getSettingChange(tenant, current.id, true);
      if (!fresh) return after;
      current = fresh;
    }
  }
  return current;
}
