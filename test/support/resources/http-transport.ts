/** The tests' transport for the fixture registry: real HTTP to the local stack, waiting out the write limits. */
import { routes } from '#shared/routes.ts';
import { fillPath } from './params.ts';
import { apiWithRetry } from './retry.ts';
import type { Transport } from '#shared/fixtures/transport.ts';

export const httpTransport: Transport = (routeId, request, token) => {
  const route = routes[routeId];
  return apiWithRetry(route.method, fillPath(route, request.pathParameters ?? {}), {
    token,
    query: request.query,
    body: request.body,
    headers: request.headers,
  });
};
