/**
 * Whether transfers need approval, and how many distinct approvers, per workspace and
 * environment. Default: approval required, by one approver. A transfer keeps the requirement it
 * was requested under, so changing the setting never changes transfers already waiting. The PUT
 * writes it through shared/domain/setting-changes/request.ts, which holds back a loosening until
 * another member approves it.
 */
import { getSetting, type SettingItem } from '#shared/db/settings.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import type { ApprovalSettingsView } from '#shared/responses/transfers.ts';

export const DEFAULT_APPROVALS = { approval_required: true, required_approvals: 1, passkey_required: false } as const;

export async function readApprovalSettings(tenant: TenantScope): Promise<ApprovalSettingsView> {
  return approvalSettingsView(await getSetting(tenant, 'TRANSFER_APPROVALS'));
}

/** Approvals a new transfer needs: 0 when approval is not required. */
export function approvalsNeeded(settings: Pick<ApprovalSettingsView, 'approval_required' | 'required_approvals'>): number {
  return settings.approval_required ? settings.required_approvals : 0;
}

/** The approval requirement as stored in the setting item (the default when it was never written). */
export function approvalSettingsView(item: SettingItem | undefined): ApprovalSettingsView {
  return {
    approval_required: (item?.approval_required as boolean | undefined) ?? DEFAULT_APPROVALS.approval_required,
    required_approvals: (item?.required_approvals as number | undefined) ?? DEFAULT_APPROVALS.required_approvals,
    passkey_required: (item?.passkey_required as boolean | undefined) ?? DEFAULT_APPROVALS.passkey_required,
    version: item?.version ?? 0,
    updated_at: item?.updated_at ?? null,
  };
}
