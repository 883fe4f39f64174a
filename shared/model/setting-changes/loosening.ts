/**
 * What "loosening a money control" means, exactly (docs/setting-changes.md, Loosening). Pure
 * functions over the stored value and the value a PUT asks for, both canonical (addresses
 * checksummed or lower-cased the way the policy stores them, so equal addresses compare equal).
 *
 * Transfer approvals: a change loosens when it lowers the number of approvals a new transfer
 * needs (0 when approval is off): turning approval off, or lowering `required_approvals` while
 * approval stays on; or, while approval stays on, when it stops requiring a passkey's assertion
 * with each approval (`passkey_required` from true to false).
 *
 * Transfer policy: a change loosens when it adds an address to an allow-list that is not empty,
 * empties a non-empty allow-list (which then admits every address), or removes an address from
 * the block-list. Under "blocked is always refused; a non-empty allow-list admits only its
 * addresses" these cover every change that admits a destination the stored policy refuses. The
 * block-list counts on its own even where the new allow-list still refuses the unblocked address:
 * the allow-list may be emptied later, and the block-list is what should outlast it. Adding to an
 * empty allow-list, removing from an allow-list that stays non-empty and adding to the
 * block-list only tighten.
 */

/** The settings a change can be about, as the API names them. */
export const CHANGEABLE_SETTINGS = ['transfer_policy', 'transfer_approvals'] as const;
export type ChangeableSetting = (typeof CHANGEABLE_SETTINGS)[number];

/** Why a change loosens; a change is pending when this list is not empty (and approvals are on). */
export const LOOSENING_REASONS = [
  'approvals_turned_off',
  'required_approvals_lowered',
  'passkey_requirement_turned_off',
  'allow_list_extended',
  'allow_list_emptied',
  'block_list_reduced',
] as const;
export type LooseningReason = (typeof LOOSENING_REASONS)[number];

export interface PolicyValue {
  allowed_destination_addresses: string[];
  blocked_destination_addresses: string[];
}

export interface ApprovalsValue {
  approval_required: boolean;
  required_approvals: number;
  /** Approvals must carry a passkey's assertion over the approval intent (docs/approvals.md). */
  passkey_required: boolean;
}

export interface ListDifference {
  added: string[];
  removed: string[];
}

export interface PolicyDifference {
  allowed_destination_addresses: ListDifference;
  blocked_destination_addresses: ListDifference;
}

export interface ApprovalsDifference {
  approval_required: { from: boolean; to: boolean };
  required_approvals: { from: number; to: number };
  passkey_required: { from: boolean; to: boolean };
}

/** Addresses in `to` and not in `from`, and the reverse, each in its list's order. */
function listDifference(from: readonly string[], to: readonly string[]): ListDifference {
  const before = new Set(from);
  const after = new Set(to);
  return { added: to.filter((a) => !before.has(a)), removed: from.filter((a) => !after.has(a)) };
}

export function policyDifference(from: PolicyValue, to: PolicyValue): PolicyDifference {
  return {
    allowed_destination_addresses: listDifference(from.allowed_destination_addresses, to.allowed_destination_addresses),
    blocked_destination_addresses: listDifference(from.blocked_destination_addresses, to.blocked_destination_addresses),
  };
}

/** Why replacing the policy `from` with `to` loosens it; empty when it only tightens or changes nothing. */
export function policyLoosening(from: PolicyValue, to: PolicyValue): LooseningReason[] {
  const diff = policyDifference(from, to);
  const reasons: LooseningReason[] = [];
  const allowListWasOn = from.allowed_destination_addresses.length > 0;
  if (allowListWasOn && to.allowed_destination_addresses.length === 0) reasons.push('allow_list_emptied');
  else if (allowListWasOn && diff.allowed_destination_addresses.added.length > 0) reasons.push('allow_list_extended');
  if (diff.blocked_destination_addresses.removed.length > 0) reasons.push('block_list_reduced');
  return reasons;
}

export function approvalsDifference(from: ApprovalsValue, to: ApprovalsValue): ApprovalsDifference {
  return {
    approval_required: { from: from.approval_required, to: to.approval_required },
    required_approvals: { from: from.required_approvals, to: to.required_approvals },
    passkey_required: { from: from.passkey_required, to: to.passkey_required },
  };
}

/** Why replacing the approval requirement `from` with `to` loosens it. */
export function approvalsLoosening(from: ApprovalsValue, to: ApprovalsValue): LooseningReason[] {
  if (!from.approval_required) return [];
  if (!to.approval_required) return ['approvals_turned_off'];
  const reasons: LooseningReason[] = to.required_approvals < from.required_approvals ? ['required_approvals_lowered'] : [];
  // Bearer keys alone could approve again: as loose as a second approver fewer.
  if (from.passkey_required && !to.passkey_required) reasons.push('passkey_requirement_turned_off');
  return reasons;
}
