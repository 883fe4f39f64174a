/**
 * The custody port: what the service needs from a custody provider. Wallet accounts (addresses
 * and derivation paths) come from custody, withdrawals are handed to it and progress there.
 * Adapters: the sandbox simulator (`sandbox-custody.ts`) and, in `live` where no provider is
 * integrated, `unavailable-custody.ts`, which fails every call with 503 `custody_unavailable`.
 */
import type { NetworkCode } from '#shared/domain/networks/catalogue.ts';

export interface CustodyAccount {
  network_code: NetworkCode;
  address: string;
  /** BIP-32 derivation path of the account's key. */
  path: string;
}

export interface CustodyWallet {
  custody_wallet_id: string;
  custody_status: 'active';
  accounts: CustodyAccount[];
}

export interface WithdrawalRequest {
  /** The transfer's id; custody uses it to make submission idempotent. */
  transfer_id: string;
  network_code: NetworkCode;
  asset_symbol: string;
  amount_base_units: string;
  from_address: string;
  to_address: string;
}

/** Custody's answer to a submission: accepted (`submitted`) or refused at once (`rejected`). */
export interface WithdrawalSubmission {
  custody_withdrawal_id: string;
  custody_status: 'submitted' | 'rejected';
  failure_reason: string | null;
}

/** A broadcast withdrawal: its transaction hash and how it will end on chain. */
export interface WithdrawalBroadcast {
  tx_hash: string;
  outcome: 'completed' | 'failed';
  failure_reason: string | null;
}

export interface CustodyHealth {
  available: boolean;
  /** Why balances cannot be read, when they cannot. */
  error: string | null;
}

export interface CustodyPort {
  /** `sandbox-simulator`, or `none` when no provider is configured. */
  readonly provider: string;
  health(): CustodyHealth;
  createWallet(walletId: string, networks: readonly NetworkCode[]): Promise<CustodyWallet>;
  submitWithdrawal(request: WithdrawalRequest): Promise<WithdrawalSubmission>;
  broadcastWithdrawal(request: WithdrawalRequest & { custody_withdrawal_id: string }): Promise<WithdrawalBroadcast>;
}
