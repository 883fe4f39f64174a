/**
 * The reference page (`GET /docs`): a static HTML shell that loads Redoc's standalone bundle
 * from this API (`GET /docs/redoc.standalone.js`) and renders `/v1/openapi.json` in the browser.
 * Nothing is fetched from a third party, so the page works wherever the API is reachable.
 */

export interface DocsPageOptions {
  title: string;
  /** Absolute paths on this API's origin. */
  documentPath: string;
  rendererPath: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page's HTML. */
export function docsPageHtml(options: DocsPageOptions): string {
  const title = escapeHtml(options.title);
  // JSON.stringify yields valid JS string literals; `<` is escaped so no `</script>` can end the block.
  const literal = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} – reference</title>
    <link rel="modulepreload" href="${escapeHtml(options.rendererPath)}" />
    <style>body { margin: 0; }</style>
  </head>
  <body>
    <noscript>This reference needs JavaScript. The raw document is at <a href="${escapeHtml(options.documentPath)}">${escapeHtml(options.documentPath)}</a>.</noscript>
    <div id="redoc"></div>
    <script type="module">
      import { init } from ${literal(options.rendererPath)};
      // Telemetry off: readers of our reference are not reported to anyone.
      init(${literal(options.documentPath)}, { disableTelemetry: true, hideDownloadButtons: false }, document.getElementById('redoc'));
    </script>
  </body>
</html>
`;
}
