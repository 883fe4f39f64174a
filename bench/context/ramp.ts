/**
 * Ramp fixtures (sandbox, mock provider network), made with the requests of
 * test/integration/ramp-*.test.ts. The main workspace holds only settled payments, so reading
 * or listing them settles nothing (a read of a payment with a transition due also writes it);
 * payments made to be cancelled, advanced or executed live in the ramp scratch workspace.
 */
import { randomUUID } from 'node:crypto';
import type { BenchWorkspace } from '#bench/context.ts';
import { invoke } from '#bench/context/invoke.ts';
import { once } from '#bench/context/once.ts';
import { referenceLookupPut } from '#shared/db/ramp-partner-events.ts';
import { transact } from '#shared/db/transact.ts';
import type { Scoped } from '#bench/context/webhooks.ts';
import { OFF_RAMP, ROUTE_BODIES, UNFUNDED_AMOUNT } from '#test/support/resources/request-bodies.ts';

export interface RampFixtures {
  /** A settled (succeeded) payment of the main workspace. */
  paymentReference(): Promise<string>;
  /** Makes sure the main workspace holds a full page (20) of settled payments. */
  settledPayments(): Promise<void>;
  /** A new payment that stays `pending` (sandbox `unfunded` scenario), in the ramp scratch workspace. */
  freshPendingPayment(): Promise<Scoped>;
  /** A quote request of the main workspace, still collecting. */
  quoteRequestId(): Promise<string>;
  /**
   * A new pending payment of the ramp scratch workspace that the partner can name: the bench runs
   * the mock network, which submits nothing to the partner, so the fixture writes the reference
   * lookup a submission to the partner writes, with `providerReference`.
   */
  freshPartnerPayment(providerReference: string): Promise<string>;
  /** A new quote request in the ramp scratch workspace, with the quote to execute. */
  freshQuote(): Promise<Scoped & { quoteId: string }>;
  /** The key of the ramp scratch workspace, where created payments pile up. */
  rampScratchToken(): Promise<string>;
}

/** Settled payments kept in the main workspace: one default listing page. */
const LISTED_PAYMENTS = 20;

export function rampFixtures(main: BenchWorkspace, scratch: () => Promise<BenchWorkspace>): RampFixtures {
  /** A payment moved by hand to `succeeded`: it has no transition left to settle. */
  const settledPayment = async () => {
    const body = { ...OFF_RAMP, idempotency_key: `bench-${randomUUID()}` };
    const reference = (await invoke('createRampPayment', { body }, main.token)).reference as string;
    for (const status of ['processing', 'succeeded']) {
      await invoke('advanceSandboxRampPayment', { pathParameters: { reference }, body: { status } }, main.token);
    }
    return reference;
  };
  const settled = once(async () => {
    const references: string[] = [];
    for (let i = 0; i < LISTED_PAYMENTS; i++) references.push(await settledPayment());
    return references;
  });
  return {
    paymentReference: async () => (await settled())[0]!,
    settledPayments: async () => void (await settled()),
    freshPendingPayment: async () => {
      const ws = await scratch();
      const body = { ...OFF_RAMP, source_amount: UNFUNDED_AMOUNT, idempotency_key: `bench-${randomUUID()}` };
      return { token: ws.token, id: (await invoke('createRampPayment', { body }, ws.token)).reference as string };
    },
    freshPartnerPayment: async (providerReference) => {
      const ws = await scratch();
      const body = { ...OFF_RAMP, source_amount: UNFUNDED_AMOUNT, idempotency_key: `bench-${randomUUID()}` };
      const reference = (await invoke('createRampPayment', { body }, ws.token)).reference as string;
      await transact([referenceLookupPut(ws.tenant, reference, providerReference)]);
      return reference;
    },
    quoteRequestId: once(async () => (await invoke('createQuoteRequest', { body: ROUTE_BODIES.createQuoteRequest() }, main.token)).quote_request.id as string),
    freshQuote: async () => {
      const ws = await scratch();
      const id = (await invoke('createQuoteRequest', { body: ROUTE_BODIES.createQuoteRequest() }, ws.token)).quote_request.id as string;
      const quotes = await invoke('listQuotes', { pathParameters: { quoteRequestId: id } }, ws.token);
      return { token: ws.token, id, quoteId: quotes.items[0].id as string };
    },
    rampScratchToken: async () => (await scratch()).token,
  };
}
