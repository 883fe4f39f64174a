/**
 * Factories for the ramp: payments (by `reference`), quote requests, and the provider
 * directory's entries. A sandbox payment here takes the "unfunded" magic amount, so it stays
 * `pending` (cancellable, advanceable) until the stack's funding window ends it; that is
 * seconds on the test stack, hence `volatile`. Providers are a directory every workspace reads,
 * not a tenant's.
 */
import { OFF_RAMP, offRamp, ROUTE_BODIES, UNFUNDED_AMOUNT } from './request-bodies.ts';
import { registerFactory } from './registry.ts';
import { call, created, type Tenant } from './transport.ts';

/** A valid off-ramp body carrying the tenant's canary in its metadata. */
export function rampPaymentBody(t: Tenant, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return offRamp('bank', { source_amount: UNFUNDED_AMOUNT, metadata: { tenant: t.canary }, ...overrides });
}

/** A new payment that stays `pending` (sandbox `unfunded` scenario); its reference. */
export async function pendingPaymentIn(t: Tenant): Promise<string> {
  return created(await call(t, 'createRampPayment', { body: rampPaymentBody(t) }), 'a ramp payment', (d) => d.reference as string);
}

/**
 * A payment moved by hand to `succeeded`: it has no transition left, so reading or listing it
 * writes nothing (a read of a payment with a transition due also settles it).
 */
export async function settledPaymentIn(t: Tenant): Promise<string> {
  const body = rampPaymentBody(t, { source_amount: OFF_RAMP.source_amount });
  const reference = created(await call(t, 'createRampPayment', { body }), 'a ramp payment', (d) => d.reference as string);
  for (const status of ['processing', 'succeeded']) {
    created(await call(t, 'advanceSandboxRampPayment', { pathParameters: { reference }, body: { status } }), `a ${status} payment`, () => undefined);
  }
  return reference;
}

/**
 * A pending payment the partner can name by `providerReference`: its partner lookup is written as
 * a submission to the partner writes it (the sandbox submits to no partner), so a signed partner
 * callback takes the real path. The table modules load only here: the registry reads no configuration.
 */
export async function partnerPaymentIn(t: Tenant, providerReference: string): Promise<string> {
  const reference = await pendingPaymentIn(t);
  const [{ referenceLookupPut }, { transact }] = await Promise.all([import('#shared/db/ramp-partner-events.ts'), import('#shared/db/transact.ts')]);
  await transact([referenceLookupPut({ workspaceId: t.workspaceId, environment: t.environment }, reference, providerReference)]);
  return reference;
}

export async function quoteRequestIn(t: Tenant): Promise<string> {
  return created(await call(t, 'createQuoteRequest', { body: ROUTE_BODIES.createQuoteRequest() }), 'a quote request', (d) => d.quote_request.id as string);
}

/** The quote request's first (cheapest) quote, read with the tenant's key; undefined when the read is refused (another tenant's request). */
export async function firstQuoteOf(t: Tenant, quoteRequestId: string): Promise<string | undefined> {
  const quotes = await call(t, 'listQuotes', { pathParameters: { quoteRequestId } });
  return quotes.body?.data?.items?.[0]?.id;
}

registerFactory({
  param: 'reference',
  environmentScoped: true,
  // Live payments need a real provider network, and the test stack's is the mock (docs/ramp.md, Live payments).
  environments: ['sandbox'],
  volatile: true,
  create: (t) => pendingPaymentIn(t),
});

registerFactory({
  param: 'quoteRequestId',
  environmentScoped: true,
  create: (t) => quoteRequestIn(t),
});

registerFactory({
  param: 'providerId',
  environmentScoped: true,
  directory: true,
  create: async (t) => created(await call(t, 'listProviders'), 'a provider (listing)', (d) => d.items[0].id as string),
});
