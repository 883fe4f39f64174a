/**
 * One route as an OpenAPI operation. Planning registers the route's schemas with the collector
 * (before conversion); building writes the operation from the converted schemas (after it).
 */
import type { ErrorCode } from '#shared/model/errors.ts';
import { routeErrorsByStatus, requiresAuth } from '#shared/http/pipeline-errors.ts';
import type { DocumentedRoute, HttpRoute } from '#shared/http/route.ts';
import { errorEnvelopeSchema, successEnvelopeSchema } from '#shared/schemas/envelope.ts';
import { requestExamplesOf, responseExampleOf } from '#shared/openapi/examples/index.ts';
import { ANY_KEY } from '#shared/model/scopes.ts';
import { curlSample, inSdk, sdkSample } from '#shared/openapi/code-samples.ts';
import { OPERATION_LABELS } from '#shared/openapi/labels.ts';
import { ENVIRONMENT_PARAMETER_REF, headerParameters, objectParameters } from '#shared/openapi/parameters.ts';
import { failureResponse, successResponse } from '#shared/openapi/responses.ts';
import type { SchemaCollector, SchemaRef } from '#shared/openapi/schema-collector.ts';
import type { Operation, Parameter } from '#shared/openapi/types.ts';
import { successSchemaOf } from '#shared/responses/common.ts';
import type * as z from 'zod/mini';

export interface RoutePlan {
  route: DocumentedRoute;
  body?: SchemaRef;
  query?: SchemaRef;
  params?: SchemaRef;
  success: SchemaRef;
  /** Other success statuses (`alsoSucceeds`), each with its envelope. */
  also: Map<number, SchemaRef>;
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
  // `<RouteId>Result`: generators name their own request types `<OperationId>Data`.
  const main = successSchemaOf(schemas.response, route.status);
  const data = collector.add(main, `${name}Result`, 'output', { inline: route.raw !== undefined });
  const envelope = (schema: z.ZodMiniType, suffix: string) =>
    collector.add(successEnvelopeSchema(schema), `${name}Response${suffix}`, 'output', { inline: true });
  const success = route.raw ? data : envelope(main, '');
  return {
    route,
    ...(schemas.body ? { body: collector.add(schemas.body, `${name}Request`, 'input') } : {}),
    ...(schemas.query ? { query: collector.add(schemas.query, `${name}Query`, 'input', { inline: true }) } : {}),
    ...(schemas.params ? { params: collector.add(schemas.params, `${name}Params`, 'input', { inline: true }) } : {}),
    success,
    also: new Map(
      Object.keys(route.alsoSucceeds ?? {}).map((key) => {
        const status = Number(key);
        const own = successSchemaOf(schemas.response, status);
        if (own !== main) collector.add(own, `${name}Result${status}`, 'output');
        return [status, own === main ? success : envelope(own, String(status))];
      }),
    ),
    failures: [...routeErrorsByStatus(route)].map(([status, codes]) => {
      const list = codes as [ErrorCode, ...ErrorCode[]];
      return { status, codes: list, schema: collector.add(errorEnvelopeSchema(list), `${name}Error${status}`, 'output', { inline: true }) };
    }),
  };
}

/** Writes the operation of a planned route (after the collector's `finish`). */
/** curl for every operation; the SDK's call beside it where the SDK has the operation. */
function codeSamples(route: HttpRoute, body: unknown) {
  return [curlSample(route, body), ...(inSdk(route) ? [sdkSample(route, body)] : [])];
}

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
      : route.scope === ANY_KEY
        ? 'Needs an API key, with any scopes.'
        : `Needs an API key with the \`${route.scope}\` scope${route.sessions === 'allowed' ? ', or a console session whose member holds it' : ''}.`
    : route.signature
      ? `No API key: authenticated by the \`${route.signature.header}\` signature of the body.`
      : 'Public: no API key needed.';
  const examples = requestExamplesOf(route.id);
  const operation: Operation = {
    operationId: route.id,
    summary: OPERATION_LABELS[route.id as keyof typeof OPERATION_LABELS] ?? route.summary,
    description: `${beta}${route.summary}\n\n${route.description ? `${route.description}\n\n` : ''}${access}`,
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
          { ...successResponse(route, plan.also.get(Number(status))!, responseExampleOf(route.id, Number(status))), description: when },
        ]),
      ),
      ...Object.fromEntries(plan.failures.map((f) => [String(f.status), failureResponse(route, f.status, f.codes, f.schema)])),
    },
    ...(route.beta ? { 'x-beta': true } : {}),
    'x-codeSamples': codeSamples(route, examples ? Object.values(examples)[0]?.value : undefined),
  };
  if (plan.body) {
    const media = { schema: plan.body, ...(examples ? { examples } : {}) };
    operation.requestBody = { required: route.optionalBody !== true, content: { 'application/json': media } };
  }
  return operation;
}
