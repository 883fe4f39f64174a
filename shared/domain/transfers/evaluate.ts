/**
 * The checks of `POST /v1/transfers`, in the documented order (docs/wallets-transfers.md):
 * 1 the wallet is the caller's (workspace and environment) → 404; 2 the network is enabled
 * (and the wallet has an account on it) → 422 `network_not_enabled`; 3 the asset is supported
 * there → 422 `asset_not_supported`; 4 the destination is valid for the network → 400 (raw
 * address) or 404/422 `invalid_destination` (address book entry); 5 the transfer policy → 422
 * `transfer_policy_violation` (a non-empty allow-list's two exceptions: a destination that is one
 * of the workspace's own wallets, and the exact funding of a ramp payment, `ramp-funding.ts`); 6 the available balance → 422 `insufficient_funds`.
 * Everything is read first, in one strongly consistent BatchGetItem (wallet, the three settings,
 * the balance's sub-balances and the address book entry); the order only decides which error is
 * reported. The settings are read from their copy `shardOf('SETTINGS', transferId)` (`settings.ts`),
 * and the balance is the sum of the subs (`ledger.ts`), which the reservation's plan is made from.
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import { walletKey, type WalletRecord } from '#shared/db/wallets.ts';
import { balanceKeys, getSubBalancesAtOnce, subBalancesFrom } from '#shared/db/ledger.ts';
import { shardOf } from '#shared/db/shards.ts';
import { newId } from '#shared/ids.ts';
import { addressBookKey, getEntry, uniqueKey, type AddressBookRecord, type AddressUniqueItem } from '#shared/db/address-book.ts';
import { batchGetItems } from '#shared/db/batch-get.ts';
import { settingCopyKey, type SettingItem } from '#shared/db/settings.ts';
import { custodyFor } from '#shared/adapters/custody/custody-for.ts';
import { custodyUnavailable } from '#shared/adapters/custody/unavailable-custody.ts';
import { addressProblem, normalizeOnNetwork } from '#shared/model/networks/address.ts';
import { findNetwork } from '#shared/model/networks/catalogue.ts';
import { networksView } from '#shared/domain/workspace-settings/networks.ts';
import { transferPolicyView } from '#shared/domain/workspace-settings/transfer-policy.ts';
import { approvalSettingsView } from '#shared/domain/transfers/approval-settings.ts';
import { checkAccount, type ResolvedAccount } from '#shared/domain/wallets/account-check.ts';
import { checkPolicy, policyViolation, type PolicyVerdict } from '#shared/domain/transfers/policy-check.ts';
import { findRampFunding, type RampFunding } from '#shared/domain/transfers/ramp-funding.ts';
import { walletOwning } from '#shared/domain/wallets/owner.ts';
import { toBaseUnits } from '#shared/model/money/units.ts';
import { ApiError, invalidRequest, notFound } from '#shared/model/errors.ts';
import type { CreateTransferInput } from '#shared/schemas/transfers.ts';
import type { TransferPolicyView } from '#shared/responses/workspace.ts';
import type { ApprovalSettingsView } from '#shared/responses/transfers.ts';

export interface TransferEvaluation extends ResolvedAccount {
  wallet: WalletRecord;
  amount: bigint;
  toAddress: string;
  entry: AddressBookRecord | null;
  /** The active address book entry holding the destination: `entry`, or the one a raw `to_address` is in. */
  bookEntry: AddressBookRecord | null;
  policy: TransferPolicyView;
  verdict: PolicyVerdict;
  /** The ramp payment this transfer funds, when that is what admitted it past the allow-list. */
  funding: RampFunding | null;
  /** The workspace's own wallet at the destination, when that is what admitted it past the allow-list. */
  ownWallet: string | null;
  /** The sum of the sub-balances' available amounts. */
  available: bigint;
  /** Each sub-balance's available amount as read, sub 0 first: what the reservation is planned on. */
  subBalances: bigint[];
  /** The settings copy read (`policyUnchangedCheck` checks the same copy's version). */
  settingsCopy: number;
  approvals: ApprovalSettingsView;
}

/**
 * Runs checks 1–6. With `report`, checks 5 and 6 are reported in the result instead of thrown (dry run).
 * `fundsNew` is the ramp payment created with the transfer (funded from a wallet): the transfer
 * funds it whatever the policy, and passes a non-empty allow-list as its funding (never a block).
 * `transferId` names the settings copy read; without one (a dry run, a precheck) a fresh id does.
 */
export async function evaluateTransfer(
  tenant: TenantScope,
  input: CreateTransferInput,
  report = false,
  fundsNew?: RampFunding,
  transferId: string = newId(),
): Promise<TransferEvaluation> {
  const amount = toBaseUnits(input.amount_base_units);
  const ledgerRef = { walletId: input.wallet_id, network: input.network_code, symbol: input.asset_symbol };
  const settingsCopy = shardOf('SETTINGS', transferId);
  const keys = {
    wallet: walletKey(tenant, input.wallet_id),
    networks: settingCopyKey(tenant, 'NETWORKS', settingsCopy),
    policy: settingCopyKey(tenant, 'TRANSFER_POLICY', settingsCopy),
    approvals: settingCopyKey(tenant, 'TRANSFER_APPROVALS', settingsCopy),
    entry: input.address_book_entry_id ? addressBookKey(tenant, input.address_book_entry_id) : undefined,
    // A raw address's entry, if the book has one (its label is shown to approvers): read only when it does.
    inBook: rawAddressInBook(tenant, input),
  };
  const subKeys = balanceKeys(tenant, ledgerRef);
  // Consistent, as the balance and entry reads were on their own: one flag covers the batch.
  const read = await batchGetItems([...Object.values(keys).filter((k) => k !== undefined), ...subKeys], true);
  const wallet = read(keys.wallet) as WalletRecord | undefined;
  const networks = networksView(read(keys.networks) as SettingItem | undefined);
  const policy = transferPolicyView(read(keys.policy) as SettingItem | undefined);
  const approvals = approvalSettingsView(read(keys.approvals) as SettingItem | undefined);
  const entry = keys.entry ? (read(keys.entry) as AddressBookRecord | undefined) : undefined;
  let subs = subBalancesFrom(subKeys.map(read));
  if (!wallet) throw notFound('wallet');
  const resolved = checkAccount(wallet, networks.enabled_networks, input.network_code, input.asset_symbol);
  const toAddress = destination(input, resolved, entry);
  let verdict = checkPolicy(policy, toAddress);
  // Read only when the allow-list would refuse: every other transfer pays nothing for the exceptions.
  // Nothing leaves the workspace between its own wallets (a blocked address stays blocked: its rule is another).
  const ownWallet =
    !fundsNew && verdict.rule === 'not_in_allow_list'
      ? await walletOwning(tenant, { network: resolved.network.code, address: toAddress })
      : null;
  const funding =
    fundsNew ??
    (verdict.rule === 'not_in_allow_list' && !ownWallet
      ? await findRampFunding(tenant, { network: resolved.network.code, address: toAddress, asset: resolved.asset.symbol, amount })
      : null);
  if ((funding || ownWallet) && verdict.rule === 'not_in_allow_list') verdict = { allowed: true, rule: null };
  if (!verdict.allowed && !report) throw policyViolation(verdict, toAddress, policy);
  // Balances come from custody: without a provider there is no balance to check against.
  const health = await custodyFor(tenant.environment).health();
  if (!health.available) throw custodyUnavailable();
  // Each sub is read on its own: a move between two subs may have landed between their reads.
  if ((subs.sum?.available ?? 0n) < amount) subs = await getSubBalancesAtOnce(tenant, ledgerRef);
  const available = subs.sum?.available ?? 0n;
  if (available < amount && !report) throw insufficientFunds(available, amount, input.asset_symbol);
  const inBook = keys.inBook ? (read(keys.inBook) as AddressUniqueItem | undefined) : undefined;
  const found = inBook ? await getEntry(tenant, inBook.entry_id, true) : undefined;
  const bookEntry = entry ?? (found?.status === 'active' ? found : null);
  return {
    ...resolved,
    wallet,
    amount,
    toAddress,
    entry: entry ?? null,
    bookEntry,
    policy,
    verdict,
    funding,
    ownWallet,
    available,
    subBalances: subs.available,
    settingsCopy,
    approvals,
  };
}

function rawAddressInBook(tenant: TenantScope, input: CreateTransferInput) {
  const network = input.to_address === undefined ? undefined : findNetwork(input.network_code);
  const address = network ? normalizeOnNetwork(network, input.to_address!) : null;
  return network && address ? uniqueKey(tenant, { network_code: network.code, address }) : undefined;
}

function destination(input: CreateTransferInput, resolved: ResolvedAccount, entry: AddressBookRecord | undefined): string {
  if (input.to_address !== undefined) {
    const canonical = normalizeOnNetwork(resolved.network, input.to_address);
    if (canonical === null) {
      const problem = addressProblem(resolved.network.address_format, input.to_address);
      throw invalidRequest({ 'body.to_address': [`Not a valid ${resolved.network.display_name} address: ${problem}.`] });
    }
    return canonical;
  }
  if (!entry) throw notFound('address book entry');
  const refuse = (reason: string, message: string) =>
    new ApiError('invalid_destination', message, { details: { reason, address_book_entry_id: entry.id } });
  if (entry.status !== 'active') throw refuse('archived', 'The address book entry is archived and cannot be used as a destination.');
  if (entry.trust_status !== 'trusted') throw refuse('untrusted', 'The address book entry is not trusted; mark it trusted to send to it.');
  if (entry.network_code !== resolved.network.code) {
    throw refuse('network_mismatch', `The address book entry is for ${entry.network_code}, not ${resolved.network.code}.`);
  }
  return entry.address;
}

/** 422 `insufficient_funds` with what is available and what was asked for. */
export function insufficientFunds(available: bigint, requested: bigint, symbol: string): ApiError {
  return new ApiError('insufficient_funds', 'The wallet’s available balance does not cover this transfer.', {
    details: { available: available.toString(), requested: requested.toString(), asset_symbol: symbol },
  });
}
