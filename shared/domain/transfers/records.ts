/** New transfer records and the outbound transaction that mirrors a transfer. */
import type { TransferRecord } from '#shared/db/transfers.ts';
import { idTime } from '#shared/ids.ts';
import type { TransactionRecord } from '#shared/db/transactions.ts';
import type { TransferEvaluation } from '#shared/domain/transfers/evaluate.ts';
import { addressBookSnapshot, policyVerdict } from '#shared/domain/transfers/purpose.ts';
import type { UserReference } from '#shared/model/auth.ts';
import type { CreateTransferInput } from '#shared/schemas/transfers.ts';

export function newTransferRecord(
  id: string,
  member: UserReference,
  input: CreateTransferInput,
  ev: TransferEvaluation,
  requiredApprovals: number,
): TransferRecord {
  // The id was minted when the request arrived (an idempotency claim may hold it before the
  // checks run); the transfer was created at the time it carries, so listings ordered and
  // bounded by the id agree with created_at.
  const at = new Date(idTime(id)).toISOString();
  return {
    id,
    wallet_id: ev.wallet.id,
    network_code: ev.network.code,
    asset_symbol: ev.asset.symbol,
    amount_base_units: ev.amount.toString(),
    from_address: ev.account.address,
    to_address: ev.toAddress,
    address_book_entry_id: ev.entry?.id ?? null,
    funds_ramp_payment: ev.funding?.reference ?? null,
    ...(ev.funding?.createdWithTransfer ? { settles_ramp_payment: true } : {}),
    purpose: ev.funding?.purpose ?? null,
    address_book: addressBookSnapshot(ev.bookEntry),
    policy_verdict: policyVerdict(ev, requiredApprovals),
    description: input.description ?? '',
    status: 'pending',
    approval_state: requiredApprovals > 0 ? 'pending_approval' : 'not_required',
    required_approvals: requiredApprovals,
    approvals: [],
    requested_by: member,
    approved_by: null,
    approved_at: null,
    rejected_by: null,
    rejected_at: null,
    canceled_by: null,
    canceled_at: null,
    provider_released_by: null,
    provider_released_at: null,
    custody_withdrawal_id: null,
    custody_status: null,
    provider_failure_reason: null,
    tx_hash: null,
    tx_error: null,
    created_at: at,
    updated_at: at,
    completed_at: null,
    revision: 0,
    event_sequence: 0,
  };
}

/** The outbound transaction of a new transfer: same id, same amounts, the transfer's status. */
export function newWithdrawalTransaction(t: TransferRecord): TransactionRecord {
  return {
    id: t.id,
    wallet_id: t.wallet_id,
    type: 'withdrawal',
    direction: 'outbound',
    status: t.status,
    description: t.description,
    network_code: t.network_code,
    asset_symbol: t.asset_symbol,
    amount_base_units: t.amount_base_units,
    from_address: t.from_address,
    to_address: t.to_address,
    tx_hash: t.tx_hash,
    tx_error: t.tx_error,
    created_at: t.created_at,
    updated_at: t.updated_at,
    completed_at: t.completed_at,
    event_sequence: 1,
  };
}
