/**
 * Authentication and authorisation. `Authorization: Bearer <token>` is hashed and looked up in
 * one GetItem on the key's lookup item (`findApiKeyByHash`); the pipeline picks its consistency
 * from the route (`looksUpKeyConsistently`). Routes that change something, and GETs with
 * `writesOnRead`, read it strongly consistent: a revoked key is refused there from its very next
 * request. Read routes read it eventually consistent (half the capacity): a key revoked less than
 * about a second ago may still be accepted there; a miss is re-read consistently before the 401,
 * so a key created a moment ago works at once. Expiry is checked against the clock on every
 * request, so it is exact either way.
 * Every failure is 401 `unauthenticated` (with a `reason` to help the key's holder); a valid key
 * without the route's scope, or limited to environments the request does not name, is 403
 * `forbidden`, before anything of the tenant is read. The token is never logged.
 * Every authenticated request is then counted against the key's and the workspace's rate limits,
 * reads and writes apart (two conditional UpdateItems in parallel, one round trip;
 * `shared/db/rate-limits.ts`): 429 `rate_limited` with `Retry-After` above either. The limits are
 * the stage's, or the workspace's own where an operator set them (`shared/db/rate-limit-overrides.ts`,
 * read once a minute at most per container).
 * Unauthenticated refusals are counted per source address in the container's memory
 * (`source-limit.ts`); an address over its limit is refused with 429 before any key is looked up.
 */
import * as config from '#shared/config.ts';
import { findApiKeyByHash, touchApiKey } from '#shared/db/api-keys.ts';
import { takeRateSlots, type RateKind, type RateRefusal } from '#shared/db/rate-limits.ts';
import { rateLimitOverrides } from '#shared/db/rate-limit-overrides.ts';
import type { RateLimitOverrides } from '#shared/model/rate-limits.ts';
import { countSourceRefusal, SOURCE_WINDOW_SECONDS, sourceBlockedFor } from '#shared/http/middlewares/source-limit.ts';
import { hashToken, isWellFormedToken } from '#shared/model/api-keys/token.ts';
import { refuse, type RefusalReason as Reason } from '#shared/model/api-keys/refusal.ts';
import { ApiError } from '#shared/model/errors.ts';
import { startBackground, stateOf } from '#shared/http/state.ts';
import { ANY_KEY, hasScope, type RouteScope } from '#shared/model/scopes.ts';
import { ENVIRONMENTS, type Environment } from '#shared/model/tenancy.ts';
import type { HttpMiddleware } from '#shared/http/middlewares/types.ts';

/** A key's last use is recorded at most this often (per key, across all containers). */
export const LAST_USED_INTERVAL_MS = 60_000;

/** When each key's use was last recorded by this container; saves a write on most requests. */
const lastTouched = new Map<string, number>();

/** Pulls the token out of `Bearer <token>`; the scheme is case-insensitive as RFC 9110 says. */
function bearerToken(header: string | undefined): string | Reason {
  if (header === undefined || header.trim() === '') return 'missing';
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match || !isWellFormedToken(match[1]!)) return 'malformed';
  return match[1]!;
}

/** 429 for a key or workspace over its read or write limit; `Retry-After` says when the window ends. */
function rateLimited({ kind, scope, limit, retryAfterSeconds }: RateRefusal): ApiError {
  const who = scope === 'api_key' ? 'This API key' : "This API key's workspace";
  return new ApiError(
    'rate_limited',
    `${who} sent more than ${limit} ${kind} requests in one second; retry after ${retryAfterSeconds} s.`,
    {
      details: { limit, window_seconds: 1, scope, kind },
      retryAfterSeconds,
    },
  );
}

/** 429 for an address that sent too many requests refused as unauthenticated. */
export function sourceLimited(limit: number, retryAfterSeconds: number): ApiError {
  return new ApiError(
    'rate_limited',
    `Too many requests from this address were refused as unauthenticated (more than ${limit} in ${SOURCE_WINDOW_SECONDS} s); retry after ${retryAfterSeconds} s.`,
    { details: { limit, window_seconds: SOURCE_WINDOW_SECONDS, scope: 'source_address' }, retryAfterSeconds },
  );
}

export interface AuthenticateOptions {
  /** Count the request against the key's and workspace's limits of this kind. Default: not counted. */
  rateLimit?: RateKind;
  /**
   * Look the key up with a strongly consistent read (default true); false reads eventually
   * consistent and confirms a miss consistently (`findApiKeyByHash`).
   */
  consistentKeyLookup?: boolean;
}

/**
 * The environment the request names (`sandbox` when it names none), or undefined when the value
 * is not one: validation answers that with 400, so it is left to it.
 */
function requestedEnvironment(query: Record<string, string | undefined> | undefined): Environment | undefined {
  const named = query?.environment ?? 'sandbox';
  return (ENVIRONMENTS as readonly string[]).includes(named) ? (named as Environment) : undefined;
}

/** 403 for a key limited to other environments than the one the request names. */
function wrongEnvironment(environment: Environment, allowed: readonly Environment[]): ApiError {
  return new ApiError('forbidden', `This API key serves ${allowed.join(' and ')} only, not ${environment}.`, {
    details: { environment, allowed_environments: allowed },
  });
}

/** The active, unexpired key the request's bearer token names; 401 otherwise. */
async function keyOf(authorization: string | undefined, consistent: boolean, now: number) {
  const token = bearerToken(authorization);
  if (token === 'missing' || token === 'malformed') throw refuse(token);
  const key = await findApiKeyByHash(hashToken(token), { consistent });
  if (!key) throw refuse('unknown');
  if (key.status !== 'active') throw refuse('revoked');
  if (key.expires_at !== null && Date.parse(key.expires_at) <= now) throw refuse('expired');
  return key;
}

/** A request's limits of each kind: the workspace's own where the operator set one, else the stage's. */
const LIMITS_BY_KIND = {
  write: (own: RateLimitOverrides) => ({
    key: own.writes_per_second ?? config.RATE_LIMIT_WRITES_PER_SECOND,
    workspace: own.workspace_writes_per_second ?? config.RATE_LIMIT_WORKSPACE_WRITES_PER_SECOND,
  }),
  read: (own: RateLimitOverrides) => ({
    key: own.reads_per_second ?? config.RATE_LIMIT_READS_PER_SECOND,
    workspace: own.workspace_reads_per_second ?? config.RATE_LIMIT_WORKSPACE_READS_PER_SECOND,
  }),
} as const satisfies Record<RateKind, (own: RateLimitOverrides) => { key: number; workspace: number }>;

/** Counts a request against its key's (or console session's) and its workspace's limits; 429 over either. */
export async function limitRate(kind: RateKind, ids: { keyId: string; workspaceId: string }, now = Date.now()): Promise<void> {
  const limits = LIMITS_BY_KIND[kind](await rateLimitOverrides(ids.workspaceId, now));
  const refused = await takeRateSlots(kind, ids, limits, now);
  if (refused) throw rateLimited(refused);
}

export function authenticate(requiredScope: RouteScope, options: AuthenticateOptions = {}): HttpMiddleware {
  const consistent = options.consistentKeyLookup ?? true;
  return {
    before: async (request) => {
      const now = Date.now();
      const source = request.event.requestContext?.http?.sourceIp ?? 'unknown';
      const sourceLimit = config.AUTH_FAILURES_PER_SOURCE_PER_MINUTE;
      const blockedFor = sourceBlockedFor(source, sourceLimit, now);
      if (blockedFor !== null) throw sourceLimited(sourceLimit, blockedFor);
      let key: Awaited<ReturnType<typeof keyOf>>;
      try {
        key = await keyOf(request.event.headers?.authorization, consistent, now);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'unauthenticated') countSourceRefusal(source, now);
        throw error;
      }
      if (requiredScope !== ANY_KEY && !hasScope(key.scopes, requiredScope)) {
        throw new ApiError('forbidden', `This API key lacks the \`${requiredScope}\` scope this route needs.`, {
          details: { required_scope: requiredScope },
        });
      }
      // Keys made before keys could be limited serve both environments.
      const environments = key.environments ?? [...ENVIRONMENTS];
      const environment = requestedEnvironment(request.event.queryStringParameters);
      if (environment && !environments.includes(environment)) throw wrongEnvironment(environment, environments);
      if (options.rateLimit) await limitRate(options.rateLimit, { keyId: key.key_id, workspaceId: key.workspace_id }, now);
      const state = stateOf(request.event);
      state.auth = {
        workspaceId: key.workspace_id,
        keyId: key.key_id,
        scopes: key.scopes,
        member: key.member,
        environments,
        expiresAt: key.expires_at,
      };
      if (now - (lastTouched.get(key.key_id) ?? 0) >= LAST_USED_INTERVAL_MS) {
        lastTouched.set(key.key_id, now);
        startBackground(state, touchApiKey(key.workspace_id, key.key_id, new Date(now), LAST_USED_INTERVAL_MS));
      }
    },
  };
}
