/**
 * What a live withdrawal may put on chain, from its transfer: the chain id, the token contract
 * (null for the network's own coin), the destination and the amount. The signer compares this
 * with what it decodes from the exact transaction it is about to sign, and signs nothing else.
 */
import type { Address, LiveChain } from '#shared/adapters/custody/evm/chains.ts';
import type { TransferIntent } from '#shared/adapters/custody/evm/transfer-tx.ts';
import type { TransferRecord } from '#shared/db/transfers.ts';
import { requireNetworkProfile } from '#shared/model/networks/profile.ts';

export function intentOf(transfer: TransferRecord, chain: LiveChain): TransferIntent {
  const native = requireNetworkProfile(transfer.network_code).nativeAsset.symbol === transfer.asset_symbol;
  const token = native ? null : chain.tokens[transfer.asset_symbol];
  if (token === undefined) throw new Error(`No ${transfer.asset_symbol} contract on ${chain.network}`);
  return { chainId: chain.chainId, token, to: transfer.to_address as Address, amount: BigInt(transfer.amount_base_units) };
}

/** True for a transfer the approvals and the policy released to custody: the only kind the signer signs. */
export function isReleased(transfer: TransferRecord): boolean {
  return (
    (transfer.approval_state === 'approved' || transfer.approval_state === 'not_required') &&
    transfer.status === 'processing' &&
    transfer.custody_status === 'submitted'
  );
}
