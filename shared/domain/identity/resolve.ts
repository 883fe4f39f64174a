/**
 * Identity lookup (contract 4.4; docs/ramp.md, Identity). The number is used for the lookup
 * only: it is never stored, never logged (only `maskIdNumber`), and never put in an error.
 * Sandbox uses the sandbox adapter with test numbers; live asks the partner interface.
 * Every request writes one audit line naming who asked (workspace, member, key, request) and
 * what came of it, so a lookup of someone's number can be traced to its caller.
 * A lookup that would reach the scheme is metered first: per workspace and environment, at most
 * `IDENTITY_LOOKUPS_PER_MINUTE` a clock minute and `IDENTITY_LOOKUPS_PER_DAY` a UTC day
 * (`shared/db/identity-quota.ts`); past either, 429 `rate_limited` and the number goes nowhere.
 */
import { partnerIdentity } from '#shared/adapters/identity/partner.ts';
import { sandboxIdentity } from '#shared/adapters/identity/sandbox.ts';
import { IdentityUnavailableError, type IdentityOutcome, type IdentityResult } from '#shared/adapters/identity/types.ts';
import { findScheme, IDENTITY_SCHEMES, maskIdNumber } from '#shared/domain/identity/schemes.ts';
import * as config from '#shared/config.ts';
import { takeIdentityLookup, type QuotaRefusal } from '#shared/db/identity-quota.ts';
import { ApiError } from '#shared/model/errors.ts';
import { log } from '#shared/log.ts';
import type { Environment } from '#shared/model/tenancy.ts';

export interface IdentityQuery {
  country_code: string;
  id_type: string;
  id_number: string;
}

/** Who asked: the audit line's identifiers, from the authenticated key and the request. */
export interface IdentityCaller {
  workspaceId: string;
  memberId: string;
  keyId: string;
  requestId: string;
}

/** How a lookup ended, as the audit line's `outcome` says. */
export type LookupOutcome =
  | 'found'
  | 'not_found'
  | 'unavailable'
  | 'error'
  | 'unsupported_id_type'
  | 'invalid_id_number'
  | 'quota_exceeded';

/** The line the burst alarm counts (`resolveIdentity`'s `logAlarms`, shared/routes/identity.ts). */
export const QUOTA_REACHED_MESSAGE = 'identity lookup quota reached';

/** 429 for a workspace past its lookup quota; `Retry-After` says when the window ends. */
function quotaExceeded({ window, limit, windowSeconds, retryAfterSeconds }: QuotaRefusal): ApiError {
  return new ApiError(
    'rate_limited',
    `This workspace made its ${limit} identity lookups of this ${window === 'minute' ? 'minute' : 'UTC day'}; retry after ${retryAfterSeconds} s.`,
    { details: { limit, window_seconds: windowSeconds, scope: 'identity_lookups' }, retryAfterSeconds },
  );
}

export async function resolveIdentity(environment: Environment, query: IdentityQuery, caller: IdentityCaller): Promise<IdentityResult> {
  const country = query.country_code.toUpperCase();
  const idType = query.id_type.toLowerCase();
  const audit = {
    workspace_id: caller.workspaceId,
    member_id: caller.memberId,
    actor_key_id: caller.keyId,
    request_id: caller.requestId,
    environment,
    country_code: country,
    id_type: idType,
  };
  const scheme = findScheme(country, idType);
  if (!scheme) {
    log.audit('identity.lookup', { ...audit, outcome: 'unsupported_id_type' satisfies LookupOutcome });
    throw new ApiError('unsupported_id_type', `No identity scheme ${idType} is supported for ${country}.`, {
      details: {
        country_code: country,
        id_type: idType,
        supported: IDENTITY_SCHEMES.map((s) => ({ country_code: s.country_code, id_type: s.id_type })),
      },
    });
  }
  if (!scheme.pattern.test(query.id_number)) {
    // Not even the masked form: a malformed value may be something else pasted by mistake.
    log.audit('identity.lookup', { ...audit, outcome: 'invalid_id_number' satisfies LookupOutcome });
    throw new ApiError('invalid_id_number', `A ${country} ${idType} is ${scheme.format}.`, {
      details: { field: 'body.id_number', expected: scheme.format },
    });
  }
  const refused = await takeIdentityLookup(
    { workspaceId: caller.workspaceId, environment },
    { perMinute: config.IDENTITY_LOOKUPS_PER_MINUTE, perDay: config.IDENTITY_LOOKUPS_PER_DAY },
  );
  if (refused) {
    log.audit('identity.lookup', { ...audit, outcome: 'quota_exceeded' satisfies LookupOutcome, quota_window: refused.window });
    log.warn(QUOTA_REACHED_MESSAGE, { workspace_id: caller.workspaceId, environment, quota_window: refused.window, limit: refused.limit });
    throw quotaExceeded(refused);
  }
  const adapter = environment === 'sandbox' ? sandboxIdentity : partnerIdentity;
  const logged = { ...audit, id_number: maskIdNumber(query.id_number), adapter: adapter.name };
  let outcome: IdentityOutcome;
  try {
    outcome = await adapter.resolve(country, idType, query.id_number);
  } catch (error) {
    if (!(error instanceof IdentityUnavailableError)) {
      // Still audited: the number reached the adapter. Only the error's class, never its text.
      log.audit('identity.lookup', {
        ...logged,
        outcome: 'error' satisfies LookupOutcome,
        error_type: error instanceof Error ? error.constructor.name : typeof error,
      });
      throw error;
    }
    log.audit('identity.lookup', { ...logged, outcome: 'unavailable' satisfies LookupOutcome, problem: error.message });
    throw new ApiError('identity_provider_unavailable', 'The identity scheme could not be reached; retry later.', { retryAfterSeconds: 5 });
  }
  log.audit('identity.lookup', { ...logged, outcome: (outcome.found ? 'found' : 'not_found') satisfies LookupOutcome });
  if (!outcome.found) throw new ApiError('identity_not_found', `No person matches this ${idType}.`);
  return outcome.identity;
}
