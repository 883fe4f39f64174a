/**
 * Reading setting changes: `GET /v1/workspace/setting-changes` (newest first, filtered by status
 * and setting) and `GET /v1/workspace/setting-changes/{changeId}`. Each read settles what has
 * fallen due first (settle.ts), so a listing filtered on `pending` never shows a change that can
 * no longer be approved.
 */
import { getSettingChangeWithSettings, querySettingChanges, type SettingChangeRecord } from '#shared/db/setting-changes.ts';
import { CHANGEABLE_SETTINGS, type ChangeableSetting } from '#shared/model/setting-changes/loosening.ts';
import { SETTING_KINDS } from '#shared/domain/setting-changes/values.ts';
import { settingVersions, settleChange } from '#shared/domain/setting-changes/settle.ts';
import type { SettingChangeStatus } from '#shared/model/setting-changes/state-machine.ts';
import { toSettingChangeView } from '#shared/domain/setting-changes/views.ts';
import { notFound } from '#shared/model/errors.ts';
import type { SettingChangeView } from '#shared/responses/setting-change.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';

/** At most this many Query calls fill one filtered page. */
const MAX_QUERIES = 5;

/** The changes as of now: every pending one settled against its setting's current version. */
async function settleAll(tenant: TenantScope, changes: SettingChangeRecord[], now: Date): Promise<SettingChangeRecord[]> {
  const pending = changes.filter((c) => c.status === 'pending');
  if (pending.length === 0) return changes;
  const versions = await settingVersions(
    tenant,
    pending.map((c) => c.setting),
  );
  return Promise.all(changes.map((c) => settleChange(tenant, c, versions[c.setting], now)));
}

export async function showSettingChange(tenant: TenantScope, id: string): Promise<SettingChangeView> {
  // One round trip for the change and both settings (strongly consistent: a change just
  // requested or decided reads as it is, and a setting's version decides supersession).
  const { change, settings } = await getSettingChangeWithSettings(
    tenant,
    id,
    CHANGEABLE_SETTINGS.map((s) => SETTING_KINDS[s].item),
  );
  if (!change) throw notFound('setting change');
  const version = settings[SETTING_KINDS[change.setting].item]?.version ?? 0;
  return toSettingChangeView(await settleChange(tenant, change, version, new Date()));
}

export async function listSettingChanges(
  tenant: TenantScope,
  query: { limit: number; cursor?: string | undefined; status?: SettingChangeStatus | undefined; setting?: ChangeableSetting | undefined },
) {
  let cursor = query.cursor;
  const now = new Date();
  const items: SettingChangeView[] = [];
  let next: string | null = null;
  for (let i = 0; i < MAX_QUERIES && items.length < query.limit; i++) {
    // Limit is what the page still needs, so a page never overflows and the cursor is exact.
    const page = await querySettingChanges(tenant, query.limit - items.length, cursor);
    for (const change of await settleAll(tenant, page.items, now)) {
      if ((!query.status || change.status === query.status) && (!query.setting || change.setting === query.setting))
        items.push(toSettingChangeView(change));
    }
    next = page.nextCursor;
    if (!next) break;
    cursor = next;
  }
  return { items, next_cursor: next };
}
