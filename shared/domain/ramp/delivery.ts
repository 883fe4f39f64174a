/**
 * Crediting an on-ramp's delivery (docs/ramp.md, Delivery). When an on-ramp into one of the
 * workspace's own wallets moves to `succeeded`, the write of that transition also records the
 * inbound transaction on the wallet, through the one inbound path deposits use
 * (`custody/inbound.ts`). The payment's conditional write (status and event sequence) lets one
 * writer make the transition, so the credit is written once; the transaction's id is derived
 * from the payment, so a second attempt could not add a second transaction either.
 */
import { createHash } from 'node:crypto';
import { v7 } from 'uuid';
import type { TenantScope } from '#shared/db/keys.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import type { TransactionRecord } from '#shared/db/transactions.ts';
import { inboundDepositItems } from '#shared/domain/custody/inbound.ts';
import { depositAddress } from '#shared/domain/ramp/deposit-address.ts';
import type { RampPaymentRecord } from '#shared/domain/ramp/record.ts';

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
 * items unless this is an on-ramp into one of the workspace's wallets not yet credited.
 */
export function creditDelivery(tenant: TenantScope, record: RampPaymentRecord, at: number, now: Date): { record: RampPaymentRecord; items: TransactItem[] } {
  const delivery = record.delivery;
  if (record.direction !== 'on_ramp' || !delivery?.wallet_id || delivery.transaction_id) return { record, items: [] };
  const iso = new Date(at).toISOString();
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
