/** Scenarios of the provider, ramp payment, quote request and identity routes (sandbox, mock providers). */
import { randomUUID } from 'node:crypto';
import { BENCH_PARTNER_CALLBACK_SECRET, OFF_RAMP, ROUTE_BODIES } from '#shared/fixtures/request-bodies.ts';
import { signPartnerCallback } from '#shared/crypto/partner-signature.ts';
import { firstQuoteOf, partnerPaymentIn, pendingPaymentIn, quoteRequestIn, settledPaymentIn } from '#shared/fixtures/ramp-factories.ts';
import type { BenchContext } from '#bench/context.ts';
import { asHolderOf, type Scenario } from '#bench/scenarios/scenario.ts';

/** The partner's reference of the payments the partner-event scenario reports on. */
const PARTNER_REFERENCE = 'PARTNER-bench';

/** Settled payments kept in the main workspace: one default listing page. */
const LISTED_PAYMENTS = 20;

/**
 * The main workspace holds only settled payments, so reading or listing them settles nothing;
 * payments made to be cancelled, advanced or executed live in the ramp scratch workspace.
 */
const settledPayments = (ctx: BenchContext) =>
  ctx.shared('settled payments', async () => {
    const references: string[] = [];
    for (let i = 0; i < LISTED_PAYMENTS; i++) references.push(await settledPaymentIn(ctx.main));
    return references;
  });
const quoteRequestId = (ctx: BenchContext) => ctx.shared('quote request', () => quoteRequestIn(ctx.main));

/** A new payment that stays `pending`, in the ramp scratch workspace, with the key that reaches it. */
async function pendingPayment(ctx: BenchContext) {
  const t = await ctx.scratch('ramp');
  return { ...asHolderOf(t.token), pathParameters: { reference: await pendingPaymentIn(t) } };
}

export const rampScenarios: Readonly<Record<string, Scenario>> = {
  listProviders: () => ({ query: { country: 'NG', payout_method: 'bank' } }),
  getProvider: () => ({ pathParameters: { providerId: 'naira_rails' } }),
  // In the ramp scratch workspace, with a fresh idempotency key each time (a new payment, not a replay).
  createRampPayment: async (ctx) => ({
    ...asHolderOf((await ctx.scratch('ramp')).token),
    body: { ...OFF_RAMP, idempotency_key: `order-${randomUUID()}` },
  }),
  listRampPayments: async (ctx) => (await settledPayments(ctx), { query: { limit: '20' } }),
  getRampPayment: async (ctx) => ({ pathParameters: { reference: (await settledPayments(ctx))[0]! } }),
  cancelRampPayment: (ctx) => pendingPayment(ctx),
  advanceSandboxRampPayment: async (ctx) => ({ ...(await pendingPayment(ctx)), body: ROUTE_BODIES.advanceSandboxRampPayment() }),
  createQuoteRequest: () => ({ body: ROUTE_BODIES.createQuoteRequest() }),
  getQuoteRequest: async (ctx) => ({ pathParameters: { quoteRequestId: await quoteRequestId(ctx) } }),
  listQuotes: async (ctx) => ({ pathParameters: { quoteRequestId: await quoteRequestId(ctx) } }),
  // A new quote request in the ramp scratch workspace, and its cheapest quote.
  executeQuote: async (ctx) => {
    const t = await ctx.scratch('ramp');
    const id = await quoteRequestIn(t);
    const quoteId = await firstQuoteOf(t, id);
    if (!quoteId) throw new Error(`bench fixture: quote request ${id} has no quote`);
    return {
      ...asHolderOf(t.token),
      pathParameters: { quoteRequestId: id },
      body: ROUTE_BODIES.executeQuote(quoteId, { idempotency_key: `exec-${randomUUID()}` }),
    };
  },
  resolveIdentity: () => ({ body: ROUTE_BODIES.resolveIdentity() }),
  // A pending payment the partner can name (the fixture writes its partner lookup), moved to
  // processing: the lookup, the payment and the transaction, as a real callback takes them.
  receivePartnerEvent: async (ctx) => {
    const reference = await partnerPaymentIn(await ctx.scratch('ramp'), PARTNER_REFERENCE);
    const body = {
      id: `evt-${randomUUID()}`,
      type: 'payment.status_changed',
      created_at: new Date().toISOString(),
      data: { reference, provider_reference: PARTNER_REFERENCE, status: 'processing' },
    };
    return {
      body,
      headers: { 'partner-signature': signPartnerCallback(BENCH_PARTNER_CALLBACK_SECRET, Date.now() / 1000, JSON.stringify(body)) },
    };
  },
};
