/** API key use cases: create, show, list, revoke. Used by the routes and the operator CLI. */
import { apiKeyPuts, getApiKey, insertApiKey, listApiKeys, revokeApiKey, type ApiKeyRecord } from '#shared/db/api-keys.ts';
import { generateToken, hashToken, keyPrefixOf } from '#shared/domain/api-keys/token.ts';
import { newId } from '#shared/ids.ts';
import { ApiError, notFound } from '#shared/http/errors.ts';
import { decodeCursor, encodeCursor, ID_FORMS, sortKeyForm } from '#shared/http/pagination.ts';
import { keys } from '#shared/db/keys.ts';
import type { AuthContext } from '#shared/http/state.ts';
import { grantsAll, type Scope } from '#shared/scopes.ts';
import type { UserReference } from '#shared/responses/common.ts';
import type { ApiKeyView } from '#shared/responses/api-keys.ts';

export interface NewApiKey {
  workspaceId: string;
  name: string;
  scopes: Scope[];
  expiresAt: string | null;
  createdBy: UserReference;
}

/** Builds a key and its secret without writing it (so it can join a larger transaction). */
export function prepareApiKey(input: NewApiKey, now = new Date()): { record: ApiKeyRecord; token: string } {
  const token = generateToken();
  const record: ApiKeyRecord = {
    id: newId(),
    workspace_id: input.workspaceId,
    name: input.name,
    key_prefix: keyPrefixOf(token),
    scopes: input.scopes,
    status: 'active',
    expires_at: input.expiresAt ? new Date(input.expiresAt).toISOString() : null,
    created_at: now.toISOString(),
    created_by: input.createdBy,
    token_hash: hashToken(token),
  };
  return { record, token };
}

export { apiKeyPuts };

/** Creates a key; the token is returned here and never again. */
export async function createApiKey(input: NewApiKey): Promise<{ apiKey: ApiKeyView; token: string }> {
  const { record, token } = prepareApiKey(input);
  await insertApiKey(record);
  return { apiKey: toApiKeyView(record), token };
}

/**
 * The route's use case: the new key acts for the same member as the calling key, and may hold
 * only scopes the calling key holds (a key cannot mint a more powerful one).
 */
export async function issueApiKey(
  caller: AuthContext,
  input: { name: string; scopes: Scope[]; expires_at?: string | null | undefined },
): Promise<{ api_key: ApiKeyView; token: string }> {
  if (!grantsAll(caller.scopes, input.scopes)) {
    throw new ApiError('forbidden', 'An API key can only create keys with scopes it holds itself.', {
      details: { requested_scopes: input.scopes, held_scopes: caller.scopes },
    });
  }
  const { apiKey, token } = await createApiKey({
    workspaceId: caller.workspaceId,
    name: input.name,
    scopes: input.scopes,
    expiresAt: input.expires_at ?? null,
    createdBy: caller.member,
  });
  return { api_key: apiKey, token };
}

export async function showApiKey(workspaceId: string, keyId: string): Promise<ApiKeyView> {
  const record = await getApiKey(workspaceId, keyId);
  if (!record) throw notFound('API key');
  return toApiKeyView(record);
}

/** One page of the workspace's keys, newest first. */
export async function listWorkspaceApiKeys(workspaceId: string, limit: number, cursor: string | undefined) {
  const startKey = decodeCursor(cursor, { pk: keys.workspace(workspaceId), sk: sortKeyForm(keys.apiKeyPrefix, ID_FORMS.uuid) });
  const page = await listApiKeys(workspaceId, limit, startKey);
  return { items: page.items.map((r) => toApiKeyView(r)), next_cursor: encodeCursor(page.lastKey) };
}

/** Revokes a key. Revoking a revoked key changes nothing and returns it as it is. */
export async function revokeWorkspaceApiKey(workspaceId: string, keyId: string): Promise<ApiKeyView> {
  const record = await getApiKey(workspaceId, keyId);
  if (!record) throw notFound('API key');
  if (record.status === 'active') {
    const revokedAt = new Date().toISOString();
    if (await revokeApiKey(record, revokedAt)) {
      return toApiKeyView({ ...record, status: 'revoked', revoked_at: revokedAt });
    }
  }
  // Already revoked, possibly by a concurrent request: show what the table holds.
  return showApiKey(workspaceId, keyId);
}

/** The API view: no token hash; `expired` is derived from `expires_at`, never stored. */
export function toApiKeyView(record: ApiKeyRecord, now = Date.now()): ApiKeyView {
  const expired = record.expires_at !== null && Date.parse(record.expires_at) <= now;
  return {
    id: record.id,
    name: record.name,
    key_prefix: record.key_prefix,
    scopes: record.scopes,
    status: record.status === 'revoked' ? 'revoked' : expired ? 'expired' : 'active',
    expires_at: record.expires_at,
    created_at: record.created_at,
    created_by: record.created_by,
    last_used_at: record.last_used_at ?? null,
    revoked_at: record.revoked_at ?? null,
  };
}
