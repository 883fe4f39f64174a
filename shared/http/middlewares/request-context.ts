/**
 * First and last middleware of every HTTP function. Before: takes API Gateway's request id as
 * the request's id. After: wraps the handler's result in the success envelope. On error: maps
 * the error to the failure envelope (the one error mapper). Both ends wait for background work
 * (such as recording a key's last use) so that Lambda does not freeze it mid-flight.
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { errorResponse, rawResponse, successResponse } from '#shared/http/envelope.ts';
import { toApiError } from '#shared/http/error-mapper.ts';
import { findState, initState, stateOf } from '#shared/http/state.ts';
import type { HttpMiddleware } from '#shared/http/middlewares/types.ts';
import type { RawBody } from '#shared/http/route.ts';

/** What a route handler returns: the `data` of the envelope, with an optional status and headers. */
export interface HandlerResult<T> {
  data: T;
  status?: number;
  headers?: Record<string, string>;
}

export function requestIdOf(event: APIGatewayProxyEventV2): string {
  return event.requestContext?.requestId || randomUUID();
}

/** Waits for the request's background work; each piece logs its own failure (`startBackground`). */
async function settle(pending: Promise<void>[]): Promise<void> {
  await Promise.all(pending);
}

/**
 * `raw` sends the handler's data as is (see `HttpRoute.raw`); failures keep the envelope.
 * `headers` are added to every response of the route, success or failure (the beta routes'
 * `X-Service-Provider-Network-Mode`); a handler's or an error's own headers win.
 */
export function requestContext(options: { successStatus: number; raw?: RawBody; headers?: Record<string, string> }): HttpMiddleware {
  const routeHeaders = options.headers ?? {};
  return {
    before: (request) => {
      initState(request.event, requestIdOf(request.event));
    },
    after: async (request) => {
      const state = stateOf(request.event);
      await settle(state.pending);
      const result = request.response as unknown as HandlerResult<unknown>;
      const status = result.status ?? options.successStatus;
      const headers = { ...routeHeaders, ...result.headers };
      request.response = options.raw
        ? rawResponse(status, result.data, options.raw, state.requestId, headers)
        : successResponse(status, result.data, state.requestId, headers);
    },
    onError: async (request) => {
      // The state is missing only if the very first middleware failed: then nothing is pending.
      const state = findState(request.event);
      if (state) await settle(state.pending);
      const response = errorResponse(toApiError(request.error), state?.requestId ?? requestIdOf(request.event));
      request.response = { ...response, headers: { ...routeHeaders, ...response.headers } };
    },
  };
}
