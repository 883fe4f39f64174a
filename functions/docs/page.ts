import { http } from '#shared/http/pipeline.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/docs.ts';
import { docsPage } from '#shared/openapi/docs-page.ts';

const page = docsPage({
  title: 'Workspace Wallet, Transfer and Ramp API',
  documentPath: routes.getOpenApiDocument.path,
  rendererPath: routes.getDocsRenderer.path,
});

export const handler = http(routes.getDocsPage, async () => ({
  data: page.html,
  headers: { 'Cache-Control': 'public, max-age=300', ...page.headers },
}));
