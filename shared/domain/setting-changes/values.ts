/**
 * The two settings a change can be about, as values: which item stores each, how to read its
 * value out of the item, and how to tell whether replacing it loosens it.
 */
import type { SettingItem, SettingName } from '#shared/db/settings.ts';
import {
  approvalsDifference,
  approvalsLoosening,
  policyDifference,
  policyLoosening,
  type ApprovalsDifference,
  type ApprovalsValue,
  type ChangeableSetting,
  type LooseningReason,
  type PolicyDifference,
  type PolicyValue,
} from '#shared/model/setting-changes/loosening.ts';
import { approvalSettingsView } from '#shared/domain/transfers/approval-settings.ts';
import { transferPolicyView } from '#shared/domain/workspace-settings/transfer-policy.ts';

export type SettingValue = PolicyValue | ApprovalsValue;

interface SettingKind<V extends SettingValue> {
  item: SettingName;
  /** What people call it, in messages. */
  label: string;
  valueOf(item: SettingItem | undefined): V;
  loosening(from: V, to: V): LooseningReason[];
  difference(from: V, to: V): PolicyDifference | ApprovalsDifference;
}

const policy: SettingKind<PolicyValue> = {
  item: 'TRANSFER_POLICY',
  label: 'transfer policy',
  valueOf: (item) => {
    const { allowed_destination_addresses, blocked_destination_addresses } = transferPolicyView(item);
    return { allowed_destination_addresses, blocked_destination_addresses };
  },
  loosening: policyLoosening,
  difference: policyDifference,
};

const approvals: SettingKind<ApprovalsValue> = {
  item: 'TRANSFER_APPROVALS',
  label: 'transfer approval requirement',
  valueOf: (item) => {
    const { approval_required, required_approvals, passkey_required } = approvalSettingsView(item);
    return { approval_required, required_approvals, passkey_required };
  },
  loosening: approvalsLoosening,
  difference: approvalsDifference,
};

export const SETTING_KINDS: { transfer_policy: SettingKind<PolicyValue>; transfer_approvals: SettingKind<ApprovalsValue> } = {
  transfer_policy: policy,
  transfer_approvals: approvals,
};

/** The kind of `setting`, typed loosely: for code that handles both settings alike. */
export const kindOf = (setting: ChangeableSetting): SettingKind<SettingValue> =>
  SETTING_KINDS[setting] as unknown as SettingKind<SettingValue>;
