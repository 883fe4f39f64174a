/**
 * Executing a quote: builds the create request the quote stands for and goes through the same
 * code path as `POST /v1/ramp/payments`, pinned to the quoted provider and price. The quote
 * request is marked executed in the payment's own transaction, so a quote pays out once.
 */
import { providerNetwork } from '#shared/adapters/provider-network/index.ts';
import { isTransactionConditionFailed } from '#shared/db/errors.ts';
import type { TenantScope } from '#shared/model/tenancy.ts';
import { executeQuoteRequestItem } from '#shared/db/quote-requests.ts';
import { createRampPayment } from '#shared/domain/ramp/create-payment.ts';
import type { Candidate } from '#shared/domain/ramp/select-provider.ts';
import { loadQuoteRequest } from '#shared/domain/quotes/quote-requests.ts';
import type { QuoteRequestRecord } from '#shared/db/records/quote-request.ts';
import { ApiError, invalidRequest } from '#shared/model/errors.ts';
import type { CreateRampPaymentInput } from '#shared/schemas/ramp.ts';
import type { ExecuteQuoteInput } from '#shared/schemas/quote-requests.ts';
import type { UserReference } from '#shared/model/auth.ts';

/** 409 when the request can no longer be executed. */
function assertExecutable(r: QuoteRequestRecord): void {
  if (r.status === 'executed') {
    throw new ApiError('quote_already_executed', 'This quote request has already been executed.', {
      details: { payment_reference: r.payment_reference },
    });
  }
  if (Date.parse(r.expires_at) <= Date.now()) {
    throw new ApiError('quote_expired', 'The quote has expired; create a new quote request.', { details: { expires_at: r.expires_at } });
  }
}

export async function executeQuote(tenant: TenantScope, quoteRequestId: string, body: ExecuteQuoteInput, member?: UserReference) {
  const request = await loadQuoteRequest(tenant, quoteRequestId, true);
  const quote = request.quotes.find((q) => q.id === body.quote_id);
  if (!quote) throw invalidRequest({ 'body.quote_id': ['No quote with this id belongs to the quote request.'] });
  const input: CreateRampPaymentInput = {
    direction: 'off_ramp',
    source_asset: request.source_asset,
    source_network: quote.network,
    source_amount: request.source_amount,
    destination_asset: request.destination_currency,
    country_code: request.destination_country,
    rail: request.payout_method as CreateRampPaymentInput['rail'],
    destination: body.destination,
    ...(body.metadata ? { metadata: body.metadata } : {}),
    ...(body.source_wallet_id ? { source_wallet_id: body.source_wallet_id } : {}),
  };
  const choose = async (): Promise<Candidate> => {
    assertExecutable(request);
    const provider = (await providerNetwork.listProviders(tenant.environment)).find((p) => p.id === quote.provider_id);
    const corridor = provider?.corridors.find((c) => c.id === quote.corridor_id);
    if (!provider || !corridor)
      throw new ApiError('quote_expired', 'The quoted provider no longer offers this corridor; create a new quote request.');
    const price = {
      fee: BigInt(quote.fee.amount),
      destination_amount: BigInt(quote.destination_amount.amount),
      exchange_rate: quote.exchange_rate,
      limit_amount: 0n,
    };
    return { provider, corridor, network: quote.network, price };
  };
  try {
    return await createRampPayment(tenant, input, {
      pinned: { quote_reference: quote.id, choose },
      extraItems: (reference) => [executeQuoteRequestItem(tenant, request.id, quote.id, reference, new Date().toISOString())],
      idempotency: body.idempotency_key ? { key: body.idempotency_key, operation: `quote_request.execute:${request.id}`, body } : undefined,
      ...(member ? { member } : {}),
    });
  } catch (error) {
    // Executed or expired meanwhile: say which, from what the table holds now.
    if (!isTransactionConditionFailed(error)) throw error;
    assertExecutable(await loadQuoteRequest(tenant, quoteRequestId, true));
    throw error;
  }
}
