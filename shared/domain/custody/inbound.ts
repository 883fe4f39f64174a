/**
 * The one way an inbound transaction enters a wallet (docs/wallets-transfers.md, Settlement):
 * the transaction `pending` with its reference item, the amount as `pending` in the wallet's
 * balance (the ledger item created on the first deposit), its `transaction.created` event, and
 * the `deposit.confirm` custody job that later completes it and makes the amount available
 * (`settlement.ts`). A sandbox faucet deposit, an on-ramp's delivery and a live deposit the watcher
 * found final (confirmed at once) all write these items, each in the transaction of the change
 * that causes them.
 */
import * as config from '#shared/config.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { depositSeenItem, depositShard } from '#shared/db/ledger.ts';
import { transactionPuts, type TransactionRecord } from '#shared/db/transactions.ts';
import { custodyJobPut, newCustodyJob } from '#shared/db/custody-jobs.ts';
import { transactionEvent } from '#shared/domain/events/resource-events.ts';
import { toBaseUnits } from '#shared/model/money/units.ts';

/** The items that record `transaction` (inbound, `pending`) and schedule its confirmation. */
export function inboundDepositItems(
  tenant: TenantScope,
  transaction: TransactionRecord,
  now: Date,
  confirmAfterSeconds: number = config.SANDBOX_SETTLEMENT_DELAY_SECONDS,
): TransactItem[] {
  const job = newCustodyJob(
    tenant,
    { kind: 'deposit.confirm', resource_id: transaction.id, wallet_id: transaction.wallet_id },
    confirmAfterSeconds,
    now,
  );
  const ref = { walletId: transaction.wallet_id, network: transaction.network_code, symbol: transaction.asset_symbol };
  const shard = depositShard(transaction.id);
  return [
    ...transactionPuts(tenant, { ...transaction, balance_shard: shard }),
    depositSeenItem(tenant, ref, shard, toBaseUnits(transaction.amount_base_units), now.toISOString()),
    transactionEvent(tenant, transaction, 'transaction.created', now),
    custodyJobPut(tenant, job),
  ];
}
