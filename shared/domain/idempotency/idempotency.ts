/**
 * Generic idempotent creation (docs/ramp.md, Idempotency), for any route that creates a
 * resource: ramp payments today, transfers later.
 *
 * 1. Claim: one conditional put of an `in_progress` record per tenant and key, holding the
 *    request fingerprint and the id the new resource will have.
 * 2. Execute: the caller creates the resource and adds `claim.completeItem` to the SAME
 *    transaction, so the record says `completed` exactly when the resource exists.
 * 3. A repeat with the same fingerprint replays the resource (`replayed: true`); a different
 *    fingerprint is 409 `idempotency_key_reused`; a repeat while the first is running is 409
 *    `idempotency_key_in_progress`. A failed attempt releases the key (or, with
 *    `resumeAfterFailure`, unlocks it for the same request); a claim whose holder died is taken
 *    over after LOCK_MS by the same request, keeping its resource id.
 * Records live RETENTION_HOURS (at least 24 h), then TTL deletes them.
 */
import { randomUUID } from 'node:crypto';
import type { TenantScope } from '#shared/model/tenancy.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { completeClaimItem, putClaim, releaseClaim, takeOverClaim, unlockClaim, type IdempotencyRecord } from '#shared/db/idempotency.ts';
import { fingerprint, hashKey } from '#shared/domain/idempotency/fingerprint.ts';
import { keyInProgress } from '#shared/domain/idempotency/in-progress.ts';
import { ApiError } from '#shared/model/errors.ts';

export const RETENTION_HOURS = 25;
/** Longer than any function runs (10 s) so a live holder is never overtaken. */
export const LOCK_MS = 30_000;

export interface IdempotentRequest {
  tenant: TenantScope;
  key: string;
  /** Names the operation: the same key on another operation is a different request. */
  operation: string;
  body: unknown;
  /** The id a new resource gets when this request is the first. */
  newResourceId: () => string;
  /**
   * A failed attempt keeps the key and its resource id rather than giving them back, so a retry
   * goes on with the same resource (and another body stays 409 `idempotency_key_reused`): for
   * creates that make something outside the table first, which a retry must find again.
   */
  resumeAfterFailure?: boolean;
}

export interface Claim {
  resourceId: string;
  /** Add to the transaction that creates the resource. */
  completeItem: TransactItem;
}

/** Runs `execute` once per key; repeats get `replay(resourceId)`. */
export async function runIdempotent<T>(
  request: IdempotentRequest,
  execute: (claim: Claim) => Promise<T>,
  replay: (resourceId: string) => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  const { tenant } = request;
  const keyHash = hashKey(request.key);
  const now = Date.now();
  const token = randomUUID();
  const lockedUntil = new Date(now + LOCK_MS).toISOString();
  const record: IdempotencyRecord = {
    status: 'in_progress',
    operation: request.operation,
    fingerprint: fingerprint(request.operation, request.body),
    claim_token: token,
    resource_id: request.newResourceId(),
    locked_until: lockedUntil,
    created_at: new Date(now).toISOString(),
    expires_at_epoch: Math.floor(now / 1000) + RETENTION_HOURS * 3600,
  };
  let resourceId = record.resource_id;
  const held = await putClaim(tenant, keyHash, record, Math.floor(now / 1000));
  if (held) {
    if (held.fingerprint !== record.fingerprint) {
      throw new ApiError('idempotency_key_reused', 'This idempotency_key was used with a different request body.', {
        details: { idempotency_key_hash: keyHash.slice(0, 16) },
      });
    }
    if (held.status === 'completed') return { result: await replay(held.resource_id), replayed: true };
    const stale = Date.parse(held.locked_until) < now;
    if (!stale || !(await takeOverClaim(tenant, keyHash, held, token, lockedUntil))) {
      throw keyInProgress();
    }
    resourceId = held.resource_id;
  }
  try {
    const result = await execute({ resourceId, completeItem: completeClaimItem(tenant, keyHash, token, new Date().toISOString()) });
    return { result, replayed: false };
  } catch (error) {
    await (request.resumeAfterFailure ? unlockClaim : releaseClaim)(tenant, keyHash, token);
    throw error;
  }
}
