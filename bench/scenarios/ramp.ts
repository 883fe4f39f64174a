/** Scenarios of the provider, ramp payment, quote request and identity routes (sandbox, mock providers). */
import { randomUUID } from 'node:crypto';
import { BENCH_PARTNER_CALLBACK_SECRET, OFF_RAMP, ROUTE_BODIES } from '#test/support/resources/request-bodies.ts';
import { signPartnerCallback } from '#shared/crypto/partner-signature.ts';
import { asHolderOf, type Scenario } from '#bench/scenarios/scenario.ts';

/** The partner's reference of the payments the partner-event scenario reports on. */
const PARTNER_REFERENCE = 'PARTNER-bench';

export const rampScenarios: Readonly<Record<string, Scenario>> = {
  listProviders: () => ({ query: { country: 'NG', payout_method: 'bank' } }),
  getProvider: () => ({ pathParameters: { providerId: 'naira_rails' } }),
  // In the ramp scratch workspace, with a fresh idempotency key each time (a new payment, not a replay).
  createRampPayment: async (ctx) => ({
    ...asHolderOf(await ctx.rampScratchToken()),
    body: { ...OFF_RAMP, idempotency_key: `order-${randomUUID()}` },
  }),
  listRampPayments: async (ctx) => (await ctx.settledPayments(), { query: { limit: '20' } }),
  getRampPayment: async (ctx) => ({ pathParameters: { reference: await ctx.paymentReference() } }),
  cancelRampPayment: async (ctx) => {
    const payment = await ctx.freshPendingPayment();
    return { ...asHolderOf(payment.token), pathParameters: { reference: payment.id } };
  },
  advanceSandboxRampPayment: async (ctx) => {
    const payment = await ctx.freshPendingPayment();
    return { ...asHolderOf(payment.token), pathParameters: { reference: payment.id }, body: ROUTE_BODIES.advanceSandboxRampPayment() };
  },
  createQuoteRequest: () => ({ body: ROUTE_BODIES.createQuoteRequest() }),
  getQuoteRequest: async (ctx) => ({ pathParameters: { quoteRequestId: await ctx.quoteRequestId() } }),
  listQuotes: async (ctx) => ({ pathParameters: { quoteRequestId: await ctx.quoteRequestId() } }),
  executeQuote: async (ctx) => {
    const quote = await ctx.freshQuote();
    return {
      ...asHolderOf(quote.token),
      pathParameters: { quoteRequestId: quote.id },
      body: ROUTE_BODIES.executeQuote(quote.quoteId, { idempotency_key: `exec-${randomUUID()}` }),
    };
  },
  resolveIdentity: () => ({ body: ROUTE_BODIES.resolveIdentity() }),
  // A pending payment the partner can name (the fixture writes its partner lookup), moved to
  // processing: the lookup, the payment and the transaction, as a real callback takes them.
  receivePartnerEvent: async (ctx) => {
    const reference = await ctx.freshPartnerPayment(PARTNER_REFERENCE);
    const body = {
      id: `evt-${randomUUID()}`, type: 'payment.status_changed', created_at: new Date().toISOString(),
      data: { reference, provider_reference: PARTNER_REFERENCE, status: 'processing' },
    };
    return { body, headers: { 'partner-signature': signPartnerCallback(BENCH_PARTNER_CALLBACK_SECRET, Date.now() / 1000, JSON.stringify(body)) } };
  },
};
