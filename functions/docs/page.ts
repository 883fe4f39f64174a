import { http } from '#shared/http/pipeline.ts';
import { routes } from '#shared/routes.ts';
import { docsPageHtml } from '#shared/openapi/docs-page.ts';

const page = docsPageHtml({
  title: 'Workspace Wallet, Transfer and Ramp API',
  documentPath: routes.getOpenApiDocument.path,
  rendererPath: routes.getDocsRenderer.path,
});

export const handler = http(routes.getDocsPage, async () => ({
  data: page,
  headers: { 'Cache-Control': 'public, max-age=300' },
}));
