/** The walk's wallet balance as GET /v1/balances shows it, in BigInt base units. */
import { expectData, type ApiClient } from '#infra/smoke/client.ts';
import { ASSET, NETWORK } from '#infra/smoke/step.ts';
import type { Probe } from '#infra/smoke/wait.ts';

export interface Balance {
  balance: bigint;
  available: bigint;
  reserved: bigint;
  pending: bigint;
}

interface BalancesData {
  items: {
    wallet_id: string;
    network_code: string;
    balances: { symbol: string; balance: string; available: string; reserved: string; pending: string }[];
  }[];
}

/** The wallet's USDC on ethereum, or undefined while the listing does not show the wallet yet. */
export async function readBalance(api: ApiClient, walletId: string): Promise<Balance | undefined> {
  const data = expectData<BalancesData>(await api.call('GET', '/v1/balances'), 200);
  const item = data.items.find((i) => i.wallet_id === walletId && i.network_code === NETWORK);
  const entry = item?.balances.find((b) => b.symbol === ASSET);
  if (!entry) return undefined;
  return {
    balance: BigInt(entry.balance),
    available: BigInt(entry.available),
    reserved: BigInt(entry.reserved),
    pending: BigInt(entry.pending),
  };
}

/**
 * A probe for `waitFor`: done once every field named in `expected` has that value. Balances
 * move asynchronously (settlement) and reads may be eventually consistent, hence a wait.
 */
export function balanceReaches(api: ApiClient, walletId: string, expected: Partial<Balance>): () => Promise<Probe<Balance>> {
  return async () => {
    const now = await readBalance(api, walletId);
    if (!now) return { done: false, seen: 'the wallet is not in GET /v1/balances yet' };
    const matches = (Object.keys(expected) as (keyof Balance)[]).every((field) => now[field] === expected[field]);
    return matches ? { done: true, value: now } : { done: false, seen: describeBalance(now) };
  };
}

export function describeBalance(b: Balance): string {
  return `${ASSET} balance ${b.balance}, available ${b.available}, reserved ${b.reserved}, pending ${b.pending}`;
}
