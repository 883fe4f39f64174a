/**
 * The route table: every HTTP route of the API, declared once. The CDK stack makes one
 * function and one API route per entry, the local gateway serves them, and the OpenAPI
 * document is generated from them. Routes are declared per area in `shared/routes/<area>.ts`
 * and assembled here; to add a route, add it to its area's module and write its entry file.
 * In its area's module a route is a named export declared `/* @__PURE__ *\/ defineRoute({…})`,
 * and its entry reads it through the module's namespace (`import * as routes`), so a function's
 * bundle keeps its own route and schemas and drops the rest (`shared/schemas/droppable.ts`).
 */
import type { HttpRoute } from '#shared/http/route.ts';
import { apiKeyRoutes } from '#shared/routes/api-keys.ts';
import { memberRoutes } from '#shared/routes/members.ts';
import { workspaceRoutes } from '#shared/routes/workspace.ts';
import { webhookRoutes } from '#shared/routes/webhooks.ts';
import { eventRoutes } from '#shared/routes/events.ts';
import { walletRoutes } from '#shared/routes/wallets.ts';
import { sandboxRoutes } from '#shared/routes/sandbox.ts';
import { transferRoutes } from '#shared/routes/transfers.ts';
import { addressBookRoutes } from '#shared/routes/address-book.ts';
import { providerRoutes } from '#shared/routes/providers.ts';
import { rampRoutes } from '#shared/routes/ramp.ts';
import { partnerEventRoutes } from '#shared/routes/ramp-partner-events.ts';
import { quoteRequestRoutes } from '#shared/routes/quote-requests.ts';
import { identityRoutes } from '#shared/routes/identity.ts';
import { docsRoutes } from '#shared/routes/docs.ts';
import { consoleRoutes } from '#shared/routes/console.ts';

export const routes = {
  ...apiKeyRoutes,
  ...memberRoutes,
  ...workspaceRoutes,
  ...webhookRoutes,
  ...eventRoutes,
  ...walletRoutes,
  ...sandboxRoutes,
  ...transferRoutes,
  ...addressBookRoutes,
  ...providerRoutes,
  ...rampRoutes,
  ...partnerEventRoutes,
  ...quoteRequestRoutes,
  ...identityRoutes,
  ...docsRoutes,
  ...consoleRoutes,
} satisfies Record<string, HttpRoute>;

export type RouteId = keyof typeof routes;

/** Every route, in declaration order. */
export const routeList: readonly HttpRoute[] = Object.values(routes);

/**
 * The entry that answers every request no route matches (API Gateway's `$default` route):
 * 404 `route_not_found`, or 405 `method_not_allowed` with `Allow` when the path exists.
 */
export const FALLBACK_ENTRY = 'functions/system/fallback.ts';
