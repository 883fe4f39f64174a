/**
 * Sandbox funding: `POST /v1/sandbox/wallets/{walletId}/deposits` records an inbound
 * transaction from the sandbox faucet, already on chain (it has a `tx_hash`) but `pending`,
 * and schedules its confirmation after `SANDBOX_SETTLEMENT_DELAY_SECONDS`. The amount shows as
 * `pending` in balances until then. Refused in `live` with 403 `sandbox_only`. With an
 * `idempotency_key` (or the `Idempotency-Key` header) the shared idempotency module claims the key
 * and completes it in the deposit's own transaction, so a repeat funds the wallet once.
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import { transact } from '#shared/db/transact.ts';
import { walletKey, type WalletRecord } from '#shared/db/wallets.ts';
import { batchGetItems } from '#shared/db/batch-get.ts';
import { settingKey, type SettingItem } from '#shared/db/settings.ts';
import type { TransactionRecord } from '#shared/db/transactions.ts';
import { inboundDepositItems } from '#shared/domain/custody/inbound.ts';
import { sandboxDepositHash, sandboxFaucetAddress } from '#shared/adapters/custody/sandbox-custody.ts';
import { checkAccount } from '#shared/domain/wallets/account-check.ts';
import { toTransactionView } from '#shared/domain/wallets/views.ts';
import { networksView } from '#shared/domain/workspace-settings/networks.ts';
import { ApiError, notFound } from '#shared/model/errors.ts';
import { newId } from '#shared/ids.ts';
import { runIdempotent } from '#shared/domain/idempotency/idempotency.ts';
import { getTransactionById } from '#shared/db/transactions.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import type { TransactionView } from '#shared/responses/wallets.ts';

interface DepositInput {
  network_code: string;
  asset_symbol: string;
  amount_base_units: string;
  idempotency_key?: string | undefined;
}

export async function createSandboxDeposit(
  tenant: TenantScope,
  walletId: string,
  input: DepositInput,
): Promise<{ transaction: TransactionView; replayed: boolean }> {
  if (input.idempotency_key === undefined) return { transaction: await deposit(tenant, walletId, input, newId(), []), replayed: false };
  const { result, replayed } = await runIdempotent(
    { tenant, key: input.idempotency_key, operation: `sandbox_deposit.create:${walletId}`, body: input, newResourceId: newId },
    (claim) => deposit(tenant, walletId, input, claim.resourceId, [claim.completeItem]),
    async (id) => {
      const found = await getTransactionById(tenant, id);
      if (!found) throw notFound('transaction');
      return toTransactionView(found.transaction);
    },
  );
  return { transaction: result, replayed };
}

async function deposit(
  tenant: TenantScope,
  walletId: string,
  input: DepositInput,
  id: string,
  extra: TransactItem[],
): Promise<TransactionView> {
  if (tenant.environment !== 'sandbox') {
    throw new ApiError('sandbox_only', 'Sandbox deposits exist only in the sandbox environment; fund live wallets on chain.');
  }
  // The wallet (its account's address) and the enabled networks, in one round trip.
  const keys = { wallet: walletKey(tenant, walletId), networks: settingKey(tenant, 'NETWORKS') };
  const read = await batchGetItems([keys.wallet, keys.networks]);
  const wallet = read(keys.wallet) as WalletRecord | undefined;
  const networks = networksView(read(keys.networks) as SettingItem | undefined);
  if (!wallet) throw notFound('wallet');
  const { network, asset, account } = checkAccount(wallet, networks.enabled_networks, input.network_code, input.asset_symbol);
  const now = new Date();
  const at = now.toISOString();
  const transaction: TransactionRecord = {
    id,
    wallet_id: wallet.id,
    type: 'deposit',
    direction: 'inbound',
    status: 'pending',
    description: `Sandbox deposit of ${asset.symbol}`,
    network_code: network.code,
    asset_symbol: asset.symbol,
    amount_base_units: input.amount_base_units,
    from_address: sandboxFaucetAddress(network.code),
    to_address: account.address,
    tx_hash: sandboxDepositHash(network.code, id),
    tx_error: null,
    created_at: at,
    updated_at: at,
    completed_at: null,
    event_sequence: 1,
  };
  await transact([...inboundDepositItems(tenant, transaction, now), ...extra]);
  return toTransactionView(transaction);
}
