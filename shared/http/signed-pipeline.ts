/**
 * `signedHttp(route, handler)`: `http()` for a route authenticated by a signature over its body
 * (`HttpRoute.signature`, the partner's callbacks): the same pipeline with the signature check
 * where an API key would be checked. Apart from pipeline.ts so that only signed routes bundle it.
 */
import type { HttpRoute } from '#shared/http/route.ts';
import { composeHttp, type LambdaHttpHandler, type RouteHandler } from '#shared/http/pipeline.ts';
import { verifySignature } from '#shared/http/middlewares/signature.ts';

export function signedHttp<R extends HttpRoute>(route: R, handler: RouteHandler<R>): LambdaHttpHandler {
  if (!route.signature || route.scope !== null)
    throw new Error(`Route ${route.id} is not a signed public route: build its handler with http().`);
  return composeHttp(route, handler, [verifySignature(route.signature)], []);
}
