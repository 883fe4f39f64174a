/**
 * `GET /v1/balances`: one item per wallet account with an entry per asset the network supports,
 * and `workspace_balances`, the totals per asset (CAIP-19: USDC on two networks is two assets,
 * with possibly different decimals) across every wallet. Amounts are summed in BigInt and
 * rendered by `formatUnits`; USD values come from the environment's price source. Where custody
 * cannot report balances, each item says so (`balance_status: unavailable`, `balance_error`)
 * and carries no numbers.
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import { listAllWallets } from '#shared/db/wallets.ts';
import { listAllBalances, type BalanceRecord } from '#shared/db/ledger.ts';
import { custodyFor } from '#shared/adapters/custody/custody-for.ts';
import { priceSourceFor, type PriceSource } from '#shared/adapters/prices/price-source.ts';
import type { AssetInfo } from '#shared/model/networks/assets.ts';
import { requireNetworkProfile } from '#shared/model/networks/profile.ts';
import { formatUnits } from '#shared/model/money/units.ts';
import { usdValue } from '#shared/model/money/usd.ts';
import { toAccountView } from '#shared/domain/wallets/views.ts';
import type { BalanceEntryView, BalanceItemView } from '#shared/responses/wallets.ts';

type Amounts = Pick<BalanceRecord, 'total' | 'available' | 'reserved' | 'pending_inbound'>;
const ZERO: Amounts = { total: 0n, available: 0n, reserved: 0n, pending_inbound: 0n };

function entry(asset: AssetInfo, amounts: Amounts, prices: PriceSource): BalanceEntryView {
  const price = prices.usdPrice(asset.symbol);
  return {
    balance: amounts.total.toString(),
    available: amounts.available.toString(),
    reserved: amounts.reserved.toString(),
    pending: amounts.pending_inbound.toString(),
    caip19: asset.caip19,
    symbol: asset.symbol,
    name: asset.name,
    decimals: asset.decimals,
    display: {
      crypto: formatUnits(amounts.total, asset.decimals),
      usd: price === null ? null : usdValue(amounts.total, asset.decimals, price),
    },
  };
}

const add = (a: Amounts, b: Amounts): Amounts => ({
  total: a.total + b.total,
  available: a.available + b.available,
  reserved: a.reserved + b.reserved,
  pending_inbound: a.pending_inbound + b.pending_inbound,
});

export async function listBalances(tenant: TenantScope): Promise<{ items: BalanceItemView[]; workspace_balances: BalanceEntryView[] }> {
  const health = await custodyFor(tenant.environment).health();
  const [wallets, ledger] = await Promise.all([listAllWallets(tenant), health.available ? listAllBalances(tenant) : Promise.resolve([])]);
  const prices = priceSourceFor(tenant.environment);
  const byKey = new Map(ledger.map((b) => [`${b.wallet_id}#${b.network_code}#${b.asset_symbol}`, b]));
  const totals = new Map<string, { asset: AssetInfo; amounts: Amounts }>();
  const items = wallets.flatMap((wallet) =>
    wallet.accounts.map((account): BalanceItemView => {
      const network = requireNetworkProfile(account.network_code);
      const balances = health.available
        ? network.assets.map((asset) => {
            const amounts = byKey.get(`${wallet.id}#${account.network_code}#${asset.symbol}`) ?? ZERO;
            const sum = totals.get(asset.caip19);
            totals.set(asset.caip19, { asset, amounts: add(sum?.amounts ?? ZERO, amounts) });
            return entry(asset, amounts, prices);
          })
        : [];
      return {
        wallet_id: wallet.id,
        wallet_name: wallet.name,
        ...toAccountView(account),
        balances,
        custody_wallet_id: wallet.custody_wallet_id,
        custody_status: wallet.custody_status,
        wallet_type: wallet.wallet_type,
        balance_status: health.available ? 'available' : 'unavailable',
        balance_error: health.error,
      };
    }),
  );
  return { items, workspace_balances: [...totals.values()].map((t) => entry(t.asset, t.amounts, prices)) };
}
