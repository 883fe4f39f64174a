import { http } from '#shared/http/pipeline.ts';
import { readBundledFile } from '#shared/http/bundled-file.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/docs.ts';
import { LOCAL_SERVER, requestOrigin } from '#shared/openapi/servers.ts';
import type { OpenApiDocument } from '#shared/openapi/types.ts';

// Read once per container: the document `npm run openapi` generated from the route table.
let document: OpenApiDocument | undefined;
// The serialised document per origin (a deployment answers on one or two hosts): stringifying
// the whole document per request would be most of the function's time.
const byOrigin = new Map<string, string>();
const MAX_ORIGINS = 16;

export const handler = http(routes.getOpenApiDocument, async ({ headers }) => {
  document ??= JSON.parse(readBundledFile(routes.SERVED_DOCUMENT_FILE)) as OpenApiDocument;
  const origin = requestOrigin(headers) ?? '';
  let text = byOrigin.get(origin);
  if (text === undefined) {
    const servers = origin ? [{ url: origin, description: 'This API' }] : [LOCAL_SERVER];
    text = JSON.stringify({ ...document, servers });
    if (byOrigin.size < MAX_ORIGINS) byOrigin.set(origin, text);
  }
  // A raw route's string body is sent as it is (shared/http/envelope.ts, rawResponse).
  return { data: text as never, headers: { 'Cache-Control': 'public, max-age=300' } };
});
