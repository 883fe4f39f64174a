/**
 * The custody port: what the service needs from custody. Custody makes wallet accounts (addresses
 * and derivation paths), says which networks it serves and whether it is healthy, accepts
 * withdrawals and moves them on chain until they are final, and reports deposits.
 * Adapters (docs/live-custody.md):
 * - `sandbox-custody.ts`: the simulator, every network, outcomes decided by magic amounts;
 * - `kms-evm-custody.ts` (live, on the networks of `LIVE_CUSTODY_NETWORKS`): one AWS KMS key per wallet on the
 *   EVM networks of the live-chains secret; its withdrawals are signed, broadcast and tracked by
 *   the live custody consumer (`shared/domain/custody/live/`), its deposits found by the watcher;
 * - `unavailable-custody.ts` (live otherwise): every call fails with 503 `custody_unavailable`.
 * Making accounts is a separate port (`CustodyAccounts`), used only where wallets are created, so
 * the KMS client it needs stays out of every other function.
 */
import type { TransactItem } from '#shared/db/transact.ts';
import type { NetworkCode } from '#shared/model/networks/catalogue.ts';
import type { Environment } from '#shared/model/tenancy.ts';

export interface CustodyAccount {
  network_code: NetworkCode;
  address: string;
  /** BIP-32 derivation path of the account's key, or `kms` for a key held in AWS KMS. */
  path: string;
}

export interface CustodyWallet {
  custody_wallet_id: string;
  custody_status: 'active';
  accounts: CustodyAccount[];
  /** True when custody already took the wallet's place under the wallet cap (with its key's record). */
  placeHeld?: boolean;
  /** Writes that belong in the wallet's own transaction (the key's record marked used). */
  walletWrites?: TransactItem[];
}

export interface WalletRef {
  workspaceId: string;
  environment: Environment;
  walletId: string;
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

/**
 * Where a broadcast withdrawal stands: still `pending` (check again later), `confirmed` (final:
 * the transfer completes), `failed` on chain (final: the reservation is released), or `dropped`
 * (the network forgot it; custody sends it again and it stays pending).
 */
export type WithdrawalProgress = { state: 'pending' } | { state: 'confirmed' } | { state: 'failed'; reason: string } | { state: 'dropped' };

export interface CustodyHealth {
  available: boolean;
  /** Why balances cannot be read, when they cannot. */
  error: string | null;
}

export interface CustodyPort {
  /** `sandbox-simulator`, `aws-kms-evm`, or `none` when no provider is configured. */
  readonly provider: string;
  /** The networks it can hold and move assets on. */
  networks(): Promise<readonly NetworkCode[]>;
  /** Whether balances and withdrawals work now; adapters cache what they learn. */
  health(): Promise<CustodyHealth>;
  submitWithdrawal(request: WithdrawalRequest): Promise<WithdrawalSubmission>;
}

/** Makes the accounts of a new wallet. */
export interface CustodyAccounts {
  readonly provider: string;
  createWallet(wallet: WalletRef, networks: readonly NetworkCode[]): Promise<CustodyWallet>;
}

/** A deposit custody found on chain, final after its confirmations. */
export interface ObservedDeposit {
  network_code: NetworkCode;
  asset_symbol: string;
  amount_base_units: string;
  from_address: string;
  to_address: string;
  tx_hash: string;
  /** Position among the transaction's own transfers to custody (a native value transfer is 0). */
  log_index: number;
  block_number: string;
  block_hash: string;
}
