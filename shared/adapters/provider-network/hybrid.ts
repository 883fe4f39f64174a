/**
 * The `hybrid` adapter: provider inventory comes from the partner interface and payments are
 * submitted there; quote requests and payments are still kept by this service. The inventory
 * is cached per container and environment for PARTNER_CACHE_TTL_MS, concurrent misses share
 * one call, and when a refresh fails a copy up to STALE_LIMIT_MS old is served instead, so
 * one slow or failing partner call does not slow or fail every request.
 */
import * as config from '#shared/config.ts';
import { ApiError } from '#shared/model/errors.ts';
import { log } from '#shared/log.ts';
import type { Environment } from '#shared/model/tenancy.ts';
import { callPartner, PartnerUnavailableError, type PartnerResponse } from '#shared/adapters/partner-client.ts';
import { partnerSchemas } from '#shared/adapters/provider-network/partner-schemas.ts';
import type { ProviderDefinition, ProviderNetwork } from '#shared/adapters/provider-network/types.ts';

const STALE_LIMIT_MS = 5 * 60_000;

interface CacheEntry {
  fetchedAt: number;
  providers: ProviderDefinition[];
}

const cache = new Map<Environment, CacheEntry>();
const inFlight = new Map<Environment, Promise<ProviderDefinition[]>>();

function unavailable(cause: unknown): ApiError {
  return new ApiError('provider_network_unavailable', 'The provider network is unavailable; retry the request.', {
    retryAfterSeconds: 2,
    cause,
  });
}

async function fetchProviders(environment: Environment): Promise<ProviderDefinition[]> {
  const res = await callPartner({ method: 'GET', path: `/v1/providers?environment=${environment}` });
  const parsed = partnerSchemas().providersResponse.safeParse(res.body);
  if (res.status !== 200 || !parsed.success)
    throw new PartnerUnavailableError(`Unusable provider inventory (status ${res.status}).`, res.status);
  const providers = parsed.data.providers as ProviderDefinition[];
  cache.set(environment, { fetchedAt: Date.now(), providers });
  return providers;
}

async function listProviders(environment: Environment): Promise<ProviderDefinition[]> {
  const cached = cache.get(environment);
  const age = cached ? Date.now() - cached.fetchedAt : Infinity;
  if (cached && age < config.PARTNER_CACHE_TTL_MS) return cached.providers;
  let pending = inFlight.get(environment);
  if (!pending) {
    pending = fetchProviders(environment).finally(() => inFlight.delete(environment));
    inFlight.set(environment, pending);
  }
  try {
    return await pending;
  } catch (error) {
    if (cached && age < STALE_LIMIT_MS) {
      log.warn('serving cached provider inventory after a failed refresh', { age_ms: age });
      return cached.providers;
    }
    throw unavailable(error);
  }
}

export const hybridProviderNetwork: ProviderNetwork = {
  mode: 'hybrid',
  listProviders,
  submitPayment: async (environment, s) => {
    const body = {
      environment,
      reference: s.reference,
      provider_code: s.provider.code,
      corridor_id: s.corridor.id,
      direction: s.direction,
      rail: s.rail,
      source: s.source,
      destination_amount: s.destination_amount,
      quote_reference: s.quote_reference,
      destination: s.destination,
      delivery: s.delivery,
    };
    let res: PartnerResponse;
    try {
      res = await callPartner({ method: 'POST', path: '/v1/payments', body, idempotencyKey: s.reference });
    } catch (error) {
      throw unavailable(error);
    }
    const parsed = partnerSchemas().paymentResponse.safeParse(res.body);
    if ((res.status !== 200 && res.status !== 201) || !parsed.success) throw unavailable(new Error(`partner payment status ${res.status}`));
    return parsed.data;
  },
};

/** Forgets the cached inventory (tests). */
export function clearProviderCache(): void {
  cache.clear();
}
