/**
 * The sandbox custody simulator. Addresses and ids are deterministic (`sandbox-addresses.ts`);
 * balances are the in-table ledger (`shared/db/ledger.ts`); withdrawals are accepted, broadcast
 * and completed by the settlement jobs (`shared/domain/custody/settlement.ts`) after the
 * configured delay. Magic amounts make every failure path reachable on purpose:
 * - an amount whose base units end in `4041`: custody refuses the withdrawal on submission;
 * - an amount whose base units end in `4042`: it is broadcast, then fails on chain.
 */
import { sandboxAccount, sandboxId, sandboxTxHash } from '#shared/adapters/custody/sandbox-addresses.ts';
import type {
  CustodyAccounts,
  CustodyPort,
  WithdrawalProgress,
  WithdrawalRequest,
  WithdrawalSubmission,
} from '#shared/adapters/custody/port.ts';
import { NETWORK_CODES, type NetworkCode } from '#shared/model/networks/catalogue.ts';

export const MAGIC_REJECT_SUFFIX = '4041';
export const MAGIC_FAIL_ON_CHAIN_SUFFIX = '4042';

type SandboxWithdrawal = WithdrawalRequest & { custody_withdrawal_id: string };

/**
 * The simulator's chain: a withdrawal is broadcast at once and, when its settlement job runs,
 * is final (`confirmed`, or `failed` for the magic amount).
 */
interface SandboxChannel {
  broadcastWithdrawal(request: SandboxWithdrawal): Promise<{ tx_hash: string }>;
  trackWithdrawal(request: SandboxWithdrawal): Promise<WithdrawalProgress>;
}

export const sandboxCustody: CustodyPort & CustodyAccounts & SandboxChannel = {
  provider: 'sandbox-simulator',
  networks: async () => NETWORK_CODES,
  health: async () => ({ available: true, error: null }),

  async createWallet({ walletId }, networks) {
    return {
      custody_wallet_id: sandboxId('sbx_cw', walletId),
      custody_status: 'active',
      accounts: networks.map((network) => sandboxAccount(walletId, network)),
    };
  },

  async submitWithdrawal(request): Promise<WithdrawalSubmission> {
    const custody_withdrawal_id = sandboxId('sbx_wd', request.transfer_id);
    if (request.amount_base_units.endsWith(MAGIC_REJECT_SUFFIX)) {
      return {
        custody_withdrawal_id,
        custody_status: 'rejected',
        failure_reason: `sandbox: custody rejected the withdrawal (amount ends in ${MAGIC_REJECT_SUFFIX})`,
      };
    }
    return { custody_withdrawal_id, custody_status: 'submitted', failure_reason: null };
  },

  async broadcastWithdrawal(request) {
    return { tx_hash: sandboxTxHash(request.network_code, request.custody_withdrawal_id) };
  },

  async trackWithdrawal(request) {
    if (request.amount_base_units.endsWith(MAGIC_FAIL_ON_CHAIN_SUFFIX)) {
      return { state: 'failed', reason: `sandbox: the transaction failed on chain (amount ends in ${MAGIC_FAIL_ON_CHAIN_SUFFIX})` };
    }
    return { state: 'confirmed' };
  },
};

/** Where sandbox deposits come from: one fixed faucet address per network. */
export function sandboxFaucetAddress(network: NetworkCode): string {
  return sandboxAccount('sandbox-faucet', network).address;
}

/** The on-chain hash of a sandbox deposit. */
export function sandboxDepositHash(network: NetworkCode, transactionId: string): string {
  return sandboxTxHash(network, `deposit:${transactionId}`);
}
