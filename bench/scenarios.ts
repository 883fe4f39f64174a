/**
 * One realistic request per route, keyed by route id. A route without an entry here is still
 * measured, with a generic request (random ids in the path, `{}` as a body), and the report
 * says so: such a request may well be refused (404, 400), which measures the refusal path.
 * Add an entry when a route lands.
 */
import { randomUUID } from 'node:crypto';
import type { BenchContext } from '#bench/context.ts';
import { ENABLED_NETWORKS, POLICY } from '#bench/fixtures.ts';
import type { RequestParts } from '#bench/request.ts';
import type { HttpRoute } from '#shared/http/route.ts';

/** Builds one request; called for every invocation, so writes can use fresh ids. */
export type Scenario = (ctx: BenchContext) => RequestParts | Promise<RequestParts>;

export const SCENARIOS: Readonly<Record<string, Scenario>> = {
  createApiKey: () => ({
    body: { name: 'Reporting dashboard', scopes: ['wallets:read', 'transfers:read'], expires_at: null },
  }),
  listApiKeys: () => ({ query: { limit: '20' } }),
  getApiKey: (ctx) => ({ pathParameters: { apiKeyId: ctx.apiKeyId } }),
  revokeApiKey: async (ctx) => ({ pathParameters: { apiKeyId: await ctx.newApiKeyId() } }),
  getTransferPolicy: () => ({}),
  putTransferPolicy: () => ({ body: POLICY }),
  getNetworks: () => ({}),
  putNetworks: () => ({ body: { enabled_networks: [...ENABLED_NETWORKS] } }),
};

/** Random ids for the path's parameters and, for a route that takes one, an empty body. */
export function genericScenario(route: HttpRoute): Scenario {
  const names = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  return () => ({
    ...(names.length > 0 ? { pathParameters: Object.fromEntries(names.map((n) => [n, randomUUID()])) } : {}),
    ...(route.schemas.body ? { body: {} } : {}),
  });
}

/** The route's scenario, and whether it is a real one or the generic stand-in. */
export function scenarioFor(route: HttpRoute): { scenario: Scenario; generic: boolean } {
  const own = SCENARIOS[route.id];
  return own ? { scenario: own, generic: false } : { scenario: genericScenario(route), generic: true };
}
