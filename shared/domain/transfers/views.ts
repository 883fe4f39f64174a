/** The API view of a transfer (contract section 2: Transfer and TransferActivity). */
import type { TransferRecord } from '#shared/db/transfers.ts';
import type { TransferView } from '#shared/responses/transfers.ts';

/**
 * What an approval attests (docs/wallets-transfers.md, What an approver sees): the fields of the
 * view that say what money goes where and why, all fixed when the transfer was requested, so the
 * intent an approver read is the one their approval records, whatever else moved meanwhile.
 */
export function transferApprovalIntent(view: TransferView) {
  const a = view.activity;
  return {
    transfer_id: view.id,
    wallet_id: view.wallet_id,
    network_code: a.network_code,
    asset_symbol: a.asset_symbol,
    amount_base_units: a.amount_base_units,
    from_address: a.from_address,
    to_address: a.to_address,
    description: a.description,
    address_book_entry_id: view.address_book_entry_id,
    address_book: view.address_book,
    funds_ramp_payment: view.funds_ramp_payment,
    purpose: view.purpose,
    policy_verdict: view.policy_verdict,
    required_approvals: view.required_approvals,
    requested_by_email: view.requested_by_email,
  };
}

export function toTransferView(r: TransferRecord): TransferView {
  const releasedBy = r.provider_released_by?.email ?? null;
  return {
    id: r.id,
    wallet_id: r.wallet_id,
    address_book_entry_id: r.address_book_entry_id,
    funds_ramp_payment: r.funds_ramp_payment ?? null,
    // Transfers created before these were recorded have none.
    purpose: r.purpose ?? null,
    address_book: r.address_book ?? null,
    policy_verdict: r.policy_verdict ?? null,
    activity: {
      id: r.id,
      type: 'withdrawal',
      status: r.status,
      description: r.description,
      created_at: r.created_at,
      network_code: r.network_code,
      asset_symbol: r.asset_symbol,
      amount_base_units: r.amount_base_units,
      from_address: r.from_address,
      to_address: r.to_address,
      tx_hash: r.tx_hash,
      tx_error: r.tx_error,
      custody_withdrawal_id: r.custody_withdrawal_id,
      custody_status: r.custody_status,
      provider_released_by_email: releasedBy,
      provider_released_at: r.provider_released_at,
    },
    approval_state: r.approval_state,
    required_approvals: r.required_approvals,
    approvals: r.approvals.map((a) => ({
      email: a.member.email,
      approved_at: a.approved_at,
      shown_digest: a.shown_digest ?? null,
      signed: a.signed ?? null,
    })),
    custody_withdrawal_id: r.custody_withdrawal_id,
    custody_status: r.custody_status,
    provider_failure_reason: r.provider_failure_reason,
    provider_released_by_email: releasedBy,
    provider_released_at: r.provider_released_at,
    requested_by_email: r.requested_by.email,
    approved_by_email: r.approved_by?.email ?? null,
    approved_at: r.approved_at,
    rejected_by_email: r.rejected_by?.email ?? null,
    rejected_at: r.rejected_at,
    canceled_by_email: r.canceled_by?.email ?? null,
    canceled_at: r.canceled_at,
    created_at: r.created_at,
    updated_at: r.updated_at,
    completed_at: r.completed_at,
  };
}
