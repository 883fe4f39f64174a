/**
 * Off-ramps funded from a workspace wallet (`source_wallet_id`; docs/ramp.md, Funding from a
 * wallet). The service creates the funding transfer itself: from that wallet to the payment's
 * deposit address, for exactly `source_amount` of `source_asset`, through the one transfer
 * creation use case (`shared/domain/transfers/create.ts`), so it reserves the amount and meets
 * the transfer policy (the deposit address passes a non-empty allow-list as the payment's
 * funding, a block-list still refuses it) and approvals like any transfer. The payment, the
 * transfer and the idempotency completion are one DynamoDB transaction: either both exist or
 * neither. Imported statically: through `import()` esbuild would wrap this module for lazy
 * evaluation and stop tree-shaking the DynamoDB client under it (docs/performance.md).
 */
import type { TenantScope } from '#shared/model/tenancy.ts';
import { batchGetItems } from '#shared/db/batch-get.ts';
import { paymentPut } from '#shared/db/ramp-payments.ts';
import { settingKey, type SettingItem } from '#shared/db/settings.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import type { TransferRecord } from '#shared/db/transfers.ts';
import { walletKey, type WalletRecord } from '#shared/db/wallets.ts';
import { findAsset } from '#shared/model/networks/assets.ts';
import { normalizeOnNetwork } from '#shared/model/networks/address.ts';
import { findNetwork } from '#shared/model/networks/catalogue.ts';
import { depositAddress } from '#shared/domain/ramp/deposit-address.ts';
import { paymentEventPut } from '#shared/domain/ramp/events.ts';
import { FUNDING_FAILURE_REASONS } from '#shared/domain/ramp/funding-outcome.ts';
import { applyStep } from '#shared/domain/ramp/lifecycle.ts';
import type { RampOrder } from '#shared/domain/ramp/order.ts';
import { toPaymentView, type RampPaymentRecord } from '#shared/db/records/ramp-payment.ts';
import { assertTransition, eventTypeFor } from '#shared/model/ramp/state-machine.ts';
import { approvalsNeeded } from '#shared/domain/transfers/approval-settings.ts';
import { requestTransfer } from '#shared/domain/transfers/create.ts';
import { evaluateTransfer, type TransferEvaluation } from '#shared/domain/transfers/evaluate.ts';
import { checkPolicy, policyViolation } from '#shared/domain/transfers/policy-check.ts';
import { rampFundingPurpose } from '#shared/domain/transfers/purpose.ts';
import type { RampFunding } from '#shared/domain/transfers/ramp-funding.ts';
import { checkAccount } from '#shared/domain/wallets/account-check.ts';
import { networksView } from '#shared/domain/workspace-settings/networks.ts';
import { invalidRequest, notFound } from '#shared/model/errors.ts';
import { newId } from '#shared/ids.ts';
import type { UserReference } from '#shared/model/auth.ts';
import type { RampDryRunView, RampPaymentView } from '#shared/responses/ramp.ts';
import type { CreateTransferInput } from '#shared/schemas/transfers.ts';

/**
 * The order with its source network settled by the wallet: the one given (the wallet must have an
 * account there), or, when omitted, the wallet's one network that carries the asset (preferring
 * networks enabled for the workspace); 400 on `source_network` when several do. The wallet's
 * own problems are the transfer route's: 404 `not_found`, 422 `network_not_enabled` /
 * `asset_not_supported` (`checkAccount`).
 */
export async function withWalletNetwork(tenant: TenantScope, order: RampOrder): Promise<RampOrder> {
  const walletId = order.source_wallet_id!;
  const keys = { wallet: walletKey(tenant, walletId), networks: settingKey(tenant, 'NETWORKS') };
  const read = await batchGetItems([keys.wallet, keys.networks], true);
  const wallet = read(keys.wallet) as WalletRecord | undefined;
  if (!wallet) throw notFound('wallet');
  const enabled = networksView(read(keys.networks) as SettingItem | undefined).enabled_networks;
  let network: string | undefined = order.crypto.network;
  if (network === undefined) {
    const carrying = wallet.accounts.map((a) => a.network_code as string).filter((code) => findAsset(code, order.crypto.asset));
    const usable = carrying.filter((code) => enabled.includes(code));
    const choices = usable.length > 0 ? usable : carrying;
    if (choices.length > 1) {
      throw invalidRequest({
        'body.source_network': [`Required: the wallet holds ${order.crypto.asset} on several networks (${choices.join(', ')}); name one.`],
      });
    }
    // None carries the asset: checkAccount answers as a transfer would (on the wallet's first network).
    network = choices[0] ?? wallet.accounts[0]?.network_code ?? '';
  }
  checkAccount(wallet, enabled, network, order.crypto.asset);
  return { ...order, crypto: { ...order.crypto, network } };
}

function transferInput(order: RampOrder, address: string, reference: string): CreateTransferInput {
  return {
    wallet_id: order.source_wallet_id!,
    network_code: order.crypto.network as CreateTransferInput['network_code'],
    asset_symbol: order.crypto.asset,
    amount_base_units: order.source_amount.toString(),
    to_address: address,
    description: `Funding of ramp payment ${reference}`,
  };
}

const newPaymentFunding = (reference: string, fundingDeadline: string): RampFunding => ({
  reference,
  status: 'pending',
  eventSequence: 1,
  fundingDeadline,
  createdWithTransfer: true,
});

/**
 * The transfer's checks before the provider hears of the payment (404, 422 policy on a blocked
 * deposit address, 422 `insufficient_funds`, 503 custody), on the deposit address the mock network
 * would give. In live that address is only a probe for the checks, never stored, shown or paid:
 * the provider's address is checked when the payment is written, and the transfer goes there.
 */
export async function precheckWalletFunding(tenant: TenantScope, order: RampOrder, reference: string): Promise<void> {
  const address = depositAddress(order.crypto.network!, reference);
  await evaluateTransfer(tenant, transferInput(order, address, reference), false, newPaymentFunding(reference, new Date().toISOString()));
}

/** The payout to a wallet address, judged by the policy the transfer read (one version check covers both). */
function judgePayout(order: RampOrder, ev: TransferEvaluation): void {
  const wallet = order.destination.wallet;
  if (order.direction !== 'off_ramp' || !wallet) return;
  const verdict = checkPolicy(ev.policy, wallet.address);
  if (!verdict.allowed) throw policyViolation(verdict, wallet.address, ev.policy);
}

/**
 * Stores `record` (built by `create-payment.ts`, with its crypto deposit instructions) with its
 * funding transfer in one transaction, with `extra` (the idempotency completion, a quote
 * request's update). A transfer custody refuses at once (it fails in its creating transaction)
 * leaves the payment cancelled in the same transaction, `failure_reason: funding_transfer_failed`.
 * Conditions that fail on `extra` are rethrown as DynamoDB reported them, for the caller.
 */
export async function storeWalletFunded(
  tenant: TenantScope,
  member: UserReference,
  order: RampOrder,
  record: RampPaymentRecord,
  extra: TransactItem[],
): Promise<RampPaymentView> {
  const network = findNetwork(record.source.network ?? '');
  const deposit = record.funding_instructions;
  const address = network && typeof deposit.address === 'string' ? normalizeOnNetwork(network, deposit.address) : null;
  if (!network || !address) throw new Error(`Payment ${record.reference} has no usable deposit address to fund from its wallet.`);
  const transferId = newId();
  const pending: RampPaymentRecord = {
    ...record,
    funding_transfer_id: transferId,
    funding_instructions: {
      type: 'wallet_transfer',
      wallet_id: order.source_wallet_id,
      transfer_id: transferId,
      network: network.code,
      asset: record.source.asset,
      amount: record.source.amount,
      address,
    },
  };
  let stored = pending;
  await requestTransfer(
    tenant,
    member,
    transferInput(order, address, record.reference),
    transferId,
    (transfer, ev) => {
      judgePayout(order, ev);
      stored = transfer.status === 'failed' ? cancelledAtOnce(pending, transfer) : pending;
      const events = [paymentEventPut(tenant, 'ramp.payment.created', pending)];
      if (stored !== pending) events.push(paymentEventPut(tenant, eventTypeFor(stored.status), stored));
      return [paymentPut(tenant, stored), ...events, ...extra];
    },
    {
      fundsNew: { ...newPaymentFunding(record.reference, record.funding_deadline), purpose: rampFundingPurpose(record) },
      rethrowExtraFailures: true,
    },
  );
  return toPaymentView(stored);
}

function cancelledAtOnce(pending: RampPaymentRecord, transfer: TransferRecord): RampPaymentRecord {
  assertTransition(pending.status, 'cancelled');
  const after = applyStep(pending, {
    to: 'cancelled',
    at: Date.parse(transfer.updated_at),
    failure_reason: FUNDING_FAILURE_REASONS.failed,
  });
  return { ...after, event_sequence: pending.event_sequence + 1 };
}

/**
 * `dry_run` with `source_wallet_id`: what the funding transfer would meet (policy, balance,
 * approvals), written nowhere. In live the provider names its address only when the payment is
 * submitted, so the policy is judged on the same probe address as the precheck's.
 */
export async function dryRunWalletFunding(
  tenant: TenantScope,
  order: RampOrder,
  reference: string,
): Promise<NonNullable<RampDryRunView['funding_transfer']>> {
  const address = depositAddress(order.crypto.network!, reference);
  const ev = await evaluateTransfer(
    tenant,
    transferInput(order, address, reference),
    true,
    newPaymentFunding(reference, new Date().toISOString()),
  );
  const required = approvalsNeeded(ev.approvals);
  return {
    wallet_id: ev.wallet.id,
    network: ev.network.code,
    asset: ev.asset.symbol,
    amount: ev.amount.toString(),
    policy: { allowed: ev.verdict.allowed, rule: ev.verdict.rule, version: ev.policy.version },
    balance: {
      sufficient: ev.available >= ev.amount,
      available: ev.available.toString(),
      requested: ev.amount.toString(),
      asset_symbol: ev.asset.symbol,
      decimals: ev.asset.decimals,
    },
    approval: { required: required > 0, required_approvals: required },
  };
}
