/**
 * Makes fixtures through the API itself: the route's own handler, invoked in this process with
 * the same event the scenarios send, so fixtures are validated and stored exactly as a client's
 * requests would be. Throws unless the answer is 2xx. Calls made here are never metered: the
 * meter counts only calls made inside a measured invocation (bench/warm/meter.ts).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { routeEvent, type RequestParts } from '#bench/request.ts';
import { buildLambdaContext } from '#infra/local/http-api-event.ts';
import { routes, type RouteId } from '#shared/routes.ts';

type Handler = (event: unknown, context: unknown) => Promise<{ statusCode?: number; body?: string } | undefined>;

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Calls `routeId` with `parts` as the holder of `token`; returns the envelope's `data`. */
// Fixture data is read by field name, as the integration tests read response bodies.
export async function invoke(routeId: RouteId, parts: RequestParts, token: string): Promise<any> {
  const route = routes[routeId];
  const { handler } = (await import(pathToFileURL(path.join(ROOT, route.entry)).href)) as { handler: Handler };
  const event = routeEvent(route, parts, token);
  const result = await handler(event, buildLambdaContext(`bench-fixture-${routeId}`, event.requestContext.requestId));
  const status = result?.statusCode ?? 200;
  if (status < 200 || status > 299) throw new Error(`bench fixture: ${routeId} answered ${status}: ${result?.body ?? ''}`);
  return (JSON.parse(result?.body ?? 'null') as { data: unknown }).data;
}
