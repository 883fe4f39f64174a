/**
 * Crediting an on-ramp's delivery (docs/ramp.md, Delivery). In sandbox, when an on-ramp into one
 * of the workspace's own wallets moves to `succeeded`, the write of that transition also records
 * the inbound transaction on the wallet, through the one inbound path deposits use
 * (`custody/inbound.ts`). The payment's conditional write (status and event sequence) lets one
 * writer make the transition, so the credit is written once; the transaction's id is derived
 * from the payment, so a second attempt could not add a second transaction either.
 *
 * In live the wallet is a custody wallet whose chain the deposit watcher reads: the chain is the
 * ledger's source of truth for what reached it, so a success credits nothing. It links to the
 * deposit the watcher credits (`chain-delivery.ts`), or, none yet, leaves the payment waiting
 * for it (`chain_credit.status: awaiting_deposit`, and the item the watcher looks it up by).
 */
import { createHash } from 'node:crypto';
import { v7 } from 'uuid';
import type { TenantScope } from '#shared/model/tenancy.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import type { TransactionRecord } from '#shared/db/transactions.ts';
import { inboundDepositItems } from '#shared/domain/custody/inbound.ts';
import { awaitedDeliveryPut } from '#shared/db/chain-deliveries.ts';
import { depositAddress } from '#shared/domain/ramp/deposit-address.ts';
import type { RampPaymentRecord } from '#shared/db/records/ramp-payment.ts';
import type { RampChainCredit } from '#shared/responses/ramp.ts';

/** A live delivery's state from its success until a deposit is linked; `tx_hash` the partner's, if it gave one. */
export const awaitingDeposit = (tx_hash: string | null): RampChainCredit => ({
  status: 'awaiting_deposit',
  tx_hash,
  matched_by: null,
  matched_at: null,
  deposit_missing_at: null,
});

/** True when the chain, not the payment's success, credits the delivery: a live on-ramp into a custody wallet. */
export function creditedByChain(tenant: TenantScope, record: RampPaymentRecord): boolean {
  return tenant.environment === 'live' && record.direction === 'on_ramp' && !!record.delivery?.wallet_id;
}

/**
 * The delivery's transaction id: a UUIDv7 whose time is the success's (so the wallet's listing,
 * keyed by id, keeps its order and created ranges) and whose other bits come from the reference.
 */
export function deliveryTransactionId(reference: string, at: number): string {
  const digest = createHash('sha256').update(`ramp-delivery:${reference}`).digest();
  const seq = digest.readUInt32BE(0) & 0x7fffffff;
  return v7({ msecs: at, seq, random: Uint8Array.from(digest.subarray(4, 20)) });
}

/**
 * The record with its delivery credited at `at`, and the items that credit it; unchanged and no
 * items unless this is an on-ramp into one of the workspace's wallets not yet credited. In live,
 * the record waiting for its deposit and the item that lets the watcher find it.
 */
export function creditDelivery(
  tenant: TenantScope,
  record: RampPaymentRecord,
  at: number,
  now: Date,
): { record: RampPaymentRecord; items: TransactItem[] } {
  const delivery = record.delivery;
  if (record.direction !== 'on_ramp' || !delivery?.wallet_id || delivery.transaction_id) return { record, items: [] };
  const iso = new Date(at).toISOString();
  if (creditedByChain(tenant, record)) {
    // A callback may have set the partner's hash already; the wait starts at the success.
    const chain_credit: RampChainCredit = delivery.chain_credit ?? awaitingDeposit(null);
    const awaited = awaitedDeliveryPut({
      network_code: delivery.network,
      address: delivery.address,
      reference: record.reference,
      provider: record.provider,
      workspace_id: tenant.workspaceId,
      environment: tenant.environment,
      wallet_id: delivery.wallet_id,
      asset_symbol: delivery.asset,
      amount_base_units: delivery.amount,
      tx_hash: chain_credit.tx_hash,
      succeeded_at: iso,
    });
    return { record: { ...record, delivery: { ...delivery, chain_credit } }, items: [awaited] };
  }
  const transaction: TransactionRecord = {
    id: deliveryTransactionId(record.reference, at),
    wallet_id: delivery.wallet_id,
    type: 'deposit',
    direction: 'inbound',
    status: 'pending',
    description: `On-ramp ${record.reference} (${record.provider})`,
    network_code: delivery.network,
    asset_symbol: delivery.asset,
    amount_base_units: delivery.amount,
    // The provider's sending address is not reported to the service; the mock network derives one per provider.
    from_address: depositAddress(delivery.network, `provider:${record.provider}`),
    to_address: delivery.address,
    tx_hash: null,
    tx_error: null,
    created_at: iso,
    updated_at: iso,
    completed_at: null,
    event_sequence: 1,
    ramp_payment_reference: record.reference,
  };
  return {
    record: { ...record, delivery: { ...delivery, transaction_id: transaction.id } },
    items: inboundDepositItems(tenant, transaction, now),
  };
}
