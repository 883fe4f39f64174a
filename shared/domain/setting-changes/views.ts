/** A setting change as the API shows it (SettingChange): everything but the item's bookkeeping. */
import type { SettingChangeRecord } from '#shared/db/setting-changes.ts';
import type { SettingChangeView } from '#shared/responses/setting-change.ts';

/**
 * What an approval of a change attests: the fields fixed when it was requested (what it replaces,
 * with what, against which version, who asked, until when), as the view shows them.
 */
export function settingChangeApprovalIntent(view: SettingChangeView) {
  return {
    setting_change_id: view.id,
    setting: view.setting,
    loosens: view.loosens,
    difference: view.difference,
    previous_value: view.previous_value,
    proposed_value: view.proposed_value,
    based_on_version: view.based_on_version,
    required_approvals: view.required_approvals,
    requested_by: view.requested_by,
    expires_at: view.expires_at,
  };
}

export function toSettingChangeView(r: SettingChangeRecord): SettingChangeView {
  return {
    id: r.id,
    setting: r.setting,
    status: r.status,
    loosens: r.loosens,
    difference: r.difference,
    previous_value: r.previous_value,
    proposed_value: r.proposed_value,
    based_on_version: r.based_on_version,
    required_approvals: r.required_approvals,
    approvals: r.approvals.map((a) => ({
      member: a.member,
      api_key_id: a.api_key_id,
      approved_at: a.approved_at,
      shown_digest: a.shown_digest ?? null,
      signed: a.signed ?? null,
    })),
    requested_by: r.requested_by,
    requested_with_api_key_id: r.requested_with_api_key_id,
    approved_at: r.approved_at,
    applied_version: r.applied_version,
    rejected_by: r.rejected_by,
    rejected_with_api_key_id: r.rejected_with_api_key_id,
    rejected_at: r.rejected_at,
    expires_at: r.expires_at,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}
