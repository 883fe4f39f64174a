/**
 * The console's page (`GET /console`): one HTML document carrying the console's stylesheet and
 * script inline, each allowed by its hash in the Content-Security-Policy. The page is static (the
 * same bytes for everyone), so hashes rather than per-response nonces; inline rather than a second
 * request because the whole script is small (docs/console.md gives its size). The script talks
 * only to this origin's API with the session cookie, so the policy names no other origin and
 * allows neither `unsafe-inline` nor `unsafe-eval`.
 */
import { createHash } from 'node:crypto';

export interface ConsolePage {
  html: string;
  headers: Record<string, string>;
}

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The tab icon, inline, so the browser does not ask for `/favicon.ico`, which no route serves. */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0f766e"/>' +
    '<path d="M9 17l5 5 9-11" stroke="#fff" stroke-width="3" fill="none"/></svg>',
)}`;

/** The page for the built script and stylesheet (infra/console/build.ts writes the script). */
export function consolePage(script: string, style: string): ConsolePage {
  // A closing tag inside the inline blocks would end them early; the build never emits one, and
  // this refuses a script that does rather than serve a broken page.
  if (/<\/script/i.test(script) || /<\/style/i.test(style)) throw new Error('The console script or style contains a closing tag.');
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="referrer" content="no-referrer" />
    <title>Console · Workspace Wallet, Transfer and Ramp API</title>
    <link rel="icon" type="image/svg+xml" href="${FAVICON}" />
    <style>${style}</style>
  </head>
  <body>
    <noscript>The console needs JavaScript.</noscript>
    <div id="app"></div>
    <script type="module">${script}</script>
  </body>
</html>
`;
  const csp = [
    "default-src 'none'",
    `script-src ${sha256Source(script)}`,
    `style-src ${sha256Source(style)}`,
    'img-src data:',
    // The API on this origin, with the session cookie.
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    html,
    headers: {
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      // A page that acts on a session is never kept by a shared cache.
      'Cache-Control': 'no-store',
    },
  };
}
