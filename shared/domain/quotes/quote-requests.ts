/**
 * Quote requests (docs/ramp.md, Quote requests): created `collecting` with one quote per
 * eligible provider, priced at once with the same rules and selection as direct payments,
 * and executable until `expires_at`. Manual routing quotes every eligible provider; `auto`
 * only those that support automatic routing. The best by the selection rule is `recommended`.
 */
import * as config from '#shared/config.ts';
import { providerNetwork } from '#shared/adapters/provider-network/index.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { getQuoteRequest, insertQuoteRequest } from '#shared/db/quote-requests.ts';
import { ASSETS, findAsset } from '#shared/model/networks/assets.ts';
import { findNetwork } from '#shared/model/networks/catalogue.ts';
import { isIsoCurrency } from '#shared/model/ramp/currencies.ts';
import type { RampOrder } from '#shared/domain/ramp/order.ts';
import type { RampRail } from '#shared/model/ramp/vocabulary.ts';
import { eligibleCandidates } from '#shared/domain/ramp/select-provider.ts';
import { toQuoteRequestView, toQuoteView, type QuoteRequestRecord } from '#shared/db/records/quote-request.ts';
import { invalidRequest, notFound, type FieldErrors } from '#shared/model/errors.ts';
import { idTime, newId } from '#shared/ids.ts';
import { failedConditionIndexes } from '#shared/db/errors.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { runIdempotent } from '#shared/domain/idempotency/idempotency.ts';
import { keyInProgress } from '#shared/domain/idempotency/in-progress.ts';
import type { CreateQuoteRequestInput } from '#shared/schemas/quote-requests.ts';
import type { QuoteRequestView } from '#shared/responses/quote-requests.ts';

/** The order a quote request prices: an off-ramp of the source stablecoin to fiat on the payout rail. */
export function orderOf(
  r: Pick<
    QuoteRequestRecord,
    'source_asset' | 'source_network' | 'source_amount' | 'destination_country' | 'destination_currency' | 'payout_method'
  >,
): RampOrder {
  return {
    direction: 'off_ramp',
    rail: r.payout_method as RampRail,
    country_code: r.destination_country,
    fiat: r.destination_currency,
    crypto: { asset: r.source_asset, network: r.source_network },
    source_amount: BigInt(r.source_amount),
    destination_asset: r.destination_currency,
    destination: {},
    metadata: null,
  };
}

function validate(input: CreateQuoteRequestInput): void {
  const fields: FieldErrors = {};
  const known = Object.values(ASSETS).some((list) => list.some((a) => a.symbol === input.source_asset));
  if (!known) fields['body.source_asset'] = ['Must be a crypto asset code, such as USDC.'];
  else if (!findNetwork(input.source_network)) fields['body.source_network'] = ['Must be a supported network code.'];
  else if (!findAsset(input.source_network, input.source_asset))
    fields['body.source_network'] = [`${input.source_asset} is not carried on ${input.source_network}.`];
  if (!isIsoCurrency(input.destination_currency))
    fields['body.destination_currency'] = ['Must be an ISO 4217 fiat currency code, such as NGN.'];
  if (Object.keys(fields).length > 0) throw invalidRequest(fields);
}

/**
 * With `idempotency_key` (the shared idempotency module) a repeat replays the request made first
 * (`replayed: true`). A quote request is deleted a day after it expires, which can be before its
 * key's 25 hours are up: a repeat after that is 404 `not_found`, as a read of it would be.
 */
export async function createQuoteRequest(
  tenant: TenantScope,
  input: CreateQuoteRequestInput,
): Promise<{ quoteRequest: QuoteRequestView; replayed: boolean }> {
  validate(input);
  const { idempotency_key: key, ...fields } = input;
  if (key === undefined) return { quoteRequest: await priceAndStore(tenant, fields, newId(), []), replayed: false };
  const { result, replayed } = await runIdempotent(
    { tenant, key, operation: 'quote_request.create', body: input, newResourceId: newId },
    (claim) => priceAndStore(tenant, fields, claim.resourceId, [claim.completeItem]),
    async (id) => toQuoteRequestView(await loadQuoteRequest(tenant, id, true)),
  );
  return { quoteRequest: result, replayed };
}

async function priceAndStore(
  tenant: TenantScope,
  input: Omit<CreateQuoteRequestInput, 'idempotency_key'>,
  id: string,
  extra: TransactItem[],
): Promise<QuoteRequestView> {
  // created_at is the id's own clock reading, so listings (newest first, by id) agree with it.
  const now = idTime(id);
  const expiresAt = new Date(now + config.QUOTE_REQUEST_TTL_SECONDS * 1000).toISOString();
  const providers = await providerNetwork.listProviders(tenant.environment);
  const record: QuoteRequestRecord = {
    id,
    environment: tenant.environment,
    ...input,
    beneficiary_id: input.beneficiary_id ?? null,
    status: 'collecting',
    created_at: new Date(now).toISOString(),
    expires_at: expiresAt,
    payment_reference: null,
    quotes: [],
  };
  const candidates = eligibleCandidates(providers, orderOf(record), input.routing_mode_requested === 'auto');
  record.quotes = candidates.map((c, i) => ({
    id: newId(now),
    quote_request_id: id,
    provider: c.provider.code,
    provider_id: c.provider.id,
    speed_profile: c.provider.speed_profile,
    reliability_score: c.provider.reliability_score,
    exchange_rate: c.price.exchange_rate,
    fee: { amount: c.price.fee.toString(), asset: input.source_asset, network: c.network },
    source_amount: { amount: input.source_amount, asset: input.source_asset, network: c.network },
    destination_amount: { amount: c.price.destination_amount.toString(), asset: input.destination_currency },
    recommended: i === 0,
    expires_at: expiresAt,
    corridor_id: c.corridor.id,
    network: c.network,
  }));
  try {
    await insertQuoteRequest(tenant, record, extra);
  } catch (error) {
    // The claim's completion (after the request): another attempt took the key over.
    if (failedConditionIndexes(error).some((i) => i >= 1)) throw keyInProgress();
    throw error;
  }
  return toQuoteRequestView(record);
}

export async function loadQuoteRequest(tenant: TenantScope, id: string, consistent = false): Promise<QuoteRequestRecord> {
  const record = await getQuoteRequest(tenant, id, consistent);
  if (!record) throw notFound('quote request');
  return record;
}

export async function showQuoteRequest(tenant: TenantScope, id: string) {
  return toQuoteRequestView(await loadQuoteRequest(tenant, id));
}

export async function listQuotes(tenant: TenantScope, id: string) {
  const record = await loadQuoteRequest(tenant, id);
  return { quote_request_id: id, items: record.quotes.map(toQuoteView) };
}
