import { http } from '#shared/http/pipeline.ts';
import { readBundledFile } from '#shared/http/bundled-file.ts';
import { consolePage, type ConsolePage } from '#shared/http/console-page.ts';
// The area's route module as a namespace: the bundle keeps only the route read from it.
import * as routes from '#shared/routes/console.ts';

// Built once per container: the page and its hashes never change while it runs.
let page: ConsolePage | undefined;

export const handler = http(routes.getConsolePage, async () => {
  page ??= consolePage(readBundledFile(routes.CONSOLE_SCRIPT_FILE), readBundledFile(routes.CONSOLE_STYLE_FILE));
  return { data: page.html, headers: page.headers };
});
