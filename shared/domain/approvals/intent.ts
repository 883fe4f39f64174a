/**
 * Approval intents (docs/approvals.md): the canonical object an approver sees and signs with a
 * passkey. Built from the stored records alone, never from what a client sends, so the server can
 * build it again when the approval arrives and compare digests: a record changed after the intent
 * was handed out gives another digest, and the approval is refused. The digest is
 * base64url(SHA-256(RFC 8785 JCS(intent))), and it IS the WebAuthn challenge the passkey signs.
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from '#shared/domain/approvals/shown-digest.ts';
import type { SettingChangeRecord } from '#shared/db/setting-changes.ts';
import type { TransferRecord } from '#shared/db/transfers.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';

/** Raised when a field is added, removed or changes meaning; a verifier reads it first. */
export const APPROVAL_INTENT_VERSION = 1;

/** What makes one intent of one approver unique and short-lived. */
export interface IntentStamp {
  approver_member_id: string;
  /** 16 random bytes, base64url: single-use, consumed in the approval's transaction. */
  nonce: string;
  expires_at: string;
}

export type ApprovalTarget = { kind: 'transfer'; id: string } | { kind: 'setting_change'; id: string };

/** The ramp payment a funding transfer pays, as the approver is shown it: who receives what. */
function purposeOf(transfer: TransferRecord) {
  const payment = transfer.purpose?.ramp_payment;
  if (!payment) return null;
  const beneficiary = payment.beneficiary as { account_name?: string; address?: string };
  return {
    type: 'ramp_payment_funding' as const,
    ramp_payment_reference: payment.reference,
    beneficiary_name: beneficiary.account_name ?? null,
    fiat_amount: payment.destination_amount.amount,
    fiat_currency: payment.destination_amount.asset,
  };
}

export function transferIntent(tenant: TenantScope, transfer: TransferRecord, stamp: IntentStamp) {
  return {
    version: APPROVAL_INTENT_VERSION,
    action: 'transfer.approve' as const,
    workspace_id: tenant.workspaceId,
    environment: tenant.environment,
    transfer_id: transfer.id,
    amount: transfer.amount_base_units,
    asset: transfer.asset_symbol,
    network: transfer.network_code,
    destination: { address: transfer.to_address, label: transfer.address_book?.label ?? null },
    purpose: purposeOf(transfer),
    policy_version: transfer.policy_verdict?.policy_version ?? null,
    ...stamp,
  };
}

export function settingChangeIntent(tenant: TenantScope, change: SettingChangeRecord, stamp: IntentStamp) {
  return {
    version: APPROVAL_INTENT_VERSION,
    action: 'setting_change.approve' as const,
    workspace_id: tenant.workspaceId,
    environment: tenant.environment,
    setting_change_id: change.id,
    setting: change.setting,
    difference: change.difference,
    proposed_value: change.proposed_value,
    based_on_version: change.based_on_version,
    ...stamp,
  };
}

export type ApprovalIntent = ReturnType<typeof transferIntent> | ReturnType<typeof settingChangeIntent>;

/** base64url(SHA-256(JCS(intent))): the challenge the approver's passkey signs. */
export function intentDigest(intent: unknown): string {
  return createHash('sha256').update(canonicalJson(intent), 'utf8').digest('base64url');
}
