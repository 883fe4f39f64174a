/**
 * Why an API key is refused. Every refusal is `unauthenticated`, with a `reason` to help the key's
 * holder; the authentication middleware and the use cases that find their caller's key revoked or
 * expired mid-request refuse with the same words.
 */
import { ApiError } from '#shared/model/errors.ts';

export type RefusalReason = 'missing' | 'malformed' | 'unknown' | 'revoked' | 'expired';

const MESSAGES: Record<RefusalReason, string> = {
  missing: 'Send an API key: `Authorization: Bearer <API key>`.',
  malformed: 'The Authorization header must be `Bearer <API key>` with a key issued by this service.',
  unknown: 'The API key is not valid.',
  revoked: 'The API key has been revoked.',
  expired: 'The API key has expired.',
};

/** `unauthenticated` for `reason`. */
export function refuse(reason: RefusalReason): ApiError {
  return new ApiError('unauthenticated', MESSAGES[reason], { details: { reason } });
}
