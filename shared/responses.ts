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
import { memberResponses } from '#shared/responses/members.ts';
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
import { consoleResponses } from '#shared/responses/console.ts';
import type { addressBookRoutes } from '#shared/routes/address-book.ts';
import type { apiKeyRoutes } from '#shared/routes/api-keys.ts';
import type { consoleRoutes } from '#shared/routes/console.ts';
import type { memberRoutes } from '#shared/routes/members.ts';
import type { docsRoutes } from '#shared/routes/docs.ts';
import type { eventRoutes } from '#shared/routes/events.ts';
import type { identityRoutes } from '#shared/routes/identity.ts';
import type { providerRoutes } from '#shared/routes/providers.ts';
import type { quoteRequestRoutes } from '#shared/routes/quote-requests.ts';
import type { partnerEventRoutes } from '#shared/routes/ramp-partner-events.ts';
import type { rampRoutes } from '#shared/routes/ramp.ts';
import type { sandboxRoutes } from '#shared/routes/sandbox.ts';
import type { transferRoutes } from '#shared/routes/transfers.ts';
import type { walletRoutes } from '#shared/routes/wallets.ts';
import type { webhookRoutes } from '#shared/routes/webhooks.ts';
import type { workspaceRoutes } from '#shared/routes/workspace.ts';

export const responses = {
  ...apiKeyResponses,
  ...memberResponses,
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
  ...consoleResponses,
};

export type ResponseSchemas = typeof responses;

/** True when A and B have the same keys. */
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : false;
type AllTrue<T extends readonly true[]> = T;
/**
 * Compiles only while each area's responses name exactly its routes: checked here, above both,
 * so shared/responses/ (which use cases read for their views) never imports the route table.
 */
export type EachAreaAnswersItsRoutes = AllTrue<
  [
    SameKeys<typeof addressBookResponses, typeof addressBookRoutes>,
    SameKeys<typeof apiKeyResponses, typeof apiKeyRoutes>,
    SameKeys<typeof consoleResponses, typeof consoleRoutes>,
    SameKeys<typeof memberResponses, typeof memberRoutes>,
    SameKeys<typeof docsResponses, typeof docsRoutes>,
    SameKeys<typeof eventResponses, typeof eventRoutes>,
    SameKeys<typeof identityResponses, typeof identityRoutes>,
    SameKeys<typeof providerResponses, typeof providerRoutes>,
    SameKeys<typeof quoteRequestResponses, typeof quoteRequestRoutes>,
    SameKeys<typeof partnerEventResponses, typeof partnerEventRoutes>,
    SameKeys<typeof rampResponses, typeof rampRoutes>,
    SameKeys<typeof sandboxResponses, typeof sandboxRoutes>,
    SameKeys<typeof transferResponses, typeof transferRoutes>,
    SameKeys<typeof walletResponses, typeof walletRoutes>,
    SameKeys<typeof webhookResponses, typeof webhookRoutes>,
    SameKeys<typeof workspaceResponses, typeof workspaceRoutes>,
  ]
>;

/** Every route with its response schema, in the route table's order. */
export const documentedRouteList: readonly DocumentedRoute[] = routeList.map((route) => {
  const response = (responses as Record<string, DocumentedRoute['schemas']['response'] | undefined>)[route.id];
  // Each area's map is checked against its routes at compile time; this guards the join itself.
  if (!response) throw new Error(`Route ${route.id} has no response schema in shared/responses/.`);
  return { ...route, schemas: { ...route.schemas, response } };
});
