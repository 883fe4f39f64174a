/**
 * Caps on what one workspace may hold (docs/api.md, Limits). Each is enforced by a counter item
 * written in the same transaction as the create, revoke or delete it counts
 * (`shared/db/limit-counters.ts`), under the condition that the cap is not reached, so
 * concurrent creates can never pass it together. Over a cap: 409 `limit_exceeded`.
 */
import { ApiError } from '#shared/model/errors.ts';

export const LIMITS = {
  /** Webhooks per workspace and environment (Stripe allows 16 endpoints per account and mode). */
  webhooks: 16,
  /**
   * Active API keys per workspace: keys neither revoked nor expired. Without a cap the per-key
   * write limit and the webhook cap would multiply with the keys.
   */
  api_keys: 100,
  /**
   * Wallets per workspace and environment. A live wallet is a KMS key, paid for every month and
   * counted against the account's quotas, so one workspace must not be able to make them without end.
   */
  wallets: 1000,
  /**
   * KMS keys a workspace may ask for in one clock hour (live wallets; every `CreateKey` sent counts,
   * a retry's included): keys are made under account-wide request quotas shared by every workspace.
   */
  live_wallets_per_hour: 100,
  /**
   * Passkeys per member: each is an item of the workspace's partition that the members' views
   * read whole, and a session could otherwise add them without end. Ten covers a person's
   * phones, computers and security keys.
   */
  passkeys: 10,
} as const;

export type LimitedResource = keyof typeof LIMITS;

/** Length of the window of the live wallet creation rate. */
export const LIVE_WALLET_RATE_WINDOW_SECONDS = 3600;

const WHAT: Record<LimitedResource, string> = {
  webhooks: 'webhooks in this workspace and environment; delete one first',
  api_keys: 'active API keys in this workspace; revoke one first',
  wallets: 'wallets in this workspace and environment',
  live_wallets_per_hour: 'live wallets created per hour in this workspace; retry after Retry-After seconds',
  passkeys: 'passkeys per member; remove one first',
};

/** 409 `limit_exceeded` for a create that would pass the cap of `resource`. */
export function limitExceeded(resource: LimitedResource, retryAfterSeconds?: number): ApiError {
  const limit = LIMITS[resource];
  return new ApiError('limit_exceeded', `At most ${limit} ${WHAT[resource]}.`, {
    details: { limit, resource },
    ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
  });
}
