/**
 * `http(route, handler)`: the one way to build an HTTP Lambda entry. It composes the Middy
 * pipeline every route shares, in this order:
 *   request context (request id; envelope on the way out; error mapper on failure; the
 *   provider-network mode header on beta routes)
 *   → the origin check, on a stage deployed behind its public edge
 *   → authentication and scope (skipped for public routes; the key lookup is eventually
 *     consistent on read routes, strongly consistent on the others)
 *   → the body's signature, on a signed public route (partner callbacks)
 *   → JSON body → the `Idempotency-Key` header (as the body's `idempotency_key`)
 *   → environment and zod validation → the handler.
 * The handler receives typed, validated input and returns `{ data }`; it never builds a response.
 */
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { BodyOf, DataOf, HttpRoute, ParamsOf, QueryOf } from '#shared/http/route.ts';
import { stateOf } from '#shared/http/state.ts';
import { requestContext, requestIdOf, type HandlerResult } from '#shared/http/middlewares/request-context.ts';
import { authenticate } from '#shared/http/middlewares/auth.ts';
import { originCheck } from '#shared/http/middlewares/origin-check.ts';
import { jsonBody } from '#shared/http/middlewares/json-body.ts';
import type { HttpMiddleware } from '#shared/http/middlewares/types.ts';
import { validateInput } from '#shared/http/middlewares/validate-input.ts';
import { looksUpKeyConsistently, rateLimitKind, takesBody } from '#shared/http/pipeline-errors.ts';
import { withRequestId } from '#shared/log.ts';
import { betaRouteHeaders } from '#shared/http/beta.ts';
import type { AuthContext } from '#shared/model/auth.ts';
import type { TenantScope, Environment } from '#shared/model/tenancy.ts';

/** What a route handler sees. `auth` and `tenant` are set on every authenticated route. */
export interface RouteRequest<R extends HttpRoute> {
  params: ParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
  environment: Environment;
  auth: AuthContext;
  /** The workspace and environment every environment-scoped read and write is confined to. */
  tenant: TenantScope;
  requestId: string;
  headers: Record<string, string | undefined>;
}

export type RouteHandler<R extends HttpRoute> = (request: RouteRequest<R>) => Promise<HandlerResult<DataOf<R>>>;

export type LambdaHttpHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** Builds the Lambda handler of one route (a signed route's is `signedHttp`, shared/http/signed-pipeline.ts). */
export function http<R extends HttpRoute>(route: R, handler: RouteHandler<R>): LambdaHttpHandler {
  if (route.signature) throw new Error(`Route ${route.id} is signed: build its handler with signedHttp (shared/http/signed-pipeline.ts).`);
  // Public routes (scope null) skip authentication; pipeline-errors.ts documents the same rules.
  const authentication = route.scope
    ? [authenticate(route.scope, { rateLimit: rateLimitKind(route), consistentKeyLookup: looksUpKeyConsistently(route) })]
    : [];
  return composeHttp(route, handler, [], authentication);
}

/**
 * The pipeline, with `signatureCheck` after authentication. Signed routes pass theirs from a
 * module of their own, so the signature check (and the Secrets Manager client it reads the
 * secret with) stays out of every other function's bundle.
 */
export function composeHttp<R extends HttpRoute>(
  route: R,
  handler: RouteHandler<R>,
  signatureCheck: HttpMiddleware[],
  /**
   * The API key's (`http()`), a console session's (shared/http/session-pipeline.ts), or none (public
   * routes). Passed in, so a function whose route takes no API key does not bundle their check.
   */
  authentication: HttpMiddleware[],
): LambdaHttpHandler {
  const pipeline = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
    .use(requestContext({ successStatus: route.status, raw: route.raw, ...(route.beta ? { headers: betaRouteHeaders() } : {}) }))
    // Behind the optional public edge, nothing is looked at before the edge's secret is.
    .use(originCheck())
    .use(authentication)
    // A signed public route (partner callbacks) is authenticated by its body's signature instead.
    .use(signatureCheck)
    .use(jsonBody({ takesBody: takesBody(route) }))
    // Only creates declare one, so only their functions carry it.
    .use(route.idempotencyKey ?? [])
    .use(validateInput(route))
    .handler(async (event) => {
      const state = stateOf(event);
      const auth = state.auth as AuthContext;
      const result = await handler({
        params: state.params as ParamsOf<R>,
        query: state.query as QueryOf<R>,
        body: state.body as BodyOf<R>,
        environment: state.environment,
        auth,
        tenant: { workspaceId: auth?.workspaceId, environment: state.environment },
        requestId: state.requestId,
        headers: event.headers ?? {},
      });
      // The request-context middleware turns this into the envelope.
      return result as unknown as APIGatewayProxyStructuredResultV2;
    });
  return (event, context) => withRequestId(requestIdOf(event), () => pipeline(event, context));
}
