/**
 * One credit per arrival (docs/ramp.md, Delivery; docs/live-custody.md, Deposits). A live on-ramp
 * into a custody wallet is credited by the chain: the deposit watcher credits what reached the
 * address, and the partner's `succeeded` links the payment to that deposit instead of crediting.
 * Either may come first:
 * - success first: the payment waits (`awaiting_deposit`, an `AWAIT#` item); the watcher links the
 *   deposit it credits in the credit's own transaction, or its next pass links one it missed;
 * - deposit first: the success finds the credited deposit and links it in the transition's write.
 * A deposit matches by the partner's transaction hash when it gave one (only that transaction),
 * otherwise by the same wallet, network, asset and exact amount, credited at most `MATCH_BEFORE_MS`
 * before the success (any time after); the oldest unclaimed deposit goes to the oldest waiting
 * payment. Claims are conditional writes: a deposit is linked to one payment, a payment to one
 * deposit. A payment still waiting `delivery_wait_seconds` after its success is marked
 * `deposit_missing` and logged at error level (an alarm); a later deposit still links it.
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import {
  awaitedDeliveryDelete,
  awaitedDeliveryFlag,
  creditsOfTransaction,
  depositClaim,
  listAwaitedDeliveries,
  paymentDeliveryLinked,
  paymentDeliveryMissing,
  unclaimedDeposits,
  type AwaitedDeliveryRecord,
} from '#shared/db/chain-deliveries.ts';
import { withConflictRetry } from '#shared/db/conflict-retry.ts';
import { isTransactionConditionFailed } from '#shared/db/errors.ts';
import { transact, type TransactItem } from '#shared/db/transact.ts';
import { getWalletTransaction, type TransactionRecord } from '#shared/db/transactions.ts';
import { awaitingDeposit } from '#shared/domain/ramp/delivery.ts';
import type { RampPaymentRecord } from '#shared/db/records/ramp-payment.ts';
import { log } from '#shared/log.ts';
import type { RampChainCredit, RampDeliveryView } from '#shared/responses/ramp.ts';

/** How long before the partner's success a deposit without a reported hash can be its delivery. */
export const MATCH_BEFORE_MS = 24 * 60 * 60 * 1000;

interface Expected {
  network: string;
  address: string;
  asset: string;
  amount: string;
  wallet_id: string;
  tx_hash: string | null;
}

export interface DepositMatch {
  transaction: TransactionRecord;
  matched_by: 'tx_hash' | 'amount';
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The credited, unclaimed deposit that delivers `expected`, if there is one. */
export async function findDeposit(tenant: TenantScope, expected: Expected, succeededAt: number): Promise<DepositMatch | undefined> {
  const fits = (t: TransactionRecord | undefined): t is TransactionRecord =>
    !!t &&
    t.type === 'deposit' &&
    !t.ramp_payment_reference &&
    t.network_code === expected.network &&
    t.asset_symbol === expected.asset &&
    t.amount_base_units === expected.amount &&
    sameAddress(t.to_address, expected.address);
  if (expected.tx_hash) {
    for (const credit of await creditsOfTransaction(expected.network, expected.tx_hash)) {
      const ours =
        credit.workspace_id === tenant.workspaceId && credit.environment === tenant.environment && credit.wallet_id === expected.wallet_id;
      if (!ours || credit.reorged_out_at) continue;
      const transaction = await getWalletTransaction(tenant, credit.wallet_id, credit.transaction_id, true);
      if (fits(transaction)) return { transaction, matched_by: 'tx_hash' };
    }
    return undefined;
  }
  const since = new Date(succeededAt - MATCH_BEFORE_MS).toISOString();
  const { wallet_id: walletId, network, asset, amount } = expected;
  const candidates = await unclaimedDeposits(tenant, { walletId, network, asset, amount, since });
  const transaction = candidates.find(fits);
  return transaction && { transaction, matched_by: 'amount' };
}

/**
 * The delivery a partner's success leaves on a live on-ramp into a custody wallet, and the items
 * to write with the transition: linked to an already credited deposit (and its claim), or
 * waiting for one (the transition's write adds the item the watcher finds it by).
 */
export async function deliveryOnSuccess(
  tenant: TenantScope,
  record: RampPaymentRecord,
  reportedHash: string | undefined,
  at: number,
): Promise<{ delivery: RampDeliveryView; items: TransactItem[] }> {
  const delivery = record.delivery!;
  const tx_hash = reportedHash?.toLowerCase() ?? null;
  const match = await findDeposit(tenant, { ...delivery, wallet_id: delivery.wallet_id!, tx_hash }, at);
  if (!match) return { delivery: { ...delivery, chain_credit: awaitingDeposit(tx_hash) }, items: [] };
  const chain_credit: RampChainCredit = {
    status: 'credited',
    tx_hash: match.transaction.tx_hash,
    matched_by: match.matched_by,
    matched_at: new Date(at).toISOString(),
    deposit_missing_at: null,
  };
  return {
    delivery: { ...delivery, transaction_id: match.transaction.id, chain_credit },
    items: [depositClaim(tenant, match.transaction, record.reference)],
  };
}

const tenantOf = (a: AwaitedDeliveryRecord): TenantScope => ({ workspaceId: a.workspace_id, environment: a.environment });

/**
 * For a deposit the watcher is about to credit: the waiting payment it delivers, if any. A
 * payment with the partner's hash takes only that transaction; otherwise the oldest waiting
 * payment of that wallet, asset and exact amount.
 */
export async function awaitedFor(
  deposit: { network_code: string; to_address: string; asset_symbol: string; amount_base_units: string; tx_hash: string },
  owner: { workspace_id: string; environment: string; wallet_id: string },
): Promise<AwaitedDeliveryRecord | undefined> {
  const waiting = (await listAwaitedDeliveries(deposit.network_code, deposit.to_address)).filter(
    (a) =>
      a.workspace_id === owner.workspace_id &&
      a.environment === owner.environment &&
      a.wallet_id === owner.wallet_id &&
      a.asset_symbol === deposit.asset_symbol &&
      a.amount_base_units === deposit.amount_base_units,
  );
  const byHash = waiting.find((a) => a.tx_hash === deposit.tx_hash.toLowerCase());
  if (byHash) return byHash;
  return waiting
    .filter((a) => a.tx_hash === null)
    .sort((x, y) => x.succeeded_at.localeCompare(y.succeeded_at) || x.reference.localeCompare(y.reference))[0];
}

/** The items that link a waiting payment to its deposit (whose claim the caller writes or puts). */
export function linkItems(awaited: AwaitedDeliveryRecord, deposit: { id: string; tx_hash: string }, at: string): TransactItem[] {
  return [
    awaitedDeliveryDelete(awaited),
    paymentDeliveryLinked(tenantOf(awaited), awaited.reference, {
      transaction_id: deposit.id,
      tx_hash: deposit.tx_hash,
      matched_by: awaited.tx_hash ? 'tx_hash' : 'amount',
      matched_at: at,
    }),
  ];
}

export interface DeliveryCheck {
  linked: number;
  missing: number;
}

/**
 * One pass over a network's waiting payments (the deposit watcher's, after its credits): each is
 * linked to a credited deposit it was not linked to yet (one credited while its success was being
 * written, say), or, still without one `waitSeconds` after its success, marked and logged once.
 */
export async function checkAwaitedDeliveries(network: string, waitSeconds: number, now: Date): Promise<DeliveryCheck> {
  const at = now.toISOString();
  const result: DeliveryCheck = { linked: 0, missing: 0 };
  for (const awaited of await listAwaitedDeliveries(network)) {
    const tenant = tenantOf(awaited);
    const expected = {
      network: awaited.network_code,
      address: awaited.address,
      asset: awaited.asset_symbol,
      amount: awaited.amount_base_units,
      wallet_id: awaited.wallet_id,
      tx_hash: awaited.tx_hash,
    };
    const match = await findDeposit(tenant, expected, Date.parse(awaited.succeeded_at));
    if (match) {
      // A concurrent pass or credit linking either side first fails a condition: the next pass decides again.
      const deposit = { id: match.transaction.id, tx_hash: match.transaction.tx_hash! };
      if (await written([depositClaim(tenant, match.transaction, awaited.reference), ...linkItems(awaited, deposit, at)])) {
        result.linked++;
        const late = !!awaited.deposit_missing_at;
        log.info('on-ramp delivery linked to its deposit', { reference: awaited.reference, transaction_id: deposit.id, late });
      }
      continue;
    }
    const waited = (now.getTime() - Date.parse(awaited.succeeded_at)) / 1000;
    if (awaited.deposit_missing_at || waited < waitSeconds) continue;
    if (await written([awaitedDeliveryFlag(awaited, at), paymentDeliveryMissing(tenant, awaited.reference, at)])) {
      result.missing++;
      log.error('on-ramp delivery has no matching deposit', {
        reference: awaited.reference,
        workspace_id: awaited.workspace_id,
        wallet_id: awaited.wallet_id,
        network: awaited.network_code,
        address: awaited.address,
        asset: awaited.asset_symbol,
        amount: awaited.amount_base_units,
        tx_hash: awaited.tx_hash,
        waited_seconds: Math.floor(waited),
      });
    }
  }
  return result;
}

async function written(items: TransactItem[]): Promise<boolean> {
  try {
    await withConflictRetry(() => transact(items));
    return true;
  } catch (error) {
    if (isTransactionConditionFailed(error)) return false;
    throw error;
  }
}
