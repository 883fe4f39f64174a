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
 * Write routes also count the request against the key's and the workspace's rate limits (two
 * conditional UpdateItems in parallel, one round trip; `shared/db/rate-limits.ts`): 429
 * `rate_limited` with `Retry-After` above either. Reads skip them and stay one round trip.
 */
import { config } from '#shared/config.ts';
import { findApiKeyByHash, touchApiKey } from '#shared/db/api-keys.ts';
import { takeWriteSlots, type WriteRefusal } from '#shared/db/rate-limits.ts';
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

/** 429 for a key or workspace over its write limit; `Retry-After` says when the window ends. */
function rateLimited({ scope, limit, retryAfterSeconds }: WriteRefusal): ApiError {
  const who = scope === 'api_key' ? 'This API key' : "This API key's workspace";
  return new ApiError('rate_limited', `${who} sent more than ${limit} write requests in one second; retry after ${retryAfterSeconds} s.`, {
    details: { limit, window_seconds: 1, scope },
    retryAfterSeconds,
  });
}

export interface AuthenticateOptions {
  /** Count the request against the key's write limit. Default false. */
  rateLimitWrites?: boolean;
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

export function authenticate(requiredScope: RouteScope, options: AuthenticateOptions = {}): HttpMiddleware {
  const consistent = options.consistentKeyLookup ?? true;
  return {
    before: async (request) => {
      const token = bearerToken(request.event.headers?.authorization);
      if (token === 'missing' || token === 'malformed') throw refuse(token);
      const key = await findApiKeyByHash(hashToken(token), { consistent });
      if (!key) throw refuse('unknown');
      if (key.status !== 'active') throw refuse('revoked');
      const now = Date.now();
      if (key.expires_at !== null && Date.parse(key.expires_at) <= now) throw refuse('expired');
      if (requiredScope !== ANY_KEY && !hasScope(key.scopes, requiredScope)) {
        throw new ApiError('forbidden', `This API key lacks the \`${requiredScope}\` scope this route needs.`, {
          details: { required_scope: requiredScope },
        });
      }
      // Keys made before keys could be limited serve both environments.
      const environments = key.environments ?? [...ENVIRONMENTS];
      const environment = requestedEnvironment(request.event.queryStringParameters);
      if (environment && !environments.includes(environment)) throw wrongEnvironment(environment, environments);
      if (options.rateLimitWrites) {
        const refused = await takeWriteSlots(
          { keyId: key.key_id, workspaceId: key.workspace_id },
          { key: config.RATE_LIMIT_WRITES_PER_SECOND, workspace: config.RATE_LIMIT_WORKSPACE_WRITES_PER_SECOND },
          now,
        );
        if (refused) throw rateLimited(refused);
      }
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
