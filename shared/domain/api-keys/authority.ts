/**
 * What a key may do to other keys. A key's authority is its scopes, its environments and its
 * lifetime; it can hand out no more than it has, and it can only manage (revoke) a key whose
 * authority it holds entirely, so a narrow key that can write API keys cannot take out a broader
 * one (docs/api.md, API keys and scopes). Every refusal is 403 `forbidden` with what was missing.
 */
import type { ApiKeyRecord } from '#shared/db/api-keys.ts';
import { ApiError } from '#shared/model/errors.ts';
import type { AuthContext } from '#shared/model/auth.ts';
import { ENVIRONMENTS, type Environment } from '#shared/model/tenancy.ts';
import { grantsAll, type Scope } from '#shared/model/scopes.ts';

/** A key's environments; a key made before keys could be limited serves both. */
export function environmentsOf(key: { environments?: Environment[] | undefined }): Environment[] {
  return key.environments ?? [...ENVIRONMENTS];
}

/**
 * The environments and expiry of a key `caller` mints, or 403 when the request asks for more
 * than the caller has. Omitted environments are the caller's; an omitted or null expiry is the
 * caller's own (never, only for a caller that never expires).
 */
export function requireWithinMinter(
  caller: AuthContext,
  input: { scopes: Scope[]; expires_at?: string | null | undefined; environments?: Environment[] | undefined },
): { environments: Environment[]; expiresAt: string | null } {
  if (!grantsAll(caller.scopes, input.scopes)) {
    throw new ApiError('forbidden', 'An API key can only create keys with scopes it holds itself.', {
      details: { requested_scopes: input.scopes, held_scopes: caller.scopes },
    });
  }
  const environments = input.environments ?? caller.environments;
  if (!environments.every((e) => caller.environments.includes(e))) {
    throw new ApiError('forbidden', 'An API key can only create keys for environments it serves itself.', {
      details: { requested_environments: environments, held_environments: caller.environments },
    });
  }
  const requested = input.expires_at ?? null;
  if (caller.expiresAt === null) return { environments, expiresAt: requested };
  if (requested !== null && Date.parse(requested) > Date.parse(caller.expiresAt)) {
    throw new ApiError('forbidden', 'An API key can only create keys that expire no later than itself.', {
      details: { requested_expires_at: requested, max_expires_at: caller.expiresAt },
    });
  }
  return { environments, expiresAt: requested ?? caller.expiresAt };
}

/** 403 unless `caller` holds every scope and environment of `target`. */
export function requireCanManage(caller: AuthContext, target: ApiKeyRecord): void {
  const missingScopes = target.scopes.filter((scope) => !grantsAll(caller.scopes, [scope]));
  const missingEnvironments = environmentsOf(target).filter((e) => !caller.environments.includes(e));
  if (missingScopes.length === 0 && missingEnvironments.length === 0) return;
  throw new ApiError('forbidden', 'Managing an API key needs every scope and environment it holds.', {
    details: { missing_scopes: missingScopes, missing_environments: missingEnvironments },
  });
}
