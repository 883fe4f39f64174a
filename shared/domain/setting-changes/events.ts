/**
 * Events about a setting change, written in the same transaction as the move that causes them
 * (the outbox). `data` carries the change as that move left it and its per-change `sequence`
 * (requested 1, then the one move that ends it 2), as transfer events do.
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import type { SettingChangeRecord } from '#shared/db/setting-changes.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { eventPut, newEvent } from '#shared/domain/events/emit.ts';
import type { SettingChangeStatus } from '#shared/model/setting-changes/state-machine.ts';
import { toSettingChangeView } from '#shared/domain/setting-changes/views.ts';

const TYPE_OF = {
  pending: 'workspace.setting_change.requested',
  approved: 'workspace.setting_change.approved',
  rejected: 'workspace.setting_change.rejected',
  expired: 'workspace.setting_change.expired',
  superseded: 'workspace.setting_change.superseded',
} as const satisfies Record<SettingChangeStatus, string>;

/** The event that announces `after`'s status; `after.event_sequence` must already count it. */
export function settingChangeEvent(tenant: TenantScope, after: SettingChangeRecord, now: Date): TransactItem {
  return eventPut(
    tenant,
    newEvent(
      tenant,
      {
        type: TYPE_OF[after.status],
        data: { sequence: after.event_sequence, setting_change: toSettingChangeView(after) },
        resource: { type: 'setting_change', id: after.id },
        sequence: after.event_sequence,
      },
      now,
    ),
  );
}
