/**
 * Factories for the ramp: payments (by `reference`), quote requests, and the provider
 * directory's entries. A sandbox payment here takes the "unfunded" magic amount, so it stays
 * `pending` (cancellable, advanceable) until the test stack's funding window ends it; that is
 * seconds, hence `volatile`. Providers are a directory every workspace reads, not a tenant's.
 */
import { ROUTE_BODIES, UNFUNDED_AMOUNT } from './request-bodies.ts';
import { offRamp } from '../ramp.ts';
import { apiWithRetry as api } from './retry.ts';
import { created, registerFactory } from './registry.ts';
import type { Tenant } from './tenant.ts';


const query = (t: Tenant) => ({ environment: t.environment });

/** A valid off-ramp body carrying the tenant's canary in its metadata. */
export function rampPaymentBody(t: Tenant, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return offRamp('bank', { source_amount: UNFUNDED_AMOUNT, metadata: { tenant: t.canary }, ...overrides });
}

registerFactory({
  param: 'reference',
  environmentScoped: true,
  volatile: true,
  create: async (t) => created(await api('POST', '/v1/ramp/payments', { token: t.token, query: query(t), body: rampPaymentBody(t) }), 'a ramp payment', (d) => d.reference as string),
});

registerFactory({
  param: 'quoteRequestId',
  environmentScoped: true,
  create: async (t) =>
    created(await api('POST', '/v1/quote-requests', { token: t.token, query: query(t), body: ROUTE_BODIES.createQuoteRequest() }), 'a quote request', (d) => d.quote_request.id as string),
});

registerFactory({
  param: 'providerId',
  environmentScoped: true,
  directory: true,
  create: async (t) => created(await api('GET', '/v1/providers', { token: t.token, query: query(t) }), 'a provider (listing)', (d) => d.items[0].id as string),
});
