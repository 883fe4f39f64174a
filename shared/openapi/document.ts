/**
 * The OpenAPI 3.1 document, generated from the route table: nothing in it is written twice.
 * Schemas come from the routes' zod schemas (schema-collector.ts), failures from the pipeline
 * (shared/http/pipeline-errors.ts) and each route's `errors`. Pure: no I/O, no configuration,
 * so the served document, `npm run openapi` and the tests build the very same thing.
 *
 * Only the documentation function imports this module; route handlers never do, which keeps
 * their bundles free of the generator (test/unit/openapi-isolation.test.ts checks it).
 */
import type { DocumentedRoute } from '#shared/http/route.ts';
import { errorEnvelopeSchema } from '#shared/schemas/envelope.ts';
import { API_DESCRIPTION, tagObjects } from '#shared/openapi/description.ts';
import { buildOperation, planRoute, tagOf } from '#shared/openapi/operation.ts';
import { environmentParameter } from '#shared/openapi/parameters.ts';
import { failureResponse } from '#shared/openapi/responses.ts';
import { createSchemaCollector } from '#shared/openapi/schema-collector.ts';
import { extractSharedResponses } from '#shared/openapi/shared-responses.ts';
import type { OpenApiDocument, PathItem } from '#shared/openapi/types.ts';
import { planWebhooks } from '#shared/openapi/webhooks.ts';
import { addCreateLinks } from '#shared/openapi/links.ts';

/** The contract version this API implements (contract section 9). */
export const API_VERSION = '0.1.0';

/** Where `npm start` serves the API; the deployed document names the host that served it instead. */
export { LOCAL_SERVER } from '#shared/openapi/servers.ts';
import { LOCAL_SERVER } from '#shared/openapi/servers.ts';

export interface DocumentOptions {
  servers?: OpenApiDocument['servers'];
}

/** Builds the whole document for `routes`. Throws on a route it cannot document. */
export function buildOpenApiDocument(routes: readonly DocumentedRoute[], options: DocumentOptions = {}): OpenApiDocument {
  const collector = createSchemaCollector();
  const plans = routes.map((route) => planRoute(route, collector));
  const webhooks = planWebhooks(collector);
  const unmatched = {
    403: collector.add(errorEnvelopeSchema(['edge_required']), 'UnmatchedError403', 'output', { inline: true }),
    404: collector.add(errorEnvelopeSchema(['route_not_found']), 'UnmatchedError404', 'output', { inline: true }),
    405: collector.add(errorEnvelopeSchema(['method_not_allowed']), 'UnmatchedError405', 'output', { inline: true }),
    431: collector.add(errorEnvelopeSchema(['headers_too_large']), 'UnmatchedError431', 'output', { inline: true }),
  };
  const schemas = collector.finish();

  const paths: Record<string, PathItem> = {};
  for (const plan of plans) {
    const item = (paths[plan.route.path] ??= {});
    item[plan.route.method.toLowerCase() as keyof PathItem] = buildOperation(plan, collector);
  }
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: 'Workspace Wallet, Transfer and Ramp API',
      version: API_VERSION,
      description: API_DESCRIPTION,
      license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
    },
    servers: options.servers ?? [LOCAL_SERVER],
    security: [{ bearerAuth: [] }],
    tags: tagObjects([...routes.map(tagOf), 'webhooks']),
    paths,
    webhooks: webhooks(),
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
      parameters: { Environment: environmentParameter() },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'A workspace API key: `Authorization: Bearer wsk_…`.' },
        consoleSession: {
          type: 'apiKey',
          in: 'cookie',
          name: '__Host-console_session',
          description:
            "A console session, set by the passkey sign-in (docs/console.md, Sessions); a change made with it also sends the session's CSRF token in `X-CSRF-Token`.",
        },
        partnerSignature: {
          type: 'apiKey',
          in: 'header',
          name: 'Partner-Signature',
          description:
            'The payment partner\'s callbacks only: `t=<unix seconds>,v1=<hex HMAC-SHA256(partner callback secret, "<t>.<raw body>")>`; several `v1=` during a secret rotation; the timestamp within 300 s of now.',
        },
      },
    },
    'x-unmatched-requests': {
      description: "Requests that match no operation (API Gateway's `$default` route), in the envelope.",
      responses: {
        '403': failureResponse(null, 403, ['edge_required'], unmatched[403]),
        '404': failureResponse(null, 404, ['route_not_found'], unmatched[404]),
        '405': failureResponse(null, 405, ['method_not_allowed'], unmatched[405]),
        '431': failureResponse(null, 431, ['headers_too_large'], unmatched[431]),
      },
    },
  };
  const resolved = collector.inlineInto(document, document.components.schemas);
  collector.dropInline(resolved.components.schemas);
  extractSharedResponses(resolved);
  addCreateLinks(resolved);
  return resolved;
}
