/**
 * The failures a route can answer with: what the stages `http()` composes for it can refuse
 * (shared/http/pipeline.ts), plus the route's own `errors`. The OpenAPI document lists exactly
 * these per route, and the conformance tests fail on any response status it does not list, so
 * the pipeline and its documentation cannot drift apart unnoticed.
 */
import type { ErrorCode } from '#shared/model/errors.ts';
import { ERROR_STATUS } from '#shared/http/error-mapper.ts';
import type { HttpRoute } from '#shared/http/route.ts';

/** What each stage of the pipeline can refuse a request with. */
export const STAGE_ERRORS = {
  /**
   * Every route: the body size limit (json-body, for bodiless routes too), the `environment`
   * and path/query validation (validate-input), and the error mapper's 500 and 503.
   */
  every: ['invalid_request', 'payload_too_large', 'internal_error', 'service_unavailable'],
  /** Every request, before any stage: the gateway's limit on the request line and headers. */
  gateway: ['headers_too_large'],
  /** Every request on a stage deployed behind its public edge: the edge's origin secret (origin-check). */
  edge: ['edge_required'],
  /** Routes with a scope: the API key and the scope check (auth). */
  authenticated: ['unauthenticated', 'forbidden'],
  /** Signed public routes (partner callbacks): the body's signature (signature). */
  signed: ['invalid_signature'],
  /** Routes that take a body: its content type and its JSON (json-body). */
  body: ['unsupported_content_type', 'invalid_json'],
  /** Routes that create under an idempotency key: the header and the body field disagree (idempotency-key). */
  idempotent: ['idempotency_key_mismatch', 'idempotency_key_reused', 'idempotency_key_in_progress'],
  /**
   * Authenticated routes: the per-key and per-workspace read or write limits
   * (auth, `shared/db/rate-limits.ts`), and the per-address limit on unauthenticated refusals;
   * public routes `limitedPerSource` (passkey ceremonies) by the latter alone.
   */
  rateLimited: ['rate_limited'],
  /** Write routes a console session may call: the session's CSRF check (shared/http/session-pipeline.ts). */
  sessionWrites: ['csrf_failed'],
} as const satisfies Record<string, readonly ErrorCode[]>;

/** True when the pipeline authenticates the route (a public route has no scope; a session's own routes have none either). */
export function requiresAuth(route: HttpRoute): boolean {
  return route.scope !== null || route.sessions === 'only';
}

/**
 * What the pipeline counts an authenticated request as: a write when it changes something (POST,
 * PUT, PATCH, DELETE), a read for a GET, even one whose reading settles a time-driven transition
 * (`writesOnRead`, access `write`). Undefined for a public route: it is not counted.
 */
export function rateLimitKind(route: HttpRoute): 'read' | 'write' | undefined {
  if (!requiresAuth(route)) return undefined;
  return route.method === 'GET' ? 'read' : 'write';
}

/**
 * True when authentication looks the API key up with a strongly consistent read: every route
 * except those with table access `read` (GETs that change nothing; a GET with `writesOnRead` has
 * access `write` and stays here). A consistent read sees an acknowledged revocation at once, so a
 * revoked key can never write after `POST /v1/api-keys/{id}/revoke` has answered. A read route
 * uses an eventually consistent read instead, half the capacity (0.5 RRU) on the one read every
 * request pays: a just-revoked key may still read for up to about a second, and a miss is
 * re-read consistently so a key created a moment ago works at once (`findApiKeyByHash`).
 */
export function looksUpKeyConsistently(route: HttpRoute): boolean {
  return route.access !== 'read';
}

/** True when the pipeline reads and validates a JSON body for the route. */
export function takesBody(route: HttpRoute): boolean {
  return route.schemas.body !== undefined;
}

/** Every error code the route can answer with, by status then name. */
export function routeErrorCodes(route: HttpRoute): ErrorCode[] {
  const codes = new Set<ErrorCode>([
    ...STAGE_ERRORS.every,
    ...STAGE_ERRORS.gateway,
    ...STAGE_ERRORS.edge,
    ...(requiresAuth(route) ? STAGE_ERRORS.authenticated : []),
    ...(route.signature ? STAGE_ERRORS.signed : []),
    ...(takesBody(route) ? STAGE_ERRORS.body : []),
    ...(rateLimitKind(route) || route.limitedPerSource ? STAGE_ERRORS.rateLimited : []),
    ...(route.idempotencyKey?.honoured ? STAGE_ERRORS.idempotent : []),
    ...(route.sessions && route.method !== 'GET' ? STAGE_ERRORS.sessionWrites : []),
    ...route.errors,
  ]);
  return [...codes].sort((a, b) => ERROR_STATUS[a] - ERROR_STATUS[b] || a.localeCompare(b));
}

/** The route's error codes grouped by HTTP status, in ascending status order. */
export function routeErrorsByStatus(route: HttpRoute): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of routeErrorCodes(route)) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return byStatus;
}
