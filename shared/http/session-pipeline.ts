/**
 * `sessionHttp(route, handler)`: `http()` for a route a console session may call
 * (`HttpRoute.sessions`, docs/console.md, Sessions). A request with an `Authorization` header is
 * authenticated as on every route, by its API key; one without is authenticated by its session
 * cookie:
 *   - the session, read by its token's hash (consistent), within its idle and absolute deadlines;
 *   - its member, read consistently, still in the workspace (a removed member's sessions end at once);
 *   - the passkey it was signed in with, its credential's lookup read consistently beside the member,
 *     still registered (a removed passkey's sessions end at once);
 *   - on a change (any method but GET): an `Origin`, when sent, of this host, and the session's
 *     CSRF token in `X-CSRF-Token` (403 `csrf_failed`), then the write rate limits as a key's;
 *   - the member's scopes hold the route's (403 `forbidden`).
 * The idle deadline is pushed back at most once a minute, beside the request. Every change made
 * with a session is written to the audit log with the route, whatever it answered. Apart from
 * pipeline.ts so only the routes that allow sessions bundle it.
 */
import type { HttpRoute } from '#shared/http/route.ts';
import { composeHttp, type LambdaHttpHandler, type RouteHandler } from '#shared/http/pipeline.ts';
import { authenticate, limitRate } from '#shared/http/middlewares/auth.ts';
import type { HttpMiddleware } from '#shared/http/middlewares/types.ts';
import { looksUpKeyConsistently, rateLimitKind } from '#shared/http/pipeline-errors.ts';
import { findState, startBackground, stateOf } from '#shared/http/state.ts';
import { deleteSession, findSession, findSessionMember, touchSession } from '#shared/db/sessions.ts';
import { findCredential } from '#shared/db/passkeys.ts';
import { auditLine } from '#shared/audit.ts';
import { ApiError } from '#shared/model/errors.ts';
import type { AuthContext } from '#shared/model/auth.ts';
import { ANY_KEY, hasScope } from '#shared/model/scopes.ts';
import { ENVIRONMENTS } from '#shared/model/tenancy.ts';
import {
  CSRF_HEADER,
  SESSION_TOUCH_INTERVAL_MS,
  csrfRefused,
  csrfTokenMatches,
  hashSessionToken,
  refuseSession,
  sessionState,
  sessionTokenOf,
  touchedIdleDeadline,
} from '#shared/model/sessions/session.ts';

/**
 * True when the request's `Origin`, if it sent one, is this host's (a browser sends it on every
 * cross-site change). `Host` is what the browser addressed (API Gateway passes it on); a
 * forwarded-host header is not read, since a caller can set it.
 */
function sameOrigin(headers: Record<string, string | undefined>): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  return headers.host !== undefined && URL.parse(origin)?.host === headers.host;
}

/** What a `console.change` audit line says of the request. */
function changeFields(route: HttpRoute, path: string, sessionId: string) {
  return { session_id: sessionId, route_id: route.id, method: route.method, path };
}

/** The session's authentication, or the API key's when the request sends one and the route takes keys. */
export function sessionAuthentication(route: HttpRoute): HttpMiddleware {
  const byKey =
    route.scope && route.sessions === 'allowed'
      ? authenticate(route.scope, { rateLimit: rateLimitKind(route), consistentKeyLookup: looksUpKeyConsistently(route) })
      : undefined;
  const changes = route.method !== 'GET';
  return {
    before: async (request) => {
      const headers = request.event.headers ?? {};
      if (byKey && headers.authorization !== undefined) return byKey.before!(request);
      const token = sessionTokenOf(request.event.cookies);
      if (token === undefined) throw refuseSession('missing');
      const tokenHash = hashSessionToken(token);
      const session = await findSession(tokenHash);
      if (!session) throw refuseSession('unknown');
      const now = Date.now();
      const deadlines = { idleExpiresAt: session.idle_expires_at_ms, expiresAt: session.expires_at_ms };
      const held = sessionState(deadlines, now);
      if (held !== 'active') throw refuseSession(held);
      const credentialId = session.credential_id;
      const [member, credential] = await Promise.all([
        findSessionMember(session.workspace_id, session.member.id),
        credentialId ? findCredential(session.workspace_id, credentialId) : undefined,
      ]);
      const state = stateOf(request.event);
      if (!member || member.status === 'removed') {
        startBackground(state, deleteSession(tokenHash));
        throw refuseSession('member_removed');
      }
      // A credential id registered again after its passkey's removal is another passkey: the ids must match.
      const passkeyHeld =
        credentialId === null ||
        (credential !== undefined &&
          credential.member_id === member.id &&
          (session.passkey_id == null || credential.passkey_id === session.passkey_id));
      if (!passkeyHeld) {
        startBackground(state, deleteSession(tokenHash));
        throw refuseSession('passkey_removed');
      }
      // Members made before members carried scopes have none here: the console shows them nothing.
      const scopes = member.scopes ?? [];
      const auth: AuthContext = {
        workspaceId: session.workspace_id,
        keyId: session.id,
        scopes,
        member: { id: member.id, email: member.email, display_name: member.display_name },
        environments: [...ENVIRONMENTS],
        expiresAt: new Date(session.expires_at_ms).toISOString(),
        session: {
          id: session.id,
          tokenHash,
          passkey: credentialId && credential ? { id: credential.passkey_id, credentialId } : null,
        },
      };
      if (changes) {
        const refused = !sameOrigin(headers) ? 'origin' : !csrfTokenMatches(tokenHash, headers[CSRF_HEADER]) ? 'token' : undefined;
        if (refused) {
          // A forged change is worth an audit line: the request never gets as far as the others are written.
          auditLine('console.change', auth, { ...changeFields(route, request.event.rawPath, session.id), error_code: 'csrf_failed' });
          throw csrfRefused(refused);
        }
      }
      if (route.scope && route.scope !== ANY_KEY && !hasScope(scopes, route.scope)) {
        throw new ApiError('forbidden', `Your membership lacks the \`${route.scope}\` scope this page needs.`, {
          details: { required_scope: route.scope },
        });
      }
      const kind = rateLimitKind(route);
      if (kind) await limitRate(kind, { keyId: session.id, workspaceId: session.workspace_id }, now);
      state.auth = auth;
      const idleExpiresAt = touchedIdleDeadline(deadlines, now);
      if (idleExpiresAt - session.idle_expires_at_ms >= SESSION_TOUCH_INTERVAL_MS)
        startBackground(state, touchSession(tokenHash, idleExpiresAt));
    },
  };
}

/**
 * Writes an audit line for every change a session made, whatever its outcome: the status it
 * succeeded with, or the error code it failed with. Runs before the request context turns either
 * into the response, so it reads the handler's result or the error itself.
 */
function auditSessionChanges(route: HttpRoute): HttpMiddleware {
  const record = (request: Parameters<NonNullable<HttpMiddleware['after']>>[0], outcome: { status?: number; error_code?: string }) => {
    const auth = findState(request.event)?.auth;
    if (!auth?.session) return;
    auditLine('console.change', auth, {
      session_id: auth.session.id,
      route_id: route.id,
      method: route.method,
      path: request.event.rawPath,
      ...outcome,
    });
  };
  return {
    after: async (request) => record(request, { status: (request.response as { status?: number } | undefined)?.status ?? route.status }),
    onError: async (request) => record(request, { error_code: request.error instanceof ApiError ? request.error.code : 'internal_error' }),
  };
}

/**
 * For a route whose body may be left out (`HttpRoute.optionalBody`: the approvals, whose passkey
 * assertion is optional): a request without one is read as `{}`, so the body's schema decides.
 * Here rather than in the JSON body stage, so no other function carries it.
 */
const emptyBodyAsObject: HttpMiddleware = {
  before: (request) => {
    const event = request.event;
    if (event.body !== undefined && event.body !== null && event.body !== '') return;
    event.body = '{}';
    event.isBase64Encoded = false;
    event.headers = { ...event.headers, 'content-type': 'application/json' };
  },
};

export function sessionHttp<R extends HttpRoute>(route: R, handler: RouteHandler<R>): LambdaHttpHandler {
  if (!route.sessions) throw new Error(`Route ${route.id} does not allow sessions: build its handler with http().`);
  return composeHttp(
    route,
    handler,
    [],
    [
      ...(route.method === 'GET' ? [] : [auditSessionChanges(route)]),
      sessionAuthentication(route),
      ...(route.optionalBody ? [emptyBodyAsObject] : []),
    ],
  );
}
