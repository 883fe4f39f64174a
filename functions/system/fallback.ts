/**
 * API Gateway's `$default` route: answers every request no route matches, in the envelope.
 * 405 `method_not_allowed` (with `Allow`) when the path exists with other methods, else 404,
 * with the routes a near miss was probably meant for in `details.did_you_mean`; behind the public
 * edge, 403 `edge_required` first for a request that did not come through it.
 */
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { requestContext, requestIdOf } from '#shared/http/middlewares/request-context.ts';
import { originCheck } from '#shared/http/middlewares/origin-check.ts';
import { ApiError } from '#shared/model/errors.ts';
import { allowedMethods, nearMisses } from '#shared/http/route-match.ts';
import { routeList } from '#shared/routes.ts';
import { withRequestId } from '#shared/log.ts';

const pipeline = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
  .use(requestContext({ successStatus: 200 }))
  .use(originCheck())
  .handler(async (event) => {
    const allow = allowedMethods(routeList, event.rawPath);
    if (allow.length > 0) {
      throw new ApiError('method_not_allowed', `${event.requestContext.http.method} is not allowed on this path.`, {
        details: { allowed_methods: allow },
      });
    }
    const suggestions = nearMisses(routeList, event.requestContext.http.method, event.rawPath);
    if (suggestions.length > 0) {
      throw new ApiError('route_not_found', `No route matches this path; did you mean ${suggestions[0]}? The reference is at /docs.`, {
        details: { did_you_mean: suggestions },
      });
    }
    throw new ApiError('route_not_found', 'No route matches this path. API paths begin with /v1; the reference is at /docs.');
  });

export const handler = (event: APIGatewayProxyEventV2, context: Context) =>
  withRequestId(requestIdOf(event), () => pipeline(event, context));
