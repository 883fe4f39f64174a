/**
 * Identity lookup (contract 4.4; docs/ramp.md, Identity). The number is used for the lookup
 * only: it is never stored, never logged (only `maskIdNumber`), and never put in an error.
 * Sandbox uses the sandbox adapter with test numbers; live asks the partner interface.
 */
import { partnerIdentity } from '#shared/adapters/identity/partner.ts';
import { sandboxIdentity } from '#shared/adapters/identity/sandbox.ts';
import { IdentityUnavailableError, type IdentityResult } from '#shared/adapters/identity/types.ts';
import { findScheme, IDENTITY_SCHEMES, maskIdNumber } from '#shared/domain/identity/schemes.ts';
import { ApiError } from '#shared/http/errors.ts';
import { log } from '#shared/log.ts';
import type { Environment } from '#shared/schemas/common.ts';

export interface IdentityQuery {
  country_code: string;
  id_type: string;
  id_number: string;
}

export async function resolveIdentity(environment: Environment, query: IdentityQuery): Promise<IdentityResult> {
  const country = query.country_code.toUpperCase();
  const idType = query.id_type.toLowerCase();
  const scheme = findScheme(country, idType);
  if (!scheme) {
    throw new ApiError('unsupported_id_type', `No identity scheme ${idType} is supported for ${country}.`, {
      details: { country_code: country, id_type: idType, supported: IDENTITY_SCHEMES.map((s) => ({ country_code: s.country_code, id_type: s.id_type })) },
    });
  }
  if (!scheme.pattern.test(query.id_number)) {
    throw new ApiError('invalid_id_number', `A ${country} ${idType} is ${scheme.format}.`, { details: { field: 'body.id_number', expected: scheme.format } });
  }
  const adapter = environment === 'sandbox' ? sandboxIdentity : partnerIdentity;
  const logged = { country_code: country, id_type: idType, id_number: maskIdNumber(query.id_number), adapter: adapter.name };
  try {
    const outcome = await adapter.resolve(country, idType, query.id_number);
    log.info('identity lookup', { ...logged, outcome: outcome.found ? 'found' : 'not_found' });
    if (!outcome.found) throw new ApiError('identity_not_found', `No person matches this ${idType}.`);
    return outcome.identity;
  } catch (error) {
    if (!(error instanceof IdentityUnavailableError)) throw error;
    log.warn('identity lookup failed upstream', { ...logged, problem: error.message });
    throw new ApiError('identity_provider_unavailable', 'The identity scheme could not be reached; retry later.', { headers: { 'Retry-After': '5' } });
  }
}
