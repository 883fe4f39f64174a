/**
 * Members, invitations and member changes (workspace-wide, docs/members.md, Data):
 * - `WS#<ws>` / `MEMBER#<id>` (shared/db/workspaces.ts writes it), read here as the roster;
 * - `WS#<ws>` / `MEMBERS`: the roster's `version`, raised by every write that adds or removes a
 *   member, so a decision taken on the roster as read (is there another approver?) is written
 *   only if the roster is still as read;
 * - `WS#<ws>` / `INVITATION#<id>`: an invitation, and `INVITE#<sha256 of its token>` / `INVITE`,
 *   what enrolment reads (the clear token is never stored);
 * - `WS#<ws>` / `MEMBER_CHANGE#<id>`: an invitation or a removal that waits for another member.
 * Every write of an invitation or a change after its creation is conditional on its `revision`.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '#shared/db/client.ts';
import { ID_FORMS, type CursorPage } from '#shared/db/cursor.ts';
import { prefixPage } from '#shared/db/query-page.ts';
import * as keys from '#shared/db/keys.ts';
import { queryAll } from '#shared/db/query-all.ts';
import type { TransactItem } from '#shared/db/transact.ts';
import { putNew, updateItem } from '#shared/db/update-item.ts';
import type { ApiKeyRecord } from '#shared/db/api-keys.ts';
import type { MemberRecord } from '#shared/db/workspaces.ts';
import type { MemberApproval } from '#shared/model/approvals/member-approvals.ts';
import type { UserReference } from '#shared/model/auth.ts';
import type { InvitationStatus, MemberChangeKind, MemberChangeStatus } from '#shared/model/members/state-machine.ts';
import type { Scope } from '#shared/model/scopes.ts';

export interface InvitationRecord {
  id: string;
  workspace_id: string;
  email: string;
  display_name: string;
  /** What the member's credentials may hold once enrolled. */
  scopes: Scope[];
  status: InvitationStatus;
  /** The member change that must be approved before the invitation can be used; null when none. */
  change_id: string | null;
  invited_by: UserReference;
  invited_with_api_key_id: string;
  token_hash: string;
  expires_at: string;
  created_at: string;
  updated_at: string;
  accepted_at: string | null;
  member_id: string | null;
  revoked_at: string | null;
  revoked_by: UserReference | null;
  revision: number;
}

/** What enrolment reads by the token's hash: which invitation it is (its state is on the record). */
export interface InvitationLookup {
  workspace_id: string;
  invitation_id: string;
}

export interface MemberChangeApproval extends MemberApproval {
  api_key_id: string;
}

export interface MemberChangeRecord {
  id: string;
  workspace_id: string;
  kind: MemberChangeKind;
  status: MemberChangeStatus;
  /** The member the change is about: the invitee (who has no id yet), the member to remove, or the passkey's member. */
  subject: { email: string; display_name: string; scopes: Scope[] | null; member_id: string | null };
  invitation_id: string | null;
  /** A passkey removal's passkey (absent on the other kinds). */
  passkey_id?: string;
  required_approvals: number;
  approvals: MemberChangeApproval[];
  requested_by: UserReference;
  requested_with_api_key_id: string;
  approved_at: string | null;
  rejected_by: UserReference | null;
  rejected_at: string | null;
  expires_at: string;
  created_at: string;
  updated_at: string;
  revision: number;
}

/**
 * Key builders of the members' own items, beside their only reader and writer rather than in
 * keys.ts: the `keys` object is bundled whole into every function that reads the table.
 */
export const memberKeys = {
  memberPrefix: 'MEMBER#',
  /** The roster's version: raised by every write that changes who the members are (docs/members.md). */
  memberRoster: () => 'MEMBERS',
  invitation: (invitationId: string) => `INVITATION#${invitationId}`,
  invitationPrefix: 'INVITATION#',
  /** Partition of its own: what enrolment reads, by the SHA-256 of the invitation's token. */
  invitationLookup: (tokenHash: string) => `INVITE#${tokenHash}`,
  invitationLookupSort: 'INVITE',
  /** A change to the members that waits for another member's approval (docs/members.md). */
  memberChange: (changeId: string) => `MEMBER_CHANGE#${changeId}`,
  memberChangePrefix: 'MEMBER_CHANGE#',
};

const ws = keys.workspace;

/** Raises the roster's version; with `from`, only if it is still at that version (0: never written). */
export function rosterBump(workspaceId: string, from?: number): TransactItem {
  const expected =
    from === undefined
      ? {}
      : from === 0
        ? { condition: 'attribute_not_exists(pk)' }
        : { condition: 'version = :v', values: { ':v': from } };
  return updateItem(
    { pk: ws(workspaceId), sk: memberKeys.memberRoster() },
    { add: { version: 1 }, set: { entity: 'member_roster' }, mayCreate: true, ...expected },
  );
}

/** Fails the transaction unless the roster is still at `version` (0: never written). */
export function rosterCheck(workspaceId: string, version: number): TransactItem {
  return {
    ConditionCheck: {
      TableName: TABLE_NAME,
      Key: { pk: ws(workspaceId), sk: memberKeys.memberRoster() },
      ConditionExpression: version === 0 ? 'attribute_not_exists(pk)' : 'version = :v',
      ...(version === 0 ? {} : { ExpressionAttributeValues: { ':v': version } }),
    },
  };
}

export interface Roster {
  version: number;
  members: MemberRecord[];
  keys: ApiKeyRecord[];
}

/** Every member and every key of the workspace with the roster's version, strongly consistent (a decision is taken on it). */
export async function readRoster(workspaceId: string): Promise<Roster> {
  const [version, members, apiKeys] = await Promise.all([
    db
      .send(new GetCommand({ TableName: TABLE_NAME, Key: { pk: ws(workspaceId), sk: memberKeys.memberRoster() }, ConsistentRead: true }))
      .then((out) => (out.Item?.version as number | undefined) ?? 0),
    queryAll<MemberRecord>({ pk: ws(workspaceId), prefix: memberKeys.memberPrefix, consistent: true }),
    queryAll<ApiKeyRecord>({ pk: ws(workspaceId), prefix: keys.apiKeyPrefix, consistent: true }),
  ]);
  return { version, members, keys: apiKeys };
}

/** One page of the workspace's members, oldest first (the owner first). */
export function listMembers(workspaceId: string, limit: number, cursor: string | undefined): Promise<CursorPage<MemberRecord>> {
  return pageOf<MemberRecord>(workspaceId, memberKeys.memberPrefix, limit, cursor, true);
}

/** Marks an active member removed, conditional on it being active still. */
export function memberRemoval(member: MemberRecord, at: string): TransactItem {
  return updateItem(
    { pk: ws(member.workspace_id), sk: keys.member(member.id) },
    {
      set: { status: 'removed', removed_at: at },
      condition: 'attribute_not_exists(#st) OR #st = :active',
      names: { '#st': 'status' },
      values: { ':active': 'active' },
    },
  );
}

/** Fails the transaction unless the member exists and is active (a key made for a removed member must not be written). */
export function memberActiveCheck(workspaceId: string, memberId: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: TABLE_NAME,
      Key: { pk: ws(workspaceId), sk: keys.member(memberId) },
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#st) OR #st = :active)',
      ExpressionAttributeNames: { '#st': 'status' },
      ExpressionAttributeValues: { ':active': 'active' },
    },
  };
}

/** A record's attributes an update may set: never its keys (a record read back carries `pk`, `sk` and `entity`), its id or its revision. */
function changedFields(record: object): Record<string, unknown> {
  const {
    pk: _pk,
    sk: _sk,
    entity: _entity,
    id: _id,
    workspace_id: _ws,
    revision: _revision,
    ...fields
  } = record as Record<string, unknown>;
  return fields;
}

export function invitationPuts(invitation: InvitationRecord): TransactItem[] {
  const lookup: InvitationLookup = { workspace_id: invitation.workspace_id, invitation_id: invitation.id };
  return [
    putNew({ pk: ws(invitation.workspace_id), sk: memberKeys.invitation(invitation.id) }, 'invitation', invitation),
    putNew({ pk: memberKeys.invitationLookup(invitation.token_hash), sk: memberKeys.invitationLookupSort }, 'invitation_lookup', lookup),
  ];
}

/** Replaces an invitation's changed fields, conditional on the revision `before` was read at. */
export function invitationUpdate(before: InvitationRecord, after: InvitationRecord): TransactItem {
  const fields = changedFields(after);
  return updateItem(
    { pk: ws(before.workspace_id), sk: memberKeys.invitation(before.id) },
    { set: { ...fields, revision: before.revision + 1 }, expect: { revision: before.revision } },
  );
}

export async function getInvitation(workspaceId: string, id: string, consistent = false): Promise<InvitationRecord | undefined> {
  const out = await db.send(
    new GetCommand({ TableName: TABLE_NAME, Key: { pk: ws(workspaceId), sk: memberKeys.invitation(id) }, ConsistentRead: consistent }),
  );
  return out.Item as InvitationRecord | undefined;
}

export async function findInvitationByHash(tokenHash: string): Promise<InvitationLookup | undefined> {
  const out = await db.send(
    new GetCommand({
      TableName: TABLE_NAME,
      Key: { pk: memberKeys.invitationLookup(tokenHash), sk: memberKeys.invitationLookupSort },
      ConsistentRead: true,
    }),
  );
  return out.Item as InvitationLookup | undefined;
}

export function listInvitations(workspaceId: string, limit: number, cursor: string | undefined): Promise<CursorPage<InvitationRecord>> {
  return pageOf<InvitationRecord>(workspaceId, memberKeys.invitationPrefix, limit, cursor, false);
}

export function memberChangePut(change: MemberChangeRecord): TransactItem {
  return putNew({ pk: ws(change.workspace_id), sk: memberKeys.memberChange(change.id) }, 'member_change', change);
}

export function memberChangeUpdate(before: MemberChangeRecord, after: MemberChangeRecord): TransactItem {
  const fields = changedFields(after);
  return updateItem(
    { pk: ws(before.workspace_id), sk: memberKeys.memberChange(before.id) },
    { set: { ...fields, revision: before.revision + 1 }, expect: { revision: before.revision } },
  );
}

export async function getMemberChange(workspaceId: string, id: string, consistent = false): Promise<MemberChangeRecord | undefined> {
  const out = await db.send(
    new GetCommand({ TableName: TABLE_NAME, Key: { pk: ws(workspaceId), sk: memberKeys.memberChange(id) }, ConsistentRead: consistent }),
  );
  return out.Item as MemberChangeRecord | undefined;
}

export function listMemberChanges(workspaceId: string, limit: number, cursor: string | undefined): Promise<CursorPage<MemberChangeRecord>> {
  return pageOf<MemberChangeRecord>(workspaceId, memberKeys.memberChangePrefix, limit, cursor, false);
}

/** A page of one kind of workspace-wide item, by id (UUIDv7: creation order). */
function pageOf<T>(
  workspaceId: string,
  prefix: string,
  limit: number,
  cursor: string | undefined,
  oldestFirst: boolean,
): Promise<CursorPage<T>> {
  return prefixPage<T>({ pk: ws(workspaceId), prefix, idForm: ID_FORMS.uuid, limit, cursor, oldestFirst });
}
