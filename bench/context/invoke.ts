/**
 * The bench's transport for the fixture registry (shared/fixtures/transport.ts): the
 * route's own handler, invoked in this process with the same event the scenarios send, so
 * fixtures are validated and stored exactly as a client's requests would be. Calls made here are
 * never metered: the meter counts only calls made inside a measured invocation (bench/warm/meter.ts).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { routeEvent } from '#bench/request.ts';
import { buildLambdaContext } from '#infra/local/http-api-event.ts';
import { routes } from '#shared/routes.ts';
import { parseJson, type Transport } from '#shared/fixtures/transport.ts';

type Handler = (event: unknown, context: unknown) => Promise<{ statusCode?: number; body?: string } | undefined>;

const ROOT = path.resolve(import.meta.dirname, '..', '..');

export const invokeTransport: Transport = async (routeId, request, token) => {
  const route = routes[routeId];
  const { handler } = (await import(pathToFileURL(path.join(ROOT, route.entry)).href)) as { handler: Handler };
  const event = routeEvent(route, request, token);
  const result = await handler(event, buildLambdaContext(`bench-fixture-${routeId}`, event.requestContext.requestId));
  const text = result?.body ?? '';
  return { status: result?.statusCode ?? 200, body: parseJson(text), text };
};
