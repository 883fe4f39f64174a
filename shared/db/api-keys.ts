/**
 * API key items. Two items per key, always written together in one transaction:
 * - the record, `pk = WS#<ws>`, `sk = APIKEY#<id>`: what the API shows, plus the token hash;
 * - the lookup item, `pk = APIKEY#<sha256>`, `sk = APIKEY`: what authentication reads
 *   (`findApiKeyByHash`).
 * The clear token is never stored.
 */
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { keys } from '#shared/db/keys.ts';
import { isConditionFailed, isTransactionConditionFailed } from '#shared/db/errors.ts';
import type { Scope } from '#shared/scopes.ts';
import type { UserReference } from '#shared/responses/common.ts';

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
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The two puts that create a key; callers may add them to a larger transaction. */
export function apiKeyPuts(record: ApiKeyRecord): TransactItem[] {
  const lookup: ApiKeyLookup = {
    workspace_id: record.workspace_id,
    key_id: record.id,
    scopes: record.scopes,
    status: record.status,
    expires_at: record.expires_at,
    member: record.created_by,
  };
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
  ];
}

export async function insertApiKey(record: ApiKeyRecord): Promise<void> {
  await db.send(new TransactWriteCommand({ TransactItems: apiKeyPuts(record) }));
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

export async function getApiKey(workspaceId: string, keyId: string): Promise<ApiKeyRecord | undefined> {
  const out = await db.send(
    new GetCommand({ TableName: TABLE_NAME, Key: { pk: keys.workspace(workspaceId), sk: keys.apiKey(keyId) } }),
  );
  return out.Item as ApiKeyRecord | undefined;
}

/** One page of a workspace's keys, newest first (ids are UUIDv7, so they sort by creation). */
export async function listApiKeys(
  workspaceId: string,
  limit: number,
  startKey: Record<string, unknown> | undefined,
): Promise<{ items: ApiKeyRecord[]; lastKey: Record<string, unknown> | undefined }> {
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
}

/**
 * Revokes both items at once. Returns false when the key was already revoked (the record is
 * left as the first revocation wrote it).
 */
export async function revokeApiKey(record: ApiKeyRecord, revokedAt: string): Promise<boolean> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: TABLE_NAME,
              Key: { pk: keys.workspace(record.workspace_id), sk: keys.apiKey(record.id) },
              UpdateExpression: 'SET #status = :revoked, revoked_at = :at',
              ConditionExpression: '#status = :active',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':revoked': 'revoked', ':active': 'active', ':at': revokedAt },
            },
          },
          {
            Update: {
              TableName: TABLE_NAME,
              Key: { pk: keys.apiKeyLookup(record.token_hash), sk: keys.apiKeyLookupSort },
              UpdateExpression: 'SET #status = :revoked',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':revoked': 'revoked' },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isTransactionConditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Records use at most once per `minIntervalMs`: the condition makes the write a no-op when
 * another request (in any container) recorded a use within the interval.
 */
export async function touchApiKey(workspaceId: string, keyId: string, now: Date, minIntervalMs: number): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: keys.workspace(workspaceId), sk: keys.apiKey(keyId) },
        UpdateExpression: 'SET last_used_at = :now',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(last_used_at) OR last_used_at < :cutoff)',
        ExpressionAttributeValues: {
          ':now': now.toISOString(),
          ':cutoff': new Date(now.getTime() - minIntervalMs).toISOString(),
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}
