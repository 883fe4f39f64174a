/**
 * `ceremonyHttp(route, handler)`: `http()` for a public route that starts or answers a passkey
 * ceremony (`HttpRoute.limitedPerSource`: the enrolment and sign-in options, sign-in). Every
 * request counts as an unauthenticated attempt of its source address, against the same
 * per-container budget as refused API keys (`AUTH_FAILURES_PER_SOURCE_PER_MINUTE`,
 * source-limit.ts), and an address over it is refused with 429 before anything is read or
 * written: one address cannot fill the table with challenges. Apart from pipeline.ts so only
 * those functions bundle it.
 */
import * as config from '#shared/config.ts';
import type { HttpRoute } from '#shared/http/route.ts';
import { composeHttp, type LambdaHttpHandler, type RouteHandler } from '#shared/http/pipeline.ts';
import { sourceLimited } from '#shared/http/middlewares/auth.ts';
import { countSourceRefusal, sourceBlockedFor } from '#shared/http/middlewares/source-limit.ts';
import type { HttpMiddleware } from '#shared/http/middlewares/types.ts';

function limitPerSource(): HttpMiddleware {
  return {
    before: (request) => {
      const now = Date.now();
      const source = request.event.requestContext?.http?.sourceIp ?? 'unknown';
      const limit = config.AUTH_FAILURES_PER_SOURCE_PER_MINUTE;
      const blockedFor = sourceBlockedFor(source, limit, now);
      if (blockedFor !== null) throw sourceLimited(limit, blockedFor);
      countSourceRefusal(source, now);
    },
  };
}

export function ceremonyHttp<R extends HttpRoute>(route: R, handler: RouteHandler<R>): LambdaHttpHandler {
  if (!route.limitedPerSource) throw new Error(`Route ${route.id} is not limited per source: build its handler with http().`);
  return composeHttp(route, handler, [limitPerSource()], []);
}
