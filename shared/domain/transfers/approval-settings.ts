/**
 * Whether transfers need approval, and how many distinct approvers, per workspace and
 * environment (`PUT /v1/workspace/transfer-approvals`). Default: approval required, by one
 * approver. A transfer keeps the requirement it was requested under, so changing the setting
 * never changes transfers already waiting.
 */
import { getSetting, replaceSetting, type SettingItem } from '#shared/db/settings.ts';
import type { TenantScope } from '#shared/db/keys.ts';
import { ApiError } from '#shared/http/errors.ts';
import type { ApprovalSettingsView } from '#shared/responses/transfers.ts';

export const DEFAULT_APPROVALS = { approval_required: true, required_approvals: 1 } as const;

export async function readApprovalSettings(tenant: TenantScope): Promise<ApprovalSettingsView> {
  return approvalSettingsView(await getSetting(tenant, 'TRANSFER_APPROVALS'));
}

export async function replaceApprovalSettings(
  tenant: TenantScope,
  input: { approval_required: boolean; required_approvals: number },
  expectedVersion?: number,
): Promise<ApprovalSettingsView> {
  const item = await replaceSetting(tenant, 'TRANSFER_APPROVALS', { ...input }, expectedVersion);
  if (!item) {
    const current = await readApprovalSettings(tenant);
    throw new ApiError('precondition_failed', 'The setting changed since the version named in If-Match.', {
      details: { current_version: current.version },
    });
  }
  return approvalSettingsView(item);
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
    version: item?.version ?? 0,
    updated_at: item?.updated_at ?? null,
  };
}
