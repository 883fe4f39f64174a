/**
 * Caps on what one workspace may hold (docs/api.md, Limits). Each is enforced by a counter item
 * written in the same transaction as the create, revoke or delete it counts
 * (`shared/db/limit-counters.ts`), under the condition that the cap is not reached, so
 * concurrent creates can never pass it together. Over a cap: 409 `limit_exceeded`.
 */
import { ApiError } from '#shared/http/errors.ts';

export const LIMITS = {
  /** Webhooks per workspace and environment (Stripe allows 16 endpoints per account and mode). */
  webhooks: 16,
  /**
   * Active API keys per workspace: keys neither revoked nor expired. Without a cap the per-key
   * write limit and the webhook cap would multiply with the keys.
   */
  api_keys: 100,
} as const;

export type LimitedResource = keyof typeof LIMITS;

/** 409 `limit_exceeded` for a create that would pass the cap of `resource`. */
export function limitExceeded(resource: LimitedResource): ApiError {
  const limit = LIMITS[resource];
  const what = resource === 'webhooks' ? 'webhooks in this workspace and environment' : 'active API keys in this workspace';
  return new ApiError('limit_exceeded', `At most ${limit} ${what}; delete or revoke one first.`, { details: { limit, resource } });
}
