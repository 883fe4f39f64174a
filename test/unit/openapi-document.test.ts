/** The generated OpenAPI document: every route, its parameters, bodies, successes and failures, from the route table alone. */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { documentedRouteList } from '#shared/responses.ts';
import { ERROR_STATUS } from '#shared/http/error-mapper.ts';
import { routeErrorCodes } from '#shared/http/pipeline-errors.ts';
import { PROVIDER_NETWORK_MODE_HEADER } from '#shared/http/beta.ts';
import type { DocumentedRoute, HttpRoute } from '#shared/http/route.ts';
import { buildOpenApiDocument } from '#shared/openapi/document.ts';
import { withMeta } from '#shared/schemas/meta.ts';
import type { OpenApiDocument, Operation, Parameter, Response } from '#shared/openapi/types.ts';

const doc = buildOpenApiDocument(documentedRouteList);
const operationOf = (d: OpenApiDocument, r: HttpRoute) => d.paths[r.path]?.[r.method.toLowerCase() as 'get'] as Operation;
const response = (d: OpenApiDocument, r: Response | { $ref: string }): Response =>
  '$ref' in r ? d.components.responses![r.$ref.split('/').pop()!]! : r;
const codesOf = (r: Response) => (r.content!['application/json']!.schema as any).properties.error.properties.code.enum as string[];

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 with a bearer scheme required by default', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.partnerSignature).toMatchObject({ type: 'apiKey', in: 'header', name: 'Partner-Signature' });
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    expect(JSON.stringify(buildOpenApiDocument(documentedRouteList))).toBe(JSON.stringify(doc));
  });

  it.each(documentedRouteList.map((r) => [r.id, r] as const))('%s has its operation, parameters and responses', (id, route) => {
    const op = operationOf(doc, route);
    expect(op.operationId).toBe(id);
    // A signed route names its signature's scheme; a route a console session may call names the
    // session's (beside the key where keys are taken); other public routes need nothing; the rest
    // inherit the bearer key.
    const security =
      route.sessions === 'only'
        ? [{ consoleSession: [] }]
        : route.sessions === 'allowed'
          ? [{ bearerAuth: [] }, { consoleSession: [] }]
          : route.scope !== null
            ? undefined
            : route.signature
              ? [{ partnerSignature: [] }]
              : [];
    expect(op.security).toEqual(security);
    const params = op.parameters as Array<Parameter | { $ref: string }>;
    expect(params).toContainEqual({ $ref: '#/components/parameters/Environment' });
    const named = params.filter((p): p is Parameter => 'name' in p);
    const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    expect(named.filter((p) => p.in === 'path').map((p) => [p.name, p.required])).toEqual(pathParams.map((n) => [n, true]));
    const query = route.schemas.query instanceof z.ZodMiniObject ? Object.keys(route.schemas.query.shape) : [];
    expect(named.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(query);
    expect(op.requestBody !== undefined).toBe(route.schemas.body !== undefined);
    // Success: the route's status, in the envelope unless the route is raw.
    const success = op.responses[String(route.status)]!;
    const [mediaType, media] = Object.entries(success.content ?? {})[0]!;
    expect(mediaType).toBe(route.raw?.mediaType ?? 'application/json');
    if (!route.raw) expect(Object.keys((media.schema as any).properties)).toEqual(['data', 'error', 'request_id']);
    // Failures: exactly the statuses of the pipeline's and the route's codes, each code listed.
    const codes = routeErrorCodes(route);
    const failures = Object.entries(op.responses).filter(([status]) => Number(status) >= 400);
    expect(failures.map(([s]) => Number(s)).sort()).toEqual([...new Set(codes.map((c) => ERROR_STATUS[c]))].sort());
    expect(failures.flatMap(([, r]) => codesOf(response(doc, r))).sort()).toEqual([...codes].sort());
  });

  it('converts request schemas as inputs and response schemas as outputs', () => {
    const request = doc.components.schemas.CreateApiKeyRequest as any;
    expect(request.required).toEqual(['name', 'scopes']);
    expect(request.additionalProperties).toBe(false);
    const limit = (operationOf(doc, documentedRouteList.find((r) => r.id === 'listApiKeys')!).parameters as Parameter[]).find(
      (p) => p.name === 'limit',
    )!;
    expect(limit).toMatchObject({ required: false, schema: { type: 'integer', default: 20, minimum: 1, maximum: 100 } });
    expect(doc.components.schemas.ApiKey).toMatchObject({
      additionalProperties: false,
      properties: { created_at: { $ref: '#/components/schemas/DateTime' } },
    });
  });

  it('names a schema twice when its input and output forms differ', () => {
    const shared = withMeta(z.object({ label: z._default(z.string(), 'x') }), { id: 'Labelled' });
    const route = fixture({
      schemas: { body: z.strictObject({ item: shared }), response: z.object({ item: shared }) },
      method: 'POST',
      access: 'write',
    });
    const { components } = buildOpenApiDocument([route]);
    expect(components.schemas.Labelled).toMatchObject({ required: ['label'], additionalProperties: false });
    expect(components.schemas.LabelledInput).not.toHaveProperty('required');
  });

  it.each([...documentedRouteList.filter((r) => r.beta), fixture({ beta: true })].map((r) => [r.id, r] as const))(
    'marks beta route %s and documents its provider-network mode header on every response',
    (_, route) => {
      const document = route.entry === 'functions/none.ts' ? buildOpenApiDocument([route]) : doc;
      const op = operationOf(document, route);
      expect(op['x-beta']).toBe(true);
      expect(op.description).toMatch(/^\*\*Beta\*\*/);
      for (const [status, r] of Object.entries(op.responses)) {
        const header = response(document, r).headers?.[PROVIDER_NETWORK_MODE_HEADER];
        expect(header, status).toMatchObject({ required: status !== '413' && status !== '431', schema: { examples: ['hybrid'] } });
      }
    },
  );

  it('describes the webhook delivery: body, signed headers and the signature scheme', () => {
    const post = doc.webhooks.event!.post!;
    expect((post.parameters as Parameter[]).map((p) => [p.name, p.in, p.required])).toEqual(
      [
        'X-Service-Webhook-ID',
        'X-Service-Webhook-Type',
        'X-Service-Webhook-Timestamp',
        'X-Service-Webhook-Signature',
        'X-Service-Webhook-Sequence',
        'User-Agent',
      ].map((n) => [n, 'header', true]),
    );
    expect(post.description).toMatch(/HMAC-SHA256/);
    expect(post.description).toMatch(/5 minutes/);
    expect(doc.components.schemas.WebhookDelivery).toMatchObject({ required: ['id', 'type', 'created_at', 'data'] });
  });

  it('refuses a route without schemas, and a schema JSON Schema cannot express', () => {
    expect(() => buildOpenApiDocument([{ ...fixture({}), schemas: {} as never }])).toThrow(/no schemas.response/);
    expect(() => buildOpenApiDocument([fixture({ schemas: { response: z.object({ at: z.date() }) } })])).toThrow(
      /Date cannot be represented/,
    );
    expect(() => buildOpenApiDocument([fixture({ schemas: { query: z.string(), response: z.object({}) } })])).toThrow(/must be a z.object/);
    expect(() => buildOpenApiDocument([fixture({ path: '/v1/things' })])).toThrow(/Tag "things" has no display name/);
  });
});

/** A route for the generator only (never served). */
function fixture(over: Partial<DocumentedRoute>): DocumentedRoute {
  return {
    id: 'getThing',
    method: 'GET',
    path: '/v1/providers/things',
    entry: 'functions/none.ts',
    scope: 'ramp:read',
    access: 'read',
    beta: false,
    status: 200,
    summary: 'A thing.',
    schemas: { response: z.object({ thing: z.string() }) },
    errors: [],
    ...over,
  };
}
