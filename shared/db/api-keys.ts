/**
 * API key items, always written together in one transaction:
 * - the record, `pk = WS#<ws>`, `sk = APIKEY#<id>`: what the API shows, plus the token hash;
 * - the lookup item, `pk = APIKEY#<sha256>`, `sk = APIKEY`: what authentication reads
 *   (`findApiKeyByHash`);
 * - for a key minted by another key, a child item under the minter,
 *   `pk = WS#<ws>`, `sk = APIKEY_CHILD#<minterId>#<id>`, so revoking the minter finds it.
 * The clear token is never stored.
 */
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { queryAll } from '#shared/db/query-all.ts';
import { ID_FORMS, readPage, sortKeyForm, type CursorPage } from '#shared/db/cursor.ts';
import * as keys from '#shared/db/keys.ts';
import { isTransactionConditionFailed } from '#shared/db/errors.ts';
import { limitCounterKey, releaseSlot } from '#shared/db/limit-counters.ts';
import { batchGetItems } from '#shared/db/batch-get.ts';
import { updateItem, updateOne } from '#shared/db/update-item.ts';
import type { Scope } from '#shared/model/scopes.ts';
import type { UserReference } from '#shared/model/auth.ts';
import type { Environment } from '#shared/model/tenancy.ts';

export interface ApiKeyRecord {
  id: string;
  workspace_id: string;
  name: string;
  key_prefix: string;
  scopes: Scope[];
  status: 'active' | 'revoked';
  expires_at: string | null;
  created_at: string;
  created_by: UserReference;
  /** The environments the key serves; absent on keys made before keys could be limited (both). */
  environments?: Environment[];
  /** The key that minted this one; null for keys an operator made (absent on older keys: none). */
  created_by_key_id?: string | null;
  /**
   * How many keys this key has minted. Each mint adds one in its own transaction, conditional on
   * this key being active, so a revocation conditional on the count it read cannot miss a child.
   */
  minted_count?: number;
  /**
   * True while the key counts against the workspace's cap on active keys (limit-counters.ts):
   * from its creation until it is revoked, or found expired by a create at the cap.
   */
  holds_slot?: boolean;
  /** Absent until first use: the last-use write is conditional on it being absent or old. */
  last_used_at?: string;
  revoked_at?: string;
  token_hash: string;
}

/** What authentication needs, in the lookup item. */
export interface ApiKeyLookup {
  workspace_id: string;
  key_id: string;
  scopes: Scope[];
  status: 'active' | 'revoked';
  expires_at: string | null;
  member: UserReference;
  /** As on the record: absent means both environments. */
  environments?: Environment[];
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The puts that create a key (record, lookup, and child item when minted); callers may add them to a larger transaction. */
export function apiKeyPuts(record: ApiKeyRecord): TransactItem[] {
  const lookup: ApiKeyLookup = {
    workspace_id: record.workspace_id,
    key_id: record.id,
    scopes: record.scopes,
    status: record.status,
    expires_at: record.expires_at,
    member: record.created_by,
    ...(record.environments ? { environments: record.environments } : {}),
  };
  const minter = record.created_by_key_id;
  const child: TransactItem[] = minter
    ? [
        {
          Put: {
            TableName: TABLE_NAME,
            Item: {
              pk: keys.workspace(record.workspace_id),
              sk: keys.apiKeyChild(minter, record.id),
              entity: 'api_key_child',
              parent_key_id: minter,
              child_key_id: record.id,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]
    : [];
  return [
    {
      Put: {
        TableName: TABLE_NAME,
        Item: { pk: keys.workspace(record.workspace_id), sk: keys.apiKey(record.id), entity: 'api_key', ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: TABLE_NAME,
        Item: { pk: keys.apiKeyLookup(record.token_hash), sk: keys.apiKeyLookupSort, entity: 'api_key_lookup', ...lookup },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...child,
  ];
}

/**
 * Counts a mint on the minter's record, conditional on the minter being active when the mint
 * commits: a revocation that commits first makes the mint fail; one that commits after read the
 * count without this child and fails its own condition (`revocationItems`), then finds it.
 */
export function countMint(workspaceId: string, minterKeyId: string): TransactItem {
  return updateItem(
    { pk: keys.workspace(workspaceId), sk: keys.apiKey(minterKeyId) },
    { add: { minted_count: 1 }, expect: { status: 'active' } },
  );
}

export async function insertApiKey(record: ApiKeyRecord, extra: TransactItem[] = []): Promise<void> {
  await db.send(new TransactWriteCommand({ TransactItems: [...apiKeyPuts(record), ...extra] }));
}

/** The ids of the keys `parentKeyId` minted (strongly consistent: a revocation walks them right after its own write). */
export async function listChildKeyIds(workspaceId: string, parentKeyId: string): Promise<string[]> {
  const children = await queryAll<{ child_key_id: string }>({
    pk: keys.workspace(workspaceId),
    prefix: keys.apiKeyChildPrefix(parentKeyId),
    consistent: true,
  });
  return children.map((c) => c.child_key_id);
}

/**
 * Authentication's read of a key's lookup item.
 * - `consistent: true`: one strongly consistent GetItem (1 RRU). It sees every acknowledged
 *   write, so a key refused by a revocation is refused from the very next request.
 * - `consistent: false`: one eventually consistent GetItem (0.5 RRU). It may return the item as it
 *   was up to about a second ago (DynamoDB's window), so a key revoked within that window may still
 *   read as active. A miss is confirmed with one strongly consistent GetItem before it is
 *   believed, so a key created a moment ago is found on its very first request; only fresh keys
 *   and bad tokens pay the second read.
 * The pipeline picks the mode per route (`looksUpKeyConsistently`, shared/http/pipeline-errors.ts).
 */
export async function findApiKeyByHash(tokenHash: string, options: { consistent: boolean }): Promise<ApiKeyLookup | undefined> {
  const found = await getLookupItem(tokenHash, options.consistent);
  if (found || options.consistent) return found;
  return getLookupItem(tokenHash, true);
}

async function getLookupItem(tokenHash: string, consistent: boolean): Promise<ApiKeyLookup | undefined> {
  const out = await db.send(
    new GetCommand({
      TableName: TABLE_NAME,
      Key: { pk: keys.apiKeyLookup(tokenHash), sk: keys.apiKeyLookupSort },
      ConsistentRead: consistent,
    }),
  );
  return out.Item as ApiKeyLookup | undefined;
}

/** `consistent` when a write depends on what is read (a revocation). */
export async function getApiKey(
  workspaceId: string,
  keyId: string,
  options: { consistent?: boolean } = {},
): Promise<ApiKeyRecord | undefined> {
  const out = await db.send(
    new GetCommand({
      TableName: TABLE_NAME,
      Key: { pk: keys.workspace(workspaceId), sk: keys.apiKey(keyId) },
      ...(options.consistent ? { ConsistentRead: true } : {}),
    }),
  );
  return out.Item as ApiKeyRecord | undefined;
}

/** Several keys' records, strongly consistent (a revocation writes on what it reads); missing ids are left out. */
export async function getApiKeys(workspaceId: string, keyIds: readonly string[]): Promise<ApiKeyRecord[]> {
  const records: ApiKeyRecord[] = [];
  for (let i = 0; i < keyIds.length; i += 100) {
    const wanted = keyIds.slice(i, i + 100).map((id) => ({ pk: keys.workspace(workspaceId), sk: keys.apiKey(id) }));
    const found = await batchGetItems(wanted, true);
    for (const key of wanted) {
      const item = found(key);
      if (item) records.push(item as unknown as ApiKeyRecord);
    }
  }
  return records;
}

/** One page of a workspace's keys, newest first (ids are UUIDv7, so they sort by creation). */
export function listApiKeys(workspaceId: string, limit: number, cursor: string | undefined): Promise<CursorPage<ApiKeyRecord>> {
  const spec = { pk: keys.workspace(workspaceId), sk: sortKeyForm(keys.apiKeyPrefix, ID_FORMS.uuid) };
  return readPage(cursor, spec, async (startKey) => {
    const out = await db.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.workspace(workspaceId), ':prefix': keys.apiKeyPrefix },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: startKey,
      }),
    );
    return { items: (out.Items ?? []) as ApiKeyRecord[], lastKey: out.LastEvaluatedKey };
  });
}

/**
 * The writes that revoke an active key as `record` shows it: its record (conditional on still
 * being active, on the minted count and the place under the cap it was read with) and its lookup
 * item. A transaction of these for several keys revokes them all or none; the caller gives back
 * the places of those that held one with `releaseSlot`.
 */
export function revocationItems(record: ApiKeyRecord, revokedAt: string): TransactItem[] {
  const held = record.holds_slot === true;
  const minted = record.minted_count;
  return [
    updateItem(
      { pk: keys.workspace(record.workspace_id), sk: keys.apiKey(record.id) },
      {
        set: { status: 'revoked', revoked_at: revokedAt },
        remove: ['holds_slot'],
        expect: { status: 'active', minted_count: minted ?? null, holds_slot: held ? true : null },
      },
    ),
    updateItem({ pk: keys.apiKeyLookup(record.token_hash), sk: keys.apiKeyLookupSort }, { set: { status: 'revoked' } }),
  ];
}

/**
 * Gives back the places of the workspace's expired keys that still hold one (a create at the cap
 * calls this before refusing: an expired key is no longer active). Returns how many were freed,
 * and when the next key that holds a place expires (null: none will), so a caller can tell when
 * looking again could free anything.
 */
export async function releaseExpiredSlots(workspaceId: string, now = new Date()): Promise<{ freed: number; nextExpiry: number | null }> {
  const at = now.toISOString();
  const expiring = await queryAll<ApiKeyRecord>({
    pk: keys.workspace(workspaceId),
    prefix: keys.apiKeyPrefix,
    // Keys that never expire have a null expires_at, not a string.
    filter: { expression: 'holds_slot = :true AND attribute_type(expires_at, :string)', values: { ':true': true, ':string': 'S' } },
    consistent: true,
  });
  const expired = expiring.filter((record) => record.expires_at! <= at);
  const later = expiring.filter((record) => record.expires_at! > at).map((record) => Date.parse(record.expires_at!));
  const nextExpiry = later.length > 0 ? Math.min(...later) : null;
  const freed = await Promise.all(
    expired.map(async (record) => {
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              updateItem(
                { pk: keys.workspace(workspaceId), sk: keys.apiKey(record.id) },
                { remove: ['holds_slot'], expect: { holds_slot: true }, condition: 'expires_at <= :now', values: { ':now': at } },
              ),
              releaseSlot(limitCounterKey.apiKeys(workspaceId)),
            ],
          }),
        );
        return 1;
      } catch (error) {
        // Freed meanwhile, by a revocation or another create at the cap.
        if (isTransactionConditionFailed(error)) return 0;
        throw error;
      }
    }),
  );
  return { freed: freed.reduce<number>((n, x) => n + x, 0), nextExpiry };
}

/**
 * Records use at most once per `minIntervalMs`: the condition makes the write a no-op when
 * another request (in any container) recorded a use within the interval.
 */
export async function touchApiKey(workspaceId: string, keyId: string, now: Date, minIntervalMs: number): Promise<void> {
  // A failed condition: a use was recorded within the interval (or the key is gone); nothing to do.
  await updateOne(
    { pk: keys.workspace(workspaceId), sk: keys.apiKey(keyId) },
    {
      set: { last_used_at: now.toISOString() },
      condition: 'attribute_not_exists(last_used_at) OR last_used_at < :cutoff',
      values: { ':cutoff': new Date(now.getTime() - minIntervalMs).toISOString() },
    },
  );
}
