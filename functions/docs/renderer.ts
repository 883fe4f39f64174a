import { http } from '#shared/http/pipeline.ts';
import { readBundledFile } from '#shared/http/bundled-file.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/docs.ts';
import { NOSNIFF, selfContainedRenderer } from '#shared/openapi/docs-page.ts';

// Read and rewritten once per container: megabytes that never change while it runs.
let script: string | undefined;

export const handler = http(routes.getDocsRenderer, async () => {
  script ??= selfContainedRenderer(readBundledFile(routes.RENDERER_FILE));
  // Public and identical for everyone; a day of caching spares the whole bundle on every page view.
  return { data: script, headers: { 'Cache-Control': 'public, max-age=86400', ...NOSNIFF } };
});
