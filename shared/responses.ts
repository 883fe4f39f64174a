/**
 * The response schema of every route, by route id, and the route table joined with them.
 * Responses are documentation and test oracles, never run-time checks: function bundles import
 * their area's routes (`shared/routes/<area>.ts`) and never this module, so no function builds
 * a response schema at cold start. The OpenAPI generator, the README tables and the tests read
 * `documentedRouteList`; a handler's return type follows its response through `DataOf`.
 */
import type { DocumentedRoute } from '#shared/http/route.ts';
import { routeList } from '#shared/routes.ts';
import { apiKeyResponses } from '#shared/responses/api-keys.ts';
import { workspaceResponses } from '#shared/responses/workspace.ts';
import { webhookResponses } from '#shared/responses/webhooks.ts';
import { eventResponses } from '#shared/responses/events.ts';
import { walletResponses } from '#shared/responses/wallets.ts';
import { sandboxResponses } from '#shared/responses/sandbox.ts';
import { transferResponses } from '#shared/responses/transfers.ts';
import { addressBookResponses } from '#shared/responses/address-book.ts';
import { providerResponses } from '#shared/responses/providers.ts';
import { rampResponses } from '#shared/responses/ramp.ts';
import { partnerEventResponses } from '#shared/responses/ramp-partner-events.ts';
import { quoteRequestResponses } from '#shared/responses/quote-requests.ts';
import { identityResponses } from '#shared/responses/identity.ts';
import { docsResponses } from '#shared/responses/docs.ts';

export const responses = {
  ...apiKeyResponses,
  ...workspaceResponses,
  ...webhookResponses,
  ...eventResponses,
  ...walletResponses,
  ...sandboxResponses,
  ...transferResponses,
  ...addressBookResponses,
  ...providerResponses,
  ...rampResponses,
  ...partnerEventResponses,
  ...quoteRequestResponses,
  ...identityResponses,
  ...docsResponses,
};

export type ResponseSchemas = typeof responses;

/** Every route with its response schema, in the route table's order. */
export const documentedRouteList: readonly DocumentedRoute[] = routeList.map((route) => {
  const response = (responses as Record<string, DocumentedRoute['schemas']['response'] | undefined>)[route.id];
  // Each area's map is checked against its routes at compile time; this guards the join itself.
  if (!response) throw new Error(`Route ${route.id} has no response schema in shared/responses/.`);
  return { ...route, schemas: { ...route.schemas, response } };
});
