import { http } from '#shared/http/pipeline.ts';
import { routeList, routes } from '#shared/routes.ts';
import { buildOpenApiDocument, LOCAL_SERVER } from '#shared/openapi/document.ts';
import { requestOrigin } from '#shared/openapi/servers.ts';
import type { OpenApiDocument } from '#shared/openapi/types.ts';

// Built once per container (tens of milliseconds): the route table cannot change while it runs.
let document: OpenApiDocument | undefined;

export const handler = http(routes.getOpenApiDocument, async ({ headers }) => {
  document ??= buildOpenApiDocument(routeList);
  const origin = requestOrigin(headers);
  const servers = origin ? [{ url: origin, description: 'This API' }] : [LOCAL_SERVER];
  return { data: { ...document, servers }, headers: { 'Cache-Control': 'public, max-age=300' } };
});
