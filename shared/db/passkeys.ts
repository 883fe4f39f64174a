/**
 * Passkeys and WebAuthn challenges (docs/members.md, Passkeys; layout in docs/data-model.md):
 * - `WS#<ws>` / `PASSKEY#<memberId>#<passkeyId>`: a member's passkey (its public key, sign counter
 *   and transports), kept with the member's other items so their passkeys are one Query;
 * - `WS#<ws>` / `CREDENTIAL#<credentialId>`: which passkey a credential id is, written new in the
 *   passkey's transaction, so a credential id is registered once per workspace;
 * - `WEBAUTHN_CHALLENGE#<sha256 of the challenge>` / `WEBAUTHN_CHALLENGE`: a challenge handed out
 *   and not yet used, with what it is for; single-use (deleted, conditionally, in the transaction
 *   of the act it proves) and expiring (TTL, and checked on read: TTL deletion lags).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { ID_FORMS, type CursorPage } from '#shared/db/cursor.ts';
import { prefixPage } from '#shared/db/query-page.ts';
import { insertNew } from '#shared/db/insert-new.ts';
import * as keys from '#shared/db/keys.ts';
import { releaseSlot, takeSlot } from '#shared/db/limit-counters.ts';
import { queryAll } from '#shared/db/query-all.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { putNew, updateItem } from '#shared/db/update-item.ts';

export interface PasskeyRecord {
  id: string;
  workspace_id: string;
  member_id: string;
  /** The credential id, base64url, as the authenticator made it. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The signature counter of the last assertion accepted (0 for an authenticator that keeps none). */
  counter: number;
  transports: string[];
  /** The WebAuthn user handle the passkey was made for (base64url). */
  user_handle: string;
  created_at: string;
  last_used_at: string | null;
  /** It holds a place under the member's passkey cap (every passkey made since the cap existed). */
  holds_slot?: boolean;
}

/** What a credential id names. */
export interface PasskeyCredentialLookup {
  workspace_id: string;
  member_id: string;
  passkey_id: string;
}

export type ChallengePurpose = 'registration' | 'sign_in' | 'approval';

export interface ChallengeRecord {
  purpose: ChallengePurpose;
  workspace_id: string;
  /** Epoch milliseconds after which the challenge is refused. */
  expires_at_ms: number;
  /** Registration: the invitation being used, and the user handle the passkey is made for. */
  invitation_id?: string;
  user_handle?: string;
  /** Approval: the approver, and what the intent approves (shared/domain/approvals/intent.ts). */
  member_id?: string;
  environment?: string;
  target?: { kind: 'transfer' | 'setting_change'; id: string };
  nonce?: string;
  expires_at?: string;
}

/**
 * Key builders of these items, beside their only reader and writer rather than in keys.ts: the
 * `keys` object is bundled whole into every function that reads the table.
 */
export const passkeyKeys = {
  passkey: (memberId: string, passkeyId: string) => `PASSKEY#${memberId}#${passkeyId}`,
  passkeyPrefix: 'PASSKEY#',
  memberPasskeyPrefix: (memberId: string) => `PASSKEY#${memberId}#`,
  credential: (credentialId: string) => `CREDENTIAL#${credentialId}`,
  challenge: (challengeHash: string) => `WEBAUTHN_CHALLENGE#${challengeHash}`,
  challengeSort: 'WEBAUTHN_CHALLENGE',
  /** The member's count of passkeys under the cap (shared/db/limit-counters.ts). */
  cap: (memberId: string) => `LIMIT#passkeys#${memberId}`,
};

const ws = keys.workspace;
const capKey = (workspaceId: string, memberId: string) => ({ pk: ws(workspaceId), sk: passkeyKeys.cap(memberId) });
const challengeKey = (hash: string) => ({ pk: passkeyKeys.challenge(hash), sk: passkeyKeys.challengeSort });

/**
 * A new passkey, its credential id's lookup item and its place under the member's passkey cap
 * (`LIMITS.passkeys`), in this order: the lookup fails the transaction when the credential is
 * registered already (`PASSKEY_PUT_FAILS.credential`), the place when the member is at the cap
 * (`PASSKEY_PUT_FAILS.cap`), so concurrent additions never pass the cap together.
 */
export function passkeyPuts(passkey: PasskeyRecord): TransactItem[] {
  const lookup: PasskeyCredentialLookup = { workspace_id: passkey.workspace_id, member_id: passkey.member_id, passkey_id: passkey.id };
  return [
    putNew({ pk: ws(passkey.workspace_id), sk: passkeyKeys.passkey(passkey.member_id, passkey.id) }, 'passkey', {
      ...passkey,
      holds_slot: true,
    }),
    putNew({ pk: ws(passkey.workspace_id), sk: passkeyKeys.credential(passkey.credential_id) }, 'passkey_credential', lookup),
    takeSlot(capKey(passkey.workspace_id, passkey.member_id), 'passkeys'),
  ];
}

/** Where in `passkeyPuts` a failed condition says what refused the passkey. */
export const PASSKEY_PUT_FAILS = { credential: 1, cap: 2 } as const;

/** The passkey a credential id names in a workspace, read strongly consistent (its counter decides). */
export async function findPasskeyByCredential(workspaceId: string, credentialId: string): Promise<PasskeyRecord | undefined> {
  const lookup = await db.send(
    new GetCommand({ TableName: TABLE_NAME, Key: { pk: ws(workspaceId), sk: passkeyKeys.credential(credentialId) }, ConsistentRead: true }),
  );
  const found = lookup.Item as PasskeyCredentialLookup | undefined;
  if (!found) return undefined;
  const out = await db.send(
    new GetCommand({
      TableName: TABLE_NAME,
      Key: { pk: ws(workspaceId), sk: passkeyKeys.passkey(found.member_id, found.passkey_id) },
      ConsistentRead: true,
    }),
  );
  return out.Item as PasskeyRecord | undefined;
}

/** The credential id's lookup item, read strongly consistent: gone from the moment its passkey is removed. */
export async function findCredential(workspaceId: string, credentialId: string): Promise<PasskeyCredentialLookup | undefined> {
  const out = await db.send(
    new GetCommand({ TableName: TABLE_NAME, Key: { pk: ws(workspaceId), sk: passkeyKeys.credential(credentialId) }, ConsistentRead: true }),
  );
  return out.Item as PasskeyCredentialLookup | undefined;
}

/**
 * A page of the workspace's passkeys, or of one member's, oldest first (by member, then by
 * passkey): `PASSKEY#<memberId>#<passkeyId>`, both UUIDv7.
 */
export function listPasskeysPage(
  workspaceId: string,
  memberId: string | undefined,
  limit: number,
  cursor: string | undefined,
): Promise<CursorPage<PasskeyRecord>> {
  const prefix = memberId === undefined ? passkeyKeys.passkeyPrefix : passkeyKeys.memberPasskeyPrefix(memberId);
  const idForm = memberId === undefined ? `${ID_FORMS.uuid}#${ID_FORMS.uuid}` : ID_FORMS.uuid;
  return prefixPage<PasskeyRecord>({ pk: ws(workspaceId), prefix, idForm, limit, cursor, oldestFirst: true });
}

/** One passkey of the workspace by its id, read strongly consistent (its key names its member, so the workspace's passkeys are read). */
export async function findPasskey(workspaceId: string, passkeyId: string): Promise<PasskeyRecord | undefined> {
  const all = await queryAll<PasskeyRecord>({ pk: ws(workspaceId), prefix: passkeyKeys.passkeyPrefix, consistent: true });
  return all.find((p) => p.id === passkeyId);
}

/**
 * Removing a passkey: the passkey and its credential id's lookup deleted, each on the condition
 * that it is still there, so of two removals of one passkey one writes; a passkey that holds a
 * place under the cap gives it back (made before the cap, it holds none).
 */
export function passkeyRemoval(passkey: PasskeyRecord): TransactItem[] {
  const exists = 'attribute_exists(pk)';
  const place = passkey.holds_slot === true ? [releaseSlot(capKey(passkey.workspace_id, passkey.member_id))] : [];
  return [
    {
      Delete: {
        TableName: TABLE_NAME,
        Key: { pk: ws(passkey.workspace_id), sk: passkeyKeys.passkey(passkey.member_id, passkey.id) },
        ConditionExpression: exists,
      },
    },
    {
      Delete: {
        TableName: TABLE_NAME,
        Key: { pk: ws(passkey.workspace_id), sk: passkeyKeys.credential(passkey.credential_id) },
        ConditionExpression: exists,
      },
    },
    ...place,
  ];
}

/** Holds a transaction to a passkey still being registered (the one a session signed in with). */
export function passkeyHeldCheck(workspaceId: string, memberId: string, passkeyId: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: TABLE_NAME,
      Key: { pk: ws(workspaceId), sk: passkeyKeys.passkey(memberId, passkeyId) },
      ConditionExpression: 'attribute_exists(pk)',
    },
  };
}

/** Every passkey of the workspace's members (a few per member), for the members' views. */
export function listWorkspacePasskeys(workspaceId: string): Promise<PasskeyRecord[]> {
  return queryAll<PasskeyRecord>({ pk: ws(workspaceId), prefix: passkeyKeys.passkeyPrefix });
}

/** A member's passkeys, oldest first. */
export function listMemberPasskeys(workspaceId: string, memberId: string, consistent = true): Promise<PasskeyRecord[]> {
  return queryAll<PasskeyRecord>({ pk: ws(workspaceId), prefix: passkeyKeys.memberPasskeyPrefix(memberId), consistent });
}

/**
 * Records an accepted assertion: the new counter and the time, conditional on the counter as
 * read, so of two assertions checked against one counter only one is recorded.
 */
export function passkeyUse(passkey: PasskeyRecord, counter: number, at: string): TransactItem {
  return updateItem(
    { pk: ws(passkey.workspace_id), sk: passkeyKeys.passkey(passkey.member_id, passkey.id) },
    { set: { counter, last_used_at: at }, expect: { counter: passkey.counter } },
  );
}

/** Stores a challenge handed out, under its hash; it expires (TTL) with it. */
export async function putChallenge(challengeHash: string, challenge: ChallengeRecord): Promise<void> {
  await insertNew(
    {
      ...challengeKey(challengeHash),
      entity: 'webauthn_challenge',
      ...challenge,
      expires_at_epoch: Math.ceil(challenge.expires_at_ms / 1000),
    },
    'workspace_id',
  );
}

/** The challenge stored under a hash, read strongly consistent (a used challenge is gone at once). */
export async function findChallenge(challengeHash: string): Promise<ChallengeRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: challengeKey(challengeHash), ConsistentRead: true }));
  return out.Item as ChallengeRecord | undefined;
}

/**
 * Uses a challenge up in the transaction of what it proves: deleted on the condition that it is
 * still stored and unexpired at `nowMs`, so of two requests with one challenge at most one writes.
 */
export function challengeUse(challengeHash: string, nowMs: number): TransactItem {
  return {
    Delete: {
      TableName: TABLE_NAME,
      Key: challengeKey(challengeHash),
      ConditionExpression: 'attribute_exists(pk) AND expires_at_ms > :now',
      ExpressionAttributeValues: { ':now': nowMs },
    },
  };
}
