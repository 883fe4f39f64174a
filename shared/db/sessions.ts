/**
 * Console sessions (docs/console.md, Sessions), one item each in a partition of its own,
 * `SESSION#<sha256 of the token>` / `SESSION`, like an API key's lookup item: what the session
 * middleware reads in one consistent GetItem. The clear token is never stored. The item expires
 * through TTL at the session's absolute deadline; reads check both deadlines themselves.
 */
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import * as keys from '#shared/db/keys.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { updateOne } from '#shared/db/update-item.ts';
import type { MemberRecord } from '#shared/db/workspaces.ts';
import type { UserReference } from '#shared/model/auth.ts';

export interface SessionRecord {
  id: string;
  workspace_id: string;
  member: UserReference;
  /**
   * The passkey the member signed in with: its credential id and its id (sessions started before
   * passkeys could be removed carry the credential id alone). Null for a session started without
   * a passkey (the test fixtures'), which no passkey's removal ends.
   */
  credential_id: string | null;
  passkey_id?: string | null;
  created_at: string;
  /** Epoch milliseconds: the absolute deadline, and the idle one, pushed back as the session is used. */
  expires_at_ms: number;
  idle_expires_at_ms: number;
}

const sessionKey = (tokenHash: string) => ({ pk: keys.session(tokenHash), sk: keys.sessionSort });

/** A new session's write: alone, or in a transaction with what starting it uses up (a sign-in's challenge). */
export function sessionPut(tokenHash: string, session: SessionRecord): TransactItem {
  const item = { ...sessionKey(tokenHash), entity: 'session', ...session, expires_at_epoch: Math.ceil(session.expires_at_ms / 1000) };
  return { Put: { TableName: TABLE_NAME, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** The session a token's hash names, read strongly consistent: a signed-out session is refused from its next request. */
export async function findSession(tokenHash: string): Promise<SessionRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: sessionKey(tokenHash), ConsistentRead: true }));
  return out.Item as SessionRecord | undefined;
}

/**
 * The member a session acts for, read strongly consistent, so a member removed a moment ago is
 * refused on their session's very next request.
 */
export async function findSessionMember(workspaceId: string, memberId: string): Promise<MemberRecord | undefined> {
  const out = await db.send(
    new GetCommand({ TableName: TABLE_NAME, Key: { pk: keys.workspace(workspaceId), sk: keys.member(memberId) }, ConsistentRead: true }),
  );
  return out.Item as MemberRecord | undefined;
}

/**
 * Pushes the idle deadline back to `idleExpiresAtMs`, only forward and only while the session
 * exists: a session deleted meanwhile (signed out) is not brought back.
 */
export async function touchSession(tokenHash: string, idleExpiresAtMs: number): Promise<void> {
  await updateOne(sessionKey(tokenHash), {
    set: { idle_expires_at_ms: idleExpiresAtMs },
    condition: 'idle_expires_at_ms < :idle',
    values: { ':idle': idleExpiresAtMs },
  });
}

/** Ends a session (sign-out, or a session found to act for a removed member). */
/** A sign-out's delete, for the transaction that records it. */
export function sessionDelete(tokenHash: string): TransactItem {
  return { Delete: { TableName: TABLE_NAME, Key: sessionKey(tokenHash) } };
}

export async function deleteSession(tokenHash: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: TABLE_NAME, Key: sessionKey(tokenHash) }));
}
