/** The stored quote request with its quotes, and its API views. */
import type { QuoteRequestView, QuoteView } from '#shared/responses/quote-requests.ts';

export interface StoredQuote extends QuoteView {
  corridor_id: string;
  network: string;
}

export interface QuoteRequestRecord extends Omit<QuoteRequestView, 'status' | 'quote_count'> {
  /** Stored status; `expired` is derived from `expires_at` when read. */
  status: 'collecting' | 'executed';
  quotes: StoredQuote[];
  executed_quote_id?: string;
}

export function toQuoteRequestView(r: QuoteRequestRecord, now = Date.now()): QuoteRequestView {
  const status = r.status === 'collecting' && Date.parse(r.expires_at) <= now ? 'expired' : r.status;
  return {
    id: r.id,
    environment: r.environment,
    source_asset: r.source_asset,
    source_network: r.source_network,
    source_amount: r.source_amount,
    destination_country: r.destination_country,
    destination_currency: r.destination_currency,
    payout_method: r.payout_method,
    routing_mode_requested: r.routing_mode_requested,
    status,
    created_at: r.created_at,
    beneficiary_id: r.beneficiary_id,
    expires_at: r.expires_at,
    quote_count: r.quotes.length,
    payment_reference: r.payment_reference,
  };
}

export function toQuoteView(q: StoredQuote): QuoteView {
  const { corridor_id: _corridor, network: _network, ...view } = q;
  return view;
}
