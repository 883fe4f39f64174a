/**
 * Revoking a key revokes every key minted under it, in one transaction: the tree is read first
 * (each level's child items, then their records), then every active key in it is revoked under
 * the condition that it is still active and has minted no key since it was read (`minted_count`,
 * which every mint raises in its own transaction, conditional on its minter being active). So a
 * key minted meanwhile makes the revocation read the tree again, and a mint that comes after it
 * is refused: once the revocation has answered, no key of the tree works. A failure answers 503
 * with nothing written. A tree too large for one transaction is revoked in several, the deepest
 * keys first and the named key last: if one of those fails, some descendants are revoked and the
 * rest, the named key with them, stay as they were until the request is sent again.
 */
import { getApiKeys, listChildKeyIds, revocationItems, type ApiKeyRecord } from '#shared/db/api-keys.ts';
import { withConflictRetry } from '#shared/db/conflict-retry.ts';
import { isTransactionConditionFailed } from '#shared/db/errors.ts';
import { COUNTER_CONFLICT_TRIES, limitCounterKey, releaseSlot } from '#shared/db/limit-counters.ts';
import { transact } from '#shared/db/transact.ts';
import { auditBy, type AuditEntry } from '#shared/audit.ts';
import { ApiError } from '#shared/model/errors.ts';
import type { AuthContext } from '#shared/model/auth.ts';

/** Keys per transaction: three items each (record, lookup, audit record), plus the counter, within DynamoDB's 100 items. */
const KEYS_PER_TRANSACTION = 33;
/** How often the tree is read again when a key in it changed between the read and the write. */
const MAX_TRIES = 10;

/** The key and its descendants, level by level (the key first), as they are now. */
async function readTree(workspaceId: string, root: ApiKeyRecord): Promise<ApiKeyRecord[][]> {
  const levels = [[root]];
  for (;;) {
    // Only a key that has minted one has children to list: a mint adds its child item and raises
    // its minter's count in one transaction, and the revocation is conditional on the count read,
    // so a key minting while its tree is read makes the revocation read it again.
    const parents = levels[levels.length - 1]!.filter((key) => (key.minted_count ?? 0) > 0);
    const childIds = (await Promise.all(parents.map((key) => listChildKeyIds(workspaceId, key.id)))).flat();
    if (childIds.length === 0) return levels;
    levels.push(await getApiKeys(workspaceId, childIds));
  }
}

/** Revokes `keys` (all active) in one transaction, giving back the places they held. False when one changed since it was read. */
async function revokeAll(workspaceId: string, keys: ApiKeyRecord[], revokedAt: string, audits: AuditEntry[]): Promise<boolean> {
  const places = keys.filter((key) => key.holds_slot === true).length;
  const items = [
    ...keys.flatMap((key) => revocationItems(key, revokedAt)),
    ...(places > 0 ? [releaseSlot(limitCounterKey.apiKeys(workspaceId), places)] : []),
    ...audits.map((entry) => entry.put),
  ];
  try {
    await withConflictRetry(() => transact(items), { maxTries: COUNTER_CONFLICT_TRIES });
    for (const entry of audits) entry.logLine();
    return true;
  } catch (error) {
    if (isTransactionConditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Revokes `root` (when active) and all its active descendants on behalf of `actor`, and writes an
 * audit line for each (`rootCause` says why the root goes); returns `root` as it is afterwards.
 */
export async function revokeWithDescendants(
  actor: AuthContext,
  root: ApiKeyRecord,
  rootCause: 'request' | 'member_removed' = 'request',
): Promise<ApiKeyRecord> {
  let current = root;
  for (let tryNumber = 0; tryNumber < MAX_TRIES; tryNumber++) {
    const levels = await readTree(actor.workspaceId, current);
    // Deepest first, so a tree written in several transactions revokes the named key last.
    const active = levels
      .flat()
      .filter((key) => key.status === 'active')
      .reverse();
    const revokedAt = new Date().toISOString();
    let written = 0;
    let changed = false;
    for (; written < active.length; written += KEYS_PER_TRANSACTION) {
      const batch = active.slice(written, written + KEYS_PER_TRANSACTION);
      const audits = batch.map((key) =>
        auditBy('api_key.revoked', actor, {
          api_key_id: key.id,
          created_by_key_id: key.created_by_key_id ?? null,
          cause: key.id === root.id ? rootCause : 'minter_revoked',
        }),
      );
      if (!(await revokeAll(actor.workspaceId, batch, revokedAt, audits))) {
        changed = true;
        break;
      }
    }
    if (!changed) {
      if (current.status !== 'active') return current;
      const { holds_slot: _released, ...rest } = current;
      return { ...rest, status: 'revoked', revoked_at: revokedAt };
    }
    // Something in the tree changed (a mint, a concurrent revocation): read it again, after a
    // pause that lets a burst of mints land.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * (tryNumber + 1)));
    current = (await getApiKeys(actor.workspaceId, [root.id]))[0] ?? current;
  }
  throw new ApiError('service_unavailable', 'The keys kept changing while they were revoked; retry the request.', { retryAfterSeconds: 1 });
}
