/**
 * The reference page (`GET /docs`): a static HTML shell that loads Redoc's standalone bundle
 * from this API (`GET /docs/redoc.standalone.js`) and renders `/v1/openapi.json` in the browser.
 * Nothing is fetched from a third party, so the page works wherever the API is reachable and
 * tells no one who reads it: the bundle's own third-party images are replaced before it is
 * served (`selfContainedRenderer`), and the page's Content-Security-Policy lets the browser load
 * nothing from another origin should a later Redoc add some.
 */
import { createHash } from 'node:crypto';

export interface DocsPageOptions {
  title: string;
  /** Absolute paths on this API's origin. */
  documentPath: string;
  rendererPath: string;
}

export interface DocsPage {
  html: string;
  /** The security headers the page is served with. */
  headers: Record<string, string>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const svgDataUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** The tab icon, inline: a declared icon keeps the browser from asking for `/favicon.ico`, which no route serves. */
export const FAVICON_DATA_URI = svgDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1d4ed8"/>' +
    '<rect x="6" y="10" width="20" height="14" rx="3" fill="#fff"/><rect x="8" y="7" width="14" height="4" rx="2" fill="#93c5fd"/>' +
    '<circle cx="21" cy="17" r="2" fill="#1d4ed8"/></svg>',
);

/**
 * Our additions to Redoc's styles, for the error table of the document's description (the one
 * markdown table with a Code column). Redoc lets inline code break anywhere, which in the narrow
 * middle panel split `invalid_request` into `invalid_r` / `equest`; holding codes to one line in
 * three columns left the explanations a word wide. So each row reads as status and code on one
 * line, unbroken, and the explanation beneath them at the panel's full width. `#redoc` outranks
 * Redoc's generated class selectors.
 */
const ERROR_TABLE = '#redoc table.md:has(th[data-label="Code"])';
const PAGE_CSS = [
  'body { margin: 0; }',
  `${ERROR_TABLE} thead { display: none; }`,
  `${ERROR_TABLE} tr { display: grid; grid-template-columns: 4.5em 1fr; }`,
  `${ERROR_TABLE} td { border-bottom: none; }`,
  `${ERROR_TABLE} td:first-child { white-space: nowrap; }`,
  `${ERROR_TABLE} td:nth-child(2) > code { white-space: nowrap; word-break: normal; overflow-wrap: normal; }`,
  `${ERROR_TABLE} td:nth-child(3) { grid-column: 2; padding-top: 0; }`,
  `${ERROR_TABLE} tbody tr:not(:last-child) { border-bottom: 1px solid var(--md-table-border-color); }`,
].join(' ');

/** `X-Content-Type-Options: nosniff` on the page and its script: each is only what its Content-Type says. */
export const NOSNIFF = { 'X-Content-Type-Options': 'nosniff' } as const;

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The page's HTML and the headers that go with it. */
export function docsPage(options: DocsPageOptions): DocsPage {
  const title = escapeHtml(options.title);
  // JSON.stringify yields valid JS string literals; `<` is escaped so no `</script>` can end the block.
  const literal = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');
  // Telemetry off: readers of our reference are not reported to anyone. Redoc shows only the
  // code samples whose label its language list names: ours are curl and the SDK (code-samples.ts).
  const codeSamples = { languages: [{ lang: 'curl' }, { lang: 'TypeScript', label: 'SDK' }, { lang: 'Payload' }] };
  const script = `
      import { init } from ${literal(options.rendererPath)};
      init(${literal(options.documentPath)}, { disableTelemetry: true, hideDownloadButtons: false, codeSamples: ${JSON.stringify(codeSamples)} }, document.getElementById('redoc'));
    `;
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} – reference</title>
    <link rel="icon" type="image/svg+xml" href="${FAVICON_DATA_URI}" />
    <link rel="modulepreload" href="${escapeHtml(options.rendererPath)}" />
    <style>${PAGE_CSS}</style>
  </head>
  <body>
    <noscript>This reference needs JavaScript. The raw document is at <a href="${escapeHtml(options.documentPath)}">${escapeHtml(options.documentPath)}</a>.</noscript>
    <div id="redoc"></div>
    <script type="module">${script}</script>
  </body>
</html>
`;
  const csp = [
    "default-src 'none'",
    // The renderer from this origin, and the one inline module by its hash (the page is static
    // and cached, so a per-response nonce could not be kept fresh).
    `script-src 'self' ${sha256Source(script)}`,
    // Redoc (styled-components) injects <style> elements at run time and sets style attributes:
    // neither can carry a hash, so inline styles are allowed; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // The favicon and the replaced Redoc logo are data: URIs.
    "img-src 'self' data:",
    // Redoc's icon font is inlined in its styles as a data: URI.
    'font-src data:',
    // The document is fetched from this origin.
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, headers: { 'Content-Security-Policy': csp, ...NOSNIFF } };
}

/**
 * The images Redoc's bundle loads from Redocly's CDN (the "API docs by" attribution in the
 * sidebar, shown whatever the options say), each replaced by an inline wordmark that keeps the
 * credit and makes no request. `test/integration/docs.test.ts` fails if a Redoc upgrade renames
 * them, and the browser test fails on any request to another host.
 */
const REDOC_WORDMARK = svgDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 62 16" width="62" height="16">' +
    '<text x="0" y="12.5" font-family="system-ui, sans-serif" font-size="13" font-weight="600" fill="#0044d4">Redocly</text></svg>',
);
export const REDOC_THIRD_PARTY_IMAGES = [
  'https://cdn.redoc.ly/redoc/logo-mini-full.svg',
  'https://cdn.redoc.ly/redoc/logo-mini.svg',
] as const;

/** Redoc's standalone bundle as the page may load it: without requests to third-party hosts. */
export function selfContainedRenderer(script: string): string {
  let out = script;
  // The URLs sit in template literals; a data: URI of encodeURIComponent output has no backtick or `${`.
  for (const url of REDOC_THIRD_PARTY_IMAGES) out = out.replaceAll(url, REDOC_WORDMARK);
  return out;
}
