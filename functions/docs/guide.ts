import { http } from '#shared/http/pipeline.ts';
import { readBundledFile } from '#shared/http/bundled-file.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it, and that route's schemas.
import * as routes from '#shared/routes/docs.ts';
import { NOSNIFF } from '#shared/openapi/docs-page.ts';

// Read once per container: the guides do not change while it runs.
const guides = new Map<string, string>();

export const handler = http(routes.getGuide, async ({ params }) => {
  let text = guides.get(params.guide);
  if (text === undefined) {
    text = readBundledFile(`#docs/${params.guide}`);
    guides.set(params.guide, text);
  }
  return { data: text, headers: { 'Cache-Control': 'public, max-age=300', ...NOSNIFF } };
});
