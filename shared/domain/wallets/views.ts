/** API views of wallets and wallet transactions (contract section 2: Wallet, Transaction). */
import type { WalletAccountRecord, WalletRecord } from '#shared/db/wallets.ts';
import type { TransactionRecord } from '#shared/db/transactions.ts';
import { requireNetworkProfile } from '#shared/model/networks/profile.ts';
import type { TransactionView, WalletView } from '#shared/responses/wallets.ts';

export function toAccountView(account: WalletAccountRecord) {
  const network = requireNetworkProfile(account.network_code);
  return {
    network_code: account.network_code,
    address: account.address,
    path: account.path,
    is_default: account.is_default,
    network_display_name: network.display_name,
    asset_symbol: network.native_asset,
  };
}

export function toWalletView(record: WalletRecord): WalletView {
  return {
    id: record.id,
    name: record.name,
    status: record.status,
    accounts: record.accounts.map(toAccountView),
    custody_wallet_id: record.custody_wallet_id,
    custody_status: record.custody_status,
    wallet_type: record.wallet_type,
    created_at: record.created_at,
    created_by: record.created_by,
    updated_at: record.updated_at,
  };
}

export function toTransactionView(record: TransactionRecord): TransactionView {
  return {
    id: record.id,
    wallet_id: record.wallet_id,
    type: record.type,
    direction: record.direction,
    status: record.status,
    description: record.description,
    created_at: record.created_at,
    updated_at: record.updated_at,
    network_code: record.network_code,
    asset_symbol: record.asset_symbol,
    caip19: requireNetworkProfile(record.network_code).asset(record.asset_symbol)?.caip19 ?? '',
    amount_base_units: record.amount_base_units,
    from_address: record.from_address,
    to_address: record.to_address,
    tx_hash: record.tx_hash,
    tx_error: record.tx_error,
    completed_at: record.completed_at,
    ramp_payment_reference: record.ramp_payment_reference ?? null,
  };
}
