/**
 * One route as an OpenAPI operation. Planning registers the route's schemas with the collector
 * (before conversion); building writes the operation from the converted schemas (after it).
 */
import type { ErrorCode } from '#shared/model/errors.ts';
import { routeErrorsByStatus, requiresAuth } from '#shared/http/pipeline-errors.ts';
import type { DocumentedRoute, HttpRoute } from '#shared/http/route.ts';
import { errorEnvelopeSchema, successEnvelopeSchema } from '#shared/schemas/envelope.ts';
import { requestExamplesOf, responseExampleOf } from '#shared/openapi/examples/index.ts';
import { ENVIRONMENT_PARAMETER_REF, headerParameters, objectParameters } from '#shared/openapi/parameters.ts';
import { failureResponse, successResponse } from '#shared/openapi/responses.ts';
import type { SchemaCollector, SchemaRef } from '#shared/openapi/schema-collector.ts';
import type { Operation, Parameter } from '#shared/openapi/types.ts';

export interface RoutePlan {
  route: DocumentedRoute;
  body?: SchemaRef;
  query?: SchemaRef;
  params?: SchemaRef;
  success: SchemaRef;
  failures: Array<{ status: number; codes: [ErrorCode, ...ErrorCode[]]; schema: SchemaRef }>;
}

/** The security scheme (document.ts) of each request signature a route can carry. */
export const SIGNATURE_SCHEMES = { 'Partner-Signature': 'partnerSignature' } as const;

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** The tag of a route: its own, or the first path segment after `/v1`. */
export function tagOf(route: HttpRoute): string {
  return route.tag ?? route.path.split('/')[2] ?? 'api';
}

/** Registers the route's schemas. A route without a response schema cannot be documented: it throws. */
export function planRoute(route: DocumentedRoute, collector: SchemaCollector): RoutePlan {
  const { schemas } = route;
  if (!schemas?.response) {
    throw new Error(
      `Route ${route.id} has no schemas.response: every route has its response in shared/responses/ (documentedRouteList joins them).`,
    );
  }
  const name = pascal(route.id);
  const data = collector.add(schemas.response, `${name}Data`, 'output', { inline: route.raw !== undefined });
  return {
    route,
    ...(schemas.body ? { body: collector.add(schemas.body, `${name}Request`, 'input') } : {}),
    ...(schemas.query ? { query: collector.add(schemas.query, `${name}Query`, 'input', { inline: true }) } : {}),
    ...(schemas.params ? { params: collector.add(schemas.params, `${name}Params`, 'input', { inline: true }) } : {}),
    success: route.raw ? data : collector.add(successEnvelopeSchema(schemas.response), `${name}Response`, 'output', { inline: true }),
    failures: [...routeErrorsByStatus(route)].map(([status, codes]) => {
      const list = codes as [ErrorCode, ...ErrorCode[]];
      return { status, codes: list, schema: collector.add(errorEnvelopeSchema(list), `${name}Error${status}`, 'output', { inline: true }) };
    }),
  };
}

/** Writes the operation of a planned route (after the collector's `finish`). */
export function buildOperation(plan: RoutePlan, collector: SchemaCollector): Operation {
  const { route } = plan;
  const parameters: Array<Parameter | typeof ENVIRONMENT_PARAMETER_REF> = [
    ...(plan.params ? objectParameters(collector.resolve(plan.params), 'path', route.id) : []),
    ...(plan.query ? objectParameters(collector.resolve(plan.query), 'query', route.id) : []),
    ENVIRONMENT_PARAMETER_REF,
    ...headerParameters(route),
  ];
  const beta = route.beta
    ? '**Beta**: this route may change. Its responses report the provider-network mode in `X-Service-Provider-Network-Mode`.\n\n'
    : '';
  const access = requiresAuth(route)
    ? route.sessions === 'only'
      ? 'Needs a console session; API keys are refused.'
      : `Needs an API key with the \`${route.scope}\` scope${route.sessions === 'allowed' ? ', or a console session whose member holds it' : ''}.`
    : route.signature
      ? `No API key: authenticated by the \`${route.signature.header}\` signature of the body.`
      : 'Public: no API key needed.';
  const operation: Operation = {
    operationId: route.id,
    summary: route.summary,
    description: `${beta}${route.description ? `${route.description}\n\n` : ''}${access}`,
    tags: [tagOf(route)],
    ...(requiresAuth(route)
      ? route.sessions
        ? { security: route.sessions === 'only' ? [{ consoleSession: [] }] : [{ bearerAuth: [] }, { consoleSession: [] }] }
        : {}
      : { security: route.signature ? [{ [SIGNATURE_SCHEMES[route.signature.header]]: [] }] : [] }),
    parameters: parameters as Parameter[],
    responses: {
      [String(route.status)]: successResponse(route, plan.success, responseExampleOf(route.id)),
      ...Object.fromEntries(
        Object.entries(route.alsoSucceeds ?? {}).map(([status, when]) => [
          status,
          { ...successResponse(route, plan.success, responseExampleOf(route.id, Number(status))), description: when },
        ]),
      ),
      ...Object.fromEntries(plan.failures.map((f) => [String(f.status), failureResponse(route, f.status, f.codes, f.schema)])),
    },
    ...(route.beta ? { 'x-beta': true } : {}),
  };
  if (plan.body) {
    const examples = requestExamplesOf(route.id);
    const media = { schema: plan.body, ...(examples ? { examples } : {}) };
    operation.requestBody = { required: true, content: { 'application/json': media } };
  }
  return operation;
}
