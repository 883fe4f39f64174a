/** API key use cases: create, show, list, revoke. Used by the routes and the operator CLI. */
import {
  countMint,
  apiKeyPuts,
  getApiKey,
  insertApiKey,
  listApiKeys,
  releaseExpiredSlots,
  type ApiKeyRecord,
} from '#shared/db/api-keys.ts';
import { memberActiveCheck } from '#shared/db/members.ts';
import { COUNTER_CONFLICT_TRIES, limitCounterKey, takeSlot } from '#shared/db/limit-counters.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { limitExceeded } from '#shared/limits.ts';
import { failedConditionIndexes, isTransactionConditionFailed } from '#shared/db/errors.ts';
import { withConflictRetry } from '#shared/db/conflict-retry.ts';
import { generateToken, hashToken, keyPrefixOf } from '#shared/model/api-keys/token.ts';
import { environmentsOf, requireCanManage, requireWithinMinter } from '#shared/domain/api-keys/authority.ts';
import { revokeWithDescendants } from '#shared/domain/api-keys/revoke.ts';
import { auditBy } from '#shared/audit.ts';
import { runIdempotent } from '#shared/domain/idempotency/idempotency.ts';
import { keyInProgress } from '#shared/domain/idempotency/in-progress.ts';
import { idTime, newId } from '#shared/ids.ts';
import { notFound } from '#shared/model/errors.ts';
import { refuse } from '#shared/model/api-keys/refusal.ts';
import type { AuthContext, UserReference } from '#shared/model/auth.ts';
import type { Scope } from '#shared/model/scopes.ts';
import { ENVIRONMENTS, type Environment } from '#shared/model/tenancy.ts';
import type { ApiKeyView } from '#shared/responses/api-keys.ts';

export interface NewApiKey {
  workspaceId: string;
  name: string;
  scopes: Scope[];
  expiresAt: string | null;
  createdBy: UserReference;
  /** Default: both environments. */
  environments?: Environment[] | undefined;
  /** The minting key; omitted for keys an operator makes. */
  createdByKeyId?: string | null;
  /** The id an idempotency claim set aside; a new one otherwise. */
  id?: string;
}

/** Builds a key and its secret without writing it (so it can join a larger transaction). */
export function prepareApiKey(input: NewApiKey, now = new Date()): { record: ApiKeyRecord; token: string } {
  const token = generateToken();
  const record: ApiKeyRecord = {
    id: input.id ?? newId(now),
    workspace_id: input.workspaceId,
    name: input.name,
    key_prefix: keyPrefixOf(token),
    scopes: input.scopes,
    environments: input.environments ?? [...ENVIRONMENTS],
    status: 'active',
    expires_at: input.expiresAt ? new Date(input.expiresAt).toISOString() : null,
    created_at: now.toISOString(),
    created_by: input.createdBy,
    created_by_key_id: input.createdByKeyId ?? null,
    holds_slot: true,
    token_hash: hashToken(token),
  };
  return { record, token };
}

/**
 * When this container may next look for expired keys' places in a workspace. The look is a Query
 * of all the workspace's key records, so creates hammered at the cap must not repeat it: not
 * before the next place-holding key it saw (or made since) expires, and at most every 10 seconds
 * in any case (another container may have made a key that expires sooner).
 */
const SWEEP_INTERVAL_MS = 10_000;
const nextSweep = new Map<string, number>();

/** A key made here that expires before the next look brings that look forward. */
function noteExpiry(record: ApiKeyRecord): void {
  const next = nextSweep.get(record.workspace_id);
  if (next !== undefined && record.expires_at !== null) nextSweep.set(record.workspace_id, Math.min(next, Date.parse(record.expires_at)));
}

/** Gives back expired keys' places when looking could free any; how many were freed. */
async function sweepExpired(workspaceId: string): Promise<number> {
  const now = Date.now();
  if (now < (nextSweep.get(workspaceId) ?? 0)) return 0;
  const { freed, nextExpiry } = await releaseExpiredSlots(workspaceId, new Date(now));
  nextSweep.set(workspaceId, Math.min(now + SWEEP_INTERVAL_MS, nextExpiry ?? Infinity));
  return freed;
}

/**
 * Writes a new key with `extra` items, taking a place under the workspace's cap on active keys
 * in the same transaction. At the cap, the places of expired keys are given back and the write
 * tried once more before 409 `limit_exceeded`. A failed condition among `extra` is rethrown.
 */
export async function insertWithinCap(record: ApiKeyRecord, extra: TransactItem[] = []): Promise<void> {
  const items = [...extra, takeSlot(limitCounterKey.apiKeys(record.workspace_id), 'api_keys')];
  const slot = apiKeyPuts(record).length + items.length - 1;
  for (let tryNumber = 0; ; tryNumber++) {
    try {
      await withConflictRetry(() => insertApiKey(record, items), { maxTries: COUNTER_CONFLICT_TRIES });
      noteExpiry(record);
      return;
    } catch (error) {
      const failed = failedConditionIndexes(error);
      if (failed.length !== 1 || failed[0] !== slot) throw error;
      if (tryNumber === 0 && (await sweepExpired(record.workspace_id)) > 0) continue;
      throw limitExceeded('api_keys');
    }
  }
}

export { apiKeyPuts };

/**
 * Creates a key with no minter (the operator's path); the token is returned here and never again.
 * `extra` gives items written in the same transaction (an operator audit record).
 */
export async function createApiKey(
  input: NewApiKey,
  extra: (record: ApiKeyRecord) => TransactItem[] = () => [],
): Promise<{ apiKey: ApiKeyView; token: string }> {
  const { record, token } = prepareApiKey(input);
  await insertWithinCap(record, extra(record));
  return { apiKey: toApiKeyView(record), token };
}

/**
 * The route's use case. The new key acts for the calling key's member and stays within the
 * calling key (authority.ts): scopes it holds, environments it serves (default: all of them),
 * an expiry no later than its own (default: its own). It is recorded as the caller's child and
 * written only if the caller is still active at that moment, counted on the caller's record
 * (`countMint`), so a revocation of the caller either prevents it or finds and revokes it.
 *
 * With `idempotency_key` (the shared idempotency module) a repeat replays the key made first
 * without its token (`token: null`): the token is shown once and stored only as a hash, so
 * nothing could show it again. Keys are workspace-wide, so their idempotency records are held in
 * the workspace's sandbox partition whatever `?environment` the request names: the same key and
 * body make one API key however they are sent.
 */
export async function issueApiKey(
  caller: AuthContext,
  input: {
    name: string;
    scopes: Scope[];
    expires_at?: string | null | undefined;
    environments?: Environment[] | undefined;
    idempotency_key?: string | undefined;
  },
): Promise<{ created: { api_key: ApiKeyView; token: string | null }; replayed: boolean }> {
  // A console session is the member in person, not a key: the member's scopes bound the new key,
  // not the session's lifetime, and the key has no minter (it goes when the member is removed).
  const minter = caller.session ? null : caller.keyId;
  const { environments, expiresAt } = requireWithinMinter(minter ? caller : { ...caller, expiresAt: null }, input);
  if (expiresAt !== null && Date.parse(expiresAt) <= Date.now()) throw refuse('expired');
  const make = (id: string, extra: TransactItem[]) =>
    insertIssuedKey(
      caller,
      minter,
      { workspaceId: caller.workspaceId, name: input.name, scopes: input.scopes, environments, expiresAt, id },
      extra,
    );
  if (input.idempotency_key === undefined) return { created: await make(newId(), []), replayed: false };
  const { result, replayed } = await runIdempotent<{ api_key: ApiKeyView; token: string | null }>(
    {
      tenant: { workspaceId: caller.workspaceId, environment: 'sandbox' },
      key: input.idempotency_key,
      operation: 'api_key.create',
      body: input,
      newResourceId: newId,
    },
    (claim) => make(claim.resourceId, [claim.completeItem]),
    async (id) => {
      // Strongly consistent: the key was written in the transaction that completed the claim just read.
      const record = await getApiKey(caller.workspaceId, id, { consistent: true });
      if (!record) throw new Error(`The API key ${id} of a completed idempotency record is missing.`);
      return { api_key: toApiKeyView(record), token: null };
    },
  );
  return { created: result, replayed };
}

/** Writes the caller's new key with `extra` items (an idempotency claim's completion). */
async function insertIssuedKey(
  caller: AuthContext,
  minter: string | null,
  input: Omit<NewApiKey, 'createdBy' | 'createdByKeyId'> & { id: string },
  extra: TransactItem[],
): Promise<{ api_key: ApiKeyView; token: string }> {
  // created_at is the id's own clock reading, so listings (newest first, by id) agree with it.
  const { record, token } = prepareApiKey({ ...input, createdBy: caller.member, createdByKeyId: minter }, new Date(idTime(input.id)));
  const minterCheck = apiKeyPuts(record).length;
  // Also conditional on the member being active: a removal that commits first makes the mint
  // fail, and one that commits after finds the key when it revokes the member's keys.
  const checks = [...(minter ? [countMint(caller.workspaceId, minter)] : []), memberActiveCheck(caller.workspaceId, caller.member.id)];
  const entry = auditBy('api_key.created', caller, {
    api_key_id: record.id,
    created_by_key_id: minter,
    scopes: record.scopes,
    environments: record.environments ?? [],
    expires_at: record.expires_at,
  });
  try {
    // The audit record last: its index is past every condition a failure is read from.
    await insertWithinCap(record, [...checks, ...extra, entry.put]);
  } catch (error) {
    const failed = isTransactionConditionFailed(error) ? failedConditionIndexes(error) : [];
    if (failed.some((index) => index >= minterCheck && index < minterCheck + checks.length)) throw refuse('revoked');
    // The claim's completion: another attempt of the same request took the key over.
    if (failed.some((index) => index >= minterCheck + checks.length)) throw keyInProgress();
    throw error;
  }
  entry.logLine();
  return { api_key: toApiKeyView(record), token };
}

export async function showApiKey(workspaceId: string, keyId: string): Promise<ApiKeyView> {
  const record = await getApiKey(workspaceId, keyId);
  if (!record) throw notFound('API key');
  return toApiKeyView(record);
}

/** One page of the workspace's keys, newest first. */
export async function listWorkspaceApiKeys(workspaceId: string, limit: number, cursor: string | undefined) {
  const page = await listApiKeys(workspaceId, limit, cursor);
  return { items: page.items.map((r) => toApiKeyView(r)), next_cursor: page.nextCursor };
}

/**
 * Revokes a key and every key minted under it (revoke.ts). The caller must hold every scope and
 * environment of the key (authority.ts). Revoking a revoked key changes nothing of it and returns
 * it as it is, but walks its descendants again, so a revocation cut short is finished by a retry.
 */
export async function revokeWorkspaceApiKey(caller: AuthContext, keyId: string): Promise<ApiKeyView> {
  const record = await getApiKey(caller.workspaceId, keyId, { consistent: true });
  if (!record) throw notFound('API key');
  requireCanManage(caller, record);
  return toApiKeyView(await revokeWithDescendants(caller, record));
}

/** The API view: no token hash; `expired` is derived from `expires_at`, never stored. */
export function toApiKeyView(record: ApiKeyRecord, now = Date.now()): ApiKeyView {
  const expired = record.expires_at !== null && Date.parse(record.expires_at) <= now;
  return {
    id: record.id,
    name: record.name,
    key_prefix: record.key_prefix,
    scopes: record.scopes,
    environments: environmentsOf(record),
    status: record.status === 'revoked' ? 'revoked' : expired ? 'expired' : 'active',
    expires_at: record.expires_at,
    created_at: record.created_at,
    created_by: record.created_by,
    created_by_key_id: record.created_by_key_id ?? null,
    last_used_at: record.last_used_at ?? null,
    revoked_at: record.revoked_at ?? null,
  };
}
