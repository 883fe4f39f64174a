/**
 * Creating a ramp payment: the one code path behind `POST /v1/ramp/payments` and quote
 * execution. Validates, applies the transfer policy to a payout to a wallet address or an
 * on-ramp's delivery address (`payout-policy.ts`), finds the workspace's wallet an on-ramp
 * delivers to (`delivery.wallet_id`), selects the provider (or takes the quoted one), submits the payment to
 * the provider network (in live a real one, whose funding instructions it takes: `provider-funding.ts`), and stores it with its `ramp.payment.created` event in one transaction,
 * together with the caller's extra items (idempotency completion, quote request update), a
 * check that the policy it passed is still the one in force, and (off-ramp) the lookup item that
 * lets a transfer to the deposit address be recognised as this payment's funding. With
 * `source_wallet_id` the payment is stored with its funding transfer instead (`wallet-funding.ts`).
 */
import * as config from '#shared/config.ts';
import { failedConditionIndexes, isTransactionConditionFailed } from '#shared/db/errors.ts';
import { ApiError } from '#shared/model/errors.ts';
import { providerNetwork } from '#shared/adapters/provider-network/index.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { paymentPut } from '#shared/db/ramp-payments.ts';
import { depositLookupPut } from '#shared/db/ramp-deposits.ts';
import { referenceLookupPut } from '#shared/db/ramp-partner-events.ts';
import { normalizeOnNetwork } from '#shared/model/networks/address.ts';
import { findNetwork } from '#shared/model/networks/catalogue.ts';
import { transact, type TransactItem } from '#shared/db/transact.ts';
import { runIdempotent } from '#shared/domain/idempotency/idempotency.ts';
import { keyInProgress } from '#shared/domain/idempotency/in-progress.ts';
import { paymentEventPut } from '#shared/domain/ramp/events.ts';
import { fundingInstructions } from '#shared/domain/ramp/funding.ts';
import { assertLiveRampsServed, liveFundingInstructions } from '#shared/domain/ramp/provider-funding.ts';
import { enforcePayoutPolicy } from '#shared/domain/ramp/payout-policy.ts';
import { toRampOrder, type RampOrder } from '#shared/domain/ramp/order.ts';
import { toPaymentView, type RampPaymentRecord } from '#shared/db/records/ramp-payment.ts';
import { precheckWalletFunding, storeWalletFunded, withWalletNetwork } from '#shared/domain/ramp/wallet-funding.ts';
import { newReference, referenceTime } from '#shared/domain/ramp/reference.ts';
import { scenarioFor } from '#shared/model/ramp/sandbox.ts';
import { collectionRail } from '#shared/domain/ramp/rails.ts';
import type { RampRail } from '#shared/model/ramp/vocabulary.ts';
import { walletOwning } from '#shared/domain/wallets/owner.ts';
import { eligibleCandidates, type Candidate } from '#shared/domain/ramp/select-provider.ts';
import { showPayment } from '#shared/domain/ramp/payments.ts';
import type { CreateRampPaymentInput } from '#shared/schemas/ramp.ts';
import type { RampPaymentView } from '#shared/responses/ramp.ts';
import type { UserReference } from '#shared/model/auth.ts';

/** How an execution pins the payment to a quote instead of selecting a provider. */
export interface PinnedQuote {
  quote_reference: string;
  choose: (order: RampOrder) => Promise<Candidate>;
}

export interface CreateOptions {
  pinned?: PinnedQuote;
  /** Items committed with the payment, given its reference (a quote request's update). */
  extraItems?: (reference: string) => TransactItem[];
  /** What idempotency is computed over; defaults to the create body and its `idempotency_key`. */
  idempotency?: { key: string; operation: string; body: unknown } | undefined;
  /** The member the request acts for: the requester of the funding transfer (`source_wallet_id`). */
  member?: UserReference;
}

/** The deposit address lookup of an off-ramp (a partner's own address included, if it is valid). */
function depositLookup(tenant: TenantScope, record: RampPaymentRecord): TransactItem[] {
  const f = record.funding_instructions;
  const network = typeof f.network === 'string' ? findNetwork(f.network) : undefined;
  if (f.type !== 'crypto_deposit' || !network || typeof f.address !== 'string') return [];
  const address = normalizeOnNetwork(network, f.address);
  return address
    ? [depositLookupPut(tenant, { reference: record.reference, network: network.code, address }, record.funding_deadline)]
    : [];
}

/** The fiat rail the payer pays in on: a wallet-rail on-ramp uses the corridor's first fiat rail. */
function fundingRail(order: RampOrder, corridorRails: readonly RampRail[]): RampRail {
  return order.direction === 'on_ramp' && order.rail === 'wallet' ? (collectionRail(corridorRails) ?? order.rail) : order.rail;
}

/** In hybrid mode, where the partner reports on the payment by reference: its owner, for the callbacks. */
function partnerLookup(tenant: TenantScope, record: RampPaymentRecord): TransactItem[] {
  return config.PROVIDER_NETWORK_MODE === 'hybrid' ? [referenceLookupPut(tenant, record.reference, record.provider_reference)] : [];
}

function fundingWindowMs(tenant: TenantScope): number {
  return tenant.environment === 'sandbox' ? config.RAMP_SANDBOX_FUNDING_WINDOW_MS : config.RAMP_FUNDING_WINDOW_SECONDS * 1000;
}

/** Policy changes between the policy's read and the payment's write that are absorbed before 409. */
const MAX_POLICY_EVALUATIONS = 3;

async function submitAndStore(
  tenant: TenantScope,
  requested: RampOrder,
  reference: string,
  options: CreateOptions,
  extra: TransactItem[],
): Promise<RampPaymentView> {
  const created = referenceTime(reference);
  const fromWallet = Boolean(requested.source_wallet_id);
  const order = fromWallet ? await withWalletNetwork(tenant, requested) : requested;
  // Before the provider hears of it: a refused payout is never submitted.
  let policyGuard = await enforcePayoutPolicy(tenant, order);
  // Nor a payment its wallet cannot fund (blocked deposit address, funds short).
  if (fromWallet) await precheckWalletFunding(tenant, order, reference);
  const candidate = options.pinned
    ? await options.pinned.choose(order)
    : eligibleCandidates(await providerNetwork.listProviders(tenant.environment), order, true)[0]!;
  const { provider, corridor, network, price } = candidate;
  const onRamp = order.direction === 'on_ramp';
  // Read before the provider hears of the payment, so a failed read submits nothing.
  const deliveryWallet = order.delivery ? await walletOwning(tenant, order.delivery) : null;
  const wallet = order.destination.wallet;
  const source = onRamp
    ? { amount: order.source_amount.toString(), asset: order.fiat! }
    : { amount: order.source_amount.toString(), asset: order.crypto.asset, network };
  const destination_amount = {
    amount: price.destination_amount.toString(),
    asset: order.destination_asset,
    ...(onRamp ? { network } : wallet ? { network: wallet.network } : {}),
  };
  const quote_reference = options.pinned?.quote_reference ?? null;
  const submitted = await providerNetwork.submitPayment(tenant.environment, {
    reference,
    provider,
    corridor,
    direction: order.direction,
    rail: order.rail,
    source,
    destination_amount,
    quote_reference,
    destination: order.destination,
    delivery: order.delivery ?? null,
  });
  const createdAt = new Date(created).toISOString();
  const deadline = new Date(created + fundingWindowMs(tenant)).toISOString();
  const record: RampPaymentRecord = {
    reference,
    status: 'pending',
    direction: order.direction,
    rail: order.rail,
    country_code: order.country_code,
    provider: provider.code,
    provider_reference: submitted.provider_reference,
    quote_reference,
    source,
    destination_amount,
    fee: { amount: price.fee.toString(), asset: source.asset, ...(source.network ? { network: source.network } : {}) },
    exchange_rate: price.exchange_rate,
    destination: order.destination,
    funding_instructions:
      tenant.environment === 'sandbox'
        ? {
            ...fundingInstructions({
              reference,
              direction: order.direction,
              rail: fundingRail(order, corridor.rails),
              provider,
              source,
              expiresAt: deadline,
            }),
            ...submitted.funding_instructions,
          }
        : liveFundingInstructions(
            { reference, provider: provider.code, direction: order.direction, source, expiresAt: deadline },
            submitted.funding_instructions,
          ),
    delivery: order.delivery
      ? {
          ...order.delivery,
          asset: destination_amount.asset,
          amount: destination_amount.amount,
          wallet_id: deliveryWallet,
          transaction_id: null,
        }
      : null,
    funding_transfer_id: null,
    failure_reason: null,
    metadata: order.metadata,
    created_at: createdAt,
    updated_at: createdAt,
    workspace_id: tenant.workspaceId,
    event_sequence: 1,
    status_changed_at: createdAt,
    funding_deadline: deadline,
    provider_id: provider.id,
    corridor_id: corridor.id,
    sandbox:
      tenant.environment === 'sandbox' ? { scenario: scenarioFor(source.amount), step_ms: config.RAMP_SANDBOX_STEP_MS, auto: true } : null,
  };
  if (fromWallet) {
    if (!options.member) throw new Error('A payment funded from a wallet needs the member who requests its transfer.');
    return storeWalletFunded(tenant, options.member, order, record, [...partnerLookup(tenant, record), ...extra]);
  }
  for (let evaluation = 1; ; evaluation++) {
    try {
      await transact([
        ...policyGuard,
        paymentPut(tenant, record),
        paymentEventPut(tenant, 'ramp.payment.created', record),
        ...depositLookup(tenant, record),
        ...partnerLookup(tenant, record),
        ...extra,
      ]);
      return toPaymentView(record);
    } catch (error) {
      // Index 0 is the policy guard when there is one: the policy changed since it was read.
      if (policyGuard.length === 0 || !failedConditionIndexes(error).includes(0)) throw error;
      if (evaluation === MAX_POLICY_EVALUATIONS) {
        throw new ApiError('conflict', 'The transfer policy kept changing while the payment was being created; retry.', { cause: error });
      }
      policyGuard = await enforcePayoutPolicy(tenant, order);
    }
  }
}

/** Creates the payment, idempotently when a key is given. Validation failures claim nothing. */
export async function createRampPayment(
  tenant: TenantScope,
  input: CreateRampPaymentInput,
  options: CreateOptions = {},
): Promise<{ payment: RampPaymentView; replayed: boolean }> {
  const order = toRampOrder(input);
  // Before a key is claimed or anything is checked: a live payment with no real provider is never possible.
  assertLiveRampsServed(tenant);
  try {
    return await createOnce(tenant, order, input, options);
  } catch (error) {
    // Only the idempotency completion can fail a direct create: its claim was taken over.
    if (!options.extraItems && isTransactionConditionFailed(error)) {
      throw keyInProgress();
    }
    throw error;
  }
}

async function createOnce(tenant: TenantScope, order: RampOrder, input: CreateRampPaymentInput, options: CreateOptions) {
  const extra = (reference: string) => options.extraItems?.(reference) ?? [];
  const idem =
    options.idempotency ??
    (input.idempotency_key ? { key: input.idempotency_key, operation: 'ramp_payment.create', body: input } : undefined);
  if (!idem) {
    const reference = newReference();
    return { payment: await submitAndStore(tenant, order, reference, options, extra(reference)), replayed: false };
  }
  const { result, replayed } = await runIdempotent(
    { tenant, ...idem, newResourceId: () => newReference() },
    (claim) => submitAndStore(tenant, order, claim.resourceId, options, [...extra(claim.resourceId), claim.completeItem]),
    (reference) => showPayment(tenant, reference),
  );
  return { payment: result, replayed };
}
