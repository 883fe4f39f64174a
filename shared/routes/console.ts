/**
 * The console (docs/console.md): a page for people, served by the stack on the API's own origin
 * as `/docs` is, so its session cookie and its API calls never cross an origin. Public and
 * table-less: the page is static; what it shows comes from the API, behind a session.
 */
import { defineRoute, type HttpRoute } from '#shared/http/route.ts';
import * as passkeys from '#shared/schemas/passkeys.ts';
import { refusesIdempotencyKey } from '#shared/http/middlewares/idempotency-key.ts';

/** The built script (`npm run console`, infra/console/build.ts; checked fresh by test/unit/console-build.test.ts). */
export const CONSOLE_SCRIPT_FILE = '#console/dist/console.js';
/** The stylesheet, as written. */
export const CONSOLE_STYLE_FILE = '#console/src/console.css';

/** Both pages serve the one script: they differ in path, entry and what a link to them is for. */
function consolePage<const Id extends string>(page: { id: Id; path: string; entry: string; summary: string }) {
  return defineRoute({
    ...page,
    method: 'GET',
    scope: null,
    access: 'none',
    beta: false,
    status: 200,
    tag: 'console',
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
}

export const getConsolePage = /* @__PURE__ */ consolePage({
  id: 'getConsolePage',
  path: '/console',
  entry: 'functions/console/page.ts',
  summary: 'The console: approvals, wallets, transfers, members and webhooks for people, signed in with a passkey.',
});

/**
 * The same page at the path of an invitation's enrolment link (`/console/enrol#token=…`,
 * shared/domain/members/invitations.ts): the script shows the enrolment there. The token rides in
 * the fragment, which no request carries, so no log or cache along the way sees it.
 */
export const getConsoleEnrolmentPage = /* @__PURE__ */ consolePage({
  id: 'getConsoleEnrolmentPage',
  path: '/console/enrol',
  entry: 'functions/console/enrolment-page.ts',
  summary: "The console's enrolment page, the target of an invitation's link: enrol a passkey with the invitation's token.",
});

export const getConsoleSession = /* @__PURE__ */ defineRoute({
  id: 'getConsoleSession',
  method: 'GET',
  path: '/v1/console/session',
  entry: 'functions/console/session.ts',
  scope: null,
  sessions: 'only',
  // Reading it keeps the session (its idle deadline), as every request with a session does.
  access: 'read',
  beta: false,
  status: 200,
  tag: 'console',
  summary: 'The console session this request came with: its member, deadlines and CSRF token.',
  description: `Authenticated by the console session cookie (\`__Host-console_session\`, set by sign-in; \`HttpOnly; Secure; SameSite=Strict\`), never by an API key. A session ends 15 minutes after its last use or 8 hours after sign-in, at sign-out, and at once when its member is removed (docs/console.md, Sessions). The page sends \`csrf_token\` back in \`X-CSRF-Token\` with every change.`,
  schemas: {},
  errors: [],
});

export const deleteConsoleSession = /* @__PURE__ */ defineRoute({
  id: 'deleteConsoleSession',
  method: 'DELETE',
  path: '/v1/console/session',
  entry: 'functions/console/sign-out.ts',
  scope: null,
  sessions: 'only',
  access: 'write',
  beta: false,
  status: 200,
  tag: 'console',
  summary: 'Sign out: end the console session at once and clear its cookie.',
  description:
    'Authenticated by the console session cookie (`__Host-console_session`, set by sign-in; `HttpOnly; Secure; SameSite=Strict`), never by an API key. A session ends 15 minutes after its last use or 8 hours after sign-in, at sign-out, and at once when its member is removed (docs/console.md, Sessions).',
  schemas: {},
  errors: [],
  responseHeaders: { 'Set-Cookie': 'Clears the session cookie (`Max-Age=0`).' },
});

export const createConsoleSessionOptions = /* @__PURE__ */ defineRoute({
  id: 'createConsoleSessionOptions',
  method: 'POST',
  path: '/v1/console/sessions/options',
  entry: 'functions/console/sign-in-options.ts',
  scope: null,
  limitedPerSource: true,
  access: 'write',
  beta: false,
  status: 200,
  tag: 'console',
  summary: 'Sign-in options (WebAuthn) for a workspace: a single-use challenge for any passkey of its members.',
  description:
    "Public. A PublicKeyCredentialRequestOptionsJSON for `navigator.credentials.get` with no `allowCredentials` (the browser offers the member's discoverable passkeys for this site) and user verification required; its challenge is stored hashed and works once, for 5 minutes, for this workspace. Each request counts against its source address's budget of unauthenticated attempts (429).",
  schemas: { body: passkeys.signInOptionsBody },
  errors: ['invalid_request'],
});

export const createConsoleSession = /* @__PURE__ */ defineRoute({
  id: 'createConsoleSession',
  method: 'POST',
  path: '/v1/console/sessions',
  entry: 'functions/console/sign-in.ts',
  scope: null,
  limitedPerSource: true,
  access: 'write',
  beta: false,
  status: 201,
  idempotencyKey: refusesIdempotencyKey,
  tag: 'console',
  summary: 'Sign in with a passkey: a console session, its cookie set.',
  description: `The assertion must answer a challenge of \`POST /v1/console/sessions/options\` for this workspace (once, within 5 minutes), by a passkey registered in this workspace to a member still in it, with user verification and a rising signature counter. Otherwise 401 \`unauthenticated\` with \`details.reason\` (\`challenge_unknown\`, \`credential_unknown\`, \`member_removed\`, \`user_not_verified\`, \`counter_not_rising\`, \`verification_failed\`) and no session. The session ends 15 minutes after its last use or 8 hours after sign-in, at sign-out, and at once when its member is removed (docs/console.md, Sessions).`,
  schemas: { body: passkeys.signInBody },
  errors: ['invalid_request', 'unauthenticated'],
  responseHeaders: { 'Set-Cookie': 'The session cookie (`__Host-console_session`; `HttpOnly; Secure; SameSite=Strict`).' },
});

/** The area's routes by id, for the route table (`shared/routes.ts`); an entry reads its own through the module's namespace. */
export const consoleRoutes = {
  getConsolePage,
  getConsoleEnrolmentPage,
  createConsoleSessionOptions,
  createConsoleSession,
  getConsoleSession,
  deleteConsoleSession,
} satisfies Record<string, HttpRoute>;
