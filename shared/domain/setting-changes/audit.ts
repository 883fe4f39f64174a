/**
 * The audit trail of workspace settings that guard money (transfer policy and approvals): one
 * record per change asked for, applied, approved, rejected, expired or superseded, written in the
 * transaction of that change, and its log line once it is made, with the
 * workspace, environment, setting, change, member and API key ids (the request id is on every
 * line). Never a token or a secret: keys are named by id. docs/setting-changes.md lists the fields.
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import type { SettingChangeRecord } from '#shared/db/setting-changes.ts';
import type { ChangeableSetting } from '#shared/model/setting-changes/loosening.ts';
import type { UserReference } from '#shared/model/auth.ts';
import { auditEntry, type AuditEntry } from '#shared/audit.ts';

/** Who acts through the API: the member counts, the key and the request are for the record. */
export interface Actor {
  member: UserReference;
  apiKeyId: string;
  requestId: string;
}

export type AuditAction =
  | 'setting.applied' // a change that loosens nothing (or in an environment without approvals), written at once
  | 'setting_change.requested'
  | 'setting_change.approval_recorded' // an approval that is not yet the last one needed
  | 'setting_change.approved' // the last approval: the change was applied
  | 'setting_change.rejected'
  | 'setting_change.expired'
  | 'setting_change.superseded';

export function auditSetting(
  action: AuditAction,
  tenant: TenantScope,
  actor: Actor | null,
  fields: { setting: ChangeableSetting; change?: SettingChangeRecord; setting_version?: number | null },
): AuditEntry {
  const change = fields.change;
  return auditEntry(action, {
    workspace_id: tenant.workspaceId,
    environment: tenant.environment,
    setting: fields.setting,
    // Expiry and supersession happen on someone's read or decision; they are not that person's act.
    member_id: actor?.member.id ?? null,
    actor_key_id: actor?.apiKeyId ?? null,
    change_id: change?.id ?? null,
    change_status: change?.status ?? null,
    requested_by_member_id: change?.requested_by.id ?? null,
    loosens: change?.loosens ?? [],
    based_on_version: change?.based_on_version ?? null,
    setting_version: fields.setting_version ?? null,
  });
}
