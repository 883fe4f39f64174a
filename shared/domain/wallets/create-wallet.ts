/**
 * Creating a wallet: one account per requested network, each network enabled for the workspace
 * in this environment; addresses and derivation paths come from custody, so in an environment
 * without a custody provider creation fails with 503 `custody_unavailable`. Kept apart from the
 * other wallet use cases: only this one needs custody's account maker (and, in live, KMS).
 *
 * Each wallet holds a place under the wallet cap (docs/api.md, Limits): taken in the wallet's own
 * transaction in the sandbox, and in live with the KMS key's record, before the key is made
 * (kms-accounts.ts), so the cap and the hourly rate bound the keys and not only the wallets. With
 * `idempotency_key` a repeat replays the wallet, and a retry after a failure goes on with the same
 * wallet id, so it reuses a key an earlier attempt made.
 */
import { getWallet, walletPut, type WalletRecord } from '#shared/db/wallets.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { custodyAddressPut } from '#shared/db/chain.ts';
import { failedConditionIndexes } from '#shared/db/errors.ts';
import { withConflictRetry } from '#shared/db/conflict-retry.ts';
import { COUNTER_CONFLICT_TRIES, limitCounterKey, takeSlot } from '#shared/db/limit-counters.ts';
import { transact, type TransactItem } from '#shared/db/transact.ts';
import { accountsFor } from '#shared/adapters/custody/accounts-for.ts';
import { runIdempotent } from '#shared/domain/idempotency/idempotency.ts';
import { readEnabledNetworks } from '#shared/domain/workspace-settings/networks.ts';
import { networkNotEnabled } from '#shared/domain/wallets/wallets.ts';
import { toWalletView } from '#shared/domain/wallets/views.ts';
import type { NetworkCode } from '#shared/model/networks/catalogue.ts';
import { ApiError } from '#shared/model/errors.ts';
import { idTime, newId } from '#shared/ids.ts';
import { limitExceeded } from '#shared/limits.ts';
import type { UserReference } from '#shared/model/auth.ts';
import type { WalletView } from '#shared/responses/wallets.ts';

export interface CreateWalletInput {
  name: string;
  networks: NetworkCode[];
  idempotency_key?: string;
}

export async function createWallet(
  tenant: TenantScope,
  member: UserReference,
  input: CreateWalletInput,
): Promise<{ wallet: WalletView; replayed: boolean }> {
  if (input.idempotency_key === undefined) return { wallet: await makeWallet(tenant, member, input, newId(), []), replayed: false };
  const { result, replayed } = await runIdempotent(
    { tenant, key: input.idempotency_key, operation: 'wallet.create', body: input, newResourceId: newId, resumeAfterFailure: true },
    (claim) => makeWallet(tenant, member, input, claim.resourceId, [claim.completeItem]),
    async (id) => {
      const wallet = await getWallet(tenant, id);
      if (!wallet) throw new Error(`The wallet ${id} of a completed idempotency record is missing.`);
      return toWalletView(wallet);
    },
  );
  return { wallet: result, replayed };
}

async function makeWallet(
  tenant: TenantScope,
  member: UserReference,
  input: CreateWalletInput,
  id: string,
  extra: TransactItem[],
): Promise<WalletView> {
  const { enabled_networks: enabled } = await readEnabledNetworks(tenant);
  const missing = input.networks.filter((n) => !enabled.includes(n));
  if (missing.length > 0) throw networkNotEnabled(missing, 'workspace');
  const custody = accountsFor(tenant.environment);
  const made = await custody.createWallet(
    { workspaceId: tenant.workspaceId, environment: tenant.environment, walletId: id },
    input.networks,
  );
  // created_at is the id's own clock reading (taken before custody was first asked), so listings agree.
  const now = new Date(idTime(id)).toISOString();
  const record: WalletRecord = {
    id,
    name: input.name,
    status: 'active',
    wallet_type: 'custodial',
    custody_wallet_id: made.custody_wallet_id,
    custody_status: made.custody_status,
    custody_provider: custody.provider,
    // The first network named is the wallet's default account.
    accounts: made.accounts.map((a, i) => ({ ...a, is_default: i === 0 })),
    created_at: now,
    created_by: member,
    updated_at: now,
    holds_slot: true,
  };
  const items: TransactItem[] = [walletPut(tenant, record)];
  // Where custody took no place for the wallet (the sandbox), the wallet's transaction takes it.
  const capAt = made.placeHeld ? -1 : items.push(takeSlot(limitCounterKey.wallets(tenant), 'wallets')) - 1;
  items.push(...(made.walletWrites ?? []));
  if (tenant.environment === 'live') {
    // Live addresses are on a real chain: the deposit watcher finds their owner through these.
    const owner = { workspace_id: tenant.workspaceId, environment: tenant.environment, wallet_id: id };
    items.push(...made.accounts.map((a) => custodyAddressPut({ ...owner, network_code: a.network_code, address: a.address })));
  }
  const extraAt = items.length;
  items.push(...extra);
  try {
    await withConflictRetry(() => transact(items), { maxTries: COUNTER_CONFLICT_TRIES });
  } catch (error) {
    const failed = failedConditionIndexes(error);
    if (failed.includes(capAt)) throw limitExceeded('wallets');
    // The idempotency claim's completion: another attempt of the same request holds the key.
    if (failed.some((i) => i >= extraAt)) {
      throw new ApiError('idempotency_key_in_progress', 'A request with this idempotency_key is still being processed; retry shortly.', {
        retryAfterSeconds: 1,
      });
    }
    throw error;
  }
  return toWalletView(record);
}
