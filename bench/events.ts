/** The event each measured function gets: its route's scenario, or a fixed request for the floor and fallback. */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { BenchContext } from '#bench/context.ts';
import type { BenchFunction } from '#bench/functions.ts';
import { routeEvent } from '#bench/request.ts';
import { scenarioFor } from '#bench/scenarios.ts';
import type { HttpRoute } from '#shared/http/route.ts';

/** A path no route serves: what the `$default` fallback answers (404 `route_not_found`). */
const UNKNOWN_PATH = '/v1/workspace/unknown';

/** Stands in for a route where the floor and the fallback need one to build an event. */
function pseudoRoute(path: string): HttpRoute {
  return {
    id: 'pseudo',
    method: 'GET',
    path,
    entry: '',
    scope: null,
    access: 'read',
    beta: false,
    status: 200,
    summary: '',
    schemas: {} as HttpRoute['schemas'],
    errors: [],
  };
}

export interface BenchEvent {
  event: APIGatewayProxyEventV2;
  /** True when the route has no scenario and got the generic request. */
  generic: boolean;
}

/** One event for `fn`; call it for every invocation (scenarios may create data). */
export async function eventFor(fn: BenchFunction, ctx: BenchContext): Promise<BenchEvent> {
  if (fn.route) {
    const { scenario, generic } = scenarioFor(fn.route);
    return { event: routeEvent(fn.route, await scenario(ctx), fn.route.scope ? ctx.token : null), generic };
  }
  // The floor ignores its event; the fallback gets a path that exists nowhere.
  const path = fn.kind === 'fallback' ? UNKNOWN_PATH : '/v1/workspace/networks';
  const event = routeEvent(pseudoRoute(path), {}, ctx.token);
  if (fn.kind === 'fallback') {
    event.routeKey = '$default';
    event.requestContext.routeKey = '$default';
  }
  return { event, generic: false };
}
