/** Routes of the provider directory (contract 4.8, endpoints 9 and 10). Beta: they carry the mode header. */
import { defineRoute, type HttpRoute } from '#shared/http/route.ts';
import * as providers from '#shared/schemas/providers.ts';

export const listProviders = /* @__PURE__ */ defineRoute({
  id: 'listProviders',
  method: 'GET',
  path: '/v1/providers',
  entry: 'functions/providers/list.ts',
  scope: 'ramp:read',
  access: 'read',
  uses: { readsSecrets: ['partner-api-key'] },
  beta: true,
  status: 200,
  summary: 'List the providers of the environment, filtered by country, currency, rail or payout method and status.',
  schemas: { query: providers.listProvidersQuery },
  errors: ['invalid_request', 'invalid_cursor', 'provider_network_unavailable'],
});

export const getProvider = /* @__PURE__ */ defineRoute({
  id: 'getProvider',
  method: 'GET',
  path: '/v1/providers/{providerId}',
  entry: 'functions/providers/get.ts',
  scope: 'ramp:read',
  access: 'read',
  uses: { readsSecrets: ['partner-api-key'] },
  beta: true,
  status: 200,
  summary: 'Read one provider by its opaque id or its code.',
  schemas: { params: providers.providerIdParams },
  errors: ['invalid_request', 'not_found', 'provider_network_unavailable'],
});

/** The area's routes by id, for the route table (`shared/routes.ts`); an entry reads its own through the module's namespace. */
export const providerRoutes = { listProviders, getProvider } satisfies Record<string, HttpRoute>;
