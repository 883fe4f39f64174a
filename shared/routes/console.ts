/**
 * The console (docs/console.md): a page for people, served by the stack on the API's own origin
 * as `/docs` is, so its session cookie and its API calls never cross an origin. Public and
 * table-less: the page is static; what it shows comes from the API, behind a session.
 */
import { defineRoute, type HttpRoute } from '#shared/http/route.ts';

/** The built script (`npm run console`, infra/console/build.ts; checked fresh by test/unit/console-build.test.ts). */
export const CONSOLE_SCRIPT_FILE = '#console/dist/console.js';
/** The stylesheet, as written. */
export const CONSOLE_STYLE_FILE = '#console/src/console.css';

export const getConsolePage = /* @__PURE__ */ defineRoute({
  id: 'getConsolePage',
  method: 'GET',
  path: '/console',
  entry: 'functions/console/page.ts',
  scope: null,
  access: 'none',
  beta: false,
  status: 200,
  tag: 'console',
  summary: 'The console: approvals, wallets, transfers, members and webhooks for people, signed in with a passkey.',
  schemas: {},
  errors: [],
  responseHeaders: {
    'Content-Security-Policy':
      "The page's own script and stylesheet by their hashes, and fetches to this origin only: nothing from another host.",
    'X-Content-Type-Options': '`nosniff`.',
    'Referrer-Policy': '`no-referrer`.',
    'Cache-Control': '`no-store`.',
  },
  raw: { mediaType: 'text/html' },
  bundledFiles: [CONSOLE_SCRIPT_FILE, CONSOLE_STYLE_FILE],
});

/** The area's routes by id, for the route table (`shared/routes.ts`); an entry reads its own through the module's namespace. */
export const consoleRoutes = { getConsolePage } satisfies Record<string, HttpRoute>;
